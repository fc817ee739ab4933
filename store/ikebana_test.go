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

// TestIkebanaMixedTable: people and computers at one table save and load
// as they sat, each person with his hints, in pass-and-play mode.
func TestIkebanaMixedTable(t *testing.T) {
	s := New(&Memory{})
	g, _ := ikebana.NewGame(ikebana.WithPlayers(3), ikebana.WithSeed(4))
	seats := []IkebanaSeat{{Kind: SeatPerson, Name: "Ana", Hints: true}, {Kind: SeatComputer, Level: "hard"}, {Kind: SeatPerson, Name: "Ben"}}
	if IkebanaMode(seats) != ModePass || IkebanaMode(seats[:2]) != ModeComputer {
		t.Fatalf("IkebanaMode: %q, %q; want pass with two people, computer with one", IkebanaMode(seats), IkebanaMode(seats[:2]))
	}
	if err := s.SaveIkebana(&IkebanaSave{Mode: ModePass, Seats: seats}, g); err != nil {
		t.Fatal(err)
	}
	sv, _, err := s.LoadIkebana()
	if err != nil || !reflect.DeepEqual(sv.Seats, seats) || sv.Mode != ModePass || sv.Version != IkebanaVersion {
		t.Errorf("loaded %+v, %v; want the seats %v in pass mode", sv, err, seats)
	}
}

// TestIkebanaVersion2: a version 2 save of people passing the phone loads,
// its people without hints.
func TestIkebanaVersion2(t *testing.T) {
	g, _ := ikebana.NewGame(ikebana.WithPlayers(2), ikebana.WithSeed(3))
	text, _ := g.MarshalText()
	old, _ := json.Marshal(map[string]any{"version": 2, "game": string(text), "mode": "pass", "handover": true,
		"seats": []map[string]string{{"kind": "person", "name": "Ana"}, {"kind": "person"}}})
	m := &Memory{}
	m.Write(IkebanaName, old)
	sv, back, err := New(m).LoadIkebana()
	want := []IkebanaSeat{{Kind: SeatPerson, Name: "Ana"}, {Kind: SeatPerson}}
	if err != nil || back == nil || !reflect.DeepEqual(sv.Seats, want) || !sv.Handover || sv.Version != IkebanaVersion {
		t.Errorf("version 2 loaded as %+v, %v; want seats %v, the hand-over pending", sv, err, want)
	}
}

// TestIkebanaNewGameSeats: the new game screen's older settings (one mode,
// levels by computer, names by seat) become seats.
func TestIkebanaNewGameSeats(t *testing.T) {
	for _, tc := range []struct {
		name string
		ng   IkebanaNewGame
		want []IkebanaSeat
	}{
		{"one level", IkebanaNewGame{Level: "easy"}, []IkebanaSeat{{Kind: SeatPerson}, {Kind: SeatComputer, Level: "easy"}, {Kind: SeatComputer, Level: "easy"}}},
		{"levels", IkebanaNewGame{Mode: ModeComputer, Level: "easy", Levels: []string{"hard"}}, []IkebanaSeat{{Kind: SeatPerson}, {Kind: SeatComputer, Level: "hard"}, {Kind: SeatComputer, Level: "easy"}}},
		{"pass", IkebanaNewGame{Mode: ModePass, Names: []string{"Ana", "", "Cleo"}}, []IkebanaSeat{{Kind: SeatPerson, Name: "Ana"}, {Kind: SeatPerson}, {Kind: SeatPerson, Name: "Cleo"}}},
		{"nothing", IkebanaNewGame{}, []IkebanaSeat{{Kind: SeatPerson}, {Kind: SeatComputer, Level: "normal"}, {Kind: SeatComputer, Level: "normal"}}},
		{"seats", IkebanaNewGame{Seats: []IkebanaSeat{{Kind: SeatComputer, Level: "hard"}, {Kind: SeatPerson, Name: "Ben"}, {Kind: SeatComputer}}},
			[]IkebanaSeat{{Kind: SeatPerson}, {Kind: SeatPerson, Name: "Ben"}, {Kind: SeatComputer, Level: "normal"}}},
	} {
		if got := tc.ng.SeatsOf(3); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: SeatsOf(3) = %+v; want %+v", tc.name, got, tc.want)
		}
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
		"mode of seats": strings.Replace(seatless, `"seats":[]`, `"seats":[{"kind":"person"},{"kind":"computer","level":"easy"}]`, 1),
		"seat 0":        strings.Replace(seatless, `"mode":"pass","seats":[]`, `"mode":"computer","seats":[{"kind":"computer","level":"easy"},{"kind":"person"}]`, 1),
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
