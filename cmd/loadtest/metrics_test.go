package main

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
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

// TestWindows: each window's p99 is of the latencies that ended in it; a
// window without a move is 0.
func TestWindows(t *testing.T) {
	c := &counters{}
	add := func(at time.Duration, ms ...float64) {
		for _, m := range ms {
			c.latencies = append(c.latencies, m)
			c.ended = append(c.ended, at)
		}
	}
	add(2*time.Second, 400, 1, 2)
	add(25*time.Second, 3, 30)
	add(29*time.Second, 4)
	got := c.windows(10 * time.Second)
	if want := []float64{400, 0, 30}; !slices.Equal(got, want) {
		t.Errorf("windows = %v; want %v", got, want)
	}
	if got := (&counters{}).windows(time.Second); len(got) != 0 {
		t.Errorf("windows of no move = %v; want none", got)
	}
}

// referenceFrame is what scanFrame must find, by decoding the whole JSON
// (as the leak check did before it scanned).
func referenceFrame(data, view json.RawMessage) (frameText, bool) {
	var v struct {
		Hand    []string `json:"hand"`
		OppHand []any    `json:"opp_hand"`
		Pile    []any    `json:"pile"`
	}
	var f frameText
	if view != nil {
		if json.Unmarshal(view, &v) != nil {
			return f, false
		}
		var m map[string]json.RawMessage
		if json.Unmarshal(view, &m) == nil {
			delete(m, "first_draw")
			delete(m, "result")
			view, _ = json.Marshal(m)
		}
	}
	f.hand, f.faceUp = v.Hand, len(v.OppHand) > 0 || len(v.Pile) > 0
	if !f.faceUp {
		f.strs = append(allStrings(data), allStrings(view)...)
	}
	return f, true
}

func allStrings(raw json.RawMessage) []string {
	var v any
	if raw == nil || json.Unmarshal(raw, &v) != nil {
		return nil
	}
	var out []string
	var walk func(any)
	walk = func(v any) {
		switch v := v.(type) {
		case string:
			out = append(out, v)
		case []any:
			for _, e := range v {
				walk(e)
			}
		case map[string]any:
			for _, e := range v {
				walk(e)
			}
		}
	}
	walk(v)
	return out
}

// sameFrame compares two readings of a frame, the strings as multisets
// (a map's walk has no order).
func sameFrame(a, b frameText) bool {
	if a.faceUp != b.faceUp || !slices.Equal(a.hand, b.hand) || len(a.strs) != len(b.strs) {
		return false
	}
	x, y := slices.Clone(a.strs), slices.Clone(b.strs)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

var frameSeeds = [][2]string{
	{`{"card":"Jan-1","seat":1}`, `{"hand":["Feb-2","Mar-3"],"field":["Jan-1"],"legal":["play Feb-2"],"score":[0,3]}`},
	{``, `{"hand":["Feb-2"],"opp_hand":["Apr-4"],"pile":[]}`},
	{``, `{"hand":[],"first_draw":["Apr-4","Feb-2"],"result":{"deck":["Apr-4"],"n":1.5e3},"x":null,"t":true}`},
	{`{"s":"a\"b\\u00e9\n","k":[{"z":"Dec-4"}]}`, `{"pile":["Jan-1"],"hand":["Mar-3"]}`},
	{`"Nov-2"`, `{ "hand" : [ "May-1" , "Jun-2" ] , "captured" : { "0" : [ "Jul-3" ] } }`},
}

func TestScanFrame(t *testing.T) {
	for _, s := range frameSeeds {
		var data, view json.RawMessage
		if s[0] != "" {
			data = json.RawMessage(s[0])
		}
		if s[1] != "" {
			view = json.RawMessage(s[1])
		}
		want, _ := referenceFrame(data, view)
		got, err := scanFrame(data, view)
		if err != nil || !sameFrame(got, want) {
			t.Errorf("scanFrame(%s, %s) = %+v, %v; want %+v", data, view, got, err, want)
		}
	}
}

// FuzzScanFrame checks the scan against decoding the whole JSON on every
// valid data and view.
func FuzzScanFrame(f *testing.F) {
	for _, s := range frameSeeds {
		f.Add([]byte(s[0]), []byte(s[1]))
	}
	f.Fuzz(func(t *testing.T, d, v []byte) {
		if !json.Valid(d) || !json.Valid(v) || !plainKeys(v) {
			return
		}
		want, ok := referenceFrame(d, v)
		if !ok {
			return
		}
		got, err := scanFrame(d, v)
		if err != nil || !sameFrame(got, want) {
			t.Fatalf("scanFrame(%s, %s) = %+v, %v; want %+v", d, v, got, err, want)
		}
	})
}

// plainKeys reports whether a view's members are named as the server names
// them: no two alike, and none that encoding/json would take for a field
// the leak check reads by matching its name without regard to case.
func plainKeys(view []byte) bool {
	dec := json.NewDecoder(bytes.NewReader(view))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return true
	}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		k := tok.(string)
		for _, name := range []string{"hand", "opp_hand", "pile", "first_draw", "result"} {
			if strings.EqualFold(k, name) && k != name {
				return false
			}
		}
		if seen[k] {
			return false
		}
		seen[k] = true
		var skip json.RawMessage
		if dec.Decode(&skip) != nil {
			return false
		}
	}
	return true
}
