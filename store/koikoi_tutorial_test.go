package store

import (
	"errors"
	"reflect"
	"testing"

	"github.com/koikoi-app/koikoi/internal/lesson"
)

func TestTutorialRoundTrip(t *testing.T) {
	forEachBackend(t, func(t *testing.T, s *Store) {
		p, err := s.LoadKoikoiTutorial()
		if err != nil || p.Offered || len(p.Done) != 0 || len(p.Step) != 0 {
			t.Fatalf("LoadKoikoiTutorial on empty store = %+v, %v; want a new player", p, err)
		}
		want := lesson.Progress{Done: map[string]bool{"cards": true}, Step: map[string]int{"capture": 3}, Offered: true}
		if err := s.SaveKoikoiTutorial(want); err != nil {
			t.Fatal(err)
		}
		got, err := s.LoadKoikoiTutorial()
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("LoadKoikoiTutorial = %+v; want %+v", got, want)
		}
	})
}

func TestTutorialCorrupt(t *testing.T) {
	m := new(Memory)
	m.Write(KoikoiTutorialName, []byte("{not json"))
	p, err := New(m).LoadKoikoiTutorial()
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
	want := lesson.Progress{Done: map[string]bool{"cards": true}, Step: map[string]int{"capture": 3}, Offered: true}
	m := new(Memory)
	m.Write(KoikoiTutorialName, []byte(old))
	m.Write(IkebanaTutorialName, []byte(old))
	s := New(m)
	if got, err := s.LoadKoikoiTutorial(); err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("LoadKoikoiTutorial = %+v, %v; want %+v", got, err, want)
	}
	if got, err := s.LoadIkebanaTutorial(); err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("LoadIkebanaTutorial = %+v, %v; want %+v", got, err, want)
	}
}
