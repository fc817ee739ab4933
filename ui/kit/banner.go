package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// Banner is a band across a screen that says what is wrong for now (an
// online table's "reconnecting…"): cream text on red, hidden until Show.
type Banner struct {
	widget.BaseWidget
	// Label is its text, for tests.
	Label *widget.Label
	bg    *canvas.Rectangle
}

var _ fyne.Widget = (*Banner)(nil)

// NewBanner returns a hidden banner saying text.
func NewBanner(text string) *Banner {
	b := &Banner{Label: widget.NewLabel(text), bg: canvas.NewRectangle(RedColor)}
	b.Label.Alignment = fyne.TextAlignCenter
	b.Label.Wrapping = fyne.TextWrapWord
	b.Label.TextStyle.Bold = true
	b.ExtendBaseWidget(b)
	b.Hide()
	return b
}

// CreateRenderer draws the band.
func (b *Banner) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(b.bg, b.Label))
}
