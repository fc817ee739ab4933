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
}

// quick asks for a quick match with the options of the player's last new
// game, and waits for someone (or the server's offer of a computer).
func (a *App) quick(game string) {
	back := func() { a.ShowLobby(game) }
	a.ask(a.T("online.lobby.connecting"), back, func(ctx context.Context, s *core.Session) (func(), error) {
		t, err := s.Quick(ctx, game, a.quickOptions(game))
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
	v := &QuickView{}
	a.View.Quick = v
	cancel := func() { a.leaveTable(t, back) }
	v.Cancel = widget.NewButton(a.T("online.quick.cancel"), cancel)
	v.Computer = widget.NewButtonWithIcon(a.T("online.quick.computer"), theme.ComputerIcon(), func() { a.acceptComputer(t, back) })
	v.Computer.Importance = widget.HighImportance
	footer := container.NewVBox(kit.Tall(v.Computer), kit.Tall(v.Cancel))
	body := container.NewVBox()
	if t.Offered() {
		v.Message = kit.Para(a.T("online.quick.offer"))
	} else {
		v.Message = kit.Para(a.T("online.quick.waiting"))
		v.Computer.Hide()
		body.Add(widget.NewProgressBarInfinite())
	}
	v.Message.Alignment = fyne.TextAlignCenter
	body.Objects = append([]fyne.CanvasObject{v.Message}, body.Objects...)
	return a.screen(a.T("online.quick.title"), body, footer, cancel)
}
