package lesson

import (
	"encoding/json"
	"reflect"
	"testing"
)

// place is a runner's position, for Record.
type place struct {
	id   string
	idx  int
	done bool
}

func (p place) LessonID() string { return p.id }
func (p place) Index() int       { return p.idx }
func (p place) Done() bool       { return p.done }

// TestRecord keeps the step of an unfinished lesson, forgets a lesson at
// its first step, and marks a finished one done.
func TestRecord(t *testing.T) {
	var p Progress
	if p.Started() || p.Finished([]string{"a"}) || !p.Finished(nil) {
		t.Fatalf("zero Progress: started %v, finished %v", p.Started(), p.Finished([]string{"a"}))
	}
	p.Record(place{id: "a", idx: 3})
	if p.Step["a"] != 3 || p.Done["a"] || !p.Started() {
		t.Fatalf("after step 3 of a: %+v", p)
	}
	p.Record(place{id: "a", idx: 0})
	if _, ok := p.Step["a"]; ok || p.Started() {
		t.Fatalf("after going back to the start of a: %+v", p)
	}
	p.Record(place{id: "a", idx: 2})
	p.Record(place{id: "a", idx: 5, done: true})
	if _, ok := p.Step["a"]; ok || !p.Done["a"] {
		t.Fatalf("after finishing a: %+v", p)
	}
	if !p.Finished([]string{"a"}) || p.Finished([]string{"a", "b"}) {
		t.Errorf("Finished: a done, b not: %+v", p)
	}
}

// TestProgressJSON holds the stored format: the files written before the
// two tutorials shared this type load as they were, and are written back
// the same.
func TestProgressJSON(t *testing.T) {
	for _, tc := range []struct {
		file string
		want Progress
	}{
		{`{}`, Progress{}},
		{`{"offered":true}`, Progress{Offered: true}},
		{`{"done":{"cards":true},"step":{"capture":3},"offered":true}`,
			Progress{Done: map[string]bool{"cards": true}, Step: map[string]int{"capture": 3}, Offered: true}},
	} {
		var got Progress
		if err := json.Unmarshal([]byte(tc.file), &got); err != nil {
			t.Fatalf("%s: %v", tc.file, err)
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s loads as %+v; want %+v", tc.file, got, tc.want)
		}
		b, err := json.Marshal(got)
		if err != nil || string(b) != tc.file {
			t.Errorf("%+v is written %s, %v; want %s", got, b, err, tc.file)
		}
	}
}
