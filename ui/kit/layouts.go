package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// Layouts that size a part of a screen, for either game.

// TapHeight is the least height of a control a finger taps.
const TapHeight = 48

// Tall gives a control the TapHeight a finger needs.
func Tall(o fyne.CanvasObject) fyne.CanvasObject { return container.New(&AtLeast{H: TapHeight}, o) }

// AtLeast stretches its objects over its space and asks for at least W of
// width and H of height, or more when they need it (a zero leaves that side
// to the objects).
type AtLeast struct{ W, H float32 }

// Layout gives every object the whole space.
func (l *AtLeast) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(s)
	}
}

// MinSize is the objects' least size, at least W wide and H high.
func (l *AtLeast) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return largest(objs).Max(fyne.NewSize(l.W, l.H))
}

// MaxWidth centres its objects in at most W of width: a menu keeps a
// comfortable width on a large screen and still fits a narrow one.
type MaxWidth struct{ W float32 }

// Layout centres the objects, at most W wide, over the whole height.
func (l *MaxWidth) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	w := min(s.Width, l.W)
	for _, o := range objs {
		o.Move(fyne.NewPos((s.Width-w)/2, 0))
		o.Resize(fyne.NewSize(w, s.Height))
	}
}

// MinSize is the objects' least size.
func (l *MaxWidth) MinSize(objs []fyne.CanvasObject) fyne.Size { return largest(objs) }

// GrowOnly asks for the largest height its objects have asked for at its
// width, and lays them out at the bottom of its space at their own least
// height: a band whose content changes from turn to turn (a decision, a
// hint, whose turn it is) keeps its place, and what is above it does not
// shift. A new width starts it afresh.
type GrowOnly struct{ w, h float32 }

// Layout puts the objects at the bottom, at their least height.
func (g *GrowOnly) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	if s.Width != g.w {
		g.w, g.h = s.Width, 0
	}
	g.h = max(g.h, largest(objs).Height)
	for _, o := range objs {
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, s.Height-h))
		o.Resize(fyne.NewSize(s.Width, h))
	}
}

// MinSize is the objects' least size, as high as it has ever been at this
// width.
func (g *GrowOnly) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := largest(objs)
	g.h = max(g.h, m.Height)
	m.Height = g.h
	return m
}

// HeightAt lays o out at width w and returns the height it then needs (a
// wrapping text needs its width first to know its lines).
func HeightAt(o fyne.CanvasObject, w float32) float32 {
	for range 2 {
		o.Resize(fyne.NewSize(w, o.MinSize().Height))
	}
	return o.MinSize().Height
}

func largest(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}
