package protocol

import (
	"bytes"
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// docExamples returns the JSON examples of docs/online-protocol.md.
func docExamples(t testing.TB) []string {
	b, err := os.ReadFile("../../docs/online-protocol.md")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range regexp.MustCompile("(?s)```json\n(.*?)\n```").FindAllSubmatch(b, -1) {
		out = append(out, string(m[1]))
	}
	return out
}

// TestDocExamples: every client message the protocol document shows
// decodes, and every other example is JSON.
func TestDocExamples(t *testing.T) {
	ex := docExamples(t)
	if len(ex) < 20 {
		t.Fatalf("only %d examples in the document", len(ex))
	}
	clients := map[string]bool{}
	for _, e := range ex {
		var h struct {
			Type string
			Re   *int64 // only answers have it
		}
		if err := json.Unmarshal([]byte(e), &h); err != nil {
			t.Errorf("example is not JSON: %v\n%s", err, e)
			continue
		}
		if h.Type == "event" {
			checkEventExample(t, e)
		}
		if h.Type == "event" || h.Type == "state" {
			checkViewExample(t, e)
		}
		if _, ok := newMessage[h.Type]; !ok || h.Re != nil {
			continue // a server message
		}
		clients[h.Type] = true
		if _, _, err := Decode([]byte(e)); err != nil {
			t.Errorf("example does not decode: %v\n%s", err, e)
		}
	}
	for typ := range newMessage {
		if !clients[typ] {
			t.Errorf("the document has no example of %q", typ)
		}
	}
}

// checkEventExample checks an event example: an engine event's data is
// the JSON form one of the engines decodes, of the frame's kind.
func checkEventExample(t *testing.T, example string) {
	var e Event
	if err := json.Unmarshal([]byte(example), &e); err != nil {
		t.Errorf("event example: %v\n%s", err, example)
		return
	}
	if TableEvent(e.Kind) {
		return
	}
	var k koikoi.Event
	kerr := k.UnmarshalJSON(e.Data)
	var i ikebana.Event
	ierr := i.UnmarshalJSON(e.Data)
	switch {
	case kerr == nil && k.Kind.String() == e.Kind, ierr == nil && i.Kind.String() == e.Kind:
	default:
		t.Errorf("event example's data is no engine event of kind %s (Koi-Koi: %v, Ikebana: %v):\n%s", e.Kind, kerr, ierr, example)
	}
}

// checkViewExample checks the view of a state or event example: one of
// the engines reads it as an Observation.
func checkViewExample(t *testing.T, example string) {
	var f struct{ View json.RawMessage }
	json.Unmarshal([]byte(example), &f)
	if f.View == nil {
		return
	}
	var k koikoi.Observation
	kerr := json.Unmarshal(f.View, &k)
	var i ikebana.Observation
	if ierr := json.Unmarshal(f.View, &i); kerr != nil && ierr != nil {
		t.Errorf("the example's view is no Observation (Koi-Koi: %v, Ikebana: %v):\n%s", kerr, ierr, example)
	}
}

func TestDecode(t *testing.T) {
	msg, id, err := Decode([]byte(`{"type":"move","id":8,"table":"t1","seq":42,"move":"play jan-crane"}`))
	if err != nil || id != 8 {
		t.Fatalf("Decode = %v, %d, %v", msg, id, err)
	}
	if m, ok := msg.(*Move); !ok || m.Table != "t1" || m.Seq != 42 || m.Move != "play jan-crane" {
		t.Errorf("Decode = %+v", msg)
	}
	for _, tc := range []struct{ frame, code string }{
		{`{"type":"move","table":"t1","seq":1e400}`, CodeBadMessage},
		{`{"type":"move","table":"t1","seq":-1.5}`, CodeBadMessage},
		{`{"type":"hello","v":1,"secret":["x"]}`, CodeBadMessage},
		{`{"type":"create","game":"koikoi","options":{"rules":{"gaji":true}},"seats":[]}`, CodeBadMessage},
		{`{"type":"create","game":"koikoi","options":{"players":"two"},"seats":[]}`, CodeBadMessage},
		{`{"type":"stats","id":"seven"}`, CodeBadMessage},
		{`{"type":7}`, CodeBadMessage},
		{`{"type":"chat","table":"t1","msg":7}`, CodeBadMessage},
		{`{"type":"chat","table":"t1","msg":"thanks","text":"hi"}`, CodeBadMessage},
		{`{"type":"rematch","table":"t1","accept":"yes"}`, CodeBadMessage},
		{`{"type":"rematch","table":["t1"],"accept":true}`, CodeBadMessage},
		{``, CodeBadJSON},
		{`   `, CodeBadJSON},
		{`"hello"`, CodeBadJSON},
		{`{"type":"stats"}x`, CodeBadJSON},
		{strings.Repeat(" ", MaxMessage+1), CodeTooLarge},
		{"{\"type\":\"stats\",\"x\":\"\xc3\x28\"}", CodeBadUTF8},
	} {
		if _, _, err := Decode([]byte(tc.frame)); err == nil || err.Code != tc.code {
			t.Errorf("Decode(%.60q) = %v; want %s", tc.frame, err, tc.code)
		}
	}
}

func TestEncodeError(t *testing.T) {
	got := EncodeError(7, Errorf(CodeStale, "seq %d", 3))
	want := `{"type":"error","re":7,"error":{"code":"stale","message":"seq 3"}}`
	if !bytes.Equal(got, []byte(want)) {
		t.Errorf("EncodeError = %s; want %s", got, want)
	}
}

// FuzzDecode: any frame decodes to a message of its type or to an error
// with a code, never a panic; a decoded message encodes back to JSON that
// decodes to the same message.
func FuzzDecode(f *testing.F) {
	for _, e := range docExamples(f) {
		f.Add([]byte(e))
	}
	for _, s := range []string{`{"type":"move","seq":1e400}`, `{"type":"hello","v":1}`, `[]`, `{"type":"stats","id":9223372036854775807}`, "\xff"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, frame []byte) {
		msg, _, err := Decode(frame)
		if err != nil {
			if err.Code == "" || err.Message == "" {
				t.Fatalf("error without code or message: %+v", err)
			}
			return
		}
		b, jerr := json.Marshal(msg)
		if jerr != nil {
			t.Fatal(jerr)
		}
		if len(b) > MaxMessage*6 { // escaping can grow a string six times
			t.Fatalf("re-encoded to %d bytes", len(b))
		}
		again, _, err := Decode(b)
		if err != nil && err.Code != CodeTooLarge {
			t.Fatalf("re-encoded %s does not decode: %v", b, err)
		}
		if err == nil {
			b2, _ := json.Marshal(again)
			if !bytes.Equal(b, b2) {
				t.Fatalf("round trip changed the message:\n%s\n%s", b, b2)
			}
		}
	})
}
