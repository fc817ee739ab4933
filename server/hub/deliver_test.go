package hub

import (
	"encoding/json"
	"testing"

	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// TestEventFrame: the hand-written frame is the protocol.Event that
// encoding/json would write, with each seat's own data and view.
func TestEventFrame(t *testing.T) {
	raw := func(s string) json.RawMessage {
		if s == "" {
			return nil
		}
		return json.RawMessage(s)
	}
	for _, c := range []struct {
		e           storage.Event
		data, views []string // by seat; "" for none
	}{
		{storage.Event{TableID: "t1", Seq: 7, Kind: "draw", Actor: 1, Public: raw(`{"kind":"draw","seat":1,"card":"pine-1"}`)},
			nil, []string{`{"seat":0}`, `{"seat":1,"legal":["keep"]}`}},
		{storage.Event{TableID: "t1", Seq: 1, Kind: "deal", Actor: -1, Public: raw(`{"kind":"deal","seat":0}`)},
			[]string{`{"kind":"deal","seat":0,"hand":["jan-crane"]}`, `{"kind":"deal","seat":0,"hand":["feb-warbler"]}`}, []string{`{"seat":0}`, ""}},
		{storage.Event{TableID: "t1", Seq: 2, Kind: "exchange", Actor: 1, Public: raw(`{"kind":"exchange","seat":1}`)},
			[]string{"", `{"kind":"exchange","seat":1,"hand":["feb-warbler"]}`}, nil},
		{storage.Event{TableID: `we"ird`, Seq: 1, Kind: "start", Actor: -1}, nil, nil},
		{storage.Event{TableID: "t2", Seq: 3, Kind: "seat", Actor: -1, Public: raw(`{"seat":0,"name":"Ré"}`)}, nil, nil},
	} {
		for s := range max(len(c.data), len(c.views)) {
			var d, v string
			if s < len(c.data) {
				d = c.data[s]
			}
			if s < len(c.views) {
				v = c.views[s]
			}
			c.e.Views = append(c.e.Views, seatPart(raw(d), raw(v)))
		}
		for seat := range 3 {
			want := protocol.Event{Type: "event", Table: c.e.TableID, Seq: c.e.Seq, Kind: c.e.Kind, Actor: c.e.Actor, Data: c.e.Public}
			if seat < len(c.data) && c.data[seat] != "" {
				want.Data = raw(c.data[seat])
			}
			if seat < len(c.views) {
				want.View = raw(c.views[seat])
			}
			wantJSON, _ := json.Marshal(want)
			if got := eventFrame(c.e, seat); string(got) != string(wantJSON) {
				t.Errorf("eventFrame(%v, %d) =\n%s\nwant\n%s", c.e, seat, got, wantJSON)
			}
		}
	}
}
