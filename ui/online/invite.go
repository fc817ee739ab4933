package online

import (
	"context"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// InvitingView is the waiting room's invitation of friends, for tests.
type InvitingView struct {
	// Open shows the friends (online first), each Name with its Invite;
	// Message says the list is being asked, empty, the error, or who was
	// invited last.
	Open    *widget.Button
	Names   []*widget.Label
	Invites []*widget.Button
	Message *widget.Label
}

// inviting is what the waiting room keeps of its invitations over its
// rebuilds (the room is built again at every change of the table).
type inviting struct {
	open    bool
	friends []core.FriendEntry
	sent    map[string]bool
	message string
	// box is the last built room's part, filled again when an answer
	// comes, and body that room's body, laid out again then.
	box, body *fyne.Container
}

// freeSeat reports whether a waiting table has a seat for an invited
// friend (a quick match's open seats are the server's to fill).
func freeSeat(in protocol.TableInfo) bool {
	if in.Quick || in.Status != "open" {
		return false
	}
	return slices.ContainsFunc(in.Seats, func(s protocol.SeatInfo) bool { return s.Kind == "free" })
}

// invitingBox is the waiting room's "Invite a friend": it lists the
// player's friends, online first, each with Invite.
func (a *App) invitingBox(t *core.Table, r *room, body *fyne.Container) fyne.CanvasObject {
	if r.invite == nil {
		r.invite = &inviting{sent: map[string]bool{}}
	}
	iv := r.invite
	iv.box, iv.body = container.NewVBox(), body
	a.fillInviting(t, iv)
	return iv.box
}

// fillInviting lays out the invitation of friends as it stands.
func (a *App) fillInviting(t *core.Table, iv *inviting) {
	v := &InvitingView{Message: note(iv.message)}
	a.View.Inviting = v
	v.Open = widget.NewButtonWithIcon(a.T("online.invitefriend.open"), theme.MailSendIcon(), func() {
		iv.open = true
		iv.message = a.T("online.board.loading")
		a.fillInviting(t, iv)
		a.loadInviting(t, iv)
	})
	iv.box.Objects = nil
	if !iv.open {
		iv.box.Add(kit.Tall(v.Open))
	} else {
		iv.box.Add(kit.Bold(a.T("online.invitefriend.title")))
	}
	if iv.message == "" {
		v.Message.Hide()
	}
	iv.box.Add(v.Message)
	for _, f := range iv.friends {
		name := widget.NewLabel(f.Name)
		dot := canvas.NewCircle(kit.AwayColor)
		if f.Online {
			dot.FillColor = kit.HereColor
		}
		b := widget.NewButtonWithIcon(a.T("online.invitefriend.invite"), theme.MailSendIcon(), nil)
		if iv.sent[f.ID] {
			b.SetText(a.T("online.invitefriend.sent"))
			b.Disable()
		}
		b.OnTapped = func() { a.inviteFriend(t, iv, b, f) }
		v.Names, v.Invites = append(v.Names, name), append(v.Invites, b)
		iv.box.Add(container.NewBorder(nil, nil, presenceDot(dot), kit.Tall(b), name))
	}
	iv.body.Refresh()
	e2eChanged()
}

// loadInviting asks for the player's friends, online first.
func (a *App) loadInviting(t *core.Table, iv *inviting) {
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), a.connectWait+a.askWait)
		defer cancel()
		var fl core.FriendList
		s, err := a.connect(ctx)
		if err == nil {
			fl, err = s.Friends(ctx)
		}
		a.post(func() {
			iv.friends = nil
			switch {
			case err != nil:
				iv.message = a.T(errorID(err))
			default:
				for _, f := range fl.Friends {
					if f.Status == core.FriendBoth {
						iv.friends = append(iv.friends, f)
					}
				}
				slices.SortStableFunc(iv.friends, func(x, y core.FriendEntry) int { return online(y) - online(x) })
				iv.message = ""
				if len(iv.friends) == 0 {
					iv.message = a.T("online.invitefriend.none")
				}
			}
			a.fillInviting(t, iv)
		})
	}()
}

// online is 1 for a friend connected, 0 for one away.
func online(f core.FriendEntry) int {
	if f.Online {
		return 1
	}
	return 0
}

// inviteFriend invites a friend to the table, then says so.
func (a *App) inviteFriend(t *core.Table, iv *inviting, b *widget.Button, f core.FriendEntry) {
	b.Disable()
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), a.connectWait+a.askWait)
		defer cancel()
		s, err := a.connect(ctx)
		if err == nil {
			err = s.InviteFriend(ctx, f.ID, t.ID())
		}
		a.post(func() {
			if err != nil {
				iv.message = a.T(errorID(err))
			} else {
				iv.sent[f.ID] = true
				iv.message = a.T("online.invitefriend.done", map[string]any{"Name": f.Name})
			}
			a.fillInviting(t, iv)
		})
	}()
}
