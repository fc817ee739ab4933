package store

import (
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// The blobs of the Ikebana game under way: its own save beside Koi-Koi's,
// so each game has its Continue.
const (
	IkebanaName    = "ikebana.json"
	BadIkebanaName = "ikebana.bad.json"
)

// IkebanaVersion is the version of the Ikebana save envelope this package
// writes. Version 1 had one level for every computer and no seats;
// version 2 had seats but a table of people only (pass-and-play) or of
// one person against computers, and no hints of its own per person. Both
// are still read: LoadIkebana makes version 1's seats, and the people of
// either play on with their hints off, the default of a new game.
const IkebanaVersion = 3

// The kinds of an Ikebana seat.
const (
	SeatPerson   = "person"   // someone at the phone
	SeatComputer = "computer" // a computer florist
)

// IkebanaSeat is who sits in one seat of an Ikebana game.
type IkebanaSeat struct {
	Kind  string `json:"kind"`            // SeatPerson or SeatComputer
	Name  string `json:"name,omitempty"`  // a person's name; "" for the default one
	Level string `json:"level,omitempty"` // a computer's level
	// Hints says whether a person's turns show the assist's hint and
	// chance of winning (version 3).
	Hints bool `json:"hints,omitempty"`
}

// Person reports whether a person sits in the seat.
func (s IkebanaSeat) Person() bool { return s.Kind == SeatPerson }

// IkebanaMode returns the mode of a table of seats: ModePass when two
// people or more share the phone (with or without computers), else
// ModeComputer, one person against the computers.
func IkebanaMode(seats []IkebanaSeat) string {
	people := 0
	for _, s := range seats {
		if s.Person() {
			people++
		}
	}
	if people >= 2 {
		return ModePass
	}
	return ModeComputer
}

// IkebanaSave is the envelope of a saved Ikebana game: the engine's text
// form of the game, who sits in each seat, and where the game stands for
// the app (the hand-over, what each person saw, what was counted in the
// statistics).
type IkebanaSave struct {
	Version int    `json:"version"`
	Game    string `json:"game"` // ikebana.Game.MarshalText
	// Mode is ModeComputer (the player in seat 0 against computers) or
	// ModePass (two people or more passing one phone, computers perhaps
	// among them): IkebanaMode of the seats.
	Mode  string        `json:"mode,omitempty"`
	Seats []IkebanaSeat `json:"seats,omitempty"`
	// Level is version 1's level of every computer; LoadIkebana turns it
	// into Seats.
	Level  string `json:"level,omitempty"`
	AISeed uint64 `json:"aiSeed,omitempty"`
	// Handover says the phone must go to the seat to move before its
	// table shows (ModePass).
	Handover bool `json:"handover,omitempty"`
	// Seen holds, by seat, how many of the round's narration lines that
	// seat saw at its last turn: a hand-over tells it the rest.
	Seen []int `json:"seen,omitempty"`
	// RoundsCounted is the number of finished rounds already in the
	// statistics and GameCounted whether the game's end is: a game resumed
	// after a kill never counts twice.
	RoundsCounted int       `json:"roundsCounted,omitempty"`
	GameCounted   bool      `json:"gameCounted,omitempty"`
	SavedAt       time.Time `json:"savedAt"`
	// Daily is the day (YYYY-MM-DD) of the daily deal this game is, empty
	// for any other game: a daily is kept in its own slot
	// (SaveIkebanaDaily) and its computers are the day's
	// (engine/ikebana/daily).
	Daily string `json:"daily,omitempty"`
}

// IkebanaNewGame holds the last choices of Ikebana's new game screen.
type IkebanaNewGame struct {
	// Players is the number of florists at the table, 2 to 5.
	Players int `json:"players"`
	// Seats are who sits in each of the five seats a table may have
	// (the first Players play): seat 0 is always a person.
	Seats []IkebanaSeat `json:"seats,omitempty"`
	Final bool          `json:"final"`

	// The choices of older settings, without Seats: Mode (ModeComputer
	// or ModePass), the one level of every computer (Level) or a level
	// each (Levels, the first computer first), the people's names by seat
	// in pass-and-play (Names). SeatsOf turns them into seats.
	Mode   string   `json:"mode,omitempty"`
	Level  string   `json:"level,omitempty"`
	Levels []string `json:"levels,omitempty"`
	Names  []string `json:"names,omitempty"`
}

// SeatsOf returns who sits in the first n seats: the chosen Seats, or
// older settings' mode, levels and names turned into seats. Seat 0 is a
// person; a computer without a level plays at "normal".
func (ng IkebanaNewGame) SeatsOf(n int) []IkebanaSeat {
	out := make([]IkebanaSeat, n)
	for i := range out {
		switch {
		case i < len(ng.Seats):
			out[i] = ng.Seats[i]
		case ng.Mode == ModePass:
			out[i] = IkebanaSeat{Kind: SeatPerson, Name: ng.nameOf(i)}
		case i > 0:
			out[i] = IkebanaSeat{Kind: SeatComputer, Level: ng.levelOf(i - 1)}
		default:
			out[i] = IkebanaSeat{Kind: SeatPerson}
		}
		if i == 0 {
			out[i].Kind, out[i].Level = SeatPerson, ""
		}
		if out[i].Kind == SeatComputer && out[i].Level == "" {
			out[i].Level = "normal"
		}
	}
	return out
}

// levelOf returns older settings' level of the i-th computer (0 for the
// first).
func (ng IkebanaNewGame) levelOf(i int) string {
	if i >= 0 && i < len(ng.Levels) && ng.Levels[i] != "" {
		return ng.Levels[i]
	}
	return ng.Level
}

// nameOf returns older settings' name of the person in seat i, "" for
// the default.
func (ng IkebanaNewGame) nameOf(i int) string {
	if i >= 0 && i < len(ng.Names) {
		return ng.Names[i]
	}
	return ""
}

// SaveIkebana writes the game g (an *ikebana.Game, or the local match
// playing it, whose text form is taken under its lock) with its envelope
// sv, atomically where the backend is a directory.
func (s *Store) SaveIkebana(sv *IkebanaSave, g encoding.TextMarshaler) error {
	return s.saveIkebana(IkebanaName, sv, g)
}

func (s *Store) saveIkebana(name string, sv *IkebanaSave, g encoding.TextMarshaler) error {
	text, err := g.MarshalText()
	if err != nil {
		return err
	}
	sv.Game = string(text)
	sv.Version = IkebanaVersion
	sv.SavedAt = time.Now().UTC().Truncate(time.Second)
	return s.write(name, sv)
}

// HasIkebana reports whether an Ikebana save exists (readable or not).
func (s *Store) HasIkebana() bool {
	_, err := s.b.Read(IkebanaName)
	return err == nil
}

// LoadIkebana reads the saved Ikebana game and replays it. With no save it
// returns nil, nil, nil. A save that cannot be read returns an error
// wrapping ErrCorrupt or ErrVersion and is set aside (BadIkebanaName).
func (s *Store) LoadIkebana() (*IkebanaSave, *ikebana.Game, error) {
	return s.loadIkebana(IkebanaName, BadIkebanaName)
}

func (s *Store) loadIkebana(name, bad string) (*IkebanaSave, *ikebana.Game, error) {
	b, err := s.b.Read(name)
	if errors.Is(err, ErrNotFound) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, err
	}
	sv, g, err := decodeIkebana(b)
	if err != nil {
		s.b.Write(bad, b)
		s.b.Remove(name)
		return nil, nil, err
	}
	return sv, g, nil
}

