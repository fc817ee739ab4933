package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/koikoi-app/koikoi/store"
	ikeui "github.com/koikoi-app/koikoi/ui/ikebana"
	onui "github.com/koikoi-app/koikoi/ui/online"
)

// The second game, Ikebana, has its screens in package ui/ikebana; the
// shell lends them the window, the language, the store and settings, how
// to show a screen and where the back key goes, and offers the game on
// Home.

// newIkebana makes the Ikebana screens over the shell.
func (a *App) newIkebana() *ikeui.App {
	h := a.host(a.showOver)
	h.OnlineStats = func() fyne.CanvasObject { return a.Online.StatsSection(onui.Ikebana) }
	return ikeui.New(ikeui.Host{
		Host:         h,
		Store:        a.Store,
		Settings:     func() *store.Settings { return &a.Settings },
		SaveSettings: a.saveSettings,
	})
}

// ikebanaTile is Home's tile for Ikebana: its cards, Play (the New game
// screen), Continue when a game is saved, Back to the online table while a
// seat is held there, and its doors, the last the daily deal's.
func (a *App) ikebanaTile() homeTile {
	t := homeTile{
		title: a.T("ikebanaapp.home.title"),
		sub:   a.T("ikebanaapp.home.subtitle"),
		art:   ikeui.Fan(),
		play: homeDoor{key: "ikebana.new", label: a.T("ui.home.play"), icon: theme.MediaPlayIcon(), f: func() {
			a.Ikebana.ShowNewGame()
			if e2eOfferTutorial() { // the browser test starts without it
				a.Ikebana.OfferTutorial()
			}
		}},
	}
	if a.Ikebana.HasSave() {
		t.saved = append(t.saved, homeDoor{key: "ikebana.continue", label: a.T("ui.home.continue"), icon: theme.HistoryIcon(), f: a.Ikebana.Continue})
	}
	t.saved = append(t.saved, a.onlineResume(onui.Ikebana)...)
	t.doors = []homeDoor{
		a.onlineDoor(onui.Ikebana),
		{key: "ikebana.tutorial", label: a.T("ui.home.door.lessons"), icon: doorIcons.lessons(), f: a.Ikebana.ShowTutorial},
		{key: "ikebana.rules", label: a.T("ui.home.door.rules"), icon: doorIcons.rules(), f: a.Ikebana.ShowRules},
		{key: "ikebana.stats", label: a.T("ui.home.door.stats"), icon: doorIcons.stats(), f: a.Ikebana.ShowStats},
		a.dailyDoor(a.Ikebana.DailyDoor, "ikebana.daily", a.Ikebana.ShowDaily),
	}
	return t
}
