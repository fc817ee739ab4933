package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/i18n"
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
	return ikeui.New(ikeui.Host{
		Win:          a.Win,
		Store:        a.Store,
		L:            func() *i18n.Localizer { return a.L },
		Settings:     func() *store.Settings { return &a.Settings },
		SaveSettings: a.saveSettings,
		Show: func(build func() fyne.CanvasObject) {
			a.Koikoi.Stop()
			a.show(build)
		},
		Back: a.onBack,
		Home: func(notice string) {
			a.notice = notice
			a.ShowHome()
		},
		Celebrate:   a.celebrate,
		OnlineStats: func() fyne.CanvasObject { return a.Online.StatsSection(onui.Ikebana) },
	})
}

// ikebanaMenu is Home's part for Ikebana: its name, Continue when a game
// is saved, New game, its tutorial, rules and statistics.
func (a *App) ikebanaMenu(btn func(key, label string, icon fyne.Resource, f func()) fyne.CanvasObject) []fyne.CanvasObject {
	t, sub := homeTitle(a.T("ikebanaapp.home.title"), a.T("ikebanaapp.home.subtitle"), 26, 14)
	items := []fyne.CanvasObject{widget.NewSeparator(), container.NewPadded(t), sub}
	if a.Ikebana.HasSave() {
		items = append(items, btn("ikebana.continue", a.T("ikebanaapp.home.continue"), theme.MediaPlayIcon(), a.Ikebana.Continue))
		a.homeButtons["ikebana.continue"].Importance = widget.HighImportance
	}
	items = append(items, btn("ikebana.new", a.T("ikebanaapp.home.new"), theme.ContentAddIcon(), func() {
		a.Ikebana.ShowNewGame()
		if e2eOfferTutorial() { // the browser test starts without it
			a.Ikebana.OfferTutorial()
		}
	}))
	items = append(items, a.onlineButtons(onui.Ikebana, btn)...)
	return append(items,
		btn("ikebana.tutorial", a.T("ikebanaapp.home.tutorial"), theme.HelpIcon(), a.Ikebana.ShowTutorial),
		btn("ikebana.rules", a.T("ikebanarules.title"), theme.DocumentIcon(), a.Ikebana.ShowRules),
		btn("ikebana.stats", a.T("ikebanaplay.home.stats"), theme.InfoIcon(), a.Ikebana.ShowStats),
		widget.NewSeparator())
}
