package online

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// RoomView is the waiting room's controls, for tests.
type RoomView struct {
	// Code is the invite code, large; Copy puts the invitation on the
	// clipboard and Copied says so.
	Code   *canvas.Text
	Copy   *widget.Button
	Copied *widget.Label
	// Seats says who sits where, live.
	Seats *fyne.Container
	Lines []*widget.Label
	// Rules names a Koi-Koi table's rules: the preset, the length and the
	// options set away from the preset's own.
	Rules *widget.Label
	// Rated says whether the game is rated or casual (at a rated table
	// each person's line gives their rating).
	Rated *widget.Label
	// Pace says a turn-based table's days a move; Lobby that anyone may
	// sit at a table listed in the lobby (nil when not so).
	Pace, Lobby *widget.Label
	// Note says when the game starts; Start (Ikebana, the creator's)
	// fills the free seats with computers and starts; Leave gives up the
	// seat.
	Note  *widget.Label
	Start *widget.Button
	Leave *widget.Button
}

// showRoom shows a table's waiting room, following it live until its game
// starts (then its table shows) or the player leaves (back).
func (a *App) showRoom(t *core.Table, back func()) {
	if a.started(t, back) {
		return
	}
	r := &room{}
	a.follow(t, func() {
		if !a.started(t, back) {
			a.h.Show(func() fyne.CanvasObject { return a.roomScreen(t, back, r) })
		}
	})
	a.h.Show(func() fyne.CanvasObject { return a.roomScreen(t, back, r) })
}

// room is what a waiting room keeps over its rebuilds.
type room struct {
	copied bool      // the invitation was copied
	invite *inviting // the friends invited (invite.go)
}

// started shows the table's game once it started, or the error once the
// table was closed or lost; it reports whether the waiting is over.
func (a *App) started(t *core.Table, back func()) bool {
	switch {
	case t.Err() != nil:
		a.unfollow()
		a.showError(t.Err(), back)
	case t.Status() == "closed":
		a.unfollow()
		a.showError(errClosed, back)
	case t.Status() == "playing" || t.Status() == "finished":
		a.unfollow()
		a.play(t, back)
	default:
		return false
	}
	return true
}

func (a *App) roomScreen(t *core.Table, back func(), r *room) fyne.CanvasObject {
	in := t.Info()
	v := &RoomView{Seats: container.NewVBox()}
	a.View.Room = v
	copied := &r.copied
	leave := func() { a.leaveTable(t, back) }
	body := container.NewVBox()
	if in.Invite != "" {
		v.Code = canvas.NewText(showCode(in.Invite), kit.GoldColor)
		v.Code.TextSize = 44
		v.Code.TextStyle = fyne.TextStyle{Bold: true}
		v.Code.Alignment = fyne.TextAlignCenter
		v.Copied = note(a.T("online.invite.copied"))
		v.Copied.Alignment = fyne.TextAlignCenter
		if !*copied {
			v.Copied.Hide()
		}
		v.Copy = widget.NewButtonWithIcon(a.T("online.invite.copy"), theme.ContentCopyIcon(), func() {
			a.h.Clipboard.SetContent(a.invitation(in))
			*copied = true
			v.Copied.Show()
		})
		body.Add(kit.Bold(a.T("online.lobby.code")))
		body.Add(container.NewPadded(v.Code))
		body.Add(kit.Para(a.T("online.invite.tell")))
		body.Add(kit.Tall(v.Copy))
		body.Add(v.Copied)
		body.Add(widget.NewSeparator())
	}
	body.Add(kit.Bold(a.T("online.wait.seats")))
	v.Seats, v.Lines = a.seatList(in)
	body.Add(v.Seats)
	if freeSeat(in) {
		body.Add(a.invitingBox(t, r, body))
	}
	if line := a.game(in.Game).RulesLine(in.Options); line != "" {
		v.Rules = note(line)
		body.Add(kit.Bold(a.T("term.rules")))
		body.Add(v.Rules)
	}
	if in.Rated {
		v.Rated = kit.Subheading(a.T("online.rated.room")) // wraps: a long sentence in some languages
		body.Add(v.Rated)
	} else {
		v.Rated = note(a.T("online.rated.casual"))
		body.Add(v.Rated)
	}
	if in.Days > 0 {
		v.Pace = note(a.T("online.room.turn", map[string]any{"Days": a.daysName(in.Days)}))
		body.Add(v.Pace)
	}
	if in.Lobby {
		v.Lobby = note(a.T("online.create.lobby.desc"))
		body.Add(v.Lobby)
	}
	creator := in.Seat == firstPerson(in)
	footer := container.NewVBox()
	switch {
	case in.Game != Ikebana:
		v.Note = note(a.T("online.wait.auto"))
	case creator:
		v.Note = note(a.T("online.wait.ikebana"))
		v.Start = widget.NewButtonWithIcon(a.T("online.wait.start"), theme.MediaPlayIcon(), func() { a.acceptComputer(t, back) })
		v.Start.Importance = widget.HighImportance
		footer.Add(kit.Tall(v.Start))
	default:
		v.Note = note(a.T("online.wait.guest"))
	}
	body.Add(v.Note)
	v.Leave = widget.NewButtonWithIcon(a.T("online.wait.leave"), theme.LogoutIcon(), leave)
	footer.Add(kit.Tall(v.Leave))
	return a.screen(a.T("online.invite.title"), body, footer, leave)
}

