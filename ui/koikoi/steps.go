package koikoi

import "github.com/koikoi-app/koikoi/engine/koikoi"

// StepKind is what one step of a turn does on the table.
type StepKind uint8

// The steps a move is told and animated in.
const (
	StepDeal     StepKind = iota // Seat deals round Round: Cards to the field, Count cards to each hand (Hand: Viewer's)
	StepExchange                 // Seat swaps hands with the Oya (Swap) or keeps its own (Hand: Viewer's after it)
	StepPlay                     // Seat plays Card from its hand onto Onto (or a free place)
	StepDraw                     // the top card of the pile, Card, is turned over
	StepLand                     // the drawn Card goes onto Onto (or a free place)
	StepPending                  // Card waits for Seat to choose among Cards
	StepTake                     // Seat takes Cards (Card and what it matched) into its captures
	StepYaku                     // Seat made the yaku of Yaku (only those new or grown)
	StepKoiKoi                   // Seat calls Koi-Koi
	StepShobu                    // Seat stops and scores (also when its last card ends the round)
	StepSettle                   // the move is over: the cards rest a moment before the next
	StepRoundEnd                 // the round is over (Result)
	StepHiki                     // Seat declares a Hiki: it holds the fourth card of Card's month, at which the other's Gaji aimed
	StepSweep                    // at the round's end the Gaji's Seat takes Cards, the field cards of its month
)

// Step is one thing that happens on the table, told by the engine's
// events (stepsOf); the table screen animates and narrates it.
type Step struct {
	Kind  StepKind
	Seat  koikoi.Seat
	Card  koikoi.Card
	Onto  koikoi.Card
	Cards koikoi.Set
	Swap  bool
	Yaku  koikoi.YakuList
	// Wild is, on a StepPlay of the lightning, that it is played as the
	// wild Gaji (any field card but a month declared by a Hiki).
	Wild bool
	// Waits is, on a StepPlay or a StepLand, that the card waits for a
	// choice of what it takes: it goes beside the pile.
	Waits bool
	// Took is, on a StepPlay, StepLand or a capture choice's StepTake,
	// what the card took in the end (for the narration).
	Took   koikoi.Set
	Result koikoi.RoundResult
	// On a StepDeal or a StepExchange: Hand is the hand of seat Viewer
	// (the seat the events were told to), none while the hands lie face
	// down before the exchange; Count the cards in each hand, Round the
	// round's number.
	Hand   koikoi.Set
	Viewer koikoi.Seat
	Count  int
	Round  int
}

