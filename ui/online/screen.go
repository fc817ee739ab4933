package online

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/ui/kit"
)

// screen frames an online screen: a title bar with a back arrow (the
// back key goes there too), a scrolling body at most a phone's width, and
// its main buttons (footer, if any) always in reach at the bottom.
func (a *App) screen(title string, body, footer fyne.CanvasObject, back func()) fyne.CanvasObject {
	a.h.Back(back)
	b := widget.NewButtonWithIcon("", theme.NavigateBackIcon(), back)
	t := canvas.NewText(title, kit.CreamColor)
	t.TextSize = 20
	t.TextStyle.Bold = true
	head := container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(48, 48), b), nil,
		container.NewHBox(layout.NewSpacer(), t, layout.NewSpacer(), layout.NewSpacer()))
	var foot fyne.CanvasObject
	if footer != nil {
		foot = container.NewPadded(container.New(&kit.MaxWidth{W: 480}, footer))
	}
	return container.NewBorder(container.NewPadded(head), foot, nil, nil,
		container.NewVScroll(container.NewPadded(container.New(&kit.MaxWidth{W: 480}, body))))
}

// note is a line of explanation under a control, in small muted text.
func note(s string) *widget.Label {
	l := kit.Para(s)
	l.Importance = widget.LowImportance
	return l
}
