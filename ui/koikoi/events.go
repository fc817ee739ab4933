package koikoi

import "github.com/koikoi-app/koikoi/engine/koikoi"

// StepKind is what one step of a turn does on the table.
type StepKind uint8

// The steps a move is told and animated in.
const (
	StepDeal     StepKind = iota // a round is dealt (State: the dealt round)
	StepExchange                 // Seat swaps hands with the Oya (Swap) or keeps its own
	StepPlay                     // Seat plays Card from its hand onto Onto (or a free place)
	StepDraw                     // the top card of the pile, Card, is turned over
	StepLand                     // the drawn Card goes onto Onto (or a free place)
	StepPending                  // Card waits for Seat to choose among Cards
	StepTake                     // Seat takes Cards (Card and what it matched) into its captures
	StepYaku                     // Seat made the yaku of Yaku (only those new or grown)
	StepKoiKoi                   // Seat calls Koi-Koi
	StepShobu                    // Seat stops and scores (also when its last card ends the round)
	StepSettle                   // cards go where the engine has them (State), e.g. a Gaji's sweep
	StepRoundEnd                 // the round is over (Result)
	StepHiki                     // Seat declares a Hiki: it holds the fourth card of Card's month, at which the other's Gaji aimed
)

// Step is one thing that happens on the table, derived by the controller
// from the engine's moves; the table screen animates and narrates it.
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
	// Took is, on a StepPlay, StepLand or a capture choice's StepTake,
	// what the card took in the end (for the narration).
	Took   koikoi.Set
	Result koikoi.RoundResult
	// State is the game after the move the step belongs to.
	State koikoi.State
}

// deriveSteps tells how the move m of seat turned before into after.
func deriveSteps(before, after koikoi.State, seat koikoi.Seat, m koikoi.Move) []Step {
	var out []Step
	add := func(s Step) int {
		s.Seat, s.State = seat, after
		out = append(out, s)
		return len(out) - 1
	}
	field := before.Field()
	// lands places c on the field (a Play or a Land step) and takes what
	// it matches, as the engine's match does; it reports whether the turn
	// goes on.
	lands := func(kind StepKind, c koikoi.Card, wild bool) bool {
		mt := field.Month(c.Month())
		if wild {
			mt = field &^ hikiCards(before)
		}
		switch {
		case mt.Len() == 0:
			add(Step{Kind: kind, Card: c, Onto: koikoi.NoCard})
			field = field.Add(c)
			return true
		case mt.Len() == 2 || wild && mt.Len() > 1:
			// The player chooses (two cards of the month, or the Gaji's
			// pick of the whole field): the card waits beside the pile.
			add(Step{Kind: kind, Card: c, Onto: koikoi.NoCard, Wild: wild})
			add(Step{Kind: StepPending, Card: c, Cards: mt})
			return false
		}
		i := add(Step{Kind: kind, Card: c, Onto: mt.First(), Took: mt, Wild: wild})
		add(Step{Kind: StepTake, Card: c, Cards: mt.Add(c), Took: out[i].Took})
		field &^= mt
		return true
	}
	draw := func() {
		if after.PileLen() >= before.PileLen() || !after.Drawn().Valid() {
			return
		}
		d := after.Drawn()
		if field.Empty() && before.PileLen()-after.PileLen() == 2 {
			// An empty field gets a pile card face up before the draw.
			seen := before.Field() | before.Captured(seat) | before.Captured(seat.Other()) |
				before.Hand(seat) | before.Hand(seat.Other())
			if f := (after.Field() | after.Captured(seat)) &^ seen &^ koikoi.SetOf(d); !f.Empty() {
				add(Step{Kind: StepDraw, Card: f.First()})
				add(Step{Kind: StepLand, Card: f.First(), Onto: koikoi.NoCard})
				field = field.Add(f.First())
			}
		}
		add(Step{Kind: StepDraw, Card: d})
		lands(StepLand, d, false)
	}
	switch m.Kind {
	case koikoi.MoveExchange, koikoi.MoveKeep:
		add(Step{Kind: StepExchange, Swap: m.Kind == koikoi.MoveExchange})
	case koikoi.MovePlay:
		if lands(StepPlay, m.Card, playedWild(before, after, seat, m)) {
			draw()
		}
	case koikoi.MoveGaji:
		// The lightning played wild: it waits for the choice, or takes
		// at once the one card it may take.
		if lands(StepPlay, koikoi.LightningCard, true) {
			draw()
		}
	case koikoi.MoveCapture:
		q := before.Pending()
		if declared := after.HikiMonths() &^ before.HikiMonths(); declared != 0 {
			// The Gaji's target is refused (rules.md §4): the other player
			// declares it, then the Gaji picks again, takes the one card
			// left or stays in the field.
			i := add(Step{Kind: StepHiki, Card: m.Card, Cards: field.Month(m.Card.Month())})
			out[i].Seat = seat.Other()
			rest := before.Choices() &^ field.Month(m.Card.Month())
			switch {
			case after.Phase() == koikoi.PhaseCaptureHand && after.Pending() == q:
				add(Step{Kind: StepPending, Card: q, Cards: after.Choices()})
			case rest.Empty():
				add(Step{Kind: StepLand, Card: q, Onto: koikoi.NoCard})
				field = field.Add(q)
				draw()
			default:
				add(Step{Kind: StepTake, Card: q, Cards: rest.Add(q), Took: rest})
				field &^= rest
				draw()
			}
			break
		}
		add(Step{Kind: StepTake, Card: q, Cards: koikoi.SetOf(q, m.Card), Took: koikoi.SetOf(m.Card)})
		field = field.Remove(m.Card)
		if before.Phase() == koikoi.PhaseCaptureHand {
			draw()
		}
	case koikoi.MoveKoiKoi:
		add(Step{Kind: StepKoiKoi})
	case koikoi.MoveShobu:
		add(Step{Kind: StepShobu})
	}
	var grown koikoi.YakuList
	ya, yb := after.YakuOf(seat), before.YakuOf(seat)
	made := false
	for y := range ya {
		if ya[y] > yb[y] {
			grown[y], made = ya[y], true
		}
	}
	if made {
		add(Step{Kind: StepYaku, Yaku: grown})
	}
	over := func(p koikoi.Phase) bool { return p == koikoi.PhaseRoundOver || p == koikoi.PhaseGameOver }
	if over(after.Phase()) && !over(before.Phase()) {
		r := after.Result()
		if !r.Draw && r.Reason == koikoi.EndLastCard {
			add(Step{Kind: StepShobu})
		}
		add(Step{Kind: StepSettle})
		add(Step{Kind: StepRoundEnd, Result: r})
	} else {
		add(Step{Kind: StepSettle})
	}
	return out
}

// dealSteps tells a round's deal, and its end when the deal ends it.
func dealSteps(st koikoi.State) []Step {
	out := []Step{{Kind: StepDeal, Seat: st.Dealer(), State: st}}
	if p := st.Phase(); p == koikoi.PhaseRoundOver || p == koikoi.PhaseGameOver {
		out = append(out, Step{Kind: StepRoundEnd, Seat: st.Result().Winner, Result: st.Result(), State: st})
	}
	return out
}
