package kit

import "fyne.io/fyne/v2"

// Fan lays cards out as a hand held in a fan, as Home shows each game's
// finest cards: each card overlaps the one before it by Overlap of its
// width, the middle ones stand a little higher than the outer ones (an
// arc), and the cards are as large as the space allows at their Aspect
// (height over width), centred.
type Fan struct {
	Aspect  float32 // a card's height over its width
	Overlap float32 // 0 to 1: how much of a card the next one covers
}

// lift is how much higher, as a share of a card's height, the middle of
// the fan stands than its ends.
const fanLift = 0.12

func (f *Fan) cardSize(s fyne.Size, n int) fyne.Size {
	if n == 0 {
		return fyne.Size{}
	}
	step := 1 - f.Overlap
	h := s.Height / (1 + fanLift)
	w := h / f.Aspect
	if across := w * (1 + step*float32(n-1)); across > s.Width {
		w = s.Width / (1 + step*float32(n-1))
		h = w * f.Aspect
	}
	return fyne.NewSize(w, h)
}

// Layout places the cards left to right, the later ones over the earlier.
func (f *Fan) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	n := len(objs)
	c := f.cardSize(s, n)
	step := c.Width * (1 - f.Overlap)
	across := c.Width + step*float32(n-1)
	x := (s.Width - across) / 2
	top := (s.Height - c.Height*(1+fanLift)) / 2
	for i, o := range objs {
		// t runs from -1 (first card) to 1 (last): the arc is 1 - t².
		t := float32(0)
		if n > 1 {
			t = 2*float32(i)/float32(n-1) - 1
		}
		o.Move(fyne.NewPos(x+step*float32(i), top+c.Height*fanLift*t*t))
		o.Resize(c)
	}
}

// MinSize is small: a fan shrinks to its space.
func (f *Fan) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(60, 40)
}
