package kit

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// Layer holds objects that the screen places itself (no layout moves
// them): one object per card for the whole game. Its stacking order is
// the order of Box.Objects, last on top.
type Layer struct {
	Box *fyne.Container
}

// NewLayer returns an empty layer.
func NewLayer() *Layer {
	return &Layer{Box: container.NewWithoutLayout()}
}

// Add puts objects on top of the layer.
func (l *Layer) Add(objs ...fyne.CanvasObject) {
	l.Box.Objects = append(l.Box.Objects, objs...)
}

// Raise brings objs to the top, keeping their order among themselves
// and the others' order: moving cards fly over the still ones, and a card
// lying on another stays above it as both go.
func (l *Layer) Raise(objs ...fyne.CanvasObject) {
	if len(objs) == 0 {
		return
	}
	rest := l.Box.Objects[:0:0]
	var up []fyne.CanvasObject
	for _, o := range l.Box.Objects {
		if slices.Contains(objs, o) {
			up = append(up, o)
		} else {
			rest = append(rest, o)
		}
	}
	l.Box.Objects = append(rest, up...)
	l.Box.Refresh()
}

// Sort orders the layer by key, lowest at the bottom; equal keys keep
// their order. A stable key (a place, then a card's id) keeps pictures
// from swapping depth at random.
func (l *Layer) Sort(key func(fyne.CanvasObject) int) {
	slices.SortStableFunc(l.Box.Objects, func(a, b fyne.CanvasObject) int { return key(a) - key(b) })
	l.Box.Refresh()
}
