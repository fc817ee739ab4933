package ui

import "fyne.io/fyne/v2"

// fieldLayout puts the draw pile column left of the field grid.
type fieldLayout struct{}

func (f fieldLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	if len(objs) < 2 {
		return
	}
	pw := s.Height / 2 * cardRatio
	if pw > s.Width*0.2 {
		pw = s.Width * 0.2
	}
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(pw, s.Height))
	objs[1].Move(fyne.NewPos(pw+8, 0))
	objs[1].Resize(fyne.NewSize(s.Width-pw-8, s.Height))
}

func (fieldLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(100, 60) }

// pileLayout stacks the draw pile above the card in play, each half the
// height; overlays (the count) sit on the pile.
type pileLayout struct{}

func (pileLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	h := (s.Height - 6) / 2
	for i, o := range objs {
		y := float32(0)
		if i == 1 {
			y = h + 6
		}
		if i == 2 { // the count, at the bottom of the pile
			m := o.MinSize()
			o.Move(fyne.NewPos((s.Width-m.Width)/2, h-m.Height))
			o.Resize(m)
			continue
		}
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(s.Width, h))
	}
}

func (pileLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(30, 90) }

// capsLayout places the four rank groups of a captures panel side by side,
// plains wider, with the badges below them.
type capsLayout struct{}

func (capsLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	if len(objs) < 5 {
		return
	}
	badgeH := float32(22)
	if s.Height < 60 {
		badgeH = 0
	}
	cardH := s.Height - badgeH - 2
	weights := []float32{1, 1, 1, 1.4}
	total := float32(0)
	for _, w := range weights {
		total += w
	}
	x := float32(0)
	gap := float32(6)
	avail := s.Width - 3*gap
	for i := 0; i < 4; i++ {
		w := avail * weights[i] / total
		objs[i].Move(fyne.NewPos(x, 0))
		objs[i].Resize(fyne.NewSize(w, cardH))
		x += w + gap
	}
	objs[4].Move(fyne.NewPos(0, cardH+2))
	objs[4].Resize(fyne.NewSize(s.Width, badgeH))
	if badgeH == 0 {
		objs[4].Hide()
	} else {
		objs[4].Show()
	}
}

func (capsLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(100, 40) }
