package online

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// The games' names as the server knows them.
const (
	Koikoi  = "koikoi"
	Ikebana = "ikebana"
)

// LobbyView is a game's online screen's controls, for tests.
type LobbyView struct {
	Rename *widget.Button
	Create *widget.Button
	Code   *widget.Entry
	Join   *widget.Button
	Quick  *widget.Button
	// Rated makes the quick match rated.
	Rated *widget.Check
	// The doors at the foot: the leaderboard, the profile, the
	// statistics.
	Board   *widget.Button
	Profile *widget.Button
	Stats   *widget.Button
	// Mine is My tables; Open opens the lobby of tables waiting for
	// players.
	Mine *MineView
	Open *widget.Button
	// Friends opens the Friends screen.
	Friends *widget.Button
	// Vacation opens the Vacation screen, beside Friends.
	Vacation *widget.Button
}

// gameName returns a game's name in the player's language.
func (a *App) gameName(g string) string {
	if g == Ikebana {
		return a.T("ikebanaapp.home.title")
	}
	return a.T("ui.app.title")
}

// ShowLobby shows a game's online screen (Home's Play online): the first
// time, the display name is asked first.
func (a *App) ShowLobby(game string) {
	home := func() { a.h.Home("") }
	if a.prefs().Name == "" {
		a.showName(home, func() { a.ShowLobby(game) })
		return
	}
	a.h.Show(func() fyne.CanvasObject { return a.lobbyScreen(game) })
}

func (a *App) lobbyScreen(game string) fyne.CanvasObject {
	v := &LobbyView{}
	a.View.Lobby = v
	a.atLobby = true
	back := func() { a.ShowLobby(game) }
	home := func() { a.h.Home("") }
	name := a.prefs().Name
	v.Rename = widget.NewButton(a.T("online.lobby.rename"), func() { a.showName(back, back) })
	as := container.NewBorder(nil, nil, nil, v.Rename, kit.Para(a.T("online.lobby.as", map[string]any{"Name": name})))

	v.Create = widget.NewButtonWithIcon(a.T("online.lobby.create"), theme.ContentAddIcon(), func() { a.showCreate(game) })
	v.Create.Importance = widget.HighImportance

	v.Code = widget.NewEntry()
	v.Code.SetPlaceHolder(a.T("online.lobby.code"))
	join := func() { a.join(game, v.Code.Text) }
	v.Code.OnSubmitted = func(string) { join() }
	v.Join = widget.NewButton(a.T("online.lobby.joinbutton"), join)
	joinRow := container.NewBorder(nil, nil, nil, kit.Tall(v.Join), kit.Tall(v.Code))

	v.Mine = &MineView{Turns: kit.Bold(""), Box: container.NewVBox()}
	v.Mine.Turns.Importance = widget.SuccessImportance
	v.Mine.Turns.Hide()
	v.Open = widget.NewButtonWithIcon(a.T("online.open.button"), theme.SearchIcon(), func() { a.showOpen(game, back) })

	v.Quick = widget.NewButtonWithIcon(a.T("online.lobby.quick"), theme.MediaPlayIcon(), func() { a.quick(game) })
	v.Rated = a.ratedCheck()
	var board, profile, stats fyne.CanvasObject
	v.Board, board = door(a.T("online.lobby.board"), theme.ListIcon(), func() { a.showBoard(game, back) })
	v.Profile, profile = door(a.T("online.lobby.profile"), theme.AccountIcon(), func() { a.showProfile(back) })
	v.Stats, stats = door(a.T("online.lobby.stats"), theme.InfoIcon(), func() { a.showStats(back) })
	v.Vacation = widget.NewButtonWithIcon(a.T("online.vacation.title"), theme.MediaPauseIcon(), func() { a.showVacation(back) })
	v.Friends = widget.NewButtonWithIcon(a.T("online.friends.title"), theme.MailComposeIcon(), func() { a.showFriends(back) })

	body := container.NewVBox(v.Mine.Turns, as, widget.NewSeparator(),
		kit.Tall(v.Create), kit.Tall(v.Open), v.Mine.Box, widget.NewSeparator(),
		kit.Bold(a.T("online.lobby.join")), joinRow, widget.NewSeparator(),
		kit.Tall(v.Quick), note(a.game(game).QuickLine()), kit.Tall(v.Rated), widget.NewSeparator(),
		container.NewGridWithColumns(2, kit.Tall(v.Friends), kit.Tall(v.Vacation)), container.NewGridWithColumns(3, board, profile, stats))
	body.Objects = append([]fyne.CanvasObject{a.invitesBox(game, body)}, body.Objects...)
	a.mine(v.Mine, back)
	return a.screen(a.T("online.lobby.title", map[string]any{"Game": a.gameName(game)}), body, nil, home)
}

// join sits at a friend's table by its code, then shows the waiting room
// (or the game, when the table is full).
func (a *App) join(game, typed string) {
	back := func() { a.ShowLobby(game) }
	code, ok := normalizeCode(typed)
	if !ok {
		a.showError(errCode, back)
		return
	}
	a.ask(a.T("online.lobby.connecting"), back, func(ctx context.Context, s *core.Session) (func(), error) {
		t, err := s.Join(ctx, code)
		if err != nil {
			return nil, err
		}
		return func() { a.showRoom(t, back) }, nil
	})
}

// door is one of the lobby's doors, as Home's tiles have them: an icon
// button a finger can hit (48 dp square) with its caption under it.
func door(label string, icon fyne.Resource, f func()) (*widget.Button, fyne.CanvasObject) {
	b := widget.NewButtonWithIcon("", icon, f)
	caption := canvas.NewText(label, kit.MutedColor)
	caption.TextSize = 11
	caption.Alignment = fyne.TextAlignCenter
	return b, container.NewVBox(container.NewCenter(container.New(&kit.AtLeast{W: 56, H: kit.TapHeight}, b)), container.NewCenter(caption))
}
