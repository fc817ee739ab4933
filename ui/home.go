package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/koikoi-app/koikoi/ui/kit"
	kkui "github.com/koikoi-app/koikoi/ui/koikoi"
)

func backIcon() fyne.Resource { return theme.NavigateBackIcon() }

// homeScreen: the title, a fan of cards and the menu.
func (a *App) homeScreen() fyne.CanvasObject {
	a.homeButtons = map[string]*widget.Button{}
	a.onBack(a.leaveApp)
	// Any of Home's buttons leaves Home: its notice has been read.
	btn := func(key, label string, icon fyne.Resource, f func()) fyne.CanvasObject {
		b := widget.NewButtonWithIcon(label, icon, func() {
			a.notice = ""
			f()
		})
		a.homeButtons[key] = b
		return tall(b)
	}
	t, sub := homeTitle(a.T("ui.app.title"), a.T("ui.app.subtitle"), 40, 15)
	cards := kkui.Fan()
	var items []fyne.CanvasObject
	if a.notice != "" {
		n := widget.NewLabel(a.notice)
		n.Wrapping = fyne.TextWrapWord
		n.Importance = widget.WarningImportance
		items = append(items, n)
	}
	items = append(items, a.koikoiMenu(btn)...)
	items = append(items, a.ikebanaMenu(btn)...)
	items = append(items, btn("settings", a.T("ui.home.settings"), theme.SettingsIcon(), a.ShowSettings))
	menu := container.New(&kit.MaxWidth{W: 300}, container.NewVBox(items...))
	head := container.NewVBox(container.NewPadded(t), sub, container.New(&kit.AtLeast{H: 110}, cards))
	return container.NewVScroll(container.NewVBox(layout.NewSpacer(), container.NewPadded(head),
		container.NewPadded(menu), layout.NewSpacer()))
}

// homeTitle returns a game's name and the line under it, centred, as Home
// shows them: the app's at the top, Ikebana's over its section.
func homeTitle(title, subtitle string, size, subSize float32) (*canvas.Text, *canvas.Text) {
	t := canvas.NewText(title, kit.CreamColor)
	t.TextSize = size
	t.TextStyle.Bold = true
	t.Alignment = fyne.TextAlignCenter
	sub := canvas.NewText(subtitle, kit.GoldColor)
	sub.TextSize = subSize
	sub.Alignment = fyne.TextAlignCenter
	return t, sub
}

// tall makes a button of Home or the settings 52 dp high, as the games'
// menus are.
func tall(o fyne.CanvasObject) fyne.CanvasObject {
	return container.New(&kit.AtLeast{H: 52}, o)
}
