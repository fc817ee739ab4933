package store

import (
	"errors"
	"reflect"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi/tutorial"
)

func TestTutorialRoundTrip(t *testing.T) {
	forEachBackend(t, func(t *testing.T, s *Store) {
		p, err := s.LoadTutorial()
		if err != nil || p.Offered || len(p.Done) != 0 || len(p.Step) != 0 {
			t.Fatalf("LoadTutorial on empty store = %+v, %v; want a new player", p, err)
		}
		want := tutorial.Progress{Done: map[string]bool{"cards": true}, Step: map[string]int{"capture": 3}, Offered: true}
		if err := s.SaveTutorial(want); err != nil {
			t.Fatal(err)
		}
		got, err := s.LoadTutorial()
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("LoadTutorial = %+v; want %+v", got, want)
		}
	})
}

func TestTutorialCorrupt(t *testing.T) {
	m := new(Memory)
	m.Write(TutorialName, []byte("{not json"))
	p, err := New(m).LoadTutorial()
	if !errors.Is(err, ErrCorrupt) {
		t.Errorf("err = %v; want ErrCorrupt", err)
	}
	if p.Offered || p.Done != nil {
		t.Errorf("progress = %+v; want the zero value", p)
	}
}

// TestTutorialOldFiles loads progress files as both tutorials wrote them
// before they shared one Progress type.
func TestTutorialOldFiles(t *testing.T) {
	const old = `{"done":{"cards":true},"step":{"capture":3},"offered":true}`
	want := tutorial.Progress{Done: map[string]bool{"cards": true}, Step: map[string]int{"capture": 3}, Offered: true}
	m := new(Memory)
	m.Write(TutorialName, []byte(old))
	m.Write(IkebanaTutorialName, []byte(old))
	s := New(m)
	if got, err := s.LoadTutorial(); err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("LoadTutorial = %+v, %v; want %+v", got, err, want)
	}
	if got, err := s.LoadIkebanaTutorial(); err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("LoadIkebanaTutorial = %+v, %v; want %+v", got, err, want)
	}
}
