package koikoi

import (
	"fyne.io/fyne/v2"
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// placeKind is where a card is shown on the table.
type placeKind uint8

const (
	atPile  placeKind = iota // face down in the draw pile
	atHand                   // in a hand (the other player's face down)
	atField                  // in a field slot
	atOnto                   // lying on a field card it is about to take
	atDraw                   // turned over beside the pile, or waiting for a choice
	atCaps                   // in a player's captures
)

// place is where one card is shown.
type place struct {
	kind placeKind
	seat koikoi.Seat
	onto koikoi.Card
}

// tableModel is where the table shows every card. It follows the steps,
// so it lags the engine while they are animated, and meets it again at the
// end of each move (StepSettle). Field cards keep their slot while they
// stay in the field.
type tableModel struct {
	at     [koikoi.NumCards]place
	slot   [koikoi.NumCards]int
	hidden bool // the hands are dealt face down until the exchange is decided
}

// fromState shows st, keeping the slots of the cards already in the field
// unless fresh (a new deal).
func (m *tableModel) fromState(st koikoi.State, fresh bool) {
	var stay koikoi.Set
	if !fresh {
		for c := range m.at {
			if m.at[c].kind == atField {
				stay = stay.Add(koikoi.Card(c))
			}
		}
	}
	field := st.Field()
	for _, c := range koikoi.AllCards() {
		p := place{kind: atPile}
		for s := koikoi.Seat(0); s < 2; s++ {
			switch {
			case st.Hand(s).Has(c):
				p = place{kind: atHand, seat: s}
			case st.Captured(s).Has(c):
				p = place{kind: atCaps, seat: s}
			}
		}
		switch {
		case field.Has(c):
			p = place{kind: atField}
		case st.Pending() == c:
			p = place{kind: atDraw}
		}
		if p.kind != atField || !stay.Has(c) {
			m.at[c] = p
		}
		if p.kind != atField {
			stay = stay.Remove(c)
		}
	}
	for _, c := range field.Cards() {
		if !stay.Has(c) {
			m.toField(c)
		}
	}
	m.hidden = st.Phase() == koikoi.PhaseExchange
}

// toField puts c in the lowest free field slot.
func (m *tableModel) toField(c koikoi.Card) {
	used := map[int]bool{}
	for d := range m.at {
		if m.at[d].kind == atField && koikoi.Card(d) != c {
			used[m.slot[d]] = true
		}
	}
	s := 0
	for used[s] {
		s++
	}
	m.at[c], m.slot[c] = place{kind: atField}, s
}

// slots returns one more than the highest field slot in use.
func (m *tableModel) slots() int {
	n := 0
	for c := range m.at {
		if m.at[c].kind == atField {
			n = max(n, m.slot[c]+1)
		}
	}
	return n
}

// apply shows step s.
func (m *tableModel) apply(s Step) {
	land := func(c, onto koikoi.Card) {
		if onto.Valid() {
			m.at[c] = place{kind: atOnto, onto: onto}
			return
		}
		m.toField(c)
	}
	switch s.Kind {
	case StepDeal:
		m.fromState(s.State, true)
	case StepExchange:
		if s.Swap {
			for c := range m.at {
				if m.at[c].kind == atHand {
					m.at[c].seat = m.at[c].seat.Other()
				}
			}
		}
		m.hidden = false
	case StepPlay, StepLand:
		land(s.Card, s.Onto)
	case StepDraw, StepPending:
		m.at[s.Card] = place{kind: atDraw}
	case StepTake:
		for _, c := range s.Cards.Cards() {
			m.at[c] = place{kind: atCaps, seat: s.Seat}
		}
	case StepSettle, StepRoundEnd:
		m.fromState(s.State, false)
	}
}

// set returns the cards at places of kind k (and seat s, for hands and
// captures), in id order.
func (m *tableModel) set(k placeKind, s koikoi.Seat) koikoi.Set {
	var out koikoi.Set
	for c := range m.at {
		p := m.at[c]
		if p.kind == k && (k != atHand && k != atCaps || p.seat == s) {
			out = out.Add(koikoi.Card(c))
		}
	}
	return out
}

// pileTop returns the card on top of the pile (the last in id order), or
// koikoi.NoCard when the pile is empty. Only it is drawn: the others lie
// under it, and a software renderer would paint them all at every frame.
func (m *tableModel) pileTop() koikoi.Card {
	top := koikoi.NoCard
	for _, c := range m.set(atPile, 0).Cards() {
		top = c
	}
	return top
}

// index returns the position of c among set, in id order.
func index(set koikoi.Set, c koikoi.Card) int {
	n := 0
	for _, d := range set.Cards() {
		if d == c {
			return n
		}
		n++
	}
	return n
}

// rectOf returns where card c is shown for viewer.
func (m *tableModel) rectOf(c koikoi.Card, g *tableGeom, viewer koikoi.Seat) kit.Rect {
	p := m.at[c]
	switch p.kind {
	case atDraw:
		return g.draw
	case atField:
		return g.fieldSlot(m.slot[c], m.slots())
	case atOnto:
		if m.at[p.onto].kind == atField {
			return g.onto(g.fieldSlot(m.slot[p.onto], m.slots()))
		}
		return g.draw
	case atHand:
		h := m.set(atHand, p.seat)
		if p.seat == viewer {
			return g.handSlot(index(h, c), h.Len())
		}
		return g.oppSlot(index(h, c), h.Len())
	case atCaps:
		side := 0
		if p.seat != viewer {
			side = 1
		}
		k := c.Kind()
		grp := m.set(atCaps, p.seat) & kindSet(k)
		return g.capCard(side, int(k), index(grp, c), grp.Len())
	}
	return g.pile
}

// faceUp reports whether c shows its face to viewer.
func (m *tableModel) faceUp(c koikoi.Card, viewer koikoi.Seat) bool {
	p := m.at[c]
	switch p.kind {
	case atPile:
		return false
	case atHand:
		return p.seat == viewer && !m.hidden
	}
	return true
}

// depth orders the cards of the table, lowest first: a card lying on
// another is above it, and equal places stack by card id, so the order
// never depends on chance.
func (m *tableModel) depth(c koikoi.Card) int {
	z := [...]int{atPile: 0, atField: 1, atOnto: 2, atCaps: 3, atHand: 4, atDraw: 5}[m.at[c].kind]
	return z*64 + int(c)
}

// kindSet returns the cards of rank k.
func kindSet(k koikoi.Kind) koikoi.Set {
	var s koikoi.Set
	for _, c := range koikoi.AllCards() {
		if c.Kind() == k {
			s = s.Add(c)
		}
	}
	return s
}

// movers returns a mover for every card whose widget is not where model m
// places it for viewer, or not showing the face m says (it turns over half
// way), and raises the moving cards above the others. With deal set, the
// moving cards leave one after another, as from a dealer's hand. The game's
// table and the tutorial's board both move their cards through it.
func (m *tableModel) movers(cards *[koikoi.NumCards]*CardWidget, layer *kit.Layer, g *tableGeom, viewer koikoi.Seat, deal bool) []*kit.Mover {
	var movers []*kit.Mover
	var moving []fyne.CanvasObject
	for _, c := range koikoi.AllCards() {
		w := cards[c]
		to := m.rectOf(c, g, viewer)
		from := kit.RectOf(w)
		face := m.faceUp(c, viewer)
		if from == to && face == !w.Back {
			continue
		}
		mv := &kit.Mover{Obj: w, From: from, To: to}
		if deal {
			mv.Start = float32(len(movers)) * 0.012
			mv.End = mv.Start + 0.4
		}
		if face == w.Back {
			mv.OnHalf = func() { w.Back = !face; w.Refresh() }
		}
		w.PicSize = to.Size
		w.Selected, w.Highlight = false, false
		w.Show()
		movers = append(movers, mv)
		moving = append(moving, w)
	}
	layer.Raise(moving...)
	return movers
}
