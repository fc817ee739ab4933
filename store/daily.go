package store

import (
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// The blobs of the daily deals: each game's daily under way, in its own
// slot so that it never overwrites the normal game, and the history of
// the dailies played.
const (
	KoikoiDailyName     = "daily-koikoi.json"
	BadKoikoiDailyName  = "daily-koikoi.bad.json"
	IkebanaDailyName    = "daily-ikebana.json"
	BadIkebanaDailyName = "daily-ikebana.bad.json"
	DailiesName         = "dailies.json"
	// BadDailiesName keeps a history that could not be read, for a bug
	// report; it is never read back.
	BadDailiesName = "dailies.bad.json"
)

// The games a daily is played in, as the history names them.
const (
	DailyKoikoi  = "koikoi"
	DailyIkebana = "ikebana"
)

// SaveKoikoiDaily writes the daily game under way g with its envelope sv
// (sv.Daily its day) to the daily's slot, as SaveKoikoi.
func (s *Store) SaveKoikoiDaily(sv *KoikoiSave, g encoding.TextMarshaler) error {
	return s.saveKoikoi(KoikoiDailyName, sv, g)
}

// LoadKoikoiDaily reads the daily game under way, as LoadKoikoi: nil, nil,
// nil with none; a damaged save is set aside and returns an error
// wrapping ErrCorrupt or ErrVersion.
func (s *Store) LoadKoikoiDaily() (*KoikoiSave, *koikoi.Game, error) {
	sv, g, err := s.loadKoikoi(KoikoiDailyName, BadKoikoiDailyName)
	if err == nil && sv != nil && sv.Daily == "" {
		s.b.Remove(KoikoiDailyName)
		return nil, nil, fmt.Errorf("%w: a daily's save without its day", ErrCorrupt)
	}
	return sv, g, err
}

// ClearKoikoiDaily deletes the daily game's save.
func (s *Store) ClearKoikoiDaily() error { return s.b.Remove(KoikoiDailyName) }

// SaveIkebanaDaily writes the Ikebana daily under way to its own slot, as
// SaveIkebana.
func (s *Store) SaveIkebanaDaily(sv *IkebanaSave, g encoding.TextMarshaler) error {
	return s.saveIkebana(IkebanaDailyName, sv, g)
}

// LoadIkebanaDaily reads the Ikebana daily under way, as LoadIkebana.
func (s *Store) LoadIkebanaDaily() (*IkebanaSave, *ikebana.Game, error) {
	sv, g, err := s.loadIkebana(IkebanaDailyName, BadIkebanaDailyName)
	if err == nil && sv != nil && sv.Daily == "" {
		s.b.Remove(IkebanaDailyName)
		return nil, nil, fmt.Errorf("%w: a daily's save without its day", ErrCorrupt)
	}
	return sv, g, err
}

// ClearIkebanaDaily deletes the Ikebana daily's save.
func (s *Store) ClearIkebanaDaily() error { return s.b.Remove(IkebanaDailyName) }

// Daily is one finished daily deal in the history: its day and game, the
// result and the record for its replay, the review's accuracy once the
// player reviewed it, and whether the result still waits to be sent to
// the online daily table.
type Daily struct {
	Date   string `json:"date"` // YYYY-MM-DD, the deal's UTC day
	Game   string `json:"game"` // DailyKoikoi or DailyIkebana
	Record string `json:"record"`
	// Score is the final score by seat, the person's (seat 0) first: the
	// points in Koi-Koi, the prestige in Ikebana.
	Score []int `json:"score"`
	// Accuracy is the review's share of the person's decisions the search
	// agrees with, in percent; Reviewed says it was measured.
	Accuracy float64 `json:"accuracy,omitempty"`
	Reviewed bool    `json:"reviewed,omitempty"`
	// Pending says the result is to be sent to the online daily table
	// (the player has an online identity and it was not yet accepted).
	Pending bool `json:"pending,omitempty"`
	// Place and Players are the rank the online daily table gave the
	// result when it was sent, and how many had played the day then.
	Place    int       `json:"place,omitempty"`
	Players  int       `json:"players,omitempty"`
	Finished time.Time `json:"finished"`
}

// dailies is the history's file.
type dailies struct {
	Version int     `json:"version"`
	Days    []Daily `json:"days"` // newest first
}

// LoadDailies returns the history of the dailies, newest first. A damaged
// file is set aside (BadDailiesName) and returns none and an error
// wrapping ErrCorrupt: the next daily starts a fresh history.
func (s *Store) LoadDailies() ([]Daily, error) {
	b, err := s.b.Read(DailiesName)
	if errors.Is(err, ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var f dailies
	if err := json.Unmarshal(b, &f); err != nil || f.Version != 1 {
		s.b.Write(BadDailiesName, b)
		s.b.Remove(DailiesName)
		if err == nil {
			err = fmt.Errorf("version %d", f.Version)
		}
		return nil, fmt.Errorf("%w: the dailies' history: %v", ErrCorrupt, err)
	}
	return f.Days, nil
}

// ErrDailyPlayed is returned by AddDaily for a day and game the history
// already holds: only a day's first finished result counts.
var ErrDailyPlayed = errors.New("store: this daily was already played")

// AddDaily puts d first in the history and writes it atomically. A day
// and game already there return ErrDailyPlayed and change nothing.
func (s *Store) AddDaily(d Daily) error {
	old, err := s.LoadDailies()
	if err != nil && !errors.Is(err, ErrCorrupt) {
		return err
	}
	if FindDaily(old, d.Game, d.Date) != nil {
		return fmt.Errorf("%w: %s %s", ErrDailyPlayed, d.Game, d.Date)
	}
	return s.write(DailiesName, dailies{Version: 1, Days: append([]Daily{d}, old...)})
}

// UpdateDaily replaces the history's entry of d's day and game by d (the
// review's accuracy, a submission's end) and writes it atomically.
func (s *Store) UpdateDaily(d Daily) error {
	days, err := s.LoadDailies()
	if err != nil {
		return err
	}
	p := FindDaily(days, d.Game, d.Date)
	if p == nil {
		return fmt.Errorf("%w: no daily %s %s", ErrNotFound, d.Game, d.Date)
	}
	*p = d
	return s.write(DailiesName, dailies{Version: 1, Days: days})
}

// FindDaily returns the entry of game's daily of date in days, or nil.
func FindDaily(days []Daily, game, date string) *Daily {
	i := slices.IndexFunc(days, func(d Daily) bool { return d.Game == game && d.Date == date })
	if i < 0 {
		return nil
	}
	return &days[i]
}

// DailyStreak returns how many days in a row up to today (YYYY-MM-DD) or,
// while today's is not played yet, up to the day before, game's daily was
// played.
func DailyStreak(days []Daily, game, today string) int {
	t, err := time.Parse(time.DateOnly, today)
	if err != nil {
		return 0
	}
	if FindDaily(days, game, today) == nil {
		t = t.AddDate(0, 0, -1)
	}
	n := 0
	for FindDaily(days, game, t.Format(time.DateOnly)) != nil {
		n++
		t = t.AddDate(0, 0, -1)
	}
	return n
}
