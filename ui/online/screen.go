package online

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/ui/kit"
)

// screen frames an online screen (kit.Host.Screen): a title bar with a
// back arrow, a scrolling body at most a phone's width, and its main
// buttons (footer, if any) always in reach at the bottom.
func (a *App) screen(title string, body, footer fyne.CanvasObject, back func()) fyne.CanvasObject {
	return a.h.Screen(title, back, container.New(&kit.MaxWidth{W: 480}, body), footer, 480)
}

// note is a line of explanation under a control, in small muted text.
func note(s string) *widget.Label {
	l := kit.Para(s)
	l.Importance = widget.LowImportance
	return l
}
