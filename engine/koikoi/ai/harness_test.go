package ai

import (
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// playGame plays a whole game between two players (a in seat 0) and returns
// the final scores. It fails the test on an illegal move.
func playGame(tb testing.TB, a, b Player, r koikoi.Rules, seed uint64) (int, int) {
	tb.Helper()
	s, err := koikoi.NewState(koikoi.WithRules(r), koikoi.WithSeed(seed))
	if err != nil {
		tb.Fatal(err)
	}
	players := [2]Player{a, b}
	for s.Phase() != koikoi.PhaseGameOver {
		if s.Phase() == koikoi.PhaseRoundOver {
			if s, err = s.NextRound(); err != nil {
				tb.Fatal(err)
			}
			continue
		}
		p := s.ToMove()
		o := s.Observe(p)
		m := players[p].Move(&o)
		if s, err = s.Apply(m); err != nil {
			tb.Fatalf("seed %d: %T played %v: %v", seed, players[p], m, err)
		}
	}
	return s.Score(0), s.Score(1)
}
