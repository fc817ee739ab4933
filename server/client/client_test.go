package client

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/koikoi-app/koikoi/server/protocol"
)

// TestWithID checks that a message sent carries the request's ID and the
// rest unchanged, whether it had an ID or not (or text that looks like one).
func TestWithID(t *testing.T) {
	for _, msg := range []any{
		protocol.Move{Header: protocol.Header{Type: "move"}, Table: "t1", Seq: 7, Move: "play jan-crane"},
		protocol.Move{Header: protocol.Header{Type: "move", ID: 3}, Table: "t1", Seq: 7, Move: "play jan-crane"},
		protocol.Rename{Header: protocol.Header{Type: "rename"}, Name: `"id": 5`},
	} {
		b, _ := json.Marshal(msg)
		got, err := withID(b, 42)
		if err != nil {
			t.Fatal(err)
		}
		var m, want map[string]any
		json.Unmarshal(b, &want)
		want["id"] = 42.0
		if err := json.Unmarshal(got, &m); err != nil || !reflect.DeepEqual(m, want) {
			t.Errorf("withID(%s) = %s, %v; want the members of %v", b, got, err, want)
		}
	}
}
