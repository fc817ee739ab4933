package online

import (
	"context"
	"errors"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// play shows a started table: its game's own table, through the host. A
// game whose table cannot play online yet says so; going back then gives
// the seat up to a computer.
func (a *App) play(t *core.Table, back func()) {
	if a.h.Play != nil && a.h.Play(t) {
		return
	}
	a.h.Show(func() fyne.CanvasObject {
		leave := func() {
			go func() {
				ctx, cancel := context.WithTimeout(context.Background(), a.askWait)
				defer cancel()
				if err := t.Leave(ctx); err != nil {
					fyne.LogError("online: leaving a table", err)
				}
			}()
			back()
		}
		msg := kit.Para(a.T("online.notyet", map[string]any{"Game": a.gameName(t.Game())}))
		msg.Alignment = fyne.TextAlignCenter
		b := widget.NewButtonWithIcon(a.T("online.error.back"), theme.NavigateBackIcon(), leave)
		b.Importance = widget.HighImportance
		a.View.Error = &ErrorView{Message: msg, Back: b}
		return a.screen("", container.NewVBox(msg), kit.Tall(b), leave)
	})
}

// Held reports whether the device holds a seat at an unfinished online
// table: Home offers to go back to it.
func (a *App) Held() bool { return len(a.prefs().Tables) > 0 }

// HeldGame returns the game of the online table held ("koikoi",
// "ikebana"), or "" when none is.
func (a *App) HeldGame() string {
	if t := a.prefs().Tables; len(t) > 0 {
		return t[0].Game
	}
	return ""
}

// HeldTable returns the ID of the online table Resume goes back to, ""
// when none is held.
func (a *App) HeldTable() string {
	if t := a.prefs().Tables; len(t) > 0 {
		return t[0].ID
	}
	return ""
}

// Resume takes the player back to the online table held (the app was
// killed, or left it): it connects, follows the table from the last event
// the device read, and shows it. Cancel or an error goes back Home.
func (a *App) Resume() {
	held := a.prefs().Tables
	if len(held) == 0 {
		return
	}
	h := held[0]
	home := func() { a.h.Home("") }
	a.ask(a.T("online.lobby.connecting"), home, func(ctx context.Context, s *core.Session) (func(), error) {
		t, err := s.Resume(ctx, h.ID, 0)
		if errors.Is(err, core.ErrNotFound) || errors.Is(err, core.ErrNotSeated) {
			a.forget(h.ID) // the seat is no longer the player's
		}
		if err != nil {
			return nil, err
		}
		return func() { a.enter(t, home) }, nil
	})
}

// forget drops a held table the player no longer sits at.
func (a *App) forget(id string) {
	if err := a.updatePrefs(func(o *store.Online) bool {
		o.Tables = slices.DeleteFunc(o.Tables, func(t store.OnlineTable) bool { return t.ID == id })
		return true
	}); err != nil {
		fyne.LogError("online: forgetting a table", err)
	}
}
