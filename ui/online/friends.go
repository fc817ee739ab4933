package online

import (
	"context"
	"errors"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// friendCodeLen is the length of a friend code.
const friendCodeLen = 8

// FriendsView is the Friends screen's controls, for tests.
type FriendsView struct {
	// Code is the player's friend code, large; Copy puts it on the
	// clipboard and Copied says so.
	Code   *canvas.Text
	Copy   *widget.Button
	Copied *widget.Label
	// Entry takes a friend's code; Add adds them.
	Entry *widget.Entry
	Add   *widget.Button
	// Message says the list is being asked, or the last error.
	Message *widget.Label
	// Lines are the list's lines: friends (online first), those who ask,
	// those asked. Dots are the friends' (green when online); Accepts
	// adds back one who asks (nil on other lines or when the app cannot
	// know from which table); Removes asks first: Ask shows at the foot
	// with its Question, Confirm and Keep.
	Lines    []*widget.Label
	Dots     []*canvas.Circle
	Accepts  []*widget.Button
	Removes  []*widget.Button
	Ask      *fyne.Container
	Question *widget.Label
	Confirm  *widget.Button
	Keep     *widget.Button
	// Recent are the people of the last games, each with its Add (nil
	// when they are in the list already).
	Recent []*widget.Label
	Adds   []*widget.Button

	// shown is the list laid out last (nil before the first); code the
	// player's friend code (empty until the server tells it).
	shown *core.FriendList
	code  string
	// body is the screen's body, list the part fillFriends lays out;
	// frame the whole screen, laid out again when Ask shows or hides.
	body, list *fyne.Container
	frame      fyne.CanvasObject
}

// showFriends shows the player's friend code, a way to add a friend by
// theirs, the list of friends and requests, and the people of the last
// games.
func (a *App) showFriends(back func()) {
	a.h.Show(func() fyne.CanvasObject { return a.friendsScreen(back) })
}

func (a *App) friendsScreen(back func()) fyne.CanvasObject {
	v := &FriendsView{Message: note(a.T("online.board.loading")), Code: canvas.NewText("", kit.GoldColor)}
	a.View.Friends = v
	v.Code.TextSize = 40
	v.Code.TextStyle = fyne.TextStyle{Bold: true}
	v.Code.Alignment = fyne.TextAlignCenter
	v.Copied = note(a.T("online.friends.copied"))
	v.Copied.Alignment = fyne.TextAlignCenter
	v.Copied.Hide()
	v.Copy = widget.NewButtonWithIcon(a.T("online.friends.copy"), theme.ContentCopyIcon(), func() {
		a.h.Clipboard.SetContent(a.T("online.friends.share", map[string]any{"Code": showFriendCode(v.code)}))
		v.Copied.Show()
	})
	v.Copy.Disable()

	v.Entry = widget.NewEntry()
	v.Entry.SetPlaceHolder(a.T("online.friends.codeplace"))
	list := container.NewVBox()
	body := container.NewVBox()
	v.Add = widget.NewButtonWithIcon(a.T("online.friends.add"), theme.ContentAddIcon(), func() { a.addFriend(v) })
	v.Entry.OnSubmitted = func(string) { a.addFriend(v) }

	v.Question = kit.Para("")
	v.Confirm = widget.NewButtonWithIcon(a.T("online.friends.remove"), theme.DeleteIcon(), nil)
	v.Confirm.Importance = widget.DangerImportance
	v.Keep = widget.NewButton(a.T("online.friends.keep"), nil)
	ask := container.NewVBox(v.Question, container.NewGridWithColumns(2, kit.Tall(v.Keep), kit.Tall(v.Confirm)))
	ask.Hide()
	v.body, v.list, v.Ask = body, list, ask
	v.Keep.OnTapped = func() { v.asking(false) }

	body.Add(kit.Bold(a.T("online.friends.yours")))
	body.Add(container.NewPadded(v.Code))
	body.Add(note(a.T("online.friends.tell")))
	body.Add(kit.Tall(v.Copy))
	body.Add(v.Copied)
	body.Add(widget.NewSeparator())
	body.Add(kit.Bold(a.T("online.friends.addtitle")))
	body.Add(container.NewBorder(nil, nil, nil, kit.Tall(v.Add), kit.Tall(v.Entry)))
	body.Add(v.Message)
	body.Add(widget.NewSeparator())
	body.Add(list)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), a.connectWait+a.askWait)
		defer cancel()
		var fl core.FriendList
		code := ""
		s, err := a.connect(ctx)
		if err == nil {
			code, err = s.FriendCode(ctx)
		}
		if err == nil {
			fl, err = s.Friends(ctx)
		}
		a.post(func() {
			if a.View.Friends != v {
				return // the player went on
			}
			if err != nil {
				v.Message.SetText(a.T(errorID(err)))
				v.body.Refresh()
				return
			}
			v.Message.Hide()
			v.Code.Text = showFriendCode(code)
			v.code = code
			v.Copy.Enable()
			a.fillFriends(v, fl)
		})
	}()
	v.frame = a.screen(a.T("online.friends.title"), body, ask, back)
	a.pollFriends(v)
	return v.frame
}

