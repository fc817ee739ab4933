package store

import (
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// The blobs of a saved Koi-Koi game, apart from Ikebana's. The names are
// those of the files the app has always written, so that a player's saves
// still load.
const (
	KoikoiName = "game.json"
	// BadKoikoiName keeps the last save that could not be read, for a bug
	// report; it is never read back.
	BadKoikoiName = "game.bad.json"
)

// KoikoiVersion is the version of the save envelope this package writes.
const KoikoiVersion = 1

// KoikoiSave is the envelope of a saved game: the engine's text form of the game
// and what the app needs beside it.
type KoikoiSave struct {
	Version int    `json:"version"`
	Game    string `json:"game"`            // koikoi.Game.MarshalText
	Mode    string `json:"mode"`            // ModeComputer or ModePass
	Level   string `json:"level,omitempty"` // the computer's level
	AISeed  uint64 `json:"aiSeed,omitempty"`
	// RoundsCounted is the number of finished rounds already added to the
	// statistics, and GameCounted whether the game's end is: a game resumed
	// after a kill never counts a round twice.
	RoundsCounted int  `json:"roundsCounted"`
	GameCounted   bool `json:"gameCounted"`
	// AtTable says the game was on show when it was saved: an app ended
	// by the system during a game reopens into its table, one left for
	// Home reopens on Home.
	AtTable bool      `json:"atTable,omitempty"`
	SavedAt time.Time `json:"savedAt"`
	// Daily is the day (YYYY-MM-DD) of the daily deal this game is,
	// empty for any other game: a daily is kept in its own slot
	// (SaveKoikoiDaily) and its computer is the day's (engine/koikoi/daily).
	Daily string `json:"daily,omitempty"`
}

// SaveKoikoi writes the game g with its envelope sv, stamping its version
// and time, atomically where the backend is a directory.
func (s *Store) SaveKoikoi(sv *KoikoiSave, g encoding.TextMarshaler) error {
	return s.saveKoikoi(KoikoiName, sv, g)
}

func (s *Store) saveKoikoi(name string, sv *KoikoiSave, g encoding.TextMarshaler) error {
	text, err := g.MarshalText()
	if err != nil {
		return err
	}
	sv.Game = string(text)
	sv.Version = KoikoiVersion
	sv.SavedAt = time.Now().UTC().Truncate(time.Second)
	return s.write(name, sv)
}

// HasKoikoi reports whether a saved game exists (readable or not).
func (s *Store) HasKoikoi() bool {
	_, err := s.b.Read(KoikoiName)
	return err == nil
}

// LoadKoikoi reads the saved game and replays it. With no save it returns
// nil, nil, nil. A save that cannot be read returns an error wrapping
// ErrCorrupt or ErrVersion; the bad save is then moved aside, so the next
// start is a fresh one.
func (s *Store) LoadKoikoi() (*KoikoiSave, *koikoi.Game, error) {
	return s.loadKoikoi(KoikoiName, BadKoikoiName)
}

func (s *Store) loadKoikoi(name, bad string) (*KoikoiSave, *koikoi.Game, error) {
	b, err := s.b.Read(name)
	if errors.Is(err, ErrNotFound) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, err
	}
	sv, g, err := decodeKoikoi(b)
	if err != nil {
		s.b.Write(bad, b)
		s.b.Remove(name)
		return nil, nil, err
	}
	return sv, g, nil
}

func decodeKoikoi(b []byte) (*KoikoiSave, *koikoi.Game, error) {
	var probe struct {
		Version *int `json:"version"`
	}
	if err := json.Unmarshal(b, &probe); err != nil || probe.Version == nil {
		return nil, nil, fmt.Errorf("%w: not a save envelope", ErrCorrupt)
	}
	if *probe.Version != KoikoiVersion {
		return nil, nil, fmt.Errorf("%w: envelope version %d", ErrVersion, *probe.Version)
	}
	var sv KoikoiSave
	if err := json.Unmarshal(b, &sv); err != nil {
		return nil, nil, fmt.Errorf("%w: %v", ErrCorrupt, err)
	}
	switch sv.Mode {
	case ModeComputer, ModePass:
	default:
		return nil, nil, fmt.Errorf("%w: unknown mode %q", ErrCorrupt, sv.Mode)
	}
	g := new(koikoi.Game)
	if err := g.UnmarshalText([]byte(sv.Game)); err != nil {
		if errors.Is(err, koikoi.ErrVersion) {
			return nil, nil, fmt.Errorf("%w: %v", ErrVersion, err)
		}
		return nil, nil, fmt.Errorf("%w: %v", ErrCorrupt, err)
	}
	return &sv, g, nil
}

// ClearKoikoi deletes the saved game.
func (s *Store) ClearKoikoi() error { return s.b.Remove(KoikoiName) }
