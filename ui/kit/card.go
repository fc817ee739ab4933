package kit

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// CardRenderer is what both games' card widgets draw: the card's picture
// (a raster, drawn at its pixel size), a frame round it that marks the
// card, and a veil over it that dims it. A game's renderer embeds it and
// places the three in its Layout (Place) and styles them in its Refresh
// (Style); Objects and Destroy come from here.
type CardRenderer struct {
	Picture *canvas.Raster
	Frame   *canvas.Rectangle
	Veil    *canvas.Rectangle
}

// NewCardRenderer returns the drawing of a card whose picture draw makes
// for a raster of w×h pixels, dimmed by a veil of colour veil.
func NewCardRenderer(draw func(w, h int) image.Image, veil color.Color) CardRenderer {
	r := CardRenderer{
		Picture: canvas.NewRaster(draw),
		Frame:   canvas.NewRectangle(color.Transparent),
		Veil:    canvas.NewRectangle(veil),
	}
	r.Frame.StrokeColor = GoldColor
	return r
}

// Place puts the picture at pos, of the given size, with corners rounded
// by radius; the veil over it; the frame pad outside it.
func (r *CardRenderer) Place(pos fyne.Position, size fyne.Size, radius, pad float32) {
	r.Picture.Move(pos)
	r.Picture.Resize(size)
	r.Veil.Move(pos)
	r.Veil.Resize(size)
	r.Veil.CornerRadius = radius
	r.Frame.Move(pos.SubtractXY(pad, pad))
	r.Frame.Resize(size.AddWidthHeight(2*pad, 2*pad))
	r.Frame.CornerRadius = radius + pad
}

// Style frames the card in frame, stroke width wide (a nil frame hides
// it), veils it when dim, and hides all three when empty (the card keeps
// its place). Refresh then shows the change.
func (r *CardRenderer) Style(frame color.Color, width float32, dim, empty bool) {
	r.Picture.Hidden = empty
	r.Frame.Hidden = frame == nil || empty
	if frame != nil {
		r.Frame.StrokeColor, r.Frame.StrokeWidth = frame, width
	}
	r.Veil.Hidden = !dim || empty
}

// Refresh redraws the picture, the frame and the veil.
func (r *CardRenderer) Refresh() {
	r.Picture.Refresh()
	r.Frame.Refresh()
	r.Veil.Refresh()
}

// Objects returns the picture, the frame over it and the veil on top.
func (r *CardRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.Picture, r.Frame, r.Veil}
}

// Destroy releases nothing: the pictures are shared (Pictures).
func (r *CardRenderer) Destroy() {}
