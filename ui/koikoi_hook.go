package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/i18n"
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
	return kkui.New(kkui.Host{
		Win:          a.Win,
		Store:        a.Store,
		L:            func() *i18n.Localizer { return a.L },
		Settings:     func() *store.Settings { return &a.Settings },
		SaveSettings: a.saveSettings,
		Show:         a.show,
		Back:         a.onBack,
		Home: func(notice string) {
			a.notice = notice
			a.ShowHome()
		},
		ShowSettings: a.showSettings,
		Play:         func(e sound.Effect) { a.Sound.Play(e) },
		Celebrate:    a.celebrate,
		OnlineStats:  func() fyne.CanvasObject { return a.Online.StatsSection(onui.Koikoi) },
	})
}

// koikoiMenu is Home's part for Koi-Koi, under the app's title: a fan of
// its cards, Continue when a game is saved, New game, its tutorial, rules
// and statistics.
func (a *App) koikoiMenu(btn func(key, label string, icon fyne.Resource, f func()) fyne.CanvasObject) []fyne.CanvasObject {
	var items []fyne.CanvasObject
	if a.Koikoi.HasSave() {
		items = append(items, btn("continue", a.Koikoi.ContinueLabel(), theme.MediaPlayIcon(), func() { a.Koikoi.Continue() }))
		a.homeButtons["continue"].Importance = widget.HighImportance
	}
	items = append(items, btn("new", a.T("ui.home.new"), theme.ContentAddIcon(), a.Koikoi.ShowNewGame))
	items = append(items, a.onlineButtons(onui.Koikoi, btn)...)
	return append(items,
		btn("tutorial", a.T("ui.home.tutorial"), theme.HelpIcon(), a.Koikoi.ShowTutorial),
		btn("rules", a.T("ui.home.rules"), theme.DocumentIcon(), a.Koikoi.ShowRules),
		btn("stats", a.T("ui.home.stats"), theme.InfoIcon(), a.Koikoi.ShowStats))
}
