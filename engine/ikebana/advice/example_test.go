package advice_test

import (
	"fmt"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/advice"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
)

// ExampleAdvise asks for advice after the first card of a game, and maps
// it to the button to highlight.
func ExampleAdvise() {
	s, _ := ikebana.NewState(ikebana.WithPlayers(3), ikebana.WithSeed(7), ikebana.WithFirstPlayer(0))
	s.Play(ikebana.Draw)
	obs := s.Observe(0)
	a := advice.Advise(&obs, ai.WithSeed(1))
	button := map[ikebana.MoveKind]string{ikebana.MoveDraw: "Draw", ikebana.MoveBuy: "Buy", ikebana.MoveKeep: "Keep", ikebana.MoveRefuse: "Refuse"}
	fmt.Printf("%s phase: highlight %s (%v)\n", a.Phase, button[a.Move.Kind], a.Card)
	for _, r := range a.Reasons {
		switch r.Kind {
		case advice.Refuse:
			fmt.Printf("%v: %v costs %d, paid to seat %d\n", r.Kind, r.Card, r.Price, r.To)
		case advice.Outlook, advice.Wins:
			fmt.Printf("%v: compared with %v\n", r.Kind, r.Alt)
		}
	}
	fmt.Println("claims hold:", advice.Check(&obs, a) == nil)
	fmt.Println("chance shown:", a.Searched)
	// Output:
	// drawn phase: highlight Refuse (red-2a)
	// refuse: red-2a costs 1, paid to seat 1
	// outlook: compared with keep
	// wins: compared with keep
	// claims hold: true
	// chance shown: true
}
