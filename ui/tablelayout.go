package ui

import "fyne.io/fyne/v2"

// tableLayout places the regions of the table for portrait and landscape
// screens. Its objects are, in order: the top bar, the opponent's hand, the
// opponent's captures, the field with the draw pile, the player's captures,
// the status line and the player's hand.
type tableLayout struct{}

const (
	regTop = iota
	regOppHand
	regOppCaps
	regField
	regMyCaps
	regStatus
	regHand
	numRegions
)

func (tableLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	if len(objs) < numRegions {
		return
	}
	place := func(i int, x, y, w, h float32) {
		objs[i].Move(fyne.NewPos(x, y))
		objs[i].Resize(fyne.NewSize(w, h))
	}
	W, H := s.Width, s.Height
	const pad = 4
	if W > H*1.1 { // landscape
		top := float32(44)
		left := W * 0.34
		place(regTop, 0, 0, W, top)
		rest := H - top
		place(regOppCaps, pad, top, left-2*pad, rest/2-pad)
		place(regMyCaps, pad, top+rest/2, left-2*pad, rest/2-pad)
		rx, rw := left, W-left-pad
		opp := float32(40)
		status := float32(34)
		hand := H * 0.3
		if hand < 100 {
			hand = 100
		}
		field := rest - opp - status - hand
		place(regOppHand, rx, top, rw, opp)
		place(regField, rx, top+opp, rw, field)
		place(regStatus, rx, top+opp+field, rw, status)
		place(regHand, rx, H-hand-pad, rw, hand)
		return
	}
	top := float32(48)
	oppHand := float32(34)
	oppCaps := H * 0.11
	myCaps := H * 0.12
	status := float32(36)
	cw := (W - 2*pad - 3*6) / 4
	hand := 2*cw/cardRatio + 6 + 2*pad
	if hand > H*0.32 {
		hand = H * 0.32
	}
	field := H - top - oppHand - oppCaps - myCaps - status - hand
	y := float32(0)
	place(regTop, 0, y, W, top)
	y += top
	place(regOppHand, pad, y, W-2*pad, oppHand)
	y += oppHand
	place(regOppCaps, pad, y, W-2*pad, oppCaps)
	y += oppCaps
	place(regField, pad, y, W-2*pad, field)
	y += field
	place(regMyCaps, pad, y, W-2*pad, myCaps)
	y += myCaps
	place(regStatus, pad, y, W-2*pad, status)
	y += status
	place(regHand, pad, y, W-2*pad, hand-2*pad)
}

func (tableLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(320, 400) }

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
