package koikoi

import "testing"

// TestAlike: two plains of one month are alike; a plain and the ribbon of
// its month, two plains of two months, or a plain and the sake cup (a
// plain too under some rules) are not.
func TestAlike(t *testing.T) {
	r := MustPreset("standard")
	card := func(id string) Card {
		c, err := ParseCard(id)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"jan-plain-1", "jan-plain-2", true},
		{"jan-plain-1", "jan-poetry", false},
		{"jan-plain-1", "feb-plain-1", false},
		{"sep-plain-1", "sep-sake", false},
		{"sep-plain-1", "sep-plain-2", true},
		{"dec-plain-1", "dec-plain-3", true},
	} {
		a, b := card(tc.a), card(tc.b)
		if got := r.Alike(a, b, 1); got != tc.want {
			t.Errorf("Alike(%s, %s) = %v; want %v", tc.a, tc.b, got, tc.want)
		}
		if got := r.AllAlike(SetOf(a, b), 1); got != tc.want {
			t.Errorf("AllAlike(%s, %s) = %v; want %v", tc.a, tc.b, got, tc.want)
		}
	}
	if r.AllAlike(0, 1) {
		t.Error("AllAlike of no cards = true; want false")
	}
}
