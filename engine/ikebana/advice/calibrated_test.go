package advice

import (
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
)

// TestAdviseHidesUncalibrated checks that Advise gives the chance of
// winning at a table of calibrated levels and not at one with another
// person or a level whose edge was not measured, where its claims still
// hold.
func TestAdviseHidesUncalibrated(t *testing.T) {
	np := mustNew(t, "normal")
	var obs []ikebana.Observation
	for seed := uint64(100); len(obs) < 12; seed++ {
		s, err := ikebana.NewState(ikebana.WithPlayers(3), ikebana.WithSeed(seed))
		if err != nil {
			t.Fatal(err)
		}
		for !s.GameOver() && len(obs) < 12 {
			if s.Phase() == ikebana.PhaseRoundOver {
				s.PlayNextRound()
				continue
			}
			o := s.Observe(s.ToMove())
			if len(o.LegalMoves()) > 1 {
				obs = append(obs, o)
			}
			s.Play(np.Move(&o))
		}
	}
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
		known := Advise(&o, ai.WithSeed(uint64(i)), ai.WithBudget(3000), ai.WithLevels(table("normal", "hard")))
		if !known.Searched || known.Outlooks == nil {
			t.Fatalf("position %d: normal and hard computers, yet no chance", i)
		}
		for _, levels := range [][]string{table("normal", ""), table("easy", "hard"), table("random", "random")} {
			a := Advise(&o, ai.WithSeed(uint64(i)), ai.WithBudget(3000), ai.WithLevels(levels))
			if a.Searched || a.Outlooks != nil || a.WinChance != 0 {
				t.Errorf("position %d, levels %q: a chance of %.3f shown", i, levels, a.WinChance)
			}
			for _, r := range a.Reasons {
				if r.Kind == Wins || r.Kind == Even || r.Kind == Outlook {
					t.Errorf("position %d, levels %q: reason %v without the search's numbers", i, levels, r.Kind)
				}
			}
			if err := Check(&o, a); err != nil {
				t.Errorf("position %d, levels %q: %v", i, levels, err)
			}
		}
	}
}
