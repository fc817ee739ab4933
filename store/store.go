package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// The names of the blobs the store keeps.
const (
	SettingsName = "settings.json"
	StatsName    = "stats.json"
	GameName     = "game.json"
	// BadGameName keeps the last save that could not be read, for a bug
	// report; it is never read back.
	BadGameName = "game.bad.json"
)

// SaveVersion is the version of the save envelope this package writes.
const SaveVersion = 1

// Errors of LoadGame. The app shows a message and starts afresh.
var (
	ErrCorrupt = errors.New("store: the saved game is damaged")
	ErrVersion = errors.New("store: the saved game comes from another version")
)

// The modes of a game.
const (
	ModeComputer = "computer" // seat 0 plays against the computer in seat 1
	ModePass     = "pass"     // two people share one device
)

// Save is the envelope of a saved game: the engine's text form of the game
// and what the app needs beside it.
type Save struct {
	Version int    `json:"version"`
	Game    string `json:"game"`            // koikoi.Game.MarshalText
	Mode    string `json:"mode"`            // ModeComputer or ModePass
	Level   string `json:"level,omitempty"` // the computer's level
	AISeed  uint64 `json:"aiSeed,omitempty"`
	// RoundsCounted is the number of finished rounds already added to the
	// statistics, and GameCounted whether the game's end is: a game resumed
	// after a kill never counts a round twice.
	RoundsCounted int       `json:"roundsCounted"`
	GameCounted   bool      `json:"gameCounted"`
	SavedAt       time.Time `json:"savedAt"`
}

// Store reads and writes the settings, the statistics and the saved game
// through a Backend.
type Store struct {
	b Backend
}

// New returns a store over b.
func New(b Backend) *Store { return &Store{b: b} }

// LoadSettings returns the saved settings, or the defaults when none are
// saved. Damaged settings return the defaults and an error wrapping
// ErrCorrupt, which the app may ignore.
func (s *Store) LoadSettings() (Settings, error) {
	st := DefaultSettings()
	b, err := s.b.Read(SettingsName)
	if errors.Is(err, ErrNotFound) {
		return st, nil
	}
	if err != nil {
		return st, err
	}
	if err := json.Unmarshal(b, &st); err != nil {
		return DefaultSettings(), fmt.Errorf("%w: settings: %v", ErrCorrupt, err)
	}
	st.normalize()
	return st, nil
}

// SaveSettings writes the settings.
func (s *Store) SaveSettings(st Settings) error {
	st.Version = 1
	return s.write(SettingsName, st)
}

// LoadStats returns the statistics, or empty ones when none are saved.
// Damaged statistics return empty ones and an error wrapping ErrCorrupt.
func (s *Store) LoadStats() (Stats, error) {
	var st Stats
	b, err := s.b.Read(StatsName)
	if errors.Is(err, ErrNotFound) {
		return st, nil
	}
	if err != nil {
		return st, err
	}
	if err := json.Unmarshal(b, &st); err != nil {
		return Stats{}, fmt.Errorf("%w: statistics: %v", ErrCorrupt, err)
	}
	return st, nil
}

// SaveStats writes the statistics.
func (s *Store) SaveStats(st Stats) error {
	st.Version = 1
	return s.write(StatsName, st)
}

// SaveGame writes the envelope, stamping its version and time.
func (s *Store) SaveGame(sv *Save) error {
	sv.Version = SaveVersion
	sv.SavedAt = time.Now().UTC().Truncate(time.Second)
	return s.write(GameName, sv)
}

// SaveGameOf marshals g into sv and writes it.
func (s *Store) SaveGameOf(sv *Save, g *koikoi.Game) error {
	text, err := g.MarshalText()
	if err != nil {
		return err
	}
	sv.Game = string(text)
	return s.SaveGame(sv)
}

// HasGame reports whether a saved game exists (readable or not).
func (s *Store) HasGame() bool {
	_, err := s.b.Read(GameName)
	return err == nil
}

// LoadGame reads the saved game and replays it. With no save it returns
// nil, nil, nil. A save that cannot be read returns an error wrapping
// ErrCorrupt or ErrVersion; the bad save is then moved aside, so the next
// start is a fresh one.
func (s *Store) LoadGame() (*Save, *koikoi.Game, error) {
	b, err := s.b.Read(GameName)
	if errors.Is(err, ErrNotFound) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, err
	}
	sv, g, err := decodeGame(b)
	if err != nil {
		s.b.Write(BadGameName, b)
		s.b.Remove(GameName)
		return nil, nil, err
	}
	return sv, g, nil
}

func decodeGame(b []byte) (*Save, *koikoi.Game, error) {
	var probe struct {
		Version *int `json:"version"`
	}
	if err := json.Unmarshal(b, &probe); err != nil || probe.Version == nil {
		return nil, nil, fmt.Errorf("%w: not a save envelope", ErrCorrupt)
	}
	if *probe.Version != SaveVersion {
		return nil, nil, fmt.Errorf("%w: envelope version %d", ErrVersion, *probe.Version)
	}
	var sv Save
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

// ClearGame deletes the saved game.
func (s *Store) ClearGame() error { return s.b.Remove(GameName) }

func (s *Store) write(name string, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return s.b.Write(name, append(b, '\n'))
}
