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

// QuickView is the quick match's waiting screen's controls, for tests.
type QuickView struct {
	Message  *widget.Label
	Computer *widget.Button // shown once the server offers computers
	Cancel   *widget.Button
	Lines    []*widget.Label // who sits where, live
}

// quick asks for a quick match with the options of the player's last new
// game, and waits for someone (or the server's offer of a computer).
func (a *App) quick(game string) {
	back := func() { a.ShowLobby(game) }
	a.ask(a.T("online.lobby.connecting"), back, func(ctx context.Context, s *core.Session) (func(), error) {
		quick := s.Quick
		if a.ratedChoice() {
			quick = s.QuickRated
		}
		t, err := quick(ctx, game, options(a.game(game).QuickOptions()))
		if err != nil {
			return nil, err
		}
		return func() { a.showQuick(t, back) }, nil
	})
}

// showQuick shows the quick match's wait, following the table until its
// game starts.
func (a *App) showQuick(t *core.Table, back func()) {
	if a.started(t, back) {
		return
	}
	a.follow(t, func() {
		if !a.started(t, back) {
			a.h.Show(func() fyne.CanvasObject { return a.quickScreen(t, back) })
		}
	})
	a.h.Show(func() fyne.CanvasObject { return a.quickScreen(t, back) })
}

func (a *App) quickScreen(t *core.Table, back func()) fyne.CanvasObject {
	in := t.Info()
	v := &QuickView{}
	a.View.Quick = v
	cancel := func() { a.leaveTable(t, back) }
	v.Cancel = widget.NewButton(a.T("online.quick.cancel"), cancel)
	label := "online.quick.computer"
	if others(in) {
		label = "online.wait.start" // people came, computers fill the rest
	}
	v.Computer = widget.NewButtonWithIcon(a.T(label), theme.ComputerIcon(), func() { a.acceptComputer(t, back) })
	v.Computer.Importance = widget.HighImportance
	footer := container.NewVBox(kit.Tall(v.Computer), kit.Tall(v.Cancel))
	var msg string
	switch {
	case t.Offered() && others(in):
		msg = "online.quick.offer.some"
	case t.Offered():
		msg = "online.quick.offer"
	case others(in):
		msg = "online.quick.waiting.more"
	default:
		msg = "online.quick.waiting"
	}
	v.Message = kit.Para(a.T(msg))
	v.Message.Alignment = fyne.TextAlignCenter
	body := container.NewVBox(v.Message)
	if in.Rated && t.Offered() {
		body.Add(note(a.T("online.rated.offer")))
	}
	if !t.Offered() {
		v.Computer.Hide()
		body.Add(widget.NewProgressBarInfinite())
	}
	seats, lines := a.seatList(in)
	v.Lines = lines
	body.Add(widget.NewSeparator())
	body.Add(kit.Bold(a.T("online.wait.seats")))
	body.Add(seats)
	return a.screen(a.T("online.quick.title"), body, footer, cancel)
}
