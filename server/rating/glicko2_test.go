package rating

import (
	"math"
	"testing"
)

// TestPaperExample is the worked example of Glickman's "Example of the
// Glicko-2 system": a player rated 1500 (RD 200, σ 0.06) beats a 1400
// (RD 30), loses to a 1550 (RD 100) and to a 1700 (RD 300), τ = 0.5.
func TestPaperExample(t *testing.T) {
	r := Rating{Rating: 1500, Deviation: 200, Volatility: 0.06}
	got := Update(r, []Result{
		{Opponent: Rating{Rating: 1400, Deviation: 30}, Score: 1, Weight: 1},
		{Opponent: Rating{Rating: 1550, Deviation: 100}, Score: 0, Weight: 1},
		{Opponent: Rating{Rating: 1700, Deviation: 300}, Score: 0, Weight: 1},
	}, 0.5)
	for _, c := range []struct {
		name      string
		got, want float64
		tol       float64
	}{
		{"rating", got.Rating, 1464.06, 0.01},
		{"deviation", got.Deviation, 151.52, 0.01},
		{"volatility", got.Volatility, 0.05999, 0.00001},
	} {
		if math.Abs(c.got-c.want) > c.tol {
			t.Errorf("%s = %.5f; want %.5f", c.name, c.got, c.want)
		}
	}
}

// TestWeights checks that a game at weight w moves a rating as a share of
// a whole game: less than the whole, in the same direction.
func TestWeights(t *testing.T) {
	opp := Rating{Rating: 1600, Deviation: 80, Volatility: 0.06}
	whole := Update(Start, []Result{{Opponent: opp, Score: 1, Weight: 1}}, Tau)
	quarter := Update(Start, []Result{{Opponent: opp, Score: 1, Weight: 0.25}}, Tau)
	if !(Start.Rating < quarter.Rating && quarter.Rating < whole.Rating) {
		t.Errorf("a win: %.1f at weight 1/4, %.1f at weight 1; want both above 1500, the quarter's less", quarter.Rating, whole.Rating)
	}
	if quarter.Deviation <= whole.Deviation {
		t.Errorf("deviation %.1f at weight 1/4, %.1f at weight 1; want the quarter's wider", quarter.Deviation, whole.Deviation)
	}
}

func TestExpected(t *testing.T) {
	a := Rating{Rating: 1700, Deviation: 50}
	b := Rating{Rating: 1500, Deviation: 50}
	if p := Expected(a, b); p < 0.7 || p > 0.8 {
		t.Errorf("Expected(1700, 1500) = %.3f; want about 0.75", p)
	}
	if p, q := Expected(a, b), Expected(b, a); math.Abs(p+q-1) > 1e-12 {
		t.Errorf("Expected(a,b)+Expected(b,a) = %.6f; want 1", p+q)
	}
	if !Start.Provisional() || (Rating{Rating: 1500, Deviation: 100}).Provisional() {
		t.Error("Provisional: want a new rating provisional and one at deviation 100 established")
	}
}

func TestNoGames(t *testing.T) {
	r := Rating{Rating: 1600, Deviation: 60, Volatility: 0.06}
	got := Update(r, nil, Tau)
	if got.Rating != r.Rating || got.Deviation <= r.Deviation {
		t.Errorf("Update with no games = %+v; want the same rating, a wider deviation", got)
	}
}
