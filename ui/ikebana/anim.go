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

// scene is what the table shows while a batch's flights play, followed
// event by event from what the viewer saw before them: after each move's
// flights the table shows the scene as the move left it, so that cards,
// prestige and words never run ahead of the flights still to come.
type scene struct {
	o     ikebana.Observation
	piles [ikebana.MaxPlayers][]ikebana.Card // each discard pile, top last
}

// sceneOf returns the scene observation o shows.
func sceneOf(o *ikebana.Observation) *scene {
	sc := &scene{o: *o}
	for p := range o.Players() {
		sc.piles[p] = o.DiscardPile(ikebana.Seat(p))
	}
	return sc
}

// follow shows event e on the scene. The decision's methods of the
// observation (IsLegal, RefusePrice) are not followed: the table offers no
// decision while cards fly.
func (sc *scene) follow(e ikebana.Event) {
	o := &sc.o
	switch e.Kind {
	case ikebana.EventDraw:
		o.ToMove, o.Drawn = e.Seat, e.Card
		o.PileLen--
	case ikebana.EventRefuse:
		o.Prestige[e.Seat] -= e.Price
		o.Prestige[e.To] += e.Price
	case ikebana.EventDiscard:
		sc.piles[e.Seat] = append(sc.piles[e.Seat], e.Card)
		o.Discards[e.Seat] = o.Discards[e.Seat].Add(e.Card)
		o.Tops[e.Seat], o.Drawn = e.Card, ikebana.NoCard
	case ikebana.EventKeep:
		o.Bouquets[e.Seat] = o.Bouquets[e.Seat].Add(e.Card)
		o.Drawn = ikebana.NoCard
	case ikebana.EventBuy:
		o.ToMove = e.Seat
		o.Prestige[e.Seat] -= e.Price
		o.Prestige[e.From] += e.Price
		o.Bouquets[e.Seat] = o.Bouquets[e.Seat].Add(e.Card)
		o.Discards[e.From] = o.Discards[e.From].Remove(e.Card)
		pile := sc.piles[e.From]
		if len(pile) > 0 {
			pile = pile[:len(pile)-1]
		}
		sc.piles[e.From], o.Tops[e.From] = pile, ikebana.NoCard
		if len(pile) > 0 {
			o.Tops[e.From] = pile[len(pile)-1]
		}
	case ikebana.EventReshuffle:
		for p, pile := range sc.piles {
			if len(pile) > 1 {
				sc.piles[p] = pile[len(pile)-1:]
				o.Discards[p] = ikebana.SetOf(pile[len(pile)-1])
			}
		}
		o.PileLen = e.Count
	}
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

// flights returns the steps that show batch bt from scene sc (what the
// table shows), each line of the narration told as the step it tells
// starts, the log given each move as it shows, each move shown as it left
// the table once its last card lands (landed), then done; the others'
// moves at a pace a person can follow (pace).
func (t *tableScreen) flights(bt *batch, sc *scene, landed func(o ikebana.Observation, told int), done func()) []kit.Beat {
	var steps []kit.Beat
	var tellAt []float32
	var seats []ikebana.Seat
	for i := 0; i < len(bt.events); {
		j := i + 1
		for j < len(bt.events) && !startsMove(bt.events[j-1], bt.events[j]) {
			j++
		}
		ms, at := t.eventFlights(bt.events[i:j], bt.told[i:j], sc, func(k int) { t.narrate(k) })
		tellAt = append(tellAt, at...)
		for range ms {
			seats = append(seats, bt.events[i].Seat)
		}
		if len(ms) > 0 {
			told, records, o := bt.told[j-1], bt.records[j-1], sc.o
			begin := ms[0].Begin
			ms[0].Begin = func() []*kit.Mover { // the log has the move once it shows
				t.logged = records
				t.refreshLog()
				return begin()
			}
			last := &ms[len(ms)-1]
			own := last.Done
			last.Done = func() {
				if own != nil {
					own()
				}
				t.flyer.Hide()
				t.narrate(told)
				landed(o, told)
			}
			steps = append(steps, ms...)
		}
		i = j
	}
	if len(steps) > 0 {
		last := &steps[len(steps)-1]
		own := last.Done
		last.Done = func() {
			own()
			done()
		}
	}
	return t.pace(steps, tellAt, seats, &t.lastTold)
}

// startsMove reports whether event e, after prev, starts another move.
func startsMove(prev, e ikebana.Event) bool {
	_, ok := moveOf(prev, e)
	return ok || !moved(e)
}

// eventFlights returns the flights of events evs, from scene sc (which
// follows them): a card drawn flies from the pile and turns over, a card
// kept or bought to its florist's bouquet, a card refused to his discard
// pile, prestige paid as a token between the two counters. A card leaves
// its place as it takes off (the place shows what lies under it) and a
// card refused lies on the discard pile once it lands.
//
// told[i] is the narration's lines once evs[i] is told: tell(told[i]) is
// called as it becomes true of what the table shows: a card drawn is told
// when it turns over, a card kept or refused as it leaves the middle, a
// purchase as its payment leaves the buyer, a reshuffle with the next
// card drawn. tellAt[s] is the fraction of steps[s] at which it tells a
// line (-1: none), for the pace (pace.go).
func (b *board) eventFlights(evs []ikebana.Event, told []int, sc *scene, tell func(k int)) (steps []kit.Beat, tellAt []float32) {
	// at marks the step added last as telling a line at fraction f
	at := func(f float32) {
		for len(tellAt) < len(steps) {
			tellAt = append(tellAt, -1)
		}
		tellAt[len(steps)-1] = f
	}
	// fly adds a card's flight; leave runs as it takes off, turn is the
	// face it shows from half way (NoCard: none), k the lines told then
	// (0: none), land runs when it has landed.
	fly := func(c ikebana.Card, from, to fyne.CanvasObject, slot int, turn ikebana.Card, k int, leave, land func()) {
		steps = append(steps, kit.Beat{Duration: flightTime, Begin: func() []*kit.Mover {
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
					tell(k)
				}
			} else if k > 0 {
				tell(k)
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
	for i, e := range evs {
		p := e.Seat
		slot := sc.o.Bouquets[p].Len()
		k := told[i]
		switch e.Kind {
		case ikebana.EventDraw:
			fly(ikebana.NoCard, b.pile, b.drawn, -1, e.Card, k, nil, nil)
			at(0.5)
		case ikebana.EventKeep:
			fly(e.Card, b.drawn, b.bouquetOf(p), slot, ikebana.NoCard, k, leaveMiddle, nil)
			at(0)
		case ikebana.EventRefuse:
			c := e.Card
			fly(c, b.drawn, b.topOf(p), -1, ikebana.NoCard, k, leaveMiddle, func() {
				b.flyer.Hide()
				b.showTop(p, c)
			})
			at(0)
			pay, _ := paymentOf(e)
			steps = append(steps, b.payStep(pay, sc.o.Prestige[pay.from], sc.o.Prestige[pay.to]))
		case ikebana.EventBuy:
			pay, _ := paymentOf(e)
			ps := b.payStep(pay, sc.o.Prestige[pay.from], sc.o.Prestige[pay.to])
			begin := ps.Begin
			ps.Begin = func() []*kit.Mover {
				tell(k)
				return begin()
			}
			steps = append(steps, ps)
			at(0)
			sc.follow(e)
			under, from := sc.o.Tops[e.From], e.From
			fly(e.Card, b.topOf(from), b.bouquetOf(p), slot, ikebana.NoCard, 0, func() { b.showTop(from, under) }, nil)
			continue
		}
		sc.follow(e)
	}
	for len(tellAt) < len(steps) {
		tellAt = append(tellAt, -1)
	}
	return steps, tellAt
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

// Hold finishes the flights under way and holds the table's motion from
// then on: a test drives it with Tick while Animating.
func (t *tableScreen) Hold() {
	t.seq.Finish()
	t.seq.Manual = true
}

// Tick shows the flight under way at fraction f (Hold); f >= 1 lands it
// and begins the next.
func (t *tableScreen) Tick(f float32) { t.seq.Tick(f) }

// Animating reports whether flights are under way or wait their turn.
func (t *tableScreen) Animating() bool { return t.seq.Busy() }
