package advice_test

import (
	"errors"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/advice"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
)

// TestPaulowniaIsNoHigherRank is the issue's "Paulownia could take
// Paulownia, a card of a higher rank": the hint discards, and another
// Paulownia of the hand could take the Paulownia of the field. Nothing
// is taken to rank that plain above, so the advice says Forgoes, and
// Check refuses a PassesOver in its place.
func TestPaulowniaIsNoHigherRank(t *testing.T) {
	o := stage("rulebook",
		"feb-plain-1 feb-plain-2 mar-poetry mar-plain-1 apr-ribbon apr-plain-1 aug-plain-1 dec-plain-3",
		"jan-plain-1 jun-plain-1 jul-plain-2 oct-blue nov-ribbon dec-plain-2 sep-plain-1 may-plain-1")
	a := advice.Advise(&o, ai.WithSeed(3), ai.WithBudget(300))
	if err := advice.Check(&o, a); err != nil {
		t.Fatal(err)
	}
	i := -1
	for j, r := range a.Reasons {
		if r.Kind == advice.PassesOver {
			t.Fatalf("a discard passes over %v, of a higher rank than nothing: %v", r.Cards, a.Reasons)
		}
		if r.Kind == advice.Forgoes {
			i = j
		}
	}
	if i < 0 {
		t.Fatalf("the discard %v does not say it forgoes the Paulownia: %v", a.Move, a.Reasons)
	}
	hand, _ := koikoi.ParseCard("dec-plain-3")
	field, _ := koikoi.ParseCard("dec-plain-2")
	if r := a.Reasons[i]; r.Alt != koikoi.Play(hand) || r.Cards != koikoi.SetOf(field) {
		t.Errorf("forgoes %v", r)
	}
	lie := a
	lie.Reasons = append([]advice.Reason(nil), a.Reasons...)
	lie.Reasons[i].Kind = advice.PassesOver
	if err := advice.Check(&o, lie); !errors.Is(err, advice.ErrFalseClaim) {
		t.Errorf("Check accepts a Paulownia of a higher rank than a discard: %v", err)
	}
}

// TestDiscardSaysWhyNotTheCheaper is the issue's "Play Cuckoo — no card
// can take a field card", which did not say why an animal rather than a
// plain: a discard that is not the hand's cheapest names the cheaper card
// it keeps (the plain of its month first) and how the search rated the
// two, and Check holds the rating to the search's.
func TestDiscardSaysWhyNotTheCheaper(t *testing.T) {
	found := 0
	for seed := uint64(1); seed <= 40 && found < 3; seed++ {
		for _, deal := range [][2]string{
			{"apr-cuckoo apr-plain-1 feb-plain-1 mar-plain-1 aug-plain-1 oct-plain-1 nov-ribbon dec-plain-1",
				"jan-plain-1 jan-plain-2 may-plain-1 may-plain-2 jun-plain-1 jul-plain-1 sep-plain-1 sep-plain-2"},
			{"jun-butterflies jun-plain-1 apr-cuckoo apr-plain-1 feb-plain-1 mar-plain-1 aug-plain-1 oct-plain-1",
				"jan-plain-1 jan-plain-2 may-plain-1 may-plain-2 jul-plain-1 sep-plain-1 nov-swallow dec-plain-1"},
		} {
			o := stage("standard", deal[0], deal[1])
			a := advice.Advise(&o, ai.WithSeed(seed), ai.WithBudget(300))
			if err := advice.Check(&o, a); err != nil {
				t.Fatal(err)
			}
			if a.Move.Kind != koikoi.MovePlay || a.Move.Card.Kind() == koikoi.Plain {
				continue
			}
			found++
			var rated *advice.Reason
			for i, r := range a.Reasons {
				if r.Kind == advice.Rated {
					rated = &a.Reasons[i]
				}
			}
			if rated == nil {
				t.Fatalf("the discard of %v keeps a plain and says not why: %v", a.Move.Card, a.Reasons)
			}
			alt := rated.Alt.Card
			if alt.Kind() <= a.Move.Card.Kind() || o.Hand.Has(alt) == false {
				t.Errorf("the discard of %v is compared with %v", a.Move.Card, alt)
			}
			if same := o.Hand.Month(a.Move.Card.Month()).Remove(a.Move.Card); !same.Empty() && alt.Month() != a.Move.Card.Month() {
				t.Errorf("the discard of %v is compared with %v, not with %v of its month", a.Move.Card, alt, same)
			}
			lie := a
			lie.Reasons = append([]advice.Reason(nil), a.Reasons...)
			for i := range lie.Reasons {
				if lie.Reasons[i].Kind == advice.Rated {
					lie.Reasons[i].Percent += 7
				}
			}
			if err := advice.Check(&o, lie); !errors.Is(err, advice.ErrFalseClaim) {
				t.Errorf("Check accepts a rating the search did not give: %v", err)
			}
		}
	}
	if found == 0 {
		t.Skip("the search discarded only plains in these positions")
	}
}
