package advice_test

import (
	"fmt"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/advice"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
)

// stage deals a round of the rules in which the player (seat 0, the Oya)
// holds hand and the field is field; the other cards follow in deck order.
func stage(preset, hand, field string) koikoi.Observation {
	rules := koikoi.MustPreset(preset)
	h, _ := koikoi.ParseSet(hand)
	f, _ := koikoi.ParseSet(field)
	rest := (koikoi.FullDeck &^ h &^ f).Cards()
	deck, err := koikoi.StackDeck(&rules, h.Cards(), rest[:8], f.Cards(), rest[8:])
	if err != nil {
		panic(err)
	}
	s, err := koikoi.NewState(koikoi.WithRules(rules), koikoi.WithDecks(deck), koikoi.WithDealer(0))
	if err != nil {
		panic(err)
	}
	if s.Phase() == koikoi.PhaseExchange {
		s, _ = s.Apply(koikoi.Keep)
	}
	return s.Observe(0)
}

// The issue's first move: a Pine in the hand could take the Crane, a
// bright of January, the round's month, yet the hint takes the
// Chrysanthemum ribbon. The advice says that it passes over the Crane, and
// why: the other three Pine cards are in the player's hand, so nobody else
// can take the Crane, and the search rated the ribbon first.
func Example_passesOverTheCrane() {
	o := stage("rulebook",
		"jan-plain-1 jan-plain-2 jan-poetry sep-plain-2 apr-plain-1 may-plain-2 jun-plain-1 dec-plain-2",
		"jan-crane sep-blue feb-plain-1 jul-plain-1 aug-plain-1 nov-swallow mar-poetry oct-plain-1")
	a := advice.Advise(&o, ai.WithSeed(1))
	fmt.Println(a.Move)
	for _, r := range a.Reasons {
		fmt.Println(" ", r)
	}
	fmt.Println("check:", advice.Check(&o, a))
	// Output:
	// play sep-plain-2
	//   takes sep-blue sep-plain-2
	//   passes-over jan-crane alt play jan-poetry
	//   month-held jan-crane held jan-poetry jan-plain-1 jan-plain-2
	//   rated +1 over play jan-poetry
	// check: <nil>
}
