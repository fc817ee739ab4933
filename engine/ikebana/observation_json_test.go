package ikebana

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"
)

// TestObservationJSONRoundTrip: every seat's Observation at every point of
// many games reads back from its JSON form as the same Observation, with
// the same legal moves, refusal price, result and determinized states.
func TestObservationJSONRoundTrip(t *testing.T) {
	points := 0
	playEvents(t, 40, func(before, after State, _ []Event) {
		for p := range Seat(after.Players()) {
			o := after.Observe(p)
			b, err := json.Marshal(o)
			if err != nil {
				t.Fatal(err)
			}
			var back Observation
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatalf("%v\n%s", err, b)
			}
			if !reflect.DeepEqual(back, o) {
				t.Fatalf("round trip changed the observation:\n%s\n%+v\nwant\n%+v", b, back, o)
			}
			if again, _ := json.Marshal(back); string(again) != string(b) {
				t.Fatalf("the form changed:\n%s\n%s", b, again)
			}
			if d, e := back.Determinize(9), o.Determinize(9); !reflect.DeepEqual(d.LegalMoves(), e.LegalMoves()) || !reflect.DeepEqual(d.Pile(), e.Pile()) {
				t.Fatal("determinized states differ")
			}
			points++
		}
	})
	if points < 1000 {
		t.Fatalf("only %d observations checked", points)
	}
}

// TestObservationJSONForm is a worked example: a three-player table after
// the first draw, and forms the decoder refuses.
func TestObservationJSONForm(t *testing.T) {
	s, err := NewState(WithPlayers(3), WithSeed(4), WithFirstPlayer(0))
	if err != nil {
		t.Fatal(err)
	}
	if s, err = s.Apply(Draw); err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(s.Observe(1))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"seat":1,"players":3,"final":false,"phase":"drawn","to_move":0,"round":1,"first":0,` +
		`"bouquets":[[],[],[]],"discards":[[],[],[]],"prestige":[6,6,6],"drawn":"` + s.Drawn().String() +
		`","refusals":0,"pay_to":1,"pile_len":54,"reshuffles":0}`
	if string(b) != want {
		t.Errorf("Marshal =\n%s\nwant\n%s", b, want)
	}
	for _, bad := range []string{
		`{"players":6}`,
		`{"players":3,"phase":"start","round":1,"seat":3,"bouquets":[[],[],[]],"discards":[[],[],[]],"prestige":[0,0,0],"pile_len":55}`,
		`{"players":3,"phase":"dance","round":1,"bouquets":[[],[],[]],"discards":[[],[],[]],"prestige":[0,0,0],"pile_len":55}`,
		`{"players":3,"phase":"none","round":1,"bouquets":[[],[],[]],"discards":[[],[],[]],"prestige":[0,0,0],"pile_len":55}`,
		`{"players":3,"phase":"start","round":5,"bouquets":[[],[],[]],"discards":[[],[],[]],"prestige":[0,0,0],"pile_len":55}`,
		`{"players":3,"phase":"start","round":1,"bouquets":[[],[]],"discards":[[],[],[]],"prestige":[0,0,0],"pile_len":55}`,
		`{"players":3,"phase":"start","round":1,"bouquets":[["red-1a"],["red-1a"],[]],"discards":[[],[],[]],"prestige":[0,0,0],"pile_len":53}`,
		`{"players":3,"phase":"start","round":1,"bouquets":[["pink-9"],[],[]],"discards":[[],[],[]],"prestige":[0,0,0],"pile_len":54}`,
		`{"players":3,"phase":"start","round":1,"bouquets":[[],[],[]],"discards":[[],[],[]],"prestige":[0,0,0],"pile_len":50}`,
		`{"players":3,"phase":"drawn","round":1,"bouquets":[[],[],[]],"discards":[[],[],[]],"prestige":[0,0,0],"pile_len":55}`,
		`{"players":3,"phase":"start","round":1,"bouquets":[["red-1a","red-1b","red-1c","red-2a","red-2b","red-2c"],[],[]],"discards":[[],[],[]],"prestige":[0,0,0],"pile_len":49}`,
		`{"players":3,"phase":"start","round":1,"refusals":-1,"bouquets":[[],[],[]],"discards":[[],[],[]],"prestige":[0,0,0],"pile_len":55}`,
		`{"players":3,"phase":"start","round":2,"bouquets":[[],[],[]],"discards":[[],[],[]],"prestige":[0,0,0],"pile_len":55,"scored":{"round":3}}`,
		`[]`,
	} {
		var o Observation
		if err := json.Unmarshal([]byte(bad), &o); err == nil {
			t.Errorf("Unmarshal(%s) succeeded", bad)
		} else if !errors.Is(err, ErrBadObservation) && !errors.Is(err, ErrUnknownCard) {
			t.Errorf("Unmarshal(%s) = %v; want ErrBadObservation or ErrUnknownCard", bad, err)
		}
	}
}

// FuzzObservationJSON: any input decodes to an Observation or to an
// error, never a panic; a decoded Observation lists its legal moves and
// encodes to a form that decodes to the same encoding.
func FuzzObservationJSON(f *testing.F) {
	s, _ := NewState(WithPlayers(3), WithSeed(4))
	for range 12 {
		o := s.Observe(1)
		b, _ := json.Marshal(o)
		f.Add(string(b))
		moves := s.LegalMoves()
		s, _ = s.Apply(moves[len(moves)-1])
	}
	f.Add(`{"players":2,"phase":"round-over","round":4,"bouquets":[[],[]],"discards":[[],[]],"prestige":[0,0],"pile_len":55,"scored":{"round":4,"bouquets":[["multi-1"],[]],"prestige":[1,2]}}`)
	f.Fuzz(func(t *testing.T, in string) {
		var o Observation
		if err := json.Unmarshal([]byte(in), &o); err != nil {
			return
		}
		o.LegalMoves()
		o.RefusePrice()
		o.Result()
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
