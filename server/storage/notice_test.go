package storage

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"
)

// TestNoticeCarries: a notice carries its events exactly as the store
// would give them back, and the table as committed, when they fit; past
// the limit it carries the table alone, then nothing; events that do not
// end at the table's seq are never carried.
func TestNoticeCarries(t *testing.T) {
	at := time.Date(2026, 11, 27, 16, 0, 0, 123456000, time.UTC)
	table := Table{ID: "t:1", Game: "koikoi", Options: "{}", Status: StatusPlaying,
		Seats: []Seat{{Kind: SeatPerson, Player: "p1", Name: "Aki", Conn: 2, Node: "n1"}, {Kind: SeatComputer, Level: "easy"}},
		State: []byte("koikoi state\nwith a line"), Clock: time.Minute, Version: 5, Seq: 8, Deadline: at.Add(time.Minute), Created: at, Updated: at}
	events := []Event{
		{TableID: "t:1", Seq: 7, Kind: "play", Actor: 0, Public: json.RawMessage(`{"card":"jan-crane"}`), Time: at},
		{TableID: "t:1", Seq: 8, Kind: "draw", Actor: 0, Public: json.RawMessage(`{"n":1}`),
			Views: []json.RawMessage{json.RawMessage(`{"data":{"card":"feb-bird"}}`), nil, json.RawMessage(`{"view":{"hand":["a\"b\n"]}}`)}, Time: at},
	}
	full := EncodeNotice(table, events, 8000)
	n, err := ParseNotice(full)
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
	if tb, ok, err := n.Committed(); err != nil || !ok || !reflect.DeepEqual(tb, table) {
		t.Errorf("carried table %+v, %v, %v; want %+v", tb, ok, err, table)
	}

	for _, tc := range []struct {
		name       string
		seq        int64
		events     []Event
		limit      int
		withTable  bool
		withEvents bool
	}{
		{"room for all", 8, events, len(full), true, true},
		{"room for the table", 8, events, len(full) - 1, true, false},
		{"too long", 8, events, 100, false, false},
		{"not ending at seq", 9, events, 8000, true, false},
		{"no events", 8, nil, 8000, true, false},
		{"a long view", 8, []Event{{Seq: 8, Kind: "deal", Views: []json.RawMessage{json.RawMessage(`"` + strings.Repeat("x", 9000) + `"`)}}}, 8000, true, false},
		{"a strange kind", 8, []Event{{Seq: 8, Kind: `a"b`}}, 8000, true, false},
		{"JSON on two lines", 8, []Event{{Seq: 8, Kind: "deal", Public: json.RawMessage("{\n}")}}, 8000, true, false},
	} {
		tb := table
		tb.Seq = tc.seq
		text := EncodeNotice(tb, tc.events, tc.limit)
		if len(text) > max(tc.limit, 20) {
			t.Errorf("%s: %d bytes over a limit of %d", tc.name, len(text), tc.limit)
		}
		n, err := ParseNotice(text)
		if err != nil || n.Table != "t:1" || n.Seq != tc.seq || n.Carries() != tc.withEvents {
			t.Errorf("%s: %+v, %v; want a notice of t:1 at %d, with events %v", tc.name, n, err, tc.seq, tc.withEvents)
		}
		if _, ok, err := n.Committed(); ok != tc.withTable || err != nil {
			t.Errorf("%s: the table carried %v (%v); want %v", tc.name, ok, err, tc.withTable)
		}
	}
}

func TestParseNoticeRefuses(t *testing.T) {
	for _, text := range []string{"", "7", "x:t1", ":t1", "7:", "7:t1\n[{", "7:t1\n\n{", `7:t1` + "\n\n" + `{"ID":"t2","Seq":7}`, `7:t1` + "\n\n" + `{"ID":"t1","Seq":6}`} {
		n, err := ParseNotice(text)
		if err == nil {
			_, err = n.Events()
			if _, _, err2 := n.Committed(); err == nil && err2 == nil {
				t.Errorf("ParseNotice(%q) = %+v; want an error", text, n)
			}
		}
	}
}

// FuzzParseNotice: whatever a notice's text, reading it returns an error
// or events and a table at its seq; it never panics.
func FuzzParseNotice(f *testing.F) {
	at := time.UnixMicro(1795795650582000).UTC()
	f.Add(EncodeNotice(Table{ID: "t1", Seq: 2, State: []byte("x")}, []Event{{Seq: 1, Kind: "deal", Actor: -1, Time: at, Views: []json.RawMessage{json.RawMessage(`{"view":[1]}`), nil}},
		{Seq: 2, Kind: "play", Actor: 0, Public: json.RawMessage(`{"card":"x,y]"}`), Time: at}}, 8000))
	f.Add("7:t1\n[[7,0,\"k\",0,null,null]]\n")
	f.Add("7:t1\n[[7,0,\"k\",0,{\"a\":[\"]\"]},[null,{}]]]\n{\"ID\":\"t1\",\"Seq\":7}")
	f.Fuzz(func(t *testing.T, text string) {
		n, err := ParseNotice(text)
		if err != nil {
			return
		}
		evs, err := n.Events()
		if err == nil && n.Carries() && (len(evs) == 0 || evs[len(evs)-1].Seq != n.Seq) {
			t.Errorf("%q: events %+v do not end at %d", text, evs, n.Seq)
		}
		if tb, ok, err := n.Committed(); ok && (err != nil || tb.ID != n.Table || tb.Seq != n.Seq) {
			t.Errorf("%q: table %s at %d, %v", text, tb.ID, tb.Seq, err)
		}
	})
}
