package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/koikoi-app/koikoi/store"
	kkui "github.com/koikoi-app/koikoi/ui/koikoi"
	onui "github.com/koikoi-app/koikoi/ui/online"
	"github.com/koikoi-app/koikoi/ui/sound"
)

// The first game, Koi-Koi, has its screens in package ui/koikoi; the shell
// lends them the window, the language, the store and settings, how to
// show a screen and where the back key goes, the settings screen, the
// sound and the end-of-game moment, and offers the game on Home.

// newKoikoi makes the Koi-Koi screens over the shell.
func (a *App) newKoikoi() *kkui.App {
	h := a.host(a.show)
	h.OnlineStats = func() fyne.CanvasObject { return a.Online.StatsSection(onui.Koikoi) }
	return kkui.New(kkui.Host{
		Host:         h,
		Store:        a.Store,
		Settings:     func() *store.Settings { return &a.Settings },
		SaveSettings: a.saveSettings,
		Play:         func(e sound.Effect) { a.Sound.Play(e) },
	})
}

// koikoiTile is Home's tile for Koi-Koi: its cards, Play (the New game
// screen), Continue when a game is saved (with its round and score), Back
// to the online table while a seat is held there, and its doors, the last
// the daily deal's.
func (a *App) koikoiTile() homeTile {
	t := homeTile{
		title: a.T("ui.app.title"),
		sub:   a.T("ui.home.koikoi.sub"),
		art:   kkui.Fan(),
		play:  homeDoor{key: "new", label: a.T("ui.home.play"), icon: theme.MediaPlayIcon(), f: a.Koikoi.ShowNewGame},
	}
	if a.Koikoi.HasSave() {
		t.saved = append(t.saved, homeDoor{key: "continue", label: a.Koikoi.ContinueLabel(), icon: theme.HistoryIcon(), f: func() { a.Koikoi.Continue() }})
	}
	t.saved = append(t.saved, a.onlineResume(onui.Koikoi)...)
	t.doors = []homeDoor{
		a.onlineDoor(onui.Koikoi),
		{key: "tutorial", label: a.T("ui.home.door.lessons"), icon: doorIcons.lessons(), f: a.Koikoi.ShowTutorial},
		{key: "rules", label: a.T("ui.home.door.rules"), icon: doorIcons.rules(), f: a.Koikoi.ShowRules},
		{key: "stats", label: a.T("ui.home.door.stats"), icon: doorIcons.stats(), f: a.Koikoi.ShowStats},
		a.dailyDoor(a.Koikoi.DailyDoor, "daily", a.Koikoi.ShowDaily),
	}
	return t
}
