package client

import (
	"encoding/json"
	"testing"

	"github.com/koikoi-app/koikoi/server/protocol"
)

// TestWithID: the ID goes into the message's object, which the server
// decodes as the message with that ID.
func TestWithID(t *testing.T) {
	for _, tc := range []struct {
		msg  any
		want string
	}{
		{protocol.Move{Header: protocol.Header{Type: "move"}, Table: "t1", Seq: 7, Move: "play jan-crane"},
			`{"id":42,"type":"move","table":"t1","seq":7,"move":"play jan-crane"}`},
		{protocol.Records{Header: protocol.Header{Type: "records"}}, `{"id":42,"type":"records"}`},
		{struct{}{}, `{"id":42}`},
	} {
		b, _ := json.Marshal(tc.msg)
		got, err := withID(b, 42)
		if err != nil || string(got) != tc.want {
			t.Errorf("withID(%s, 42) = %s, %v; want %s", b, got, err, tc.want)
		}
	}
	b, _ := json.Marshal(protocol.Move{Header: protocol.Header{Type: "move"}, Table: "t1", Seq: 7, Move: "play jan-crane"})
	b, _ = withID(b, 9)
	msg, id, err := protocol.Decode(b)
	if m, ok := msg.(*protocol.Move); err != nil || id != 9 || !ok || m.Table != "t1" || m.Seq != 7 {
		t.Errorf("protocol.Decode(%s) = %+v, %d, %v; want the move with ID 9", b, msg, id, err)
	}
	if _, err := withID([]byte(`[1]`), 1); err == nil {
		t.Error("withID of an array: no error")
	}
}
