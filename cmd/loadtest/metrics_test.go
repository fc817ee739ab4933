package main

import (
	"encoding/json"
	"testing"
	"time"
)

func TestLeakCheck(t *testing.T) {
	view := func(s string) json.RawMessage { return json.RawMessage(s) }
	for _, tc := range []struct {
		name   string
		frames func(l *leakCheck) int
		want   int
	}{
		{"a played card is no leak", func(l *leakCheck) int {
			// Seat 0 played Jan-1 at event 5: its hand after 5 no longer
			// holds it, and seat 1 may see it.
			return l.frame(0, 5, view(`{"card":"Jan-1"}`), view(`{"hand":["Feb-2","Mar-3"]}`)) +
				l.frame(1, 5, view(`{"card":"Jan-1"}`), view(`{"hand":["Apr-4"],"field":["Jan-1"]}`))
		}, 0},
		{"a card of the other hand", func(l *leakCheck) int {
			return l.frame(0, 7, nil, view(`{"hand":["Feb-2","Mar-3"]}`)) +
				l.frame(1, 7, view(`{"drawn":"Mar-3"}`), view(`{"hand":["Apr-4"]}`))
		}, 1},
		{"either order of arrival", func(l *leakCheck) int {
			return l.frame(1, 7, nil, view(`{"hand":["Apr-4"],"field":["Feb-2"]}`)) +
				l.frame(0, 7, nil, view(`{"hand":["Feb-2","Mar-3"]}`))
		}, 1},
		{"hands face up at the round's end", func(l *leakCheck) int {
			return l.frame(0, 9, nil, view(`{"hand":["Feb-2"],"opp_hand":["Apr-4"]}`)) +
				l.frame(1, 9, nil, view(`{"hand":["Apr-4"],"opp_hand":["Feb-2"]}`))
		}, 0},
		{"the past is no leak", func(l *leakCheck) int {
			// The first draw and the last round's deck name cards wherever
			// they are now.
			return l.frame(0, 11, nil, view(`{"hand":["Feb-2"],"first_draw":["Apr-4","Feb-2"],"result":{"deck":["Apr-4","Feb-2"]}}`)) +
				l.frame(1, 11, nil, view(`{"hand":["Apr-4"],"first_draw":["Apr-4","Feb-2"],"result":{"deck":["Apr-4","Feb-2"]}}`))
		}, 0},
		{"different events are not compared", func(l *leakCheck) int {
			return l.frame(0, 3, nil, view(`{"hand":["Feb-2"]}`)) +
				l.frame(1, 4, nil, view(`{"hand":["Apr-4"],"field":["Feb-2"]}`))
		}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.frames(newLeakCheck(2)); got != tc.want {
				t.Errorf("leaks = %d; want %d", got, tc.want)
			}
		})
	}
}

func TestLatencies(t *testing.T) {
	var l latencies
	t0 := time.Now()
	l.sent(7, 0, 2, t0)
	if _, done, _ := l.arrived(8, 1, 1, false, t0.Add(time.Millisecond)); done {
		t.Error("an event by another actor completed the move")
	}
	if _, done, _ := l.arrived(7, 0, 1, false, t0.Add(time.Millisecond)); done {
		t.Error("an event from before the move completed it")
	}
	if _, done, _ := l.arrived(8, 0, 1, false, t0.Add(2*time.Millisecond)); done {
		t.Error("done after one of two other seats")
	}
	d, done, measured := l.arrived(8, 0, 2, false, t0.Add(5*time.Millisecond))
	if !done || !measured || d != 5*time.Millisecond {
		t.Errorf("arrived = %v, %v, %v; want 5ms, done, measured", d, done, measured)
	}
	l.sent(8, 1, 1, t0)
	if _, done, measured := l.arrived(9, 1, 0, true, t0.Add(time.Second)); !done || measured {
		t.Errorf("a replayed arrival: done %v, measured %v; want done, not measured", done, measured)
	}
}

func TestPercentile(t *testing.T) {
	s := []float64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	for _, tc := range []struct{ p, want float64 }{{50, 5}, {95, 10}, {99, 10}, {10, 1}} {
		if got := percentile(s, tc.p); got != tc.want {
			t.Errorf("percentile(1..10, %v) = %v; want %v", tc.p, got, tc.want)
		}
	}
	if got := percentile(nil, 99); got != 0 {
		t.Errorf("percentile(none) = %v; want 0", got)
	}
}
