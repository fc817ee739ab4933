package kit

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
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

// Texts returns the texts drawn under root: visible, with every parent
// visible and of a positive size. Children come from containers, and from
// widgets through children(w), as for Tappables.
func Texts(root fyne.CanvasObject, children func(fyne.Widget) []fyne.CanvasObject) []*canvas.Text {
	if root == nil || !root.Visible() || root.Size().Width <= 0 || root.Size().Height <= 0 {
		return nil
	}
	switch v := root.(type) {
	case *canvas.Text:
		return []*canvas.Text{v}
	case *fyne.Container:
		var out []*canvas.Text
		for _, k := range v.Objects {
			out = append(out, Texts(k, children)...)
		}
		return out
	case fyne.Widget:
		var out []*canvas.Text
		for _, k := range children(v) {
			out = append(out, Texts(k, children)...)
		}
		return out
	}
	return nil
}

// CutTexts describes what is cut off on canvas c, which must keep a
// phone's width: content wider than width, and each text (of the content
// and its overlays) wider than the space it was given, truncated with an
// ellipsis, or running out of the width. Fewer than three texts drawn is
// a fault too: the screen did not show. abs and children are as for
// Tappables.
func CutTexts(c fyne.Canvas, width float32, abs func(fyne.CanvasObject) fyne.Position,
	children func(fyne.Widget) []fyne.CanvasObject) []string {
	var out []string
	if need := c.Content().MinSize().Width; need > width+0.5 {
		out = append(out, fmt.Sprintf("the content needs %.0f dp; the phone has %.0f", need, width))
	}
	texts := Texts(c.Content(), children)
	for _, o := range c.Overlays().List() {
		texts = append(texts, Texts(o, children)...)
	}
	if len(texts) < 3 {
		out = append(out, fmt.Sprintf("only %d texts drawn", len(texts)))
	}
	for _, txt := range texts {
		if strings.TrimSpace(txt.Text) == "" {
			continue
		}
		need := fyne.MeasureText(txt.Text, txt.TextSize, txt.TextStyle).Width
		pos := abs(txt)
		switch {
		case strings.HasSuffix(txt.Text, "…"):
			out = append(out, fmt.Sprintf("%q is truncated", txt.Text))
		case need > txt.Size().Width+1 && txt.Alignment != fyne.TextAlignCenter:
			out = append(out, fmt.Sprintf("%q needs %.0f dp and has %.0f", txt.Text, need, txt.Size().Width))
		case pos.X < -0.5 || pos.X+need > width+0.5:
			out = append(out, fmt.Sprintf("%q at x=%.0f (width %.0f) runs out of the %.0f dp screen", txt.Text, pos.X, need, width))
		}
	}
	return out
}
