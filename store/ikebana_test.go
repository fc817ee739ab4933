package store

import (
	"errors"
	"testing"

	"github.com/koikoi-app/koikoi/ikebana"
)

func TestIkebanaSaveRoundTrip(t *testing.T) {
	s := New(&Memory{})
	if s.HasIkebana() {
		t.Fatal("an empty store has an Ikebana save")
	}
	g, err := ikebana.NewGame(ikebana.WithPlayers(3), ikebana.WithSeed(7))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Apply(ikebana.Draw); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveIkebana(&IkebanaSave{Level: "easy", AISeed: 9}, g); err != nil {
		t.Fatal(err)
	}
	sv, back, err := s.LoadIkebana()
	if err != nil {
		t.Fatal(err)
	}
	if sv.Level != "easy" || sv.AISeed != 9 || back.Moves() != 1 || back.State().Drawn() != g.State().Drawn() {
		t.Errorf("loaded %+v, %d moves, drawn %v; want easy, seed 9, 1 move, %v", sv, back.Moves(), back.State().Drawn(), g.State().Drawn())
	}
}

func TestIkebanaBadSaveSetAside(t *testing.T) {
	for name, data := range map[string]string{
		"not json":      "{{{",
		"version":       `{"version":7,"game":""}`,
		"bad game text": `{"version":1,"game":"ikebana-game 1\nnonsense"}`,
	} {
		m := &Memory{}
		m.Write(IkebanaName, []byte(data))
		s := New(m)
		_, g, err := s.LoadIkebana()
		if g != nil || !(errors.Is(err, ErrCorrupt) || errors.Is(err, ErrVersion)) {
			t.Errorf("%s: got game %v, error %v; want ErrCorrupt or ErrVersion", name, g, err)
		}
		if s.HasIkebana() {
			t.Errorf("%s: the bad save stayed in place", name)
		}
		if b, err := m.Read(BadIkebanaName); err != nil || string(b) != data {
			t.Errorf("%s: the bad save was not set aside: %q, %v", name, b, err)
		}
	}
}
