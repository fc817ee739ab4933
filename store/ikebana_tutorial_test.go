package store

import (
	"errors"
	"reflect"
	"testing"

	"github.com/koikoi-app/koikoi/internal/lesson"
)

func TestIkebanaTutorialRoundTrip(t *testing.T) {
	forEachBackend(t, func(t *testing.T, s *Store) {
		p, err := s.LoadIkebanaTutorial()
		if err != nil || p.Started() {
			t.Fatalf("LoadIkebanaTutorial on an empty store = %+v, %v; want a new player", p, err)
		}
		want := lesson.Progress{Done: map[string]bool{"cards": true}, Step: map[string]int{"turn": 3}, Offered: true}
		if err := s.SaveIkebanaTutorial(want); err != nil {
			t.Fatal(err)
		}
		got, err := s.LoadIkebanaTutorial()
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("LoadIkebanaTutorial = %+v, %v; want %+v", got, err, want)
		}
		// Koi-Koi's progress is another blob.
		if k, err := s.LoadKoikoiTutorial(); err != nil || len(k.Done) != 0 {
			t.Errorf("Koi-Koi's progress = %+v, %v; want none", k, err)
		}
	})
}

func TestIkebanaTutorialCorrupt(t *testing.T) {
	m := new(Memory)
	const junk = "{not json"
	m.Write(IkebanaTutorialName, []byte(junk))
	s := New(m)
	p, err := s.LoadIkebanaTutorial()
	if !errors.Is(err, ErrCorrupt) || p.Started() {
		t.Fatalf("LoadIkebanaTutorial = %+v, %v; want a new player and ErrCorrupt", p, err)
	}
	if b, err := m.Read(BadIkebanaTutorialName); err != nil || string(b) != junk {
		t.Errorf("set aside: %q, %v", b, err)
	}
	if p, err := s.LoadIkebanaTutorial(); err != nil || p.Started() {
		t.Errorf("after setting aside: %+v, %v; want a fresh start", p, err)
	}
}
