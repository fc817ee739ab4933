package ikebana

import (
	"time"

	"fyne.io/fyne/v2"

	"github.com/koikoi-app/koikoi/ikebana"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// A move shows as cards flying on a layer over the table (kit.Mover,
// played by a kit.Sequencer at the Animations setting's speed): a card
// drawn leaves the pile and turns over on its way to the middle, a card
// kept goes to its florist's bouquet, a card refused to his discard pile
// (and the next one is drawn), a card bought from a discard pile to the
// buyer's bouquet. Prestige paid flies as a token between the two
// florists' counters (payanim.go). The table shows the new state once the
// card lands.

// lastMove is a move with the states around it: the table shows the last
// one played, the scoring screen replays a round's.
type lastMove struct {
	before, after ikebana.State
	move          ikebana.Move
	lines         int // the round's narration lines once the move is told
}

// flightTime is how long one card's flight takes at normal speed.
const flightTime = 380 * time.Millisecond

// animSpeed is how much the Animations setting stretches each flight (0:
// no flight).
func (a *App) animSpeed() float32 {
	switch a.h.Settings().Animation {
	case store.AnimOff:
		return 0
	case store.AnimFast:
		return 0.5
	case store.AnimSlow:
		return 2
	}
	return 1
}

// flights returns the steps that show move lm, then done.
func (t *tableView) flights(lm lastMove, done func()) []kit.Step {
	st := lm.before
	p := st.ToMove()
	var steps []kit.Step
	fly := func(c ikebana.Card, from, to fyne.CanvasObject, slot int, turn ikebana.Card) {
		steps = append(steps, kit.Step{Duration: flightTime, Begin: func() []*kit.Mover {
			src, dst := t.rectOf(from, -1), t.rectOf(to, slot)
			t.flyer.Card = c
			t.flyer.Show()
			t.flyer.Refresh()
			m := &kit.Mover{Obj: t.flyer, From: src, To: dst}
			if turn != ikebana.NoCard {
				m.OnHalf = func() {
					t.flyer.Card = turn
					t.flyer.Refresh()
				}
			}
			t.layer.Raise(t.flyer)
			return []*kit.Mover{m}
		}})
	}
	bouquet := func(seat ikebana.Seat) (fyne.CanvasObject, int) {
		if seat == you {
			return t.mine.Objects[0], st.Bouquet(seat).Len()
		}
		return t.rows[seat-1].bouquet, st.Bouquet(seat).Len()
	}
	top := func(seat ikebana.Seat) fyne.CanvasObject {
		if seat == you {
			return t.myTop
		}
		return t.rows[seat-1].top
	}
	switch lm.move.Kind {
	case ikebana.MoveDraw:
		fly(ikebana.NoCard, t.pile, t.drawn, -1, lm.after.Drawn())
	case ikebana.MoveKeep:
		to, slot := bouquet(p)
		fly(st.Drawn(), t.drawn, to, slot, ikebana.NoCard)
	case ikebana.MoveRefuse:
		fly(st.Drawn(), t.drawn, top(p), -1, ikebana.NoCard)
		pay, _ := paymentOf(&st, lm.move)
		steps = append(steps, t.payStep(pay, &st))
		if lm.after.Drawn() != ikebana.NoCard && lm.after.ToMove() == p {
			fly(ikebana.NoCard, t.pile, t.drawn, -1, lm.after.Drawn())
		}
	case ikebana.MoveBuy:
		pay, _ := paymentOf(&st, lm.move)
		steps = append(steps, t.payStep(pay, &st))
		to, slot := bouquet(p)
		fly(st.DiscardTop(lm.move.From), top(lm.move.From), to, slot, ikebana.NoCard)
	}
	if len(steps) > 0 {
		// the move is told as its first card or token leaves
		first := &steps[0]
		begin := first.Begin
		first.Begin = func() []*kit.Mover {
			t.narrate(lm.lines)
			return begin()
		}
		last := &steps[len(steps)-1]
		own := last.Done
		last.Done = func() {
			if own != nil {
				own()
			}
			t.flyer.Hide()
			done()
		}
	}
	return steps
}

// rectOf returns where o is on the layer; with slot >= 0, o is a row of
// cards (cardRow) and the rectangle is that of its slot-th card.
func (t *tableView) rectOf(o fyne.CanvasObject, slot int) kit.Rect {
	d := fyne.CurrentApp().Driver()
	base := d.AbsolutePositionForObject(t.layer.Box)
	pos := d.AbsolutePositionForObject(o).Subtract(base)
	size := o.Size()
	if c, ok := o.(*fyne.Container); ok && slot >= 0 {
		if row, ok := c.Layout.(*cardRow); ok {
			w, h := row.size(size, max(len(c.Objects), slot+1))
			x := float32(0)
			if row.center { // the row centres its cards, the new one among them
				n := float32(slot + 1)
				x = (size.Width - n*w - (n-1)*row.gap) / 2
			}
			pos = pos.Add(fyne.NewPos(x+float32(slot)*(w+row.gap), (size.Height-h)/2))
			size = fyne.NewSize(w, h)
		}
	}
	return kit.Rect{Pos: pos, Size: size}
}