// asking shows or hides the question before a removal, at the foot.
func (v *FriendsView) asking(shown bool) {
	if shown {
		v.Ask.Show()
	} else {
		v.Ask.Hide()
	}
	v.frame.Refresh()
}

// fillFriends lays out the list: friends (online first), those who ask,
// those asked, then the people of the last games.
func (a *App) fillFriends(v *FriendsView, fl core.FriendList) {
	body, list := v.body, v.list
	v.shown = &fl
	list.Objects = nil
	v.Lines, v.Dots, v.Accepts, v.Removes, v.Recent, v.Adds = nil, nil, nil, nil, nil, nil
	if v.Ask.Visible() {
		v.asking(false)
	}
	entries := slices.Clone(fl.Friends)
	rank := func(e core.FriendEntry) int {
		switch {
		case e.Status == core.FriendBoth && e.Online:
			return 0
		case e.Status == core.FriendBoth:
			return 1
		case e.Status == core.FriendAsks:
			return 2
		}
		return 3
	}
	slices.SortStableFunc(entries, func(x, y core.FriendEntry) int { return rank(x) - rank(y) })
	list.Add(kit.Bold(a.T("online.friends.list")))
	if len(entries) == 0 {
		list.Add(note(a.T("online.friends.none")))
	}
	named := map[string]bool{}
	for _, e := range entries {
		named[e.Name] = true
		line := widget.NewLabel("")
		dot := canvas.NewCircle(kit.AwayColor)
		var accept *widget.Button
		switch e.Status {
		case core.FriendBoth:
			line.SetText(e.Name)
			if e.Online {
				dot.FillColor = kit.HereColor
				line.SetText(a.T("online.friends.online", map[string]any{"Name": e.Name}))
			}
		case core.FriendAsks:
			line.SetText(a.T("online.friends.asks", map[string]any{"Name": e.Name}))
			line.Wrapping = fyne.TextWrapWord
			dot.Hide()
			if o, ok := met(fl.Recent, e.Name); ok {
				accept = widget.NewButtonWithIcon(a.T("online.friends.accept"), theme.ConfirmIcon(), nil)
				accept.Importance = widget.HighImportance
				accept.OnTapped = func() {
					a.changeFriends(v, accept, func(ctx context.Context, s *core.Session) (core.FriendList, error) {
						return s.AskFriend(ctx, o.Table, o.Seat)
					})
				}
			} else {
				line.SetText(a.T("online.friends.asksbycode", map[string]any{"Name": e.Name}))
			}
		default:
			line.SetText(a.T("online.friends.requested", map[string]any{"Name": e.Name}))
			line.Wrapping = fyne.TextWrapWord
			dot.Hide()
		}
		remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), nil)
		remove.OnTapped = func() {
			v.Question.SetText(a.T("online.friends.removeask", map[string]any{"Name": e.Name}))
			v.Confirm.OnTapped = func() {
				a.changeFriends(v, remove, func(ctx context.Context, s *core.Session) (core.FriendList, error) {
					return s.RemoveFriend(ctx, e.ID)
				})
			}
			v.asking(true)
		}
		v.Lines, v.Dots, v.Accepts, v.Removes = append(v.Lines, line), append(v.Dots, dot), append(v.Accepts, accept), append(v.Removes, remove)
		buttons := container.NewHBox()
		if accept != nil {
			buttons.Add(kit.Tall(accept))
		}
		buttons.Add(kit.Tall(remove))
		list.Add(container.NewBorder(nil, nil, presenceDot(dot), buttons, line))
	}
	list.Add(widget.NewSeparator())
	list.Add(kit.Bold(a.T("online.friends.recent")))
	if len(fl.Recent) == 0 {
		list.Add(note(a.T("online.friends.norecent")))
	}
	for _, o := range fl.Recent {
		line := kit.Para(a.T("online.friends.met", map[string]any{"Name": o.Name, "Game": a.gameName(o.Game),
			"Day": time.UnixMilli(o.Finished).Local().Format("2006-01-02")}))
		var add *widget.Button
		if !named[o.Name] {
			add = widget.NewButtonWithIcon(a.T("online.friends.ask"), theme.ContentAddIcon(), nil)
			add.OnTapped = func() {
				a.changeFriends(v, add, func(ctx context.Context, s *core.Session) (core.FriendList, error) {
					return s.AskFriend(ctx, o.Table, o.Seat)
				})
			}
			list.Add(container.NewBorder(nil, nil, nil, kit.Tall(add), line))
		} else {
			list.Add(line)
		}
		v.Recent, v.Adds = append(v.Recent, line), append(v.Adds, add)
	}
	body.Refresh()
	e2eChanged()
}

