package ai

import (
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// playGame plays a whole game, players[p] at seat p, and returns the last
// state. It fails the test on an illegal move or a move out of turn.
func playGame(tb testing.TB, players []Player, final bool, seed uint64) ikebana.State {
	tb.Helper()
	s, err := ikebana.NewState(ikebana.WithPlayers(len(players)), ikebana.WithBouquetFinal(final), ikebana.WithSeed(seed))
	if err != nil {
		tb.Fatal(err)
	}
	for !s.GameOver() {
		if s.Phase() == ikebana.PhaseRoundOver {
			if err := s.PlayNextRound(); err != nil {
				tb.Fatal(err)
			}
			continue
		}
		p := s.ToMove()
		o := s.Observe(p)
		m := players[p].Move(&o)
		if !o.IsLegal(m) {
			tb.Fatalf("seed %d: %T at seat %d played %v, not legal in %v", seed, players[p], p, m, o.LegalMoves())
		}
		if err := s.Play(m); err != nil {
			tb.Fatal(err)
		}
	}
	return s
}

// mustNew builds a player or fails the test.
func mustNew(tb testing.TB, level string, opts ...Option) Player {
	tb.Helper()
	p, err := New(level, opts...)
	if err != nil {
		tb.Fatal(err)
	}
	return p
}
