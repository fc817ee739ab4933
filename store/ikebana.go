package store

import (
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
// writes. Version 1 had one level for every computer and no seats; it is
// still read (LoadIkebana makes its seats).
const IkebanaVersion = 2

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
}

// IkebanaSave is the envelope of a saved Ikebana game: the engine's text
// form of the game, who sits in each seat, and where the game stands for
// the app (the hand-over, what each person saw, what was counted in the
// statistics).
type IkebanaSave struct {
	Version int    `json:"version"`
	Game    string `json:"game"` // ikebana.Game.MarshalText
	// Mode is ModeComputer (the player against computers) or ModePass
	// (people passing one phone).
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
}

// IkebanaNewGame holds the last choices of Ikebana's new game screen.
type IkebanaNewGame struct {
	// Mode is ModeComputer or ModePass.
	Mode string `json:"mode,omitempty"`
	// Players is the number of florists at the table, 2 to 5.
	Players int `json:"players"`
	// Level is the level of a computer without its own in Levels (the
	// one level of older settings).
	Level string `json:"level"`
	// Levels are the computers' levels, the first computer first.
	Levels []string `json:"levels,omitempty"`
	// Names are the people's names in pass-and-play, by seat; "" for the
	// default one.
	Names []string `json:"names,omitempty"`
	Final bool     `json:"final"`
}

// LevelOf returns the level of the i-th computer (0 for the first).
func (ng IkebanaNewGame) LevelOf(i int) string {
	if i >= 0 && i < len(ng.Levels) && ng.Levels[i] != "" {
		return ng.Levels[i]
	}
	return ng.Level
}

// NameOf returns the name of the person in seat i, "" for the default.
func (ng IkebanaNewGame) NameOf(i int) string {
	if i >= 0 && i < len(ng.Names) {
		return ng.Names[i]
	}
	return ""
}

// SaveIkebana writes the game g with its envelope sv, atomically where the
// backend is a directory.
func (s *Store) SaveIkebana(sv *IkebanaSave, g *ikebana.Game) error {
	text, err := g.MarshalText()
	if err != nil {
		return err
	}
	sv.Game = string(text)
	sv.Version = IkebanaVersion
	sv.SavedAt = time.Now().UTC().Truncate(time.Second)
	return s.write(IkebanaName, sv)
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
	b, err := s.b.Read(IkebanaName)
	if errors.Is(err, ErrNotFound) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, err
	}
	sv, g, err := decodeIkebana(b)
	if err != nil {
		s.b.Write(BadIkebanaName, b)
		s.b.Remove(IkebanaName)
		return nil, nil, err
	}
	return sv, g, nil
}

func decodeIkebana(b []byte) (*IkebanaSave, *ikebana.Game, error) {
	var sv IkebanaSave
	if err := json.Unmarshal(b, &sv); err != nil {
		return nil, nil, fmt.Errorf("%w: %v", ErrCorrupt, err)
	}
	if sv.Version != 1 && sv.Version != IkebanaVersion {
		return nil, nil, fmt.Errorf("%w: envelope version %d", ErrVersion, sv.Version)
	}
	g := new(ikebana.Game)
	if err := g.UnmarshalText([]byte(sv.Game)); err != nil {
		return nil, nil, fmt.Errorf("%w: %v", ErrCorrupt, err)
	}
	if sv.Version == 1 {
		sv.upgrade(g.State().Players())
	}
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
	sv.Version = IkebanaVersion
}

// check fails when the envelope does not fit a game of players seats.
func (sv *IkebanaSave) check(players int) error {
	switch sv.Mode {
	case ModeComputer, ModePass:
	default:
		return fmt.Errorf("%w: unknown mode %q", ErrCorrupt, sv.Mode)
	}
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
	return nil
}

// ClearIkebana deletes the saved Ikebana game.
func (s *Store) ClearIkebana() error { return s.b.Remove(IkebanaName) }
