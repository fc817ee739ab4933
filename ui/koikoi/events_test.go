package koikoi

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// TestStepsFollowEvents plays random games under every preset, with the
// Gaji and the exchange on, and shows each move's events to each seat's
// table model as its steps: after every move the model shows what the
// seat sees,
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
			var models [2]tableModel // each seat's table
			show := func(evs []koikoi.Event, what string) {
				t.Helper()
				for v := koikoi.Seat(0); v < 2; v++ {
					told := make([]koikoi.Event, len(evs))
					for i, e := range evs {
						told[i] = e.For(v)
					}
					m := &models[v]
					for _, s := range stepsOf(told, v) {
						seen[s.Kind]++
						m.reveal(s)
						m.apply(s)
					}
					obs := g.Observe(v)
					if err := sameView(m, &obs); err != nil {
						t.Fatalf("%s seed %d, %s, seen by %d (events %v): %v", preset, seed, what, v, told, err)
					}
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
	t.Run("hiki", func(t *testing.T) { hikiFollowed(t, seen) })
	for k := StepDeal; k <= StepSweep; k++ {
		if seen[k] == 0 {
			t.Errorf("no step of kind %d in the games", k)
		}
	}
}

// hikiFollowed plays the Gaji into a Hiki (too rare for random games),
// seen from both seats: the declared month's fourth card is in the other
// hand, and the Gaji chooses again, or stays in the field when nothing
// else is left to take.
func hikiFollowed(t *testing.T, seen map[StepKind]int) {
	r := koikoi.MustPreset("rulebook")
	if err := r.Set("gaji", "on"); err != nil {
		t.Fatal(err)
	}
	set := func(ids string) koikoi.Set {
		s, err := koikoi.ParseSet(ids)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	hand := set("nov-lightning feb-warbler apr-cuckoo may-bridge jun-butterflies jul-boar aug-moon")
	opp := set("mar-plain-2 feb-poetry apr-ribbon may-ribbon jun-blue jul-ribbon oct-blue")
	for _, field := range []string{"mar-curtain mar-poetry mar-plain-1 sep-plain-1 oct-plain-1", "mar-curtain mar-poetry mar-plain-1"} {
		f := set(field)
		pile := (koikoi.FullDeck &^ (hand | f | opp)).Cards()
		o, err := koikoi.NewObservation(koikoi.Observation{Rules: &r, Phase: koikoi.PhasePlay, MyTurn: true, Round: 1,
			Dealer: true, Hand: hand, Field: f, OppHandLen: opp.Len(), PileLen: len(pile), Pending: koikoi.NoCard, GajiLive: true})
		if err != nil {
			t.Fatal(err)
		}
		start, err := o.Determinize(opp, pile)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range []koikoi.Seat{0, 1} {
			s := start
			var m tableModel
			obs := s.Observe(v)
			m.fromObservation(&obs, true)
			for _, mv := range []koikoi.Move{koikoi.Gaji, koikoi.Capture(f.First())} {
				next, evs, err := s.ApplyEvents(mv, nil)
				if err != nil {
					t.Fatal(err)
				}
				for i := range evs {
					evs[i] = evs[i].For(v)
				}
				for _, st := range stepsOf(evs, v) {
					seen[st.Kind]++
					m.reveal(st)
					m.apply(st)
				}
				s = next
				obs := s.Observe(v)
				if err := sameView(&m, &obs); err != nil {
					t.Fatalf("field %s, seen by %d, after %v (events %v): %v", field, v, mv, evs, err)
				}
			}
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