func decodeIkebana(b []byte) (*IkebanaSave, *ikebana.Game, error) {
	var sv IkebanaSave
	if err := json.Unmarshal(b, &sv); err != nil {
		return nil, nil, fmt.Errorf("%w: %v", ErrCorrupt, err)
	}
	if sv.Version < 1 || sv.Version > IkebanaVersion {
		return nil, nil, fmt.Errorf("%w: envelope version %d", ErrVersion, sv.Version)
	}
	g := new(ikebana.Game)
	if err := g.UnmarshalText([]byte(sv.Game)); err != nil {
		return nil, nil, fmt.Errorf("%w: %v", ErrCorrupt, err)
	}
	if sv.Version == 1 {
		sv.upgrade(g.State().Players())
	}
	sv.Version = IkebanaVersion
	if err := sv.check(g.State().Players()); err != nil {
		return nil, nil, err
	}
	return &sv, g, nil
}

// upgrade makes a version 1 envelope's seats: the player in seat 0, the
// others computers of its one level.
func (sv *IkebanaSave) upgrade(players int) {
	sv.Mode = ModeComputer
	sv.Seats = []IkebanaSeat{{Kind: SeatPerson}}
	for range players - 1 {
		sv.Seats = append(sv.Seats, IkebanaSeat{Kind: SeatComputer, Level: sv.Level})
	}
}

// check fails when the envelope does not fit a game of players seats.
func (sv *IkebanaSave) check(players int) error {
	if len(sv.Seats) != players {
		return fmt.Errorf("%w: %d seats for %d florists", ErrCorrupt, len(sv.Seats), players)
	}
	if len(sv.Seen) > players {
		return fmt.Errorf("%w: %d seen counts for %d florists", ErrCorrupt, len(sv.Seen), players)
	}
	for i, s := range sv.Seats {
		switch {
		case s.Kind == SeatPerson:
		case s.Kind == SeatComputer && s.Level != "":
		default:
			return fmt.Errorf("%w: seat %d is %q (level %q)", ErrCorrupt, i, s.Kind, s.Level)
		}
	}
	if !sv.Seats[0].Person() {
		return fmt.Errorf("%w: seat 0 is not a person", ErrCorrupt)
	}
	if want := IkebanaMode(sv.Seats); sv.Mode != want {
		return fmt.Errorf("%w: mode %q for a table of mode %q", ErrCorrupt, sv.Mode, want)
	}
	return nil
}

// ClearIkebana deletes the saved Ikebana game.
func (s *Store) ClearIkebana() error { return s.b.Remove(IkebanaName) }
