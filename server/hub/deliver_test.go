package hub

import (
	"encoding/json"
	"testing"

	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// TestEventFrame: the hand-written frame is the protocol.Event that
// encoding/json would write.
func TestEventFrame(t *testing.T) {
	for _, e := range []storage.Event{
		{TableID: "t1", Seq: 7, Kind: "move", Actor: 1, Public: json.RawMessage(`{"seat":1,"move":"draw"}`),
			Views: []json.RawMessage{json.RawMessage(`{"seat":0}`), json.RawMessage(`{"seat":1,"legal":["keep"]}`)}},
		{TableID: `we"ird`, Seq: 1, Kind: "start", Actor: -1},
		{TableID: "t2", Seq: 3, Kind: "seat", Actor: -1, Public: json.RawMessage(`{"seat":0,"name":"Ré"}`)},
	} {
		for seat := range 3 {
			want := protocol.Event{Type: "event", Table: e.TableID, Seq: e.Seq, Kind: e.Kind, Actor: e.Actor, Data: e.Public}
			if seat < len(e.Views) {
				want.View = e.Views[seat]
			}
			wantJSON, _ := json.Marshal(want)
			if got := eventFrame(e, seat); string(got) != string(wantJSON) {
				t.Errorf("eventFrame(%v, %d) =\n%s\nwant\n%s", e, seat, got, wantJSON)
			}
		}
	}
}
