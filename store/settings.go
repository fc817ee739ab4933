package store

import (
	"encoding/json"
	"errors"
	"fmt"
)

// SettingsName is the blob of the settings, which both games share.
const SettingsName = "settings.json"

// The animation speeds of Settings.Animation, slowest last.
const (
	AnimOff    = "off"
	AnimFast   = "fast"
	AnimNormal = "normal"
	AnimSlow   = "slow"
)

// AnimSpeeds lists the animation speeds in the order Settings offers them.
var AnimSpeeds = []string{AnimOff, AnimFast, AnimNormal, AnimSlow}

// Settings are the player's choices.
type Settings struct {
	Version int `json:"version"`
	// Language is a language code ("fr"), or empty to follow the system.
	Language string `json:"language"`
	// The assists.
	MatchHighlight bool `json:"matchHighlight"` // highlight the field cards a hand card matches
	YakuProgress   bool `json:"yakuProgress"`   // show yaku progress badges
	MoveHints      bool `json:"moveHints"`      // offer the computer's advice
	// Animation is one of AnimSpeeds.
	Animation string `json:"animation"`
	// CornerLabels draws the month and rank label in the card corners.
	CornerLabels bool `json:"cornerLabels"`
	// Mute switches the sound effects off (they are on by default, and in
	// settings saved before there were sounds).
	Mute bool `json:"mute,omitempty"`
	// ConfirmPlay makes a tap on a hand card select it and a second tap
	// play it. Off by default: one tap plays, as in the lessons, so a
	// player fresh from the tutorial is not left waiting.
	ConfirmPlay bool `json:"confirmPlay,omitempty"`
	// TapToContinue holds the game after each computer's turn until the
	// player taps, so that every move can be followed.
	TapToContinue bool `json:"tapToContinue,omitempty"`

	// Koikoi remembers the last choices of Koi-Koi's new game screen.
	Koikoi KoikoiNewGame `json:"newGame"`
	// Ikebana remembers the last choices of Ikebana's new game screen.
	Ikebana IkebanaNewGame `json:"ikebana"`
	// IkebanaPrefs are Ikebana's own settings.
	IkebanaPrefs IkebanaPrefs `json:"ikebanaPrefs"`
	// OnlineRated is the player's last choice of a rated game online
	// (Create a table, the quick match); off on a first start.
	OnlineRated bool `json:"onlineRated,omitempty"`
	// NotifyTurns and NotifyInvites are what the player wants to be told
	// of (Settings' "Tell me when"): a turn-based table waits for their
	// move; a friend invites them to a table. Both on by default, and in
	// settings saved before there were choices (no omitempty: a choice
	// turned off must stay off).
	NotifyTurns   bool `json:"notifyTurns"`
	NotifyInvites bool `json:"notifyInvites"`
}

// IkebanaPrefs are Ikebana's settings. Koi-Koi's assists do not apply to
// it: its hints are its own.
type IkebanaPrefs struct {
	// Hints is whether a new table's people get the assist's hint and
	// chance of winning on their turns (each person may change it on the
	// New game screen). Off by default: a game is the player's own.
	Hints bool `json:"hints"`
	// LessonHints shows the lessons' hints; on by default: a lesson is
	// there to teach.
	LessonHints bool `json:"lessonHints"`
	// FullHandover shows a whole screen between two people's turns, asking
	// for the phone to change hands; by default a banner on the table
	// names whose turn it is, as Ikebana hides nothing from anyone.
	FullHandover bool `json:"fullHandover"`
}

// KoikoiNewGame holds the choices of a new game.
type KoikoiNewGame struct {
	Preset  string            `json:"preset"`
	Options map[string]string `json:"options,omitempty"` // option changes, by name
	Level   string            `json:"level"`
	Mode    string            `json:"mode"` // ModeComputer or ModePass
}

// DefaultSettings returns the settings of a first start.
func DefaultSettings() Settings {
	return Settings{
		Version:        1,
		MatchHighlight: true,
		YakuProgress:   true,
		MoveHints:      true, // a first game shows the hints (and says so on the New game screen)
		Animation:      AnimNormal,
		CornerLabels:   true,
		Koikoi:         KoikoiNewGame{Preset: "standard", Level: "normal", Mode: ModeComputer},
		Ikebana:        IkebanaNewGame{Players: 4},
		IkebanaPrefs:   IkebanaPrefs{LessonHints: true},
		NotifyTurns:    true,
		NotifyInvites:  true,
	}
}

func (s *Settings) normalize() {
	d := DefaultSettings()
	ok := false
	for _, a := range AnimSpeeds {
		ok = ok || a == s.Animation
	}
	if !ok {
		s.Animation = d.Animation
	}
	if s.Koikoi.Preset == "" {
		s.Koikoi.Preset = d.Koikoi.Preset
	}
	if s.Koikoi.Level == "" {
		s.Koikoi.Level = d.Koikoi.Level
	}
	if s.Koikoi.Mode != ModePass {
		s.Koikoi.Mode = ModeComputer
	}
	if s.Ikebana.Players < 2 || s.Ikebana.Players > 5 {
		s.Ikebana.Players = d.Ikebana.Players
	}
}

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
