package storage

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestViews(t *testing.T) {
	for _, views := range [][]json.RawMessage{
		nil,
		{},
		{nil},
		{json.RawMessage(`{"data":{"card":"jan-crane"},"view":{"hand":["a","b"],"legal":["play a"]}}`), nil},
		{nil, json.RawMessage(`{"view":{"s":"a,]}\"[{"}}`), json.RawMessage(`[1,[2,{"x":","}]]`), json.RawMessage(`"\\"`)},
	} {
		b := AppendViews(nil, views)
		if want, _ := json.Marshal(views); string(b) != string(want) {
			t.Errorf("AppendViews(%q) = %s; want %s", views, b, want)
		}
		got, err := ParseViews(b)
		if err != nil || !reflect.DeepEqual(got, views) {
			t.Errorf("ParseViews(%s) = %q, %v; want %q", b, got, err, views)
		}
	}
	for _, bad := range []string{`{}`, `[`, `[{"a":1}`, `["a]`, `[{]`, `[1,]`} {
		if got, err := ParseViews([]byte(bad)); err == nil {
			t.Errorf("ParseViews(%s) = %q; want an error", bad, got)
		}
	}
}

// FuzzParseViews checks that ParseViews never panics and that whatever
// valid JSON array it accepts reads as encoding/json reads it.
func FuzzParseViews(f *testing.F) {
	for _, s := range []string{`null`, `[]`, `[null,{"view":{"a":["b"]}}]`, `[{"s":"\",]"}]`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		got, err := ParseViews(b)
		var want []json.RawMessage
		if err != nil || json.Unmarshal(b, &want) != nil {
			return
		}
		for i := range want {
			if string(want[i]) == "null" {
				want[i] = nil
			}
		}
		if len(got) != len(want) {
			t.Fatalf("ParseViews(%s) = %q; encoding/json reads %q", b, got, want)
		}
		for i := range got {
			var a, c any
			if json.Unmarshal(got[i], &a) != nil && got[i] != nil {
				t.Fatalf("ParseViews(%s)[%d] = %s is not JSON", b, i, got[i])
			}
			json.Unmarshal(want[i], &c)
			if !reflect.DeepEqual(a, c) {
				t.Fatalf("ParseViews(%s)[%d] = %s; want %s", b, i, got[i], want[i])
			}
		}
	})
}
