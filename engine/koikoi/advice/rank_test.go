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
