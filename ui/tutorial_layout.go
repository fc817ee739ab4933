package ui

import "fyne.io/fyne/v2"

// tutTableLayout places the regions of a lesson's table, top to bottom:
// the computer's hand, its captures, the field with the draw pile, the
// player's captures and the player's hand. In landscape the captures go
// left of the field and the hand, as on the game's table. The orientation
// is the window's (landscape), not the region's: a tall text bubble must
// not turn a phone's portrait table sideways.
type tutTableLayout struct{ landscape bool }

const (
	tutOpp = iota
	tutOppCaps
	tutField
	tutMyCaps
	tutHand
	tutRegions
)

func (l tutTableLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	if len(objs) < tutRegions {
		return
	}
	place := func(i int, x, y, w, h float32) {
		objs[i].Move(fyne.NewPos(x, y))
		objs[i].Resize(fyne.NewSize(max(w, 0), max(h, 0)))
	}
	W, H := s.Width, s.Height
	const pad, gap = 4, 4
	if l.landscape {
		left := W * 0.34
		opp := float32(28)
		place(tutOpp, pad, 0, left-2*pad, opp)
		rest := (H - opp - gap) / 2
		place(tutOppCaps, pad, opp, left-2*pad, rest)
		place(tutMyCaps, pad, opp+rest+gap, left-2*pad, rest)
		hand := max(H*0.32, 80)
		place(tutField, left, 0, W-left-pad, H-hand-gap)
		place(tutHand, left, H-hand, W-left-pad, hand)
		return
	}
	opp := float32(28)
	// Captures at 60 or more show their badges (capsLayout).
	oppCaps := clamp(H*0.15, 40, 66)
	myCaps := clamp(H*0.17, 40, 80)
	avail := H - opp - oppCaps - myCaps - 4*gap
	// The hand: two rows of cards 48 wide when the field keeps room
	// enough, else one row.
	n := 8
	if c, ok := objs[tutHand].(*fyne.Container); ok && len(c.Objects) > 0 {
		n = len(c.Objects)
	}
	two := float32(2*(48/cardRatio) + 6)
	var hand float32
	if n > 4 && avail-two >= 150 {
		// Two rows, growing with the room (up to cards 80 wide) while
		// the field keeps as much.
		hand = clamp(avail*0.42, two, 2*(80/cardRatio)+6)
	} else {
		// The cards are never narrower than 40 (the grid's minimum), and
		// the row is never cut: the captures give up room first.
		cw := max((W-2*pad-6*float32(n-1))/float32(n), 40)
		hand = min(cw/cardRatio, max(avail*0.4, 40/cardRatio), 110)
		if hand > avail*0.4 {
			short := min(hand-avail*0.4, oppCaps-40+myCaps-40)
			cut := short / 2
			oppCaps, myCaps = oppCaps-cut, myCaps-(short-cut)
		}
	}
	field := H - opp - oppCaps - myCaps - hand - 4*gap
	y := float32(0)
	place(tutOpp, pad, y, W-2*pad, opp)
	y += opp + gap
	place(tutOppCaps, pad, y, W-2*pad, oppCaps)
	y += oppCaps + gap
	place(tutField, pad, y, W-2*pad, field)
	y += field + gap
	place(tutMyCaps, pad, y, W-2*pad, myCaps)
	y += myCaps + gap
	place(tutHand, pad, y, W-2*pad, hand)
}

func (tutTableLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(280, 300) }

func clamp(v, lo, hi float32) float32 { return min(max(v, lo), hi) }

// bubbleLayout sizes the text bubble: as high as its content needs, at
// most maxH (a scroll inside shows the rest), at the full width. Its one
// object is the scroll around content.
type bubbleLayout struct {
	content fyne.CanvasObject
	maxH    float32
}

func (b *bubbleLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(s)
	}
}

func (b *bubbleLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	m := b.content.MinSize()
	if b.maxH > 0 && m.Height > b.maxH {
		m.Height = b.maxH
	}
	return m
}

// monthGrid lays out the 48 cards month by month: each month's four cards
// side by side, several months to a row (as many as make the cards
// largest), with a wider gap between months so that they line up in
// columns. Its objects are the cards in deck order, four per month.
type monthGrid struct {
	gap, monthGap float32
}

// fit returns the months per row and the card width for the size.
func (g monthGrid) fit(s fyne.Size) (per int, w float32) {
	for _, m := range []int{1, 2, 3, 4, 6} {
		rows := 12 / m
		cw := (s.Width - float32(m)*3*g.gap - float32(m-1)*g.monthGap) / float32(4*m)
		ch := (s.Height - float32(rows-1)*g.gap) / float32(rows)
		cw = min(cw, ch*cardRatio)
		if cw > w {
			per, w = m, cw
		}
	}
	return per, w
}

func (g monthGrid) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	per, w := g.fit(s)
	if per == 0 || w <= 0 {
		return
	}
	h := w / cardRatio
	rows := (len(objs)/4 + per - 1) / per
	rowW := float32(4*per)*w + float32(per)*3*g.gap + float32(per-1)*g.monthGap
	x0 := (s.Width - rowW) / 2
	y0 := (s.Height - float32(rows)*h - float32(rows-1)*g.gap) / 2
	for i, o := range objs {
		month, k := i/4, i%4
		col, row := month%per, month/per
		x := x0 + float32(col)*(4*w+3*g.gap+g.monthGap) + float32(k)*(w+g.gap)
		y := y0 + float32(row)*(h+g.gap)
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(w, h))
	}
}

func (g monthGrid) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(100, 100) }
