package storage

import "testing"

// TestPairScore: a win beats the rest, the scores decide among the others
// (equal counting half), and who left loses to everyone who stayed.
func TestPairScore(t *testing.T) {
	rec := Record{Players: []RecordSeat{
		{Score: 30, Outcome: OutcomeWin}, {Score: 30, Outcome: OutcomeLoss}, {Score: 12, Outcome: OutcomeLoss}, {Score: 12, Outcome: OutcomeLoss},
		{Score: 40, Outcome: OutcomeLoss, Left: true}, {Score: 0, Outcome: OutcomeLoss, Left: true},
	}}
	for _, c := range []struct {
		i, j int
		want float64
	}{{0, 1, 1}, {1, 0, 0}, {1, 2, 1}, {2, 3, 0.5}, {3, 0, 0}, {4, 2, 0}, {2, 4, 1}, {4, 5, 0.5}} {
		if got := rec.PairScore(c.i, c.j); got != c.want {
			t.Errorf("PairScore(%d, %d) = %v; want %v", c.i, c.j, got, c.want)
		}
	}
}
