package ui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/ui/kit"
)

// Word of online play wherever the player is: Home's top line says "Your
// turn in 3 games" (a tap opens the one table, or My tables) or a friend's
// invitation (View opens Play online, where it is answered), and each
// game's Online door carries a badge with its games waiting; on any other
// screen a new invitation comes as a banner at the top. The online screens
// (ui/online) keep what the server said; the shell only shows it.

// onlineWord is told by the online screens, on the UI goroutine, that the
// player's turns or invitations changed.
func (a *App) onlineWord() {
	if a.atHome {
		a.Refresh() // Home's line and badges as they are now
		return
	}
	// Announce marks the invitations heard as told: on Play online, which
	// lists them, and for a player who chose not to be told of them
	// (Settings' Tell me when), without a banner, so that one seen there
	// (or accepted there) never comes as a banner over the next screen.
	line, game, ok := a.Online.Announce()
	if ok && !a.Online.ListsInvites() && a.Settings.NotifyInvites {
		a.showInviteBanner(line, game)
	}
}

// homeNews is Home's line of online play: the first invitation waiting
// with View, else the games waiting for the player's move; nil for none.
// want is the width it takes on one line.
func (a *App) homeNews() (news fyne.CanvasObject, want float32) {
	if line, game, ok := a.Online.Invitation(); ok {
		a.Online.Announce() // seen here: no banner for them elsewhere
		text := widget.NewLabel(line)
		text.Wrapping = fyne.TextWrapWord
		text.Importance = widget.WarningImportance
		text.SizeName = theme.SizeNameCaptionText // two short lines in the bar's height on a narrow phone
		view := a.homeButton(homeDoor{key: "invite.view", label: a.T("online.word.view"), icon: theme.MailComposeIcon(),
			f: func() { a.Online.ShowLobby(game) }})
		size := theme.Size(theme.SizeNameCaptionText)
		want = fyne.MeasureText(line, size, fyne.TextStyle{}).Width + 2*theme.InnerPadding() + theme.Padding() + view.MinSize().Width
		line := container.NewVBox(layout.NewSpacer(), text, layout.NewSpacer()) // centred in the bar's height
		return container.NewBorder(nil, nil, nil, container.NewCenter(kit.Tall(view)), line), want
	}
	if n := a.Online.Turns(""); n > 0 {
		b := a.homeButton(homeDoor{key: "turns", label: a.L.N("online.mine.turns", n), icon: theme.MediaPlayIcon(),
			f: func() { a.Online.OpenTurns(a.ShowHome) }})
		b.Importance = widget.SuccessImportance
		return kit.Tall(b), b.MinSize().Width
	}
	return nil, 0
}

// homeBarLayout lays Home's top line out: the app's name, the online news
// when there is some, and Settings at the end. The news takes the room
// left; the name gives way to it when both do not fit (a narrow phone).
// Its objects are the name, the news (when there is some) and Settings;
// want is the width the news takes on one line.
type homeBarLayout struct{ want float32 }

func (homeBarLayout) parts(objs []fyne.CanvasObject) (names, news, gear fyne.CanvasObject) {
	if len(objs) == 3 {
		return objs[0], objs[1], objs[2]
	}
	return objs[0], nil, objs[1]
}

// showsName reports whether the name fits beside the news in width w.
func (l homeBarLayout) showsName(objs []fyne.CanvasObject, w float32) bool {
	names, news, gear := l.parts(objs)
	if news == nil {
		return true
	}
	pad := theme.Padding()
	return names.MinSize().Width+max(l.want, news.MinSize().Width)+gear.MinSize().Width+2*pad <= w
}

func (l homeBarLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	names, news, gear := l.parts(objs)
	pad := theme.Padding()
	gw := gear.MinSize().Width
	gear.Move(fyne.NewPos(s.Width-gw, 0))
	gear.Resize(fyne.NewSize(gw, s.Height))
	x := float32(0)
	if l.showsName(objs, s.Width) {
		names.Show()
		nw := names.MinSize().Width
		if news == nil {
			nw = s.Width - gw - pad
		}
		names.Move(fyne.NewPos(0, 0))
		names.Resize(fyne.NewSize(nw, s.Height))
		x = nw + pad
	} else {
		names.Hide()
	}
	if news != nil {
		h := news.MinSize().Height
		news.Move(fyne.NewPos(x, (s.Height-h)/2))
		news.Resize(fyne.NewSize(s.Width-gw-pad-x, h))
	}
}

func (l homeBarLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	names, news, gear := l.parts(objs)
	h := max(names.MinSize().Height, gear.MinSize().Height)
	w := gear.MinSize().Width + theme.Padding()
	if news != nil {
		h = max(h, news.MinSize().Height)
		w += news.MinSize().Width
	} else {
		w += names.MinSize().Width
	}
	return fyne.NewSize(w, h)
}

// doorBadge is the count on a door's icon (games waiting for the
// player's move): a red disc with the number, at the icon's top right.
func doorBadge(n int) (fyne.CanvasObject, *canvas.Text) {
	disc := canvas.NewCircle(kit.RedColor)
	disc.StrokeColor = kit.CreamColor
	disc.StrokeWidth = 1
	num := canvas.NewText(strconv.Itoa(n), kit.CreamColor)
	num.TextSize = 11
	num.TextStyle.Bold = true
	num.Alignment = fyne.TextAlignCenter
	return container.New(badgeLayout{}, disc, num), num
}

// badgeLayout places a badge's disc and number at the top right corner
// of the space it is given (the door's icon button's).
type badgeLayout struct{}

// badgeSize is a badge's diameter.
const badgeSize = 18

func (badgeLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	d := float32(badgeSize)
	if w := objs[1].MinSize().Width + 6; w > d {
		d = w
	}
	for _, o := range objs {
		o.Move(fyne.NewPos(s.Width-d+2, -2))
		o.Resize(fyne.NewSize(d, badgeSize))
	}
}

func (badgeLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(0, 0) }

// showInviteBanner shows an invitation as a banner across the top of
// whatever screen is up: its line, View (Play online, where it is
// answered) and a close button. A tap elsewhere closes it too.
func (a *App) showInviteBanner(line, game string) {
	if a.banner != nil {
		a.banner.Hide()
	}
	text := widget.NewLabel(line)
	text.Wrapping = fyne.TextWrapWord
	var pop *widget.PopUp
	view := widget.NewButtonWithIcon(a.T("online.word.view"), theme.MailComposeIcon(), func() {
		pop.Hide()
		a.Online.ShowLobby(game)
	})
	view.Importance = widget.HighImportance
	closeB := widget.NewButtonWithIcon("", theme.CancelIcon(), func() { pop.Hide() })
	buttons := container.NewHBox(kit.Tall(view), container.New(&kit.AtLeast{W: kit.TapHeight, H: kit.TapHeight}, closeB))
	body := container.NewBorder(nil, nil, nil, container.NewCenter(buttons), text)
	pop = widget.NewPopUp(body, a.Win.Canvas())
	a.banner = pop
	a.bannerView = view
	// Just under the top edge (a pop-up at 0,0 is centred instead).
	pad := theme.Padding()
	w := a.Win.Canvas().Size().Width - 2*pad
	pop.Resize(fyne.NewSize(w, body.MinSize().Height))
	pop.ShowAtPosition(fyne.NewPos(pad, pad))
}
