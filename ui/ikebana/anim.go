package ikebana

import (
	"time"

	"fyne.io/fyne/v2"

	"github.com/koikoi-app/koikoi/engine/ikebana"
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
	records       int // the game's records once the move is made (Game.Moves)
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

// flights returns the steps that show move lm, each line of its
// narration told as the step it tells starts (tellLines), then done.
func (t *tableView) flights(lm lastMove, done func()) []kit.Step {
	first := lm.lines - len(narrate(t.a.w(), &lm.before, &lm.after, lm.move))
	steps := t.moveFlights(lm.before, lm.move, lm.after, func(k int) { t.narrate(first + k) })
	if len(steps) > 0 {
		begin := steps[0].Begin
		steps[0].Begin = func() []*kit.Mover { // the log has the move once it shows
			t.logged = lm.records
			t.refreshLog()
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

// moveFlights returns the flights of move m from st to next: a card drawn
// flies from the pile and turns over, a card kept or bought to its
// florist's bouquet, a card refused to his discard pile (and the next one
// is drawn), prestige paid as a token between the two counters. A card
// leaves its place as it takes off (the place shows what lies under it)
// and a card refused lies on the discard pile once it lands.
//
// tell(k) is called as the k first lines of the move's narration (see
// narrate) become true of what the table shows: a card drawn is told
// when it turns over, a card kept or refused as it leaves the middle, a
// purchase as its payment leaves the buyer.
func (b *board) moveFlights(st ikebana.State, m ikebana.Move, next ikebana.State, tell func(k int)) []kit.Step {
	p := st.ToMove()
	var steps []kit.Step
	// fly adds a card's flight; leave runs as it takes off, turn is the
	// face it shows from half way (NoCard: none), told is the lines told
	// then (0: none), land runs when it has landed.
	fly := func(c ikebana.Card, from, to fyne.CanvasObject, slot int, turn ikebana.Card, told int, leave, land func()) {
		steps = append(steps, kit.Step{Duration: flightTime, Begin: func() []*kit.Mover {
			src, dst := b.rectOf(from, -1), b.rectOf(to, slot)
			if leave != nil {
				leave()
			}
			b.flyer.Card = c
			b.flyer.Show()
			b.flyer.Refresh()
			mv := &kit.Mover{Obj: b.flyer, From: src, To: dst}
			if turn != ikebana.NoCard {
				mv.OnHalf = func() {
					b.flyer.Card = turn
					b.flyer.Refresh()
					tell(told)
				}
			} else if told > 0 {
				tell(told)
			}
			b.layer.Raise(b.flyer)
			return []*kit.Mover{mv}
		}, Done: land})
	}
	// leaveMiddle empties the middle as the card turned over leaves it
	leaveMiddle := func() {
		b.drawn.Empty = true
		b.drawn.Refresh()
	}
	lines := len(narrate(b.a.w(), &st, &next, m))
	slot := st.Bouquet(p).Len()
	switch m.Kind {
	case ikebana.MoveDraw:
		fly(ikebana.NoCard, b.pile, b.drawn, -1, next.Drawn(), lines, nil, nil)
	case ikebana.MoveKeep:
		fly(st.Drawn(), b.drawn, b.bouquetOf(p), slot, ikebana.NoCard, lines, leaveMiddle, nil)
	case ikebana.MoveRefuse:
		c := st.Drawn()
		fly(c, b.drawn, b.topOf(p), -1, ikebana.NoCard, 1, leaveMiddle, func() {
			b.flyer.Hide()
			b.showTop(p, c)
		})
		pay, _ := paymentOf(&st, m)
		steps = append(steps, b.payStep(pay, &st))
		if next.Drawn() != ikebana.NoCard && next.ToMove() == p {
			fly(ikebana.NoCard, b.pile, b.drawn, -1, next.Drawn(), lines, nil, nil)
		} else if lines > 1 { // the pile reshuffled, nothing drawn: told once paid
			last := &steps[len(steps)-1]
			own := last.Done
			last.Done = func() { own(); tell(lines) }
		}
	case ikebana.MoveBuy:
		pay, _ := paymentOf(&st, m)
		ps := b.payStep(pay, &st)
		begin := ps.Begin
		ps.Begin = func() []*kit.Mover {
			tell(lines)
			return begin()
		}
		steps = append(steps, ps)
		under := next.DiscardTop(m.From)
		fly(st.DiscardTop(m.From), b.topOf(m.From), b.bouquetOf(p), slot, ikebana.NoCard, 0, func() {
			b.showTop(m.From, under)
		}, nil)
	}
	return steps
}

// rectOf returns where o is on the layer; with slot >= 0, o is a row of
// cards (cardRow) and the rectangle is that of its slot-th card.
func (b *board) rectOf(o fyne.CanvasObject, slot int) kit.Rect {
	d := fyne.CurrentApp().Driver()
	base := d.AbsolutePositionForObject(b.layer.Box)
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