// presenceDot frames a dot as the waiting room's seats have it.
func presenceDot(dot *canvas.Circle) fyne.CanvasObject {
	return container.NewPadded(container.NewCenter(container.NewGridWrap(fyne.NewSize(12, 12), dot)))
}

// met returns the most recent game where the player met a person of this
// name: adding them from its seat accepts their request.
func met(recent []core.Opponent, name string) (core.Opponent, bool) {
	for _, o := range recent {
		if o.Name == name {
			return o, true
		}
	}
	return core.Opponent{}, false
}

// addFriend adds the player whose code is typed; a code that cannot be
// one is refused before asking, and the code stays typed on an error.
func (a *App) addFriend(v *FriendsView) {
	code, ok := readCode(v.Entry.Text, friendCodeLen)
	if !ok {
		v.Message.SetText(a.T("online.friends.error.code"))
		v.Message.Show()
		v.body.Refresh()
		return
	}
	a.changeFriends(v, v.Add, func(ctx context.Context, s *core.Session) (core.FriendList, error) {
		fl, err := s.AddFriend(ctx, code)
		if err == nil {
			a.post(func() { v.Entry.SetText("") })
		}
		return fl, err
	})
}

// changeFriends asks the server to change the list (b waits meanwhile),
// then lays out the list it answers, or says the error.
func (a *App) changeFriends(v *FriendsView, b *widget.Button, work func(context.Context, *core.Session) (core.FriendList, error)) {
	b.Disable()
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), a.connectWait+a.askWait)
		defer cancel()
		var fl core.FriendList
		s, err := a.connect(ctx)
		if err == nil {
			fl, err = work(ctx, s)
		}
		a.post(func() {
			if a.View.Friends != v {
				return
			}
			b.Enable()
			if err != nil {
				v.Message.SetText(a.T(friendErrorID(err, b == v.Add)))
				v.Message.Show()
				v.body.Refresh()
				e2eChanged()
				return
			}
			v.Message.Hide()
			a.fillFriends(v, fl)
		})
	}()
}

// friendErrorID returns the sentence of an error of the friends' list
// (byCode: of adding a friend by their code).
func friendErrorID(err error, byCode bool) string {
	switch {
	case byCode && errors.Is(err, core.ErrNotFound):
		return "online.friends.error.unknown"
	case byCode && errors.Is(err, core.ErrBadOptions):
		return "online.friends.error.self"
	case errors.Is(err, core.ErrLimit):
		return "online.friends.error.full"
	}
	return errorID(err)
}

// showFriendCode writes a friend code as it is read aloud: two groups of
// four.
func showFriendCode(code string) string {
	if len(code) != friendCodeLen {
		return code
	}
	return code[:4] + " " + code[4:]
}