// stepsOf returns the table's steps for the events evs, as seat viewer
// was told them: each move's steps end with a StepSettle, a deal's do
// not.
func stepsOf(evs []koikoi.Event, viewer koikoi.Seat) []Step {
	var out []Step
	open := false // a move's steps are under way, its StepSettle not yet told
	settle := func() {
		if open {
			out = append(out, Step{Kind: StepSettle, Seat: out[len(out)-1].Seat})
			open = false
		}
	}
	add := func(s Step) {
		out = append(out, s)
		open = true
	}
	// lands tells where card c, played or drawn by seat, went: onto the
	// card it took, or to a free place (it stayed, or it waits for a
	// choice). It returns how many events after it it used.
	lands := func(kind StepKind, seat koikoi.Seat, c koikoi.Card, wild bool, rest []koikoi.Event) int {
		s := Step{Kind: kind, Seat: seat, Card: c, Onto: koikoi.NoCard, Wild: wild}
		if len(rest) == 0 {
			add(s)
			return 0
		}
		switch e := rest[0]; e.Kind {
		case koikoi.EventCapture:
			s.Onto, s.Took = e.Cards.First(), e.Cards
			add(s)
			add(Step{Kind: StepTake, Seat: seat, Card: c, Cards: e.Cards.Add(c), Took: e.Cards})
			return 1
		case koikoi.EventChoose:
			s.Waits = true
			add(s)
			add(Step{Kind: StepPending, Seat: seat, Card: c, Cards: e.Cards})
			return 1
		case koikoi.EventStay:
			add(s)
			return 1
		}
		add(s)
		return 0
	}
	mover := viewer
	var prev koikoi.Event
	for i := 0; i < len(evs); i++ {
		e := evs[i]
		if i > 0 && startsMove(prev, e) {
			settle()
		}
		prev = e
		switch e.Kind {
		case koikoi.EventDeal:
			settle()
			out = append(out, Step{Kind: StepDeal, Seat: e.Seat, Cards: e.Cards, Hand: e.Hand, Viewer: viewer,
				Count: e.Count, Round: e.Round})
			mover = e.Seat
		case koikoi.EventExchange:
			add(Step{Kind: StepExchange, Seat: e.Seat, Swap: e.Swap, Hand: e.Hand, Viewer: viewer})
			mover = e.Seat
		case koikoi.EventPlay:
			mover = e.Seat
			i += lands(StepPlay, e.Seat, e.Card, e.Wild, evs[i+1:])
			prev = evs[i]
		case koikoi.EventDraw:
			add(Step{Kind: StepDraw, Seat: e.Seat, Card: e.Card})
			i += lands(StepLand, e.Seat, e.Card, false, evs[i+1:])
			prev = evs[i]
		case koikoi.EventTurnUp:
			add(Step{Kind: StepDraw, Seat: e.Seat, Card: e.Card})
			add(Step{Kind: StepLand, Seat: e.Seat, Card: e.Card, Onto: koikoi.NoCard})
		case koikoi.EventCapture:
			mover = e.Seat
			add(Step{Kind: StepTake, Seat: e.Seat, Card: e.Card, Cards: e.Cards.Add(e.Card), Took: e.Cards})
		case koikoi.EventStay:
			add(Step{Kind: StepLand, Seat: e.Seat, Card: e.Card, Onto: koikoi.NoCard})
		case koikoi.EventChoose:
			add(Step{Kind: StepPending, Seat: e.Seat, Card: e.Card, Cards: e.Cards})
		case koikoi.EventHiki:
			mover = e.Seat.Other()
			add(Step{Kind: StepHiki, Seat: e.Seat, Card: e.Card, Cards: e.Cards})
		case koikoi.EventSweep:
			add(Step{Kind: StepSweep, Seat: e.Seat, Card: koikoi.NoCard, Cards: e.Cards})
		case koikoi.EventYaku:
			add(Step{Kind: StepYaku, Seat: e.Seat, Yaku: e.Made})
		case koikoi.EventKoiKoi:
			mover = e.Seat
			add(Step{Kind: StepKoiKoi, Seat: e.Seat})
		case koikoi.EventShobu:
			mover = e.Seat
			add(Step{Kind: StepShobu, Seat: e.Seat})
		case koikoi.EventRoundEnd:
			seat := mover
			if !open { // the round ended at its deal: told of its winner
				seat = e.Result.Winner
			}
			settle()
			out = append(out, Step{Kind: StepRoundEnd, Seat: seat, Result: e.Result})
		}
	}
	settle()
	return out
}

// startsMove reports whether event e, after prev, is the first of a move
// (a deal's too): its play, the exchange, the Koi-Koi or Shobu decided,
// or the capture chosen after prev asked for a choice.
func startsMove(prev, e koikoi.Event) bool {
	switch e.Kind {
	case koikoi.EventDeal, koikoi.EventExchange, koikoi.EventPlay, koikoi.EventKoiKoi:
		return true
	case koikoi.EventShobu:
		return e.Reason != koikoi.EndLastCard
	case koikoi.EventCapture, koikoi.EventHiki:
		return prev.Kind == koikoi.EventChoose
	}
	return false
}

// moveOf returns the move event e, after prev, tells when it starts one:
// the e2e log names each move.
func moveOf(prev, e koikoi.Event) (koikoi.Move, bool) {
	if !startsMove(prev, e) {
		return koikoi.Move{}, false
	}
	switch e.Kind {
	case koikoi.EventExchange:
		if e.Swap {
			return koikoi.Exchange, true
		}
		return koikoi.Keep, true
	case koikoi.EventPlay:
		if e.Wild {
			return koikoi.Gaji, true
		}
		return koikoi.Play(e.Card), true
	case koikoi.EventKoiKoi:
		return koikoi.KoiKoi, true
	case koikoi.EventShobu:
		return koikoi.Shobu, true
	case koikoi.EventCapture:
		return koikoi.Capture(e.Cards.First()), true
	case koikoi.EventHiki:
		return koikoi.Capture(e.Card), true
	}
	return koikoi.Move{}, false
}
