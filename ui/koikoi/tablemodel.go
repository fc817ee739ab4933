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
// so it lags the engine while they are animated, and meets the position
// again once they rest. Field cards keep their slot while they stay in
// the field.
//
// The game's table knows what its viewer sees: the other hand and the
// pile are cards it cannot name. Any of those face-down cards stands for
// one of them (the lowest ids it has not placed elsewhere), and when a
// step names a card that lies face down in another place than the one it
// comes from, the two face-down cards change places first (reveal): no
// one can tell them apart.
type tableModel struct {
	at     [koikoi.NumCards]place
	slot   [koikoi.NumCards]int
	hidden bool // the hands are dealt face down until the exchange is decided
}

// table is a position as the model shows it: each seat's hand (the cards
// standing for those the viewer cannot see included), the field, the
// captures and the card waiting for a choice.
type table struct {
	hands, caps [2]koikoi.Set
	field       koikoi.Set
	pending     koikoi.Card
	hidden      bool
}

// fromState shows st whole (a lesson's board, which knows its script),
// keeping the slots of the cards already in the field unless fresh.
func (m *tableModel) fromState(st koikoi.State, fresh bool) {
	m.show(table{hands: [2]koikoi.Set{st.Hand(0), st.Hand(1)}, caps: [2]koikoi.Set{st.Captured(0), st.Captured(1)},
		field: st.Field(), pending: st.Pending(), hidden: st.Phase() == koikoi.PhaseExchange}, fresh)
}

// fromObservation shows what o's seat sees: the hands it cannot see are
// made of the cards it cannot see, those the model shows in them first.
func (m *tableModel) fromObservation(o *koikoi.Observation, fresh bool) {
	v := o.Seat
	tb := table{field: o.Field, pending: o.Pending, hidden: o.Phase == koikoi.PhaseExchange}
	tb.hands[v], tb.caps[v], tb.caps[v.Other()] = o.Hand, o.Captured, o.OppCaptured
	unseen := o.Unseen()
	if o.Phase == koikoi.PhaseRoundOver || o.Phase == koikoi.PhaseGameOver {
		tb.hands[v.Other()] = o.OppHand // shown once the round is over
		unseen &^= o.OppHand
	} else {
		tb.hands[v.Other()] = m.standIn(&unseen, v.Other(), o.OppHandLen)
	}
	if tb.hidden { // both hands face down: the viewer's is unseen too
		tb.hands[v] = m.standIn(&unseen, v, unseen.Len()-o.PileLen)
	}
	m.show(tb, fresh)
}

// standIn takes n cards out of unseen for seat's face-down hand: those the
// model shows in it first, then the lowest ids.
func (m *tableModel) standIn(unseen *koikoi.Set, seat koikoi.Seat, n int) koikoi.Set {
	var out koikoi.Set
	for _, pass := range []bool{true, false} {
		for _, c := range unseen.Cards() {
			if out.Len() >= n {
				break
			}
			if !pass || m.at[c] == (place{kind: atHand, seat: seat}) {
				out, *unseen = out.Add(c), unseen.Remove(c)
			}
		}
	}
	return out
}

// show places the cards of tb (the rest in the pile), keeping the slots of
// the cards already in the field unless fresh (a new deal).
func (m *tableModel) show(tb table, fresh bool) {
	var stay koikoi.Set
	if !fresh {
		for c := range m.at {
			if m.at[c].kind == atField {
				stay = stay.Add(koikoi.Card(c))
			}
		}
	}
	for _, c := range koikoi.AllCards() {
		p := place{kind: atPile}
		for s := koikoi.Seat(0); s < 2; s++ {
			switch {
			case tb.hands[s].Has(c):
				p = place{kind: atHand, seat: s}
			case tb.caps[s].Has(c):
				p = place{kind: atCaps, seat: s}
			}
		}
		switch {
		case tb.field.Has(c):
			p = place{kind: atField}
		case tb.pending == c:
			p = place{kind: atDraw}
		}
		if p.kind != atField || !stay.Has(c) {
			m.at[c] = p
		}
		if p.kind != atField {
			stay = stay.Remove(c)
		}
	}
	for _, c := range tb.field.Cards() {
		if !stay.Has(c) {
			m.toField(c)
		}
	}
	m.hidden = tb.hidden
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

// reveal makes the face-down cards agree with step s before it is shown:
// the card it plays lies in its player's hand, the card it turns over in
// the pile, a hand it shows holds its cards. It reports whether cards
// changed places (the table puts them there at once: they are face down).
func (m *tableModel) reveal(s Step) bool {
	switch s.Kind {
	case StepPlay:
		return m.bring(s.Card, place{kind: atHand, seat: s.Seat}, 0)
	case StepDraw:
		return m.bring(s.Card, place{kind: atPile}, 0)
	case StepExchange:
		// The hand told lies, face down, where the exchange takes it from.
		from := place{kind: atHand, seat: s.Viewer}
		if s.Swap {
			from.seat = s.Viewer.Other()
		}
		moved := false
		for _, c := range s.Hand.Cards() {
			moved = m.bring(c, from, s.Hand) || moved
		}
		return moved
	}
	return false
}

// bring swaps c, face down elsewhere, with a face-down card at p that is
// not in keep (the one of the highest id), and reports whether it did.
func (m *tableModel) bring(c koikoi.Card, p place, keep koikoi.Set) bool {
	if m.at[c] == p {
		return false
	}
	for d := koikoi.Card(koikoi.NumCards - 1); d.Valid(); d-- {
		if m.at[d] == p && !keep.Has(d) {
			m.at[c], m.at[d] = p, m.at[c]
			return true
		}
	}
	return false
}

// deal shows the deal of step s: every card in the pile, then the field,
// the hand of the seat the deal was told to (face down, as the other's,
// when the exchange comes first) and the other hand, the lowest ids of
// the cards left standing for its cards.
func (m *tableModel) deal(s Step) {
	tb := table{field: s.Cards, pending: koikoi.NoCard, hidden: s.Hand.Empty()}
	unseen := koikoi.FullDeck &^ s.Cards &^ s.Hand
	for i := range m.at {
		m.at[i] = place{kind: atPile}
	}
	tb.hands[s.Viewer] = s.Hand
	if tb.hidden {
		tb.hands[s.Viewer] = m.standIn(&unseen, s.Viewer, s.Count)
	}
	tb.hands[s.Viewer.Other()] = m.standIn(&unseen, s.Viewer.Other(), s.Count)
	m.show(tb, true)
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
		m.deal(s)
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
		if s.Waits {
			m.at[s.Card] = place{kind: atDraw}
			break
		}
		land(s.Card, s.Onto)
	case StepDraw, StepPending:
		m.at[s.Card] = place{kind: atDraw}
	case StepTake, StepSweep:
		for _, c := range s.Cards.Cards() {
			m.at[c] = place{kind: atCaps, seat: s.Seat}
		}
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
