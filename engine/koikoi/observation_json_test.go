package koikoi

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"
)

// TestObservationJSONRoundTrip: every seat's Observation at every point of
// many games of every preset, with the Gaji and the exchange, reads back
// from its JSON form as the same Observation.
func TestObservationJSONRoundTrip(t *testing.T) {
	points := 0
	for name, r := range eventVariants(t) {
		playEvents(t, r, 8, func(_, after State, _ *Move, _ []Event) {
			for p := range Seat(2) {
				o := after.Observe(p)
				b, err := json.Marshal(o)
				if err != nil {
					t.Fatal(err)
				}
				var back Observation
				if err := json.Unmarshal(b, &back); err != nil {
					t.Fatalf("%s: %v\n%s", name, err, b)
				}
				if !reflect.DeepEqual(back, o) {
					t.Fatalf("%s: round trip changed the observation:\n%s\n%+v\nwant\n%+v", name, b, back, o)
				}
				if again, _ := json.Marshal(back); string(again) != string(b) {
					t.Fatalf("%s: the form changed:\n%s\n%s", name, b, again)
				}
				points++
			}
		})
	}
	if points < 1000 {
		t.Fatalf("only %d observations checked", points)
	}
}

// TestObservationJSONErrors: forms the decoder refuses.
func TestObservationJSONErrors(t *testing.T) {
	s, err := NewState(WithSeed(3))
	if err != nil {
		t.Fatal(err)
	}
	good, _ := json.Marshal(s.Observe(0))
	var m map[string]any
	json.Unmarshal(good, &m)
	for _, change := range []map[string]any{
		{"phase": "dance"}, {"seat": 2}, {"round": 0}, {"rules": "nonsense"}, {"deals": 0},
		{"hand": []string{"jan-crane", "jan-crane"}}, {"field": []string{"pink-9"}}, {"pile_len": 3},
		{"last_yaku": "both"}, {"gaji_self": 13}, {"hiki": []int{0}}, {"wild": true}, {"pending": "jan-crane"},
		{"first_draw": []string{"jan-crane"}}, {"opp_hand": []string{"dec-phoenix"}},
		{"yaku": map[string]int{"nope": 1}},
	} {
		bad := map[string]any{}
		for k, v := range m {
			bad[k] = v
		}
		for k, v := range change {
			bad[k] = v
		}
		b, _ := json.Marshal(bad)
		var o Observation
		err := json.Unmarshal(b, &o)
		switch {
		case err == nil:
			t.Errorf("%v: decoded", change)
		case !errors.Is(err, ErrBadObservation) && !errors.Is(err, ErrBadDeck) && !errors.Is(err, ErrBadMove) &&
			!errors.Is(err, ErrUnknownCard) && !errors.Is(err, ErrDuplicateCard) && !errors.Is(err, ErrUnknownPreset) &&
			!errors.Is(err, ErrBadEvent):
			t.Errorf("%v: %v; want a known error", change, err)
		}
	}
}

// FuzzObservationJSON: any input decodes to an Observation or to an
// error, never a panic; a decoded Observation lists its legal moves and
// encodes to a form that decodes to the same encoding.
func FuzzObservationJSON(f *testing.F) {
	for name, r := range eventVariants(f) {
		s, _ := NewState(WithRules(r), WithSeed(uint64(len(name))))
		for range 10 {
			b, _ := json.Marshal(s.Observe(0))
			f.Add(string(b))
			if s.phase == PhaseRoundOver || s.phase == PhaseGameOver {
				break
			}
			ms := s.LegalMoves()
			s, _ = s.Apply(ms[len(ms)-1])
		}
	}
	f.Fuzz(func(t *testing.T, in string) {
		var o Observation
		if err := json.Unmarshal([]byte(in), &o); err != nil {
			return
		}
		o.LegalMoves()
		o.Score()
		b, err := json.Marshal(o)
		if err != nil {
			t.Fatal(err)
		}
		var back Observation
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatalf("%s does not decode: %v", b, err)
		}
		if again, _ := json.Marshal(back); string(again) != string(b) {
			t.Fatalf("the form changed:\n%s\n%s", b, again)
		}
	})
}
