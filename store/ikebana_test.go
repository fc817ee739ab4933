package store

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
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
	seats := []IkebanaSeat{{Kind: SeatPerson, Name: "Ana"}, {Kind: SeatComputer, Level: "easy"}, {Kind: SeatComputer, Level: "hard"}}
	if err := s.SaveIkebana(&IkebanaSave{Mode: ModeComputer, Seats: seats, AISeed: 9, Seen: []int{1, 0, 0}, RoundsCounted: 0}, g); err != nil {
		t.Fatal(err)
	}
	sv, back, err := s.LoadIkebana()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(sv.Seats, seats) || sv.AISeed != 9 || sv.Mode != ModeComputer || back.Moves() != 1 || back.State().Drawn() != g.State().Drawn() {
		t.Errorf("loaded %+v, %d moves, drawn %v; want the seats, seed 9, 1 move, %v", sv, back.Moves(), back.State().Drawn(), g.State().Drawn())
	}
}

// TestIkebanaVersion1: a save of the first envelope, one level for every
// computer, loads as the player against computers of that level.
func TestIkebanaVersion1(t *testing.T) {
	g, err := ikebana.NewGame(ikebana.WithPlayers(4), ikebana.WithSeed(3))
	if err != nil {
		t.Fatal(err)
	}
	text, _ := g.MarshalText()
	old, _ := json.Marshal(map[string]any{"version": 1, "game": string(text), "level": "normal", "aiSeed": 5})
	m := &Memory{}
	m.Write(IkebanaName, old)
	sv, back, err := New(m).LoadIkebana()
	if err != nil || back == nil {
		t.Fatalf("LoadIkebana = %v, %v", back, err)
	}
	want := []IkebanaSeat{{Kind: SeatPerson}, {Kind: SeatComputer, Level: "normal"}, {Kind: SeatComputer, Level: "normal"}, {Kind: SeatComputer, Level: "normal"}}
	if sv.Mode != ModeComputer || !reflect.DeepEqual(sv.Seats, want) || sv.AISeed != 5 || sv.Version != IkebanaVersion {
		t.Errorf("version 1 loaded as %+v; want mode computer, seats %v, seed 5", sv, want)
	}
}

func TestIkebanaBadSaveSetAside(t *testing.T) {
	g, _ := ikebana.NewGame(ikebana.WithPlayers(2), ikebana.WithSeed(1))
	text, _ := g.MarshalText()
	game, _ := json.Marshal(string(text))
	seatless := `{"version":2,"mode":"pass","seats":[],"game":` + string(game) + `}`
	for name, data := range map[string]string{
		"not json":      "{{{",
		"version":       `{"version":7,"game":""}`,
		"bad game text": `{"version":1,"game":"ikebana-game 1\nnonsense"}`,
		"seats":         seatless,
		"mode":          strings.Replace(seatless, `"seats":[]`, `"mode":"alone","seats":[{"kind":"person"},{"kind":"person"}]`, 1),
		"kind":          strings.Replace(seatless, `"seats":[]`, `"seats":[{"kind":"person"},{"kind":"robot"}]`, 1),
		"no level":      strings.Replace(seatless, `"seats":[]`, `"seats":[{"kind":"person"},{"kind":"computer"}]`, 1),
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
