package store

import (
	"encoding/json"
	"errors"
)

// Errors of the loads of a saved game (LoadKoikoi, LoadIkebana) and of
// damaged settings, statistics or progress. The app shows a message and
// starts afresh.
var (
	ErrCorrupt = errors.New("store: the saved game is damaged")
	ErrVersion = errors.New("store: the saved game comes from another version")
)

// The modes of a game.
const (
	ModeComputer = "computer" // seat 0 plays against the computer in seat 1
	ModePass     = "pass"     // two people share one device
)

// Store reads and writes the shared settings and each game's save,
// statistics and tutorial progress through a Backend.
type Store struct {
	b Backend
}

// New returns a store over b.
func New(b Backend) *Store { return &Store{b: b} }

func (s *Store) write(name string, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return s.b.Write(name, append(b, '\n'))
}
