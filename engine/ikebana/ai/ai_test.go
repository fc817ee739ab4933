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

// TestRoundSpread checks the spreads winShare assumes against normal
// players' games at every table size, with the Bouquet final: the spread
// of a seat's prestige over one of the first three rounds around the
// table's mean (scaled by n/(n-1), the spread against independent
// others), and the variance of the doubled last round in ordinary rounds.
func TestRoundSpread(t *testing.T) {
	np := mustNew(t, "normal")
	for n := ikebana.MinPlayers; n <= ikebana.MaxPlayers; n++ {
		var sq [ikebana.Rounds + 1]float64
		var count [ikebana.Rounds + 1]int
		for seed := uint64(1); seed <= 400; seed++ {
			s, _ := ikebana.NewState(ikebana.WithPlayers(n), ikebana.WithSeed(seed), ikebana.WithBouquetFinal(true))
			before := make([]int, n)
			for p := range before {
				before[p] = s.Prestige(ikebana.Seat(p))
			}
			for {
				if s.Phase().Playing() {
					o := s.Observe(s.ToMove())
					s.Play(np.Move(&o))
					continue
				}
				d := make([]float64, n)
				mean := 0.0
				for p := range n {
					d[p] = float64(s.Prestige(ikebana.Seat(p)) - before[p])
					before[p] = s.Prestige(ikebana.Seat(p))
					mean += d[p] / float64(n)
				}
				for p := range n {
					sq[s.Round()] += (d[p] - mean) * (d[p] - mean)
					count[s.Round()]++
				}
				if s.GameOver() {
					break
				}
				s.PlayNextRound()
			}
		}
		scale := float64(n) / float64(n-1)
		ordinary := (sq[1] + sq[2] + sq[3]) / float64(count[1]+count[2]+count[3]) * scale
		final := sq[4] / float64(count[4]) * scale
		sd, ratio := math.Sqrt(ordinary), final/ordinary
		t.Logf("%d seats: a round's spread %.1f (relSigma %.1f), the final round's variance %.2f rounds (finalVariance %.2f)",
			n, sd, relSigma[n], ratio, finalVariance[n])
		if math.Abs(sd-relSigma[n]) > 0.1*relSigma[n] || math.Abs(ratio-finalVariance[n]) > 0.2*finalVariance[n] {
			t.Errorf("%d seats: spread %.1f, final round %.2f rounds; winShare assumes %.1f and %.2f", n, sd, ratio, relSigma[n], finalVariance[n])
		}
	}
}
