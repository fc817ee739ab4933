package storage

import (
	"context"
	"time"
)

// Ratings is what a Store keeps of the players' ratings: one Glicko-2
// rating a player and pool, all time and as it stood at the end of each
// month the player played in, and its history.
type Ratings interface {
	// PlayerRatings lists a player's all-time ratings, one a pool.
	PlayerRatings(ctx context.Context, playerID string) ([]PlayerRating, error)
	// Leaderboard lists the established ratings (deviation at most
	// BoardDeviation) of a pool and period (AllTime, or a month as
	// "2026-12"), the highest first, from the offset-th on (0 the first),
	// at most limit, each with its player's name.
	Leaderboard(ctx context.Context, pool, period string, offset, limit int) ([]BoardEntry, error)
	// BoardPlace is a player's place (1 the first) on a leaderboard, or 0
	// when the player is not on it (no rating, or a provisional one).
	BoardPlace(ctx context.Context, pool, period, playerID string) (int, error)
	// RatingHistory lists a player's ratings in a pool after each of the
	// last limit rated games, the oldest first.
	RatingHistory(ctx context.Context, playerID, pool string, limit int) ([]RatingPoint, error)
}

// AllTime is the period of the all-time ratings and leaderboards.
const AllTime = ""

// BoardDeviation is the deviation up to which a rating is established and
// on the leaderboards (rating.ProvisionalDeviation; the stores' partial
// indexes name the same number).
const BoardDeviation = 110

// PlayerRating is a player's rating in one pool (a game, or Ikebana's
// table sizes: see the hub's ratingPool) and period.
type PlayerRating struct {
	Player     string
	Pool       string
	Rating     float64
	Deviation  float64
	Volatility float64
	Games      int // rated games in the period; all time, the rating's version
	Updated    time.Time
}

// RatingChange is one player's new rating after a rated game, committed
// with the game's end (Commit.Ratings). The store writes it only if the
// player's all-time rating in the pool still has Prev.Games games (none
// stored for 0): otherwise the commit writes nothing and returns
// ErrConflict, and the hub computes it again from a fresh read, so that
// two games ending at once never count one rating twice or lose one.
// The month's rating (Month of Next.Updated) follows, and the history
// gains a point.
type RatingChange struct {
	TableID string
	Prev    PlayerRating
	Next    PlayerRating
}

// Month is the leaderboard period of a time: its UTC month as "2006-01".
func Month(t time.Time) string { return t.UTC().Format("2006-01") }

// BoardEntry is one line of a leaderboard.
type BoardEntry struct {
	Place     int
	Player    string
	Name      string
	Rating    float64
	Deviation float64
	Games     int
}

// RatingPoint is a rating after one rated game.
type RatingPoint struct {
	TableID   string
	Rating    float64
	Deviation float64
	Time      time.Time
}
