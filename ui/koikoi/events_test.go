package koikoi

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// TestStepsFollowEvents plays random games under every preset, with the
// Gaji and the exchange on, and shows each move's events to seat 0's table
// model as its steps: after every move the model shows what seat 0 sees,
// every card it can see in its place and as many face-down cards in the
// other hand and the pile as there are, with nothing but the events (the
// table never asks the engine where a card went).
func TestStepsFollowEvents(t *testing.T) {
	seen := map[StepKind]int{}
	for _, preset := range koikoi.PresetNames {
		for seed := uint64(1); seed <= 12; seed++ {
			r := koikoi.MustPreset(preset)
			for _, o := range [][2]string{{"gaji", "on"}, {"exchange", "on"}} {
				if err := r.Set(o[0], o[1]); err != nil {
					t.Fatal(err)
				}
			}
			g, err := koikoi.NewGame(koikoi.WithRules(r), koikoi.WithSeed(seed))
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 7))
			var m tableModel
			show := func(evs []koikoi.Event, what string) {
				t.Helper()
				for i := range evs {
					evs[i] = evs[i].For(0)
				}
				for _, s := range stepsOf(evs, 0) {
					seen[s.Kind]++
					m.reveal(s)
					m.apply(s)
				}
				obs := g.Observe(0)
				if err := sameView(&m, &obs); err != nil {
					t.Fatalf("%s seed %d, %s (events %v): %v", preset, seed, what, evs, err)
				}
			}
			show(g.State().DealEvents(nil), "the first deal")
			for i := 0; i < 400; i++ {
				st := g.State()
				if st.Phase() == koikoi.PhaseGameOver {
					break
				}
				if st.Phase() == koikoi.PhaseRoundOver {
					evs, err := g.NextRoundEvents(nil)
					if err != nil {
						t.Fatal(err)
					}
					show(evs, "a deal")
					continue
				}
				ms := st.LegalMoves()
				mv := ms[rng.IntN(len(ms))]
				evs, err := g.ApplyEvents(mv, nil)
				if err != nil {
					t.Fatal(err)
				}
				show(evs, fmt.Sprintf("move %d (%v by %d)", i, mv, st.ToMove()))
			}
		}
	}
	for k := StepDeal; k <= StepSweep; k++ {
		if seen[k] == 0 && k != StepHiki { // the Hiki: TestHikiTold
			t.Errorf("no step of kind %d in the random games", k)
		}
	}
}

// sameView returns an error when model m does not show what o shows: each
// card o's seat sees at its place (a card left lying on the one it took
// counts as in the field, as at the end of every move), the others face
// down in as many as o says in the other hand and in the pile.
func sameView(m *tableModel, o *koikoi.Observation) error {
	var want tableModel
	want.fromObservation(o, true)
	hidden := func(p place) bool {
		return p.kind == atPile || p.kind == atHand && (p.seat != o.Seat || want.hidden)
	}
	count := map[place]int{}
	for c := range m.at {
		got, w := m.at[c], want.at[c]
		if got.kind == atOnto {
			got = place{kind: atField}
		}
		if got.kind != atHand && got.kind != atCaps {
			got.seat = 0
		}
		if hidden(w) {
			count[got]++
			count[w]--
			if !hidden(got) {
				return fmt.Errorf("%v shown at %+v; seat %d cannot see it", koikoi.Card(c), got, o.Seat)
			}
			continue
		}
		if got != w {
			return fmt.Errorf("%v shown at %+v; seat %d sees it at %+v", koikoi.Card(c), m.at[c], o.Seat, w)
		}
	}
	for p, n := range count {
		if n != 0 {
			return fmt.Errorf("%+d face-down cards at %+v", n, p)
		}
	}
	if m.hidden != want.hidden {
		return fmt.Errorf("hands face down %v; want %v", m.hidden, want.hidden)
	}
	return nil
}
