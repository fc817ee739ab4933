package storage

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"
)

// TestNoticeCarriesEvents: a notice carries its events exactly as the
// store would give them back, when they fit; a notice too long for the
// limit, or whose events do not end at its seq, carries none.
func TestNoticeCarriesEvents(t *testing.T) {
	at := time.Date(2026, 11, 27, 16, 0, 0, 123456000, time.UTC)
	events := []Event{
		{TableID: "t:1", Seq: 7, Kind: "play", Actor: 0, Public: json.RawMessage(`{"card":"jan-crane"}`), Time: at},
		{TableID: "t:1", Seq: 8, Kind: "draw", Actor: 0, Public: json.RawMessage(`{"n":1}`),
			Views: []json.RawMessage{json.RawMessage(`{"data":{"card":"feb-bird"}}`), nil, json.RawMessage(`{"view":{"hand":["a\"b"]}}`)}, Time: at},
	}
	n, err := ParseNotice(EncodeNotice("t:1", 8, events, 8000))
	if err != nil {
		t.Fatal(err)
	}
	got, err := n.Events()
	if err != nil || n.Table != "t:1" || n.Seq != 8 || !n.Carries() {
		t.Fatalf("notice %+v, events error %v", n, err)
	}
	if !reflect.DeepEqual(got, events) {
		t.Errorf("carried events\n%+v\nwant\n%+v", got, events)
	}

	for _, tc := range []struct {
		name   string
		seq    int64
		events []Event
		limit  int
	}{
		{"too long", 8, events, 100},
		{"not ending at seq", 9, events, 8000},
		{"none", 8, nil, 8000},
		{"a long view", 8, []Event{{Seq: 8, Kind: "deal", Views: []json.RawMessage{json.RawMessage(`"` + strings.Repeat("x", 9000) + `"`)}}}, 8000},
	} {
		text := EncodeNotice("t:1", tc.seq, tc.events, tc.limit)
		if len(text) > max(tc.limit, 20) {
			t.Errorf("%s: %d bytes over a limit of %d", tc.name, len(text), tc.limit)
		}
		n, err := ParseNotice(text)
		if err != nil || n.Carries() || n.Table != "t:1" || n.Seq != tc.seq {
			t.Errorf("%s: %+v, %v; want a notice of t:1 at %d without events", tc.name, n, err, tc.seq)
		}
	}
}

func TestParseNoticeRefuses(t *testing.T) {
	for _, text := range []string{"", "7", "x:t1", ":t1", "7:", "7:t1\n[{"} {
		n, err := ParseNotice(text)
		if err == nil {
			if _, err = n.Events(); err == nil {
				t.Errorf("ParseNotice(%q) = %+v; want an error", text, n)
			}
		}
	}
}

// FuzzParseNotice: whatever a notice's text, reading it and its events
// returns an error or events that end at its seq; it never panics.
func FuzzParseNotice(f *testing.F) {
	at := time.UnixMicro(1795795650582000).UTC()
	f.Add(EncodeNotice("t1", 2, []Event{{Seq: 1, Kind: "deal", Actor: -1, Time: at, Views: []json.RawMessage{json.RawMessage(`{"view":[1]}`), nil}},
		{Seq: 2, Kind: "play", Actor: 0, Public: json.RawMessage(`{"card":"x,y]"}`), Time: at}}, 8000))
	f.Add("7:t1\n[[7,0,\"k\",0,null,null]]")
	f.Add("7:t1\n[[7,0,\"k\",0,{\"a\":[\"]\"]},[null,{}]]]")
	f.Fuzz(func(t *testing.T, text string) {
		n, err := ParseNotice(text)
		if err != nil {
			return
		}
		evs, err := n.Events()
		if err == nil && n.Carries() && (len(evs) == 0 || evs[len(evs)-1].Seq != n.Seq) {
			t.Errorf("%q: events %+v do not end at %d", text, evs, n.Seq)
		}
	})
}
