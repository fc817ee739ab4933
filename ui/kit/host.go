package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/i18n"
)

// Host is what the shell lends each part of the app's screens (each
// game's, Play online's): the window, the language, how to show a screen
// and where the back key goes. Each part's own Host embeds it and adds
// what only that part is lent (the store, the sound, the online tables).
type Host struct {
	Win fyne.Window
	// L returns the current localizer (the language may change).
	L func() *i18n.Localizer
	// Show makes build the current screen (rebuilt when the language
	// changes); Back sets where the back key goes from the screen being
	// built; Home shows the shell's home screen with a notice ("" for
	// none).
	Show func(build func() fyne.CanvasObject)
	Back func(func())
	Home func(notice string)
	// ShowSettings, when set, shows the shell's settings; their back
	// arrow calls back.
	ShowSettings func(back func())
	// Celebrate, when set, lays the shell's end-of-game moment (with its
	// sound) over screen: the player won (alone or tied), or lost.
	Celebrate func(screen fyne.CanvasObject, won bool) fyne.CanvasObject
	// OnlineStats, when set, is the statistics' section of a game's
	// online games, which the server counts (apart from the phone's own).
	OnlineStats func() fyne.CanvasObject
	// Daily, when set, sends the dailies online and shows the day's table.
	Daily *DailyOnline
}

// Screen frames a titled screen: a title bar whose back arrow calls back
// (the back key too), a scrolling body, and its main buttons (footer, if
// any) always in reach at the bottom, at most footerWidth wide (0: as
// wide as the screen).
func (h Host) Screen(title string, back func(), body, footer fyne.CanvasObject, footerWidth float32) fyne.CanvasObject {
	h.Back(back)
	var foot fyne.CanvasObject
	if footer != nil {
		if footerWidth > 0 {
			footer = container.New(&MaxWidth{W: footerWidth}, footer)
		}
		foot = container.NewPadded(footer)
	}
	return container.NewBorder(container.NewPadded(Header(title, back)), foot, nil, nil,
		container.NewVScroll(container.NewPadded(body)))
}

// Header is a screen's title bar: a back arrow (a 48 dp target) that
// calls back, and the title in the middle.
func Header(title string, back func()) fyne.CanvasObject {
	b := widget.NewButtonWithIcon("", theme.NavigateBackIcon(), back)
	t := canvas.NewText(title, CreamColor)
	t.TextSize = 20
	t.TextStyle.Bold = true
	return container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(48, 48), b), nil,
		container.NewHBox(layout.NewSpacer(), t, layout.NewSpacer(), layout.NewSpacer()))
}
