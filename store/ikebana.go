package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/koikoi-app/koikoi/ikebana"
)

// The blobs of the Ikebana game under way: its own save beside Koi-Koi's,
// so each game has its Continue.
const (
	IkebanaName    = "ikebana.json"
	BadIkebanaName = "ikebana.bad.json"
)

// IkebanaVersion is the version of the Ikebana save envelope.
const IkebanaVersion = 1

// IkebanaSave is the envelope of a saved Ikebana game: the engine's text
// form of the game and the computer players' level and seed.
type IkebanaSave struct {
	Version int       `json:"version"`
	Game    string    `json:"game"` // ikebana.Game.MarshalText
	Level   string    `json:"level"`
	AISeed  uint64    `json:"aiSeed,omitempty"`
	SavedAt time.Time `json:"savedAt"`
}

// IkebanaNewGame holds the last choices of Ikebana's new game screen.
type IkebanaNewGame struct {
	Players int    `json:"players"`
	Level   string `json:"level"`
	Final   bool   `json:"final"`
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
	if sv.Version != IkebanaVersion {
		return nil, nil, fmt.Errorf("%w: envelope version %d", ErrVersion, sv.Version)
	}
	g := new(ikebana.Game)
	if err := g.UnmarshalText([]byte(sv.Game)); err != nil {
		return nil, nil, fmt.Errorf("%w: %v", ErrCorrupt, err)
	}
	return &sv, g, nil
}

// ClearIkebana deletes the saved Ikebana game.
func (s *Store) ClearIkebana() error { return s.b.Remove(IkebanaName) }
