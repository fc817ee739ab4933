package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// TapArea is an invisible tappable region: a target as large as its place
// however small what it covers, or a layer over a screen that a tap
// anywhere answers.
type TapArea struct {
	widget.BaseWidget
	onTap func()
}

var _ fyne.Tappable = (*TapArea)(nil)

// NewTapArea returns a TapArea that calls f when tapped.
func NewTapArea(f func()) *TapArea {
	a := &TapArea{onTap: f}
	a.ExtendBaseWidget(a)
	return a
}

// Tapped calls the area's function.
func (a *TapArea) Tapped(*fyne.PointEvent) { a.onTap() }

// CreateRenderer draws nothing.
func (a *TapArea) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(canvas.NewRectangle(color.Transparent))
}
