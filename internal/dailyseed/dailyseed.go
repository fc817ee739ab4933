// Package dailyseed holds what both games' daily deals share: the day a
// time falls on, the deal's seed as a documented function of that day and
// the game's name, the replay of a submitted game against the computers
// (Replay), and the errors a daily's Verify returns (each game's daily
// package names these same values).
package dailyseed

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"time"
)

// The errors of a daily; callers test them with errors.Is.
var (
	// ErrBadDate: a date that is not a day written YYYY-MM-DD.
	ErrBadDate = errors.New("daily: not a date")
	// ErrBadSubmission: a move that is not legal where it stands, or too
	// few or too many moves.
	ErrBadSubmission = errors.New("daily: bad submission")
	// ErrForged: the moves replay to another result than the one claimed.
	ErrForged = errors.New("daily: the moves do not give the result claimed")
)

// Date returns the day of t in UTC, as a daily names it: "2026-12-06".
func Date(t time.Time) string { return t.UTC().Format(time.DateOnly) }

// Seed returns game's daily seed for date (YYYY-MM-DD): the first 8
// bytes, little-endian, of SHA-256(game + "-daily-" + date).
func Seed(game, date string) (uint64, error) {
	if _, err := time.Parse(time.DateOnly, date); err != nil {
		return 0, fmt.Errorf("%w: %q (want YYYY-MM-DD)", ErrBadDate, date)
	}
	sum := sha256.Sum256([]byte(game + "-daily-" + date))
	return binary.LittleEndian.Uint64(sum[:8]), nil
}
