package koikoi

import (
	"math/rand/v2"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// TestStepsMatchEngine plays random games under every preset, with the
// Gaji on, and checks that the steps derived from each move, shown one by
// one, put every card where the engine has it before the closing settle
// step has anything to fix.
func TestStepsMatchEngine(t *testing.T) {
	for _, preset := range koikoi.PresetNames {
		for seed := uint64(1); seed <= 12; seed++ {
			r := koikoi.MustPreset(preset)
			r.Set("gaji", "on")
			g, err := koikoi.NewGame(koikoi.WithRules(r), koikoi.WithSeed(seed))
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 7))
			var m tableModel
			m.fromState(g.State(), true)
			for i := 0; i < 400; i++ {
				st := g.State()
				if st.Phase() == koikoi.PhaseGameOver {
					break
				}
				if st.Phase() == koikoi.PhaseRoundOver {
					g.NextRound()
					for _, s := range dealSteps(g.State()) {
						m.apply(s)
					}
					continue
				}
				ms := st.LegalMoves()
				mv := ms[rng.IntN(len(ms))]
				seat := st.ToMove()
				if err := g.Apply(mv); err != nil {
					t.Fatal(err)
				}
				steps := deriveSteps(st, g.State(), seat, mv)
				for _, s := range steps {
					if s.Kind == StepSettle || s.Kind == StepRoundEnd {
						break
					}
					m.apply(s)
				}
				var want tableModel
				want.fromState(g.State(), true)
				if p := g.State().Phase(); p == koikoi.PhaseRoundOver || p == koikoi.PhaseGameOver {
					// A Gaji's holder sweeps its month's field cards as the
					// round ends: the settle step shows that.
					want = m
				}
				for c := range m.at {
					got, w := m.at[c], want.at[c]
					if got.kind == atOnto {
						got.kind = atField // a card left lying on another: the engine has it in the field
					}
					if got.kind != w.kind || (w.kind == atHand || w.kind == atCaps) && got.seat != w.seat {
						t.Fatalf("%s seed %d move %d (%v by %d): %v shown at %+v; the engine has it at %+v",
							preset, seed, i, mv, seat, koikoi.Card(c), m.at[c], w)
					}
				}
				for _, s := range steps {
					if s.Kind == StepSettle || s.Kind == StepRoundEnd {
						m.apply(s)
					}
				}
			}
		}
	}
}
