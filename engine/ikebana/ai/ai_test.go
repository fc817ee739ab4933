package ai

import (
	"math"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

func TestNewRejectsUnknownLevel(t *testing.T) {
	for _, l := range []string{"", "expert", "hard2"} {
		if _, err := New(l); err == nil {
			t.Errorf("New(%q) = nil error", l)
		}
	}
	for _, l := range append(Levels, " Hard ", "NORMAL") {
		if _, err := New(l); err != nil {
			t.Errorf("New(%q): %v", l, err)
		}
	}
}

// TestLevelsPlayLegally plays every level at every table size, with and
// without the Bouquet final, against the others: playGame fails on any
// illegal move.
func TestLevelsPlayLegally(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 8
	}
	for n := ikebana.MinPlayers; n <= ikebana.MaxPlayers; n++ {
		for g := range games {
			var players []Player
			for p := range n {
				level := Levels[(g+p)%len(Levels)]
				opts := []Option{WithSeed(uint64(g*10 + p))}
				if level == "hard" {
					opts = append(opts, WithBudget(60))
				}
				players = append(players, mustNew(t, level, opts...))
			}
			playGame(t, players, g%2 == 1, uint64(1000*n+g))
		}
	}
}

// TestOnlyObservation checks that a player's move depends only on what
// the seat sees: two states that differ only in the pile's order get the
// same move from every level.
func TestOnlyObservation(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		s, _ := ikebana.NewState(ikebana.WithPlayers(3), ikebana.WithSeed(seed))
		np := mustNew(t, "normal")
		for range int(seed % 9) {
			o := s.Observe(s.ToMove())
			s.Play(np.Move(&o))
		}
		o := s.Observe(s.ToMove())
		// The same observation, from a state with another pile order.
		s2 := o.Determinize(seed * 77)
		o2 := s2.Observe(s2.ToMove())
		for _, l := range Levels {
			p := mustNew(t, l, WithSeed(5), WithBudget(200))
			if a, b := p.Move(&o), p.Move(&o2); a != b {
				t.Errorf("seed %d, %s: %v from the real pile, %v from another order", seed, l, a, b)
			}
		}
	}
}

// TestRoundSigma checks the spread roundSigma assumes against normal
// players' rounds (4 seats).
func TestRoundSigma(t *testing.T) {
	var sum, sq float64
	n := 0
	np := mustNew(t, "normal")
	for seed := uint64(1); seed <= 300; seed++ {
		s, _ := ikebana.NewState(ikebana.WithPlayers(4), ikebana.WithSeed(seed))
		before := [4]int{6, 6, 6, 6}
		for !s.GameOver() {
			if s.Phase() == ikebana.PhaseRoundOver {
				for p := range 4 {
					d := float64(s.Prestige(ikebana.Seat(p)) - before[p])
					sum += d
					sq += d * d
					n++
					before[p] = s.Prestige(ikebana.Seat(p))
				}
				s.PlayNextRound()
				continue
			}
			o := s.Observe(s.ToMove())
			s.Play(np.Move(&o))
		}
	}
	mean := sum / float64(n)
	sd := math.Sqrt(sq/float64(n) - mean*mean)
	t.Logf("a seat's prestige over a round: mean %.1f, sd %.1f", mean, sd)
	if sd < relSigma[4]/2 || sd > relSigma[4]*2 {
		t.Errorf("round sd %.1f, relSigma[4] is %.1f", sd, relSigma[4])
	}
}
