package dailyseed

import (
	"errors"
	"testing"
	"time"
)

// TestSeed: a day gives each game its own seed, the same every time; a
// date that is not a day is ErrBadDate.
func TestSeed(t *testing.T) {
	k1, err1 := Seed("koikoi", "2026-12-06")
	k2, err2 := Seed("koikoi", "2026-12-06")
	i, err3 := Seed("ikebana", "2026-12-06")
	if err1 != nil || err2 != nil || err3 != nil || k1 != k2 || k1 == i {
		t.Errorf("Seed: koikoi %d, %d, ikebana %d (%v %v %v); want the same koikoi seed twice and another for ikebana", k1, k2, i, err1, err2, err3)
	}
	for _, d := range []string{"", "2026-13-01", "06/12/2026"} {
		if _, err := Seed("koikoi", d); !errors.Is(err, ErrBadDate) {
			t.Errorf("Seed(%q) = %v; want ErrBadDate", d, err)
		}
	}
	if got := Date(time.Date(2026, 12, 6, 23, 30, 0, 0, time.FixedZone("JST", 9*3600))); got != "2026-12-06" {
		t.Errorf("Date(23:30 JST) = %q; want the UTC day 2026-12-06", got)
	}
}
