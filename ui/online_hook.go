package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/store"
	ikeui "github.com/koikoi-app/koikoi/ui/ikebana"
	kkui "github.com/koikoi-app/koikoi/ui/koikoi"
	onui "github.com/koikoi-app/koikoi/ui/online"
)

// Online play has its screens in package ui/online; the shell lends them
// the window, the store, the language and how to show a screen, offers
// Play online under each game on Home, the server address in Settings,
// and takes the player back to a table held at start.

// newOnline makes the online screens over the shell.
func (a *App) newOnline() *onui.App {
	return onui.New(onui.Host{
		Host:         a.host(a.showOver),
		Clipboard:    a.Fyne.Clipboard(),
		Store:        a.Store,
		Settings:     func() *store.Settings { return &a.Settings },
		SaveSettings: a.saveSettings,
		Games:        map[string]onui.Game{onui.Koikoi: a.Koikoi, onui.Ikebana: a.Ikebana},
		Play:         a.playOnline,
		Word:         a.onlineWord,
	})
}

// playOnline shows a started online table in its game's own table screen,
// with the online bar over it.
func (a *App) playOnline(t *core.Table) bool {
	leave := func(left func()) func() {
		return func() {
			left()
			a.Online.Close() // the server marks the seat away: held, then a computer's
			a.ShowHome()
		}
	}
	switch t.Game() {
	case onui.Ikebana:
		m, err := core.NewIkebana(t)
		if err != nil {
			fyne.LogError("online: an Ikebana table", err)
			return false
		}
		bar := a.Online.NewTableBar(t, m.Deadline, leave(a.Ikebana.LeaveOnline))
		a.Ikebana.PlayOnline(m, ikeui.Online{Bar: bar.Object(), Back: bar.Back, Stop: bar.Stop, Connected: a.Online.Connected, Watch: bar.Watch,
			TurnBased: t.TurnBased()})
	case onui.Koikoi:
		m, err := core.NewKoikoi(t)
		if err != nil {
			fyne.LogError("online: a Koi-Koi table", err)
			return false
		}
		bar := a.Online.NewTableBar(t, m.Deadline, leave(a.Koikoi.LeaveOnline))
		a.Koikoi.PlayOnline(m, kkui.Online{Bar: bar.Object(), Back: bar.Back, Stop: bar.Stop, Connected: a.Online.Connected, Watch: bar.Watch,
			TurnBased: t.TurnBased()})
	default:
		return false
	}
	return true
}

// onlineResume is, under the held table's game, the button of Home that
// goes back to the online table while a seat is held there.
func (a *App) onlineResume(game string) []homeDoor {
	if a.Online.HeldGame() != game {
		return nil
	}
	return []homeDoor{{key: "online.resume", label: a.T("online.lobby.resume"), icon: theme.MediaPlayIcon(), f: a.Online.Resume}}
}

// onlineDoor is a game tile's door to play that game online.
func (a *App) onlineDoor(game string) homeDoor {
	return homeDoor{key: game + ".online", label: a.T("ui.home.door.online"), icon: doorIcons.online(), f: func() { a.Online.ShowLobby(game) },
		badge: a.Online.Turns(game)}
}