// seatList says who sits where at a waiting table, each person with a
// dot: green when connected, grey when away or the seat is free.
func (a *App) seatList(in protocol.TableInfo) (*fyne.Container, []*widget.Label) {
	box := container.NewVBox()
	var lines []*widget.Label
	for i, s := range in.Seats {
		line := widget.NewLabel(a.seatLine(in, i, s))
		lines = append(lines, line)
		dot := canvas.NewCircle(kit.HereColor)
		switch {
		case s.Kind == "free":
			dot.FillColor = kit.AwayColor
			line.Importance = widget.LowImportance
		case s.Kind == "person" && s.Away:
			dot.FillColor = kit.AwayColor
		case s.Kind == "computer":
			dot.Hide()
		}
		box.Add(container.NewBorder(nil, nil,
			container.NewPadded(container.NewCenter(container.NewGridWrap(fyne.NewSize(12, 12), dot))), nil, line))
	}
	return box, lines
}

// others reports whether another person sits at the table.
func others(in protocol.TableInfo) bool {
	for i, s := range in.Seats {
		if i != in.Seat && s.Kind == "person" {
			return true
		}
	}
	return false
}

// firstPerson returns the first person's seat: the table's creator's.
func firstPerson(in protocol.TableInfo) int {
	for i, s := range in.Seats {
		if s.Kind != "computer" {
			return i
		}
	}
	return 0
}

// seatLine names seat i of the waiting room: the player, a person (at a
// rated table with their rating: "Ben · 1611", "Aki (you) · 1500?"), a
// computer at its level, or a free seat.
func (a *App) seatLine(in protocol.TableInfo, i int, s protocol.SeatInfo) string {
	switch s.Kind {
	case "free":
		if in.Quick {
			return a.T("online.wait.open")
		}
		return a.T("online.wait.free")
	case "computer":
		return a.T("ikebanaplay.new.computer.level", map[string]any{"Level": a.T("level." + s.Level + ".name")})
	}
	line := s.Name
	if i == in.Seat {
		line = a.T("online.wait.you", map[string]any{"Name": s.Name})
	}
	if in.Rated && s.Rating > 0 { // a seat taken before the server gave ratings has none
		line += " · " + ratingText(s.Rating, s.Provisional)
	}
	if s.Away && i != in.Seat {
		line += " · " + a.T("online.table.away")
	}
	return line
}

// invitation is the text the Copy button puts on the clipboard.
func (a *App) invitation(in protocol.TableInfo) string {
	return a.T("online.invite.text", map[string]any{"Game": a.gameName(in.Game), "App": a.T("ui.app.title"), "Code": showCode(in.Invite)})
}

// acceptComputer fills the free seats with computers and starts the game.
func (a *App) acceptComputer(t *core.Table, back func()) {
	a.unfollow()
	a.wait("", back, func(ctx context.Context) (func(), error) {
		if err := t.AcceptComputer(ctx); err != nil {
			return nil, err
		}
		return func() { a.showRoom(t, back) }, nil
	})
}

// leaveTable gives up the seat at a waiting table and goes back. The seat
// is given up even if the answer does not come: the waiting screen bounds
// it, and an error says so.
func (a *App) leaveTable(t *core.Table, back func()) {
	a.unfollow()
	a.wait("", back, func(ctx context.Context) (func(), error) {
		if err := t.Leave(ctx); err != nil {
			return nil, err
		}
		return back, nil
	})
}

// follow calls f on the UI goroutine after every change of t, until
// unfollow (or another follow).
func (a *App) follow(t *core.Table, f func()) {
	a.unfollow()
	ch, stop := t.Watch()
	quit := make(chan struct{})
	a.mu.Lock()
	a.unwatch = func() {
		stop()
		close(quit)
	}
	a.mu.Unlock()
	go func() {
		for {
			select {
			case <-ch:
				a.post(func() {
					select {
					case <-quit:
					default:
						f()
					}
				})
			case <-quit:
				return
			}
		}
	}()
}

// unfollow stops following the table the screen follows.
func (a *App) unfollow() {
	a.mu.Lock()
	f := a.unwatch
	a.unwatch = nil
	a.mu.Unlock()
	if f != nil {
		f()
	}
}
