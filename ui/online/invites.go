package online

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// InvitesView is the Play online screen's invitations from friends, for
// tests: each Line says who invites to what, with its Accept and Decline;
// Message says why a Decline failed.
type InvitesView struct {
	Lines    []*widget.Label
	Accepts  []*widget.Button
	Declines []*widget.Button
	Message  *widget.Label
}

// invitations is what the app knows of the player's invitations: the
// list last heard, and the Play online screen's part that shows it.
type invitations struct {
	list []core.InviteEntry
	box  *fyne.Container
	// body is the screen's body, laid out again when box changes.
	body *fyne.Container
	game string // the Play online screen's game (where back leads)
	// announced are the invitations already announced wherever the
	// player was (InvitationFresh).
	announced map[string]bool
}

// invitesBox is the Play online screen's invitations: those known show
// at once, and the server is asked for the list (connecting if need be).
func (a *App) invitesBox(game string, body *fyne.Container) fyne.CanvasObject {
	iv := &a.invites
	iv.box, iv.body, iv.game = container.NewVBox(), body, game
	a.fillInvites()
	box := iv.box
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), a.connectWait+a.askWait)
		defer cancel()
		s, err := a.connect(ctx)
		var list []core.InviteEntry
		if err == nil {
			list, err = s.Invites(ctx)
		}
		if err != nil {
			fyne.LogError("online: asking for the invitations", err)
			return // the screen's own doors say what is wrong with the connection
		}
		a.post(func() {
			a.noticeInvites(list, false) // not news: the player sees them
			if iv.box == box {
				a.invited(list)
			}
		})
	}()
	return box
}

// invited takes the player's invitations as the server tells them (on
// the UI goroutine), and shows them when the Play online screen is up.
func (a *App) invited(list []core.InviteEntry) {
	a.invites.list = list
	a.fillInvites()
	a.wakeFriends() // the friend who invites may have just become one
	a.changed()
}

// fillInvites lays out the invitations on the Play online screen.
func (a *App) fillInvites() {
	iv := &a.invites
	if iv.box == nil {
		return
	}
	v := &InvitesView{Message: note("")}
	v.Message.Importance = widget.WarningImportance
	v.Message.Hide()
	a.View.Invites = v
	iv.box.Objects = nil
	for _, e := range iv.list {
		line := kit.Para(a.T("online.invites.line", map[string]any{"Name": e.From, "Game": a.gameName(e.Game)}))
		accept := widget.NewButtonWithIcon(a.T("online.invites.accept"), theme.ConfirmIcon(), func() { a.acceptInvite(e) })
		accept.Importance = widget.HighImportance
		decline := widget.NewButtonWithIcon(a.T("online.invites.decline"), theme.CancelIcon(), nil)
		decline.OnTapped = func() { a.declineInvite(v, decline, e) }
		v.Lines, v.Accepts, v.Declines = append(v.Lines, line), append(v.Accepts, accept), append(v.Declines, decline)
		iv.box.Add(line)
		if rules := a.game(e.Game).RulesLine(e.Options); rules != "" {
			iv.box.Add(note(rules))
		}
		iv.box.Add(container.NewGridWithColumns(2, kit.Tall(decline), kit.Tall(accept)))
	}
	if len(iv.list) > 0 {
		iv.box.Add(v.Message)
		iv.box.Add(widget.NewSeparator())
	}
	iv.body.Refresh()
	e2eChanged()
}

// acceptInvite sits at the friend's table, as Join does, drops the
// invitation from the list and shows the table's waiting room (or its
// game, when the table is now full).
func (a *App) acceptInvite(e core.InviteEntry) {
	game := a.invites.game
	back := func() { a.ShowLobby(game) }
	a.invites.box = nil
	a.ask(a.T("online.lobby.connecting"), back, func(ctx context.Context, s *core.Session) (func(), error) {
		t, err := s.AcceptInvite(ctx, e.ID)
		if err != nil {
			return nil, err
		}
		return func() {
			a.dropInvite(e.ID)
			a.showRoom(t, back)
		}, nil
	})
}

// declineInvite declines an invitation and drops it from the list.
func (a *App) declineInvite(v *InvitesView, b *widget.Button, e core.InviteEntry) {
	b.Disable()
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), a.connectWait+a.askWait)
		defer cancel()
		s, err := a.connect(ctx)
		if err == nil {
			err = s.DeclineInvite(ctx, e.ID)
		}
		a.post(func() {
			if err != nil {
				fyne.LogError("online: declining an invitation", err)
				b.Enable()
				v.Message.SetText(a.T(errorID(err)))
				v.Message.Show()
				a.invites.body.Refresh()
				return
			}
			a.dropInvite(e.ID)
		})
	}()
}

// dropInvite drops an answered invitation from the list (on the UI
// goroutine): it no longer waits, on Home's line nor on Play online.
func (a *App) dropInvite(id string) {
	var left []core.InviteEntry
	for _, x := range a.invites.list {
		if x.ID != id {
			left = append(left, x)
		}
	}
	a.invited(left)
}

// Invitations returns the invitations to the player as last heard, the
// newest first.
func (a *App) Invitations() []core.InviteEntry { return a.invites.list }
