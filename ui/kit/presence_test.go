package kit

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2/test"
)

// TestPresenceDots: each seat's dot as drawn: a connected person's green,
// an away person's grey, an unknown one's a hollow grey ring (whatever
// the server last said), a computer's none; and a seat's dot follows it
// from one Set to the next.
func TestPresenceDots(t *testing.T) {
	test.NewTempApp(t)
	type dot struct {
		shown         bool
		fill, stroke  color.Color
		strokeVisible bool
	}
	tests := []struct {
		seat Presence
		want dot
	}{
		{Presence{Name: "Aki", Person: true}, dot{true, HereColor, nil, false}},
		{Presence{Name: "Ben", Person: true, Away: true}, dot{true, AwayColor, nil, false}},
		{Presence{Name: "Cho", Person: true, Unknown: true}, dot{true, color.Transparent, AwayColor, true}},
		{Presence{Name: "Dai", Person: true, Away: true, Unknown: true}, dot{true, color.Transparent, AwayColor, true}},
		{Presence{Name: "Computer"}, dot{shown: false}},
	}
	var seats []Presence
	for _, tt := range tests {
		seats = append(seats, tt.seat)
	}
	p := NewPresenceStrip(seats, func(f func()) { f() })
	check := func(when string) {
		t.Helper()
		for i, tt := range tests {
			d := p.dots[i]
			if d.Visible() != tt.want.shown {
				t.Errorf("%s, %s: dot shown %v", when, tt.seat.Name, d.Visible())
			}
			if !tt.want.shown {
				continue
			}
			if d.FillColor != tt.want.fill {
				t.Errorf("%s, %s: fill %v; want %v", when, tt.seat.Name, d.FillColor, tt.want.fill)
			}
			if ring := d.StrokeWidth > 0; ring != tt.want.strokeVisible || ring && d.StrokeColor != tt.want.stroke {
				t.Errorf("%s, %s: ring %v %v; want %v %v", when, tt.seat.Name, ring, d.StrokeColor, tt.want.strokeVisible, tt.want.stroke)
			}
		}
	}
	check("first")
	// Reversed and back: a dot that was a ring is filled again, and so on.
	rev := make([]Presence, len(seats))
	for i := range seats {
		rev[i] = seats[len(seats)-1-i]
	}
	p.Set(rev)
	p.Set(seats)
	check("after a change")
}
