package ai

import (
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// TestAdviseHidesUncalibrated checks that Advise gives the chance of
// winning at a table of calibrated levels and not at one with another
// person or a level whose edge was not measured, where its claims still
// hold.
func TestAdviseHidesUncalibrated(t *testing.T) {
	obs := decisionPoints(t, 3, 12)
	for i, o := range obs {
		table := func(others ...string) []string {
			l := make([]string, 3)
			for q := range l {
				if ikebana.Seat(q) != o.Seat {
					l[q], others = others[0], others[1:]
				}
			}
			return l
		}
		known := Advise(&o, WithSeed(uint64(i)), WithBudget(3000), WithLevels(table("normal", "hard")))
		if !known.Searched || known.Outlooks == nil {
			t.Fatalf("position %d: normal and hard computers, yet no chance", i)
		}
		for _, levels := range [][]string{table("normal", ""), table("easy", "hard"), table("random", "random")} {
			a := Advise(&o, WithSeed(uint64(i)), WithBudget(3000), WithLevels(levels))
			if a.Searched || a.Outlooks != nil || a.WinChance != 0 {
				t.Errorf("position %d, levels %q: a chance of %.3f shown", i, levels, a.WinChance)
			}
			for _, r := range a.Reasons {
				if r.Kind == ReasonWins || r.Kind == ReasonEven || r.Kind == ReasonOutlook {
					t.Errorf("position %d, levels %q: reason %v without the search's numbers", i, levels, r.Kind)
				}
			}
			if err := Check(&o, a); err != nil {
				t.Errorf("position %d, levels %q: %v", i, levels, err)
			}
		}
	}
}
