package kit

import (
	"fyne.io/fyne/v2"
)

// Target is a tappable object as a player's finger finds it: where it is
// on the canvas and how large it shows.
type Target struct {
	Obj  fyne.CanvasObject
	Pos  fyne.Position
	Size fyne.Size
}

// Tappables returns the visible tappable objects under root, with their
// absolute positions, for a fit test to check their size. Children come
// from containers, and from widgets through children(w) (a test passes
// test.WidgetRenderer(w).Objects()).
func Tappables(root fyne.CanvasObject, abs func(fyne.CanvasObject) fyne.Position,
	children func(fyne.Widget) []fyne.CanvasObject) []Target {
	var out []Target
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() || o.Size().Width <= 0 || o.Size().Height <= 0 {
			return
		}
		if _, ok := o.(fyne.Tappable); ok {
			out = append(out, Target{Obj: o, Pos: abs(o), Size: o.Size()})
		}
		switch v := o.(type) {
		case *fyne.Container:
			for _, k := range v.Objects {
				walk(k)
			}
		case fyne.Widget:
			for _, k := range children(v) {
				walk(k)
			}
		}
	}
	walk(root)
	return out
}

// Inside reports whether t lies wholly within a w×h canvas.
func (t Target) Inside(w, h float32) bool {
	const eps = 0.5
	return t.Pos.X >= -eps && t.Pos.Y >= -eps && t.Pos.X+t.Size.Width <= w+eps && t.Pos.Y+t.Size.Height <= h+eps
}
