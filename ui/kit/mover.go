package kit

import "fyne.io/fyne/v2"

// Rect is a rectangle of a canvas: a position and a size.
type Rect struct {
	Pos  fyne.Position
	Size fyne.Size
}

// RectOf returns where o is now, relative to its parent.
func RectOf(o fyne.CanvasObject) Rect { return Rect{o.Position(), o.Size()} }

// Place moves and resizes o to r.
func Place(o fyne.CanvasObject, r Rect) {
	o.Move(r.Pos)
	o.Resize(r.Size)
}

// Lerp returns the rectangle a fraction f of the way from r to to.
func (r Rect) Lerp(to Rect, f float32) Rect {
	mix := func(a, b float32) float32 { return a + (b-a)*f }
	return Rect{
		Pos:  fyne.NewPos(mix(r.Pos.X, to.Pos.X), mix(r.Pos.Y, to.Pos.Y)),
		Size: fyne.NewSize(mix(r.Size.Width, to.Size.Width), mix(r.Size.Height, to.Size.Height)),
	}
}

// Mover takes Obj from From to To while the fraction of its step goes from
// Start to End (0 and 1 when both are zero: the whole step). OnHalf, when
// set, runs once when the move passes its middle: a card turns over there.
type Mover struct {
	Obj        fyne.CanvasObject
	From, To   Rect
	Start, End float32
	OnHalf     func()

	halfDone bool
}

// Local returns the fraction of the move itself at step fraction f, eased
// in and out so that a card leaves and lands softly.
func (m *Mover) Local(f float32) float32 {
	s, e := m.Start, m.End
	if e <= s {
		s, e = 0, 1
	}
	switch {
	case f <= s:
		return 0
	case f >= e:
		return 1
	}
	x := (f - s) / (e - s)
	if x < 0.5 {
		return 2 * x * x
	}
	return 1 - 2*(1-x)*(1-x)
}

// Tick places Obj for step fraction f.
func (m *Mover) Tick(f float32) {
	x := m.Local(f)
	if x >= 0.5 && !m.halfDone {
		m.halfDone = true
		if m.OnHalf != nil {
			m.OnHalf()
		}
	}
	Place(m.Obj, m.From.Lerp(m.To, x))
}
