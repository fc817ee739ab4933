package ikebana_test

import (
	"fmt"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

func ExampleScoreBouquet() {
	b, _ := ikebana.ParseSet("red-5 green-5 yellow-5 blue-5 multi-5")
	sc, _ := ikebana.ScoreBouquet(b, false)
	for _, c := range sc.Combinations() {
		fmt.Printf("%s of %ds: %d\n", c.Kind, c.Value, c.Points)
	}
	fmt.Println("joker multi-5 is", sc.Jokers[4])
	fmt.Printf("%d colours: %d × %d = %d\n", sc.Colours, sc.Base, sc.Multiplier, sc.Total)
	// Output:
	// five of 5s: 25
	// joker multi-5 is black
	// 5 colours: 25 × 3 = 75
}

func ExampleState_Apply() {
	s, _ := ikebana.NewState(ikebana.WithPlayers(3), ikebana.WithSeed(7), ikebana.WithFirstPlayer(0))
	s, _ = s.Apply(ikebana.Draw)
	fmt.Println(s.Phase(), s.LegalMoves())
	price, to := s.RefusePrice()
	fmt.Printf("refusing costs %d, paid to seat %d\n", price, to)
	s, _ = s.Apply(ikebana.Refuse)
	s, _ = s.Apply(ikebana.Keep)
	fmt.Println(s.ToMove(), s.Prestige(0), s.Prestige(1), s.LegalMoves())
	_, err := s.Apply(ikebana.Buy(1))
	fmt.Println(err)
	// Output:
	// drawn [keep refuse]
	// refusing costs 1, paid to seat 1
	// 1 5 7 [draw buy 0]
	// ikebana: cannot buy from your own discard pile: buy 1
}

func ExampleObservation_Determinize() {
	s, _ := ikebana.NewState(ikebana.WithPlayers(2), ikebana.WithSeed(1))
	o := s.Observe(s.ToMove())
	// A search samples the unseen pile many times and plays each sample on
	// in place.
	wins := 0
	for seed := uint64(0); seed < 10; seed++ {
		d := o.Determinize(seed)
		for !d.GameOver() {
			if d.Phase() == ikebana.PhaseRoundOver {
				d.PlayNextRound()
				continue
			}
			d.Play(ikebana.Draw)
			d.Play(ikebana.Keep)
		}
		for _, w := range d.Winners() {
			if w == o.Seat {
				wins++
			}
		}
	}
	fmt.Println(o.PileLen, o.Unseen.Len(), wins <= 10)
	// Output:
	// 55 55 true
}

func ExampleGame_MarshalText() {
	g, _ := ikebana.NewGame(ikebana.WithPlayers(2), ikebana.WithSeed(42), ikebana.WithBouquetFinal(true))
	g.Apply(ikebana.Draw)
	g.Apply(ikebana.Refuse)
	g.Apply(ikebana.Keep)
	g.Apply(ikebana.Buy(g.State().ToMove() ^ 1))
	text, _ := g.MarshalText()
	fmt.Print(string(text))

	var back ikebana.Game
	fmt.Println(back.UnmarshalText(text), back.Moves())
	fmt.Println(back.UnmarshalText([]byte("ikebana-game 2\nmoves\nend\n")))
	// Output:
	// ikebana-game 1
	// options players=2 final=on
	// seed 42
	// moves
	// draw
	// refuse
	// keep
	// buy 1
	// end
	// <nil> 4
	// ikebana: unsupported game record version: "2" (this version reads 1)
}

// A move says what it did: ApplyEvents returns the next state and the
// move's events, which the table animates and a server sends to each seat.
func ExampleState_ApplyEvents() {
	s, _ := ikebana.NewState(ikebana.WithPlayers(3), ikebana.WithSeed(3), ikebana.WithFirstPlayer(0))
	for _, m := range []ikebana.Move{ikebana.Draw, ikebana.Refuse, ikebana.Keep} {
		var evs []ikebana.Event
		s, evs, _ = s.ApplyEvents(m, evs)
		for _, e := range evs {
			fmt.Println(e)
		}
	}
	// Output:
	// draw seat=0 card=black-5
	// refuse seat=0 card=black-5 price=1 to=1
	// discard seat=0 card=black-5
	// draw seat=0 card=blue-1b
	// keep seat=0 card=blue-1b
}
