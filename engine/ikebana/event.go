package ikebana

import (
	"fmt"
	"strings"
)

// EventKind is what one event of a move tells.
type EventKind uint8

// The events. Every card of Ikebana is turned over face up, so every seat
// sees every event whole; only the pile's order stays hidden.
const (
	EventRoundStart EventKind = iota // round Round starts: the pile is shuffled, Seat plays first
	EventDraw                        // Seat turns over Card, the top of the pile
	EventRefuse                      // Seat refuses Card and pays Price to To
	EventDiscard                     // Card goes on top of Seat's discard pile
	EventKeep                        // Seat keeps Card in its bouquet; the turn ends
	EventBuy                         // Seat buys Card, the top of From's discard pile, for Price
	EventReshuffle                   // the pile ran out: the discards but the top cards, Count of them, are shuffled into a new pile
	EventPayment                     // the round is scored: the bank pays Seat Price for its bouquet, leaving it Prestige
	EventRoundEnd                    // round Round is over (Final: the Bouquet-final doubled it); Seat starts the next
	EventGameEnd                     // the game is over: Winners holds bit p for each winning seat p
	numEventKinds
)

var eventNames = [numEventKinds]string{"round-start", "draw", "refuse", "discard", "keep", "buy", "reshuffle",
	"payment", "round-end", "game-end"}

// String returns the kind's name, as the JSON form writes it.
func (k EventKind) String() string {
	if k < numEventKinds {
		return eventNames[k]
	}
	return fmt.Sprintf("event(%d)", uint8(k))
}

// ParseEventKind reads the name String returns.
func ParseEventKind(name string) (EventKind, error) {
	for k, n := range eventNames {
		if n == name {
			return EventKind(k), nil
		}
	}
	return 0, fmt.Errorf("%w: event %q", ErrBadEvent, name)
}

// Event is one thing a move (or the start of a round) did, as the table
// shows it and the server sends it. Fields an event kind does not use are
// zero, and its card NoCard.
type Event struct {
	Kind     EventKind
	Seat     Seat
	Card     Card
	Price    int   // EventRefuse, EventBuy: what Seat paid; EventPayment: what the bank paid
	To       Seat  // EventRefuse: the payee
	From     Seat  // EventBuy: the seller
	Prestige int   // EventPayment: Seat's prestige after the payment
	Round    int   // EventRoundStart, EventRoundEnd
	Final    bool  // EventRoundEnd, EventPayment: the Bouquet-final doubling applied
	Count    int   // EventReshuffle: the cards of the new pile
	Winners  uint8 // EventGameEnd: bit p for each seat p with the most prestige
}

// For returns what seat p may see of e: all of it, since Ikebana hides no
// card once it is turned over. It is there so that both games' events are
// sent the same way.
func (e Event) For(p Seat) Event { return e }

// String returns the event in one line for logs, such as
// "refuse seat=0 card=red-1a price=1 to=1".
func (e Event) String() string {
	var b strings.Builder
	b.WriteString(e.Kind.String())
	field := func(name string, v any) { fmt.Fprintf(&b, " %s=%v", name, v) }
	switch e.Kind {
	case EventReshuffle:
		field("count", e.Count)
	case EventRoundStart:
		field("round", e.Round)
		field("first", e.Seat)
	case EventRoundEnd:
		field("round", e.Round)
		field("next", e.Seat)
		if e.Final {
			field("final", true)
		}
	case EventGameEnd:
		var ws []string
		for p := 0; p < MaxPlayers; p++ {
			if e.Winners&(1<<p) != 0 {
				ws = append(ws, fmt.Sprint(p))
			}
		}
		field("winners", strings.Join(ws, ","))
	default:
		field("seat", e.Seat)
	}
	if e.Card != NoCard {
		field("card", e.Card)
	}
	switch e.Kind {
	case EventRefuse:
		field("price", e.Price)
		field("to", e.To)
	case EventBuy:
		field("price", e.Price)
		field("from", e.From)
	case EventPayment:
		field("price", e.Price)
		field("prestige", e.Prestige)
	}
	return b.String()
}

// ApplyEvents is Apply that also tells what the move did: it appends the
// move's events to dst and returns it (dst unchanged on an error).
func (s State) ApplyEvents(m Move, dst []Event) (State, []Event, error) {
	next := s
	if err := next.Play(m); err != nil {
		return s, dst, err
	}
	me := s.toMove
	switch m.Kind {
	case MoveDraw:
		dst = next.drawEvents(&s, dst)
	case MoveRefuse:
		price, to := s.RefusePrice()
		dst = append(dst, Event{Kind: EventRefuse, Seat: me, Card: s.drawn, Price: price, To: to},
			Event{Kind: EventDiscard, Seat: me, Card: s.drawn})
		dst = next.drawEvents(&s, dst)
	case MoveKeep:
		dst = append(dst, Event{Kind: EventKeep, Seat: me, Card: s.drawn})
	case MoveBuy:
		c := s.top[m.From]
		dst = append(dst, Event{Kind: EventBuy, Seat: me, Card: c, Price: c.Value(), From: m.From})
	}
	if next.phase == PhaseRoundOver || next.phase == PhaseGameOver {
		dst = next.scoreEvents(dst)
	}
	return next, dst, nil
}

// drawEvents appends the events of the card s turned over after before:
// the reshuffle of the discards, if the pile ran out, and the draw.
func (s *State) drawEvents(before *State, dst []Event) []Event {
	if s.shuffles > before.shuffles {
		dst = append(dst, Event{Kind: EventReshuffle, Seat: s.toMove, Card: NoCard, Count: int(s.pileLen) + 1})
	}
	return append(dst, Event{Kind: EventDraw, Seat: s.toMove, Card: s.drawn})
}

// scoreEvents appends the events of the round s just scored: the bank's
// payment to each seat, from the round's first player clockwise, the
// round's end and, after the last, the game's.
func (s *State) scoreEvents(dst []Event) []Event {
	final := s.cfg.rules.Final && s.scoredRound == Rounds
	n := int(s.players)
	for i := 0; i < n; i++ {
		p := (int(s.scoredFirst) + i) % n
		dst = append(dst, Event{Kind: EventPayment, Seat: Seat(p), Card: NoCard,
			Price: bouquetTotal(s.scored[p], final), Prestige: int(s.after[p]), Final: final})
	}
	dst = append(dst, Event{Kind: EventRoundEnd, Seat: s.upNext, Card: NoCard, Round: int(s.scoredRound), Final: final})
	if s.phase == PhaseGameOver {
		e := Event{Kind: EventGameEnd, Card: NoCard}
		for p := 0; p < n; p++ {
			if s.Wins(Seat(p)) {
				e.Winners |= 1 << p
			}
		}
		dst = append(dst, e)
	}
	return dst
}

// DealEvents appends to dst the events of the round just started, as
// NewState and NextRound leave it: its shuffle and first player. Call it
// before any move of the round.
func (s State) DealEvents(dst []Event) []Event {
	return append(dst, Event{Kind: EventRoundStart, Seat: s.first, Card: NoCard, Round: int(s.round)})
}

// NextRoundEvents is NextRound that also appends its events to dst: the
// next round's DealEvents.
func (s State) NextRoundEvents(dst []Event) (State, []Event, error) {
	next, err := s.NextRound()
	if err != nil {
		return s, dst, err
	}
	return next, next.DealEvents(dst), nil
}
