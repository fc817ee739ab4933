package engine

import (
	"math/rand/v2"
	"testing"
)

func TestSmoke(t *testing.T) {
	for _, name := range PresetNames {
		r := MustPreset(name)
		r.Set("gaji", "on")
		r.Set("exchange", "on")
		for seed := uint64(0); seed < 300; seed++ {
			s, err := NewState(WithRules(r), WithSeed(seed))
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 1))
			steps := 0
			for s.Phase() != PhaseGameOver {
				if s.Phase() == PhaseRoundOver {
					s, err = s.NextRound()
					if err != nil {
						t.Fatal(err)
					}
					continue
				}
				ms := s.LegalMoves()
				if len(ms) == 0 {
					t.Fatalf("no moves in %v", s.Phase())
				}
				s, err = s.Apply(ms[rng.IntN(len(ms))])
				if err != nil {
					t.Fatal(err)
				}
				all := s.Hand(0) | s.Hand(1) | s.Field() | s.Captured(0) | s.Captured(1) | SetOf(s.Pending())
				for _, c := range s.Pile() {
					all = all.Add(c)
				}
				if all != FullDeck && s.Phase() != PhaseGameOver {
					t.Fatalf("%s seed %d: cards lost %d", name, seed, all.Len())
				}
				steps++
			}
			if name == "museum" || name == "sloper" {
				if s.Score(0)+s.Score(1) != 0 {
					t.Fatal("zero-sum")
				}
			}
		}
	}
}
