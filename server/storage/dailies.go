package storage

import (
	"context"
	"time"
)

// Dailies is what a Store keeps of the daily deals: each player's first
// verified result of a game's day, with the moves that gave it, ranked
// by points, then accuracy, then the time it was sent.
type Dailies interface {
	// AddDaily stores a player's result of a day (d.Place is ignored);
	// ErrConflict when the player already has one for that game and date.
	AddDaily(ctx context.Context, d Daily) error
	// DailyOf returns a player's result of a game's day, with its place;
	// ErrNotFound when there is none.
	DailyOf(ctx context.Context, playerID, game, date string) (Daily, error)
	// DailyBoard lists a day's results in their order from the offset-th
	// on (0 the first), at most limit, each with its place and its
	// player's name, without the moves.
	DailyBoard(ctx context.Context, game, date string, offset, limit int) ([]Daily, error)
	// DailyPlayers counts a day's results.
	DailyPlayers(ctx context.Context, game, date string) (int, error)
}

// NoAccuracy is a Daily's Accuracy when none was computed; it ranks
// below every accuracy.
const NoAccuracy = -1

// Daily is one player's result of a game's daily deal.
type Daily struct {
	Player string
	Name   string // the player's display name (read, never written)
	Game   string
	Date   string // the UTC day, "2026-12-06"
	Moves  []string
	Points int
	// Accuracy is 0–100, or NoAccuracy.
	Accuracy  float64
	Submitted time.Time
	Place     int // 1 the first (read, never written)
}
