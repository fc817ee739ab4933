package koikoi

import (
	"fmt"
	"strings"
)

// EventKind is what one event of a move tells.
type EventKind uint8

// The events, in the order a turn makes them: a card played, what it
// captured or that it stayed, the card drawn and the same for it, the yaku
// made, the Koi-Koi or Shobu, the Gaji's sweep and the round's end.
const (
	EventDeal     EventKind = iota // a round is dealt: Seat deals, Cards is the field
	EventExchange                  // Seat, the non-dealer, swapped hands with the Oya (Swap) or kept its own
	EventPlay                      // Seat plays Card from its hand; Wild: the lightning as the wild Gaji
	EventDraw                      // Seat turns over Card, the top of the pile
	EventTurnUp                    // Card, the top of the pile, goes face up into the empty field
	EventStay                      // Card (played, drawn or a Gaji refused by a Hiki) stays in the field
	EventChoose                    // Card waits for Seat to choose what it captures among Cards
	EventCapture                   // Seat captures Cards from the field with Card; Wild: with the Gaji, paired with Month
	EventHiki                      // Seat declares a Hiki: it holds the fourth card of Month; the Gaji aimed at Card, Cards stay
	EventSweep                     // at the round's end the Gaji's Seat takes Cards, the field cards of Month
	EventYaku                      // Seat made or raised the yaku of Made; its yaku are now Yaku, worth Points
	EventKoiKoi                    // Seat calls Koi-Koi for the Count-th time this round
	EventShobu                     // Seat stops and scores (Reason last-card: its last card made a yaku)
	EventRoundEnd                  // the round is over: Result; Seat is the winner, or on a draw the next Oya
	EventGameEnd                   // the game is over: Scores; Seat won unless Draw
	numEventKinds
)

var eventNames = [numEventKinds]string{"deal", "exchange", "play", "draw", "turn-up", "stay", "choose",
	"capture", "hiki", "sweep", "yaku", "koikoi", "shobu", "round-end", "game-end"}

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

// Event is one thing a move (or a deal) did, as the table shows it and the
// server sends it. Its exported fields hold only what both seats may see;
// For adds what one seat may see besides (its own hand at a deal or an
// exchange). Fields an event kind does not use are zero, and its cards
// NoCard.
type Event struct {
	Kind   EventKind
	Seat   Seat
	Card   Card
	Cards  Set
	Wild   bool      // EventPlay, EventCapture: the lightning played as the wild Gaji
	Swap   bool      // EventExchange: the hands were swapped
	Month  int       // EventHiki, EventSweep, the Gaji's EventCapture: the month; EventDeal: the round's month
	Round  int       // EventDeal: the round's number
	Count  int       // EventKoiKoi: the calls this round; EventDeal: cards in each hand
	Points int       // EventYaku: the seat's yaku points now (their sum)
	Yaku   YakuList  // EventYaku: all the seat's yaku now
	Made   YakuList  // EventYaku: the yaku made or raised by the move, with their points
	Reason EndReason // EventShobu
	Hash   string    // EventDeal: the fair-deal fingerprint of the deck (DealHash)
	Result RoundResult
	Scores [2]int // EventGameEnd
	Draw   bool   // EventGameEnd: tied
	// Hand is, in the event For returns, the seat's hand after a deal or an
	// exchange. It is 0 in the event a move returns: only For fills it.
	Hand Set

	hands  [2]Set // EventDeal, EventExchange: both hands, for For
	hidden bool   // EventDeal: the hands stay face down (the exchange comes first)
}

// For returns what seat p may see of e: e itself, with p's hand after a
// deal (once the hands are face up) or an exchange. A server sends each
// seat e.For(seat).
func (e Event) For(p Seat) Event {
	if (e.Kind == EventDeal && !e.hidden || e.Kind == EventExchange) && p < 2 {
		e.Hand = e.hands[p]
	}
	return e
}

// Public returns e as every seat and every onlooker may see it: e without
// any hand.
func (e Event) Public() Event {
	e.Hand, e.hands, e.hidden = 0, [2]Set{}, false
	return e
}

// String returns the event in one line for logs, such as
// "capture seat=0 card=jan-crane cards=jan-plain-1".
func (e Event) String() string {
	var b strings.Builder
	b.WriteString(e.Kind.String())
	field := func(name string, v any) { fmt.Fprintf(&b, " %s=%v", name, v) }
	switch e.Kind {
	case EventTurnUp, EventStay:
	case EventRoundEnd:
		if !e.Result.Draw {
			field("seat", e.Seat)
		}
	case EventGameEnd:
		if !e.Draw {
			field("seat", e.Seat)
		}
	default:
		field("seat", e.Seat)
	}
	if e.Card != NoCard {
		field("card", e.Card)
	}
	if e.Cards != 0 {
		fmt.Fprintf(&b, " cards=%q", e.Cards.String())
	}
	if e.Hand != 0 {
		fmt.Fprintf(&b, " hand=%q", e.Hand.String())
	}
	switch e.Kind {
	case EventDeal:
		field("round", e.Round)
		field("month", e.Month)
		field("hash", e.Hash)
	case EventExchange:
		field("swap", e.Swap)
	case EventPlay, EventCapture:
		if e.Wild {
			field("wild", true)
			if e.Kind == EventCapture {
				field("month", e.Month)
			}
		}
	case EventHiki, EventSweep:
		field("month", e.Month)
	case EventYaku:
		for y, p := range e.Made {
			if p > 0 {
				fmt.Fprintf(&b, " %s=%d", Yaku(y), p)
			}
		}
		field("points", e.Points)
	case EventKoiKoi:
		field("count", e.Count)
	case EventShobu:
		field("reason", e.Reason)
	case EventRoundEnd:
		r := &e.Result
		field("reason", r.Reason)
		if r.Draw {
			field("draw", true)
		} else {
			field("points", r.Points)
		}
	case EventGameEnd:
		fmt.Fprintf(&b, " scores=%d,%d", e.Scores[0], e.Scores[1])
		if e.Draw {
			field("draw", true)
		}
	}
	return b.String()
}

// DealEvents appends to dst the events of the round just dealt, as NewState
// and NextRound leave it: the deal, and the round's end when the deal ends
// it (teshi, kuttsuki, four in the field). Call it before any move of the
// round.
func (s State) DealEvents(dst []Event) []Event {
	dst = append(dst, Event{Kind: EventDeal, Seat: s.dealer, Card: NoCard, Cards: s.field,
		Round: int(s.round), Month: int(s.month), Count: s.hands[s.dealer].Len(), Hash: s.DealHash(),
		hands: s.hands, hidden: s.phase == PhaseExchange})
	if s.phase == PhaseRoundOver {
		seat := s.result.Winner
		if s.result.Draw {
			seat = s.dealer
		}
		dst = append(dst, Event{Kind: EventRoundEnd, Seat: seat, Card: NoCard, Result: s.result})
	}
	return dst
}

// NextRoundEvents is NextRound that also appends its events to dst: the
// next round's DealEvents, or EventGameEnd.
func (s State) NextRoundEvents(dst []Event) (State, []Event, error) {
	next, err := s.NextRound()
	if err != nil {
		return s, dst, err
	}
	if next.phase == PhaseGameOver {
		w, won := next.Winner()
		return next, append(dst, Event{Kind: EventGameEnd, Seat: w, Card: NoCard, Scores: next.scores, Draw: !won}), nil
	}
	return next, next.DealEvents(dst), nil
}
