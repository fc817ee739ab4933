package koikoi_test

import (
	"fmt"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// Scoring rules.md §5's example: sanko and tsukimi under the standard
// preset, 7+ doubled, then doubled again after the opponent's Koi-Koi.
func ExampleRules_Score() {
	r := koikoi.MustPreset("standard")
	caps, _ := koikoi.ParseSet("jan-crane aug-moon dec-phoenix sep-sake")
	sc := r.Score(caps, koikoi.ScoreContext{Month: 5, KoiOpp: 1})
	for y := koikoi.Yaku(0); y < koikoi.NumYaku; y++ {
		if p := sc.Yaku[y]; p > 0 {
			fmt.Println(y, p)
		}
	}
	fmt.Println("base", sc.Base, "doubled", sc.Doubled, "koi-koi ×", sc.KoiMult, "total", sc.Total)
	// Output:
	// sanko 5
	// tsukimi 5
	// base 10 doubled true koi-koi × 2 total 40
}

// Playing a game: every decision is a Move, and Apply returns the next
// state. Here the players always take the first legal move.
func ExampleState_Apply() {
	r := koikoi.MustPreset("museum")
	r.Set("rounds", "6")
	s, _ := koikoi.NewState(koikoi.WithRules(r), koikoi.WithSeed(42))
	for s.Phase() != koikoi.PhaseGameOver {
		if s.Phase() == koikoi.PhaseRoundOver {
			s, _ = s.NextRound()
			continue
		}
		s, _ = s.Apply(s.LegalMoves()[0])
	}
	fmt.Println("rounds:", s.Round(), "zero-sum:", s.Score(0)+s.Score(1) == 0)
	// Output:
	// rounds: 6 zero-sum: true
}

// A game's text form is what saves and replays hold.
func ExampleGame_MarshalText() {
	g, _ := koikoi.NewGame(koikoi.WithSeed(7), koikoi.WithDealer(0))
	g.Apply(g.State().LegalMoves()[0])
	text, _ := g.MarshalText()
	var back koikoi.Game
	err := back.UnmarshalText(text)
	fmt.Println(err == nil, back.Moves() == g.Moves())
	// Output:
	// true true
}

// A move says what it did: ApplyEvents returns the next state and the
// move's events, which the table animates and a server sends to each seat
// (e.For(seat)).
func ExampleState_ApplyEvents() {
	s, _ := koikoi.NewState(koikoi.WithSeed(3), koikoi.WithDealer(0))
	s, evs, _ := s.ApplyEvents(s.LegalMoves()[0], nil)
	for _, e := range evs {
		fmt.Println(e)
	}
	// Output:
	// play seat=0 card=jan-plain-2
	// stay card=jan-plain-2
	// draw seat=0 card=nov-rainman
	// capture seat=0 card=nov-rainman cards="nov-swallow"
}
