package ai

import (
	"math"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// TestChanceSumsToOne checks that the chances of all the seats of a table
// add up to 1, with and without drifts, before the last round and at the
// end of the game.
func TestChanceSumsToOne(t *testing.T) {
	r := rng(5)
	for trial := range 400 {
		n := ikebana.MinPlayers + trial%(ikebana.MaxPlayers-ikebana.MinPlayers+1)
		prestige := make([]int, n)
		var d drifts
		for q := range prestige {
			prestige[q] = r.Intn(60)
			if trial%2 == 1 {
				d.d[q] = float64(r.Intn(13)) - 6
			}
		}
		d.now = float64(r.Intn(21)) / 20
		round, final := r.Intn(ikebana.Rounds), r.Intn(2) == 1
		before, end := 0.0, 0.0
		for me := range n {
			before += chanceAfter(prestige, ikebana.Seat(me), round, final, &d)
			end += gameShare(prestige, ikebana.Seat(me), &d, d.now)
		}
		if math.Abs(before-1) > 0.005 || math.Abs(end-1) > 1e-9 {
			t.Fatalf("prestige %v, drifts %v, round %d: chances add up to %.4f before the last round, %.4f at the end", prestige, d, round, before, end)
		}
	}
}

// TestDriftChance checks the chance at a level table: 1/n without drifts,
// and rising with the seat's edge over the others.
func TestDriftChance(t *testing.T) {
	for n := ikebana.MinPlayers; n <= ikebana.MaxPlayers; n++ {
		prestige := make([]int, n)
		last := 0.0
		for e := 0.0; e <= 6; e++ {
			var d drifts
			for q := 1; q < n; q++ {
				d.d[q] = -e
			}
			p := chanceAfter(prestige, 0, 0, false, &d)
			if e == 0 && math.Abs(p-1/float64(n)) > 0.002 {
				t.Errorf("%d seats, no drift: %.4f; want 1/n", n, p)
			}
			if e > 0 && p <= last {
				t.Errorf("%d seats: an edge of %g gives %.4f, %g less gave %.4f", n, e, p, 1.0, last)
			}
			last = p
		}
	}
}

// TestLevelsDrifts checks the drifts WithLevels gives, and where the
// chance is said to be calibrated.
func TestLevelsDrifts(t *testing.T) {
	s, _ := ikebana.NewState(ikebana.WithPlayers(3), ikebana.WithSeed(1))
	o := s.Observe(s.ToMove())
	me := int(o.Seat)
	levels := func(others ...string) []string {
		l := make([]string, 0, 3)
		for q := range 3 {
			if q == me {
				l = append(l, "")
				continue
			}
			l = append(l, others[0])
			others = others[1:]
		}
		return l
	}
	for _, tc := range []struct {
		levels []string
		ok     bool
	}{
		{nil, true},
		{levels("normal", "hard"), true},
		{levels("hard", "hard"), true},
		{levels("normal", ""), false}, // another person
		{levels("easy", "normal"), false},
		{levels("random", "hard"), false},
		{[]string{"normal", "normal"}, false}, // not the table's size
	} {
		c := newConfig([]Option{WithLevels(tc.levels)})
		d, ok := seatDrifts(&c, &o)
		if ok != tc.ok {
			t.Errorf("levels %q: calibrated %v; want %v", tc.levels, ok, tc.ok)
		}
		if d.d[me] != 0 {
			t.Errorf("levels %q: the seat advised drifts %v", tc.levels, d.d[me])
		}
		for q, l := range tc.levels {
			if e, known := hintEdge(3, l); q != me && known && d.d[q] != -e {
				t.Errorf("levels %q: seat %d drifts %v; want %v", tc.levels, q, d.d[q], -e)
			}
		}
	}
}
