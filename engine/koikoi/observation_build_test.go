package koikoi

import (
	"errors"
	"math/rand/v2"
	"testing"
)

// TestNewObservationRebuilds checks that an observation rebuilt from its
// public fields, filled with the true hidden cards, plays on exactly like
// the real game until the round ends.
func TestNewObservationRebuilds(t *testing.T) {
	for _, name := range []string{"standard", "rulebook", "sloper"} {
		r := MustPreset(name)
		for seed := uint64(0); seed < 40; seed++ {
			s, err := NewState(WithRules(r), WithSeed(seed))
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 7))
			for s.Phase() < PhaseRoundOver {
				if s.Phase() == PhaseExchange {
					s, _ = s.Apply(Keep) // decided face down: nothing to rebuild
					continue
				}
				o := s.Observe(s.ToMove())
				o.public = State{}
				b, err := NewObservation(o)
				if err != nil {
					t.Fatalf("%s seed %d: NewObservation: %v", name, seed, err)
				}
				d, err := b.Determinize(s.Hand(s.ToMove().Other()), s.Pile())
				if err != nil {
					t.Fatalf("%s seed %d: Determinize: %v", name, seed, err)
				}
				real := s
				for k := 0; real.Phase() < PhaseRoundOver; k++ {
					ms := real.LegalMoves()
					if got := d.LegalMoves(); len(got) != len(ms) {
						t.Fatalf("%s seed %d: rebuilt legal moves %v; want %v", name, seed, got, ms)
					}
					m := ms[rng.IntN(len(ms))]
					real, _ = real.Apply(m)
					if d, err = d.Apply(m); err != nil {
						t.Fatalf("%s seed %d: %v", name, seed, err)
					}
					if real.Field() != d.Field() || real.Captured(0) != d.Captured(0) || real.Phase() != d.Phase() || real.Score(0) != d.Score(0) || real.Score(1) != d.Score(1) {
						t.Fatalf("%s seed %d: rebuilt game diverged after %d moves", name, seed, k)
					}
				}
				ms := s.LegalMoves()
				s, _ = s.Apply(ms[rng.IntN(len(ms))])
			}
		}
	}
}

func TestNewObservationErrors(t *testing.T) {
	r := MustPreset("standard")
	full := FullDeck
	tests := []struct {
		name string
		o    Observation
		want error
	}{
		{"too many cards", Observation{Rules: &r, Phase: PhasePlay, Hand: full, OppHandLen: 1, Pending: NoCard}, ErrBadDeck},
		{"twice", Observation{Rules: &r, Phase: PhasePlay, Hand: SetOf(0, 1), Field: SetOf(1), OppHandLen: 2, PileLen: 44, Pending: NoCard}, ErrBadDeck},
		{"no choices", Observation{Rules: &r, Phase: PhaseCaptureHand, Hand: SetOf(4), Field: SetOf(1, 2), OppHandLen: 1, PileLen: 43, Pending: 0}, ErrBadMove},
		{"pending in play", Observation{Rules: &r, Phase: PhasePlay, Hand: SetOf(4), Field: SetOf(1, 2), OppHandLen: 1, PileLen: 43, Pending: 0}, ErrBadMove},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := NewObservation(tt.o); !errors.Is(err, tt.want) {
				t.Errorf("NewObservation = %v; want %v", err, tt.want)
			}
		})
	}
}

// TestTargets: a hand card's targets are its month's field cards; the
// lightning's, while the Gaji is live, the whole field but a month
// declared by a Hiki.
func TestTargets(t *testing.T) {
	r := MustPreset("rulebook")
	if err := r.Set("gaji", "on"); err != nil {
		t.Fatal(err)
	}
	set := func(ids string) Set {
		s, err := ParseSet(ids)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	hand := set("nov-lightning feb-warbler apr-cuckoo may-bridge jun-butterflies jul-boar aug-moon")
	opp := set("mar-plain-2 feb-poetry apr-ribbon may-ribbon jun-blue jul-ribbon oct-blue")
	field := set("mar-curtain mar-poetry mar-plain-1 sep-plain-1 oct-plain-1 nov-swallow")
	pile := (FullDeck &^ (hand | field | opp)).Cards()
	o, err := NewObservation(Observation{Rules: &r, Phase: PhasePlay, MyTurn: true, Round: 1,
		Dealer: true, Hand: hand, Field: field, OppHandLen: opp.Len(), PileLen: len(pile), Pending: NoCard, GajiLive: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		card Card
		want Set
	}{
		{set("feb-warbler").First(), 0},
		{set("oct-blue").First(), set("oct-plain-1")},
		{LightningCard, field},
	} {
		if got := o.Targets(c.card); got != c.want {
			t.Errorf("Targets(%v) = %v; want %v", c.card, got, c.want)
		}
	}
	// March declared by a Hiki: its cards are out of the Gaji's reach.
	h := o
	h.Hiki = 1 << 3
	if h, err = NewObservation(h); err != nil {
		t.Fatal(err)
	}
	if got, want := h.Targets(LightningCard), field&^field.Month(3); got != want {
		t.Errorf("after a Hiki on March, Targets(lightning) = %v; want %v", got, want)
	}
}
