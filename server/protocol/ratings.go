package protocol

import "slices"

// Pools are the rating pools: one rating a player and pool, a pool a
// game (Ikebana's tables of every size share one: see docs/ratings.md).
var Pools = []string{"koikoi", "ikebana"}

// Pool reports whether name is one of Pools.
func Pool(name string) bool { return slices.Contains(Pools, name) }

// BoardSize is how many players a leaderboard lists (the top 100), in
// pages of BoardPage.
const (
	BoardSize = 100
	BoardPage = 25
)

// The client's messages of rated play.
type (
	// GetLeaderboard asks for a page (0 to 3) of a pool's leaderboard, all
	// time or of a month ("2026-12").
	GetLeaderboard struct {
		Header
		Pool  string `json:"pool"`
		Month string `json:"month,omitempty"`
		Page  int    `json:"page,omitempty"`
	}
	// GetProfile asks for the player's own profile.
	GetProfile struct{ Header }
)

// The server's messages of rated play.
type (
	// Leaderboard answers GetLeaderboard: the page's lines and, when the
	// player is on the board, their own line wherever it is (Place 0 and
	// no rating when they are not).
	Leaderboard struct {
		Type    string       `json:"type"` // "leaderboard"
		Re      int64        `json:"re,omitempty"`
		Pool    string       `json:"pool"`
		Month   string       `json:"month,omitempty"`
		Page    int          `json:"page"`
		Pages   int          `json:"pages"`
		Entries []BoardEntry `json:"entries"`
		You     *BoardEntry  `json:"you,omitempty"`
	}
	// BoardEntry is one line of a leaderboard (names only: no player IDs).
	BoardEntry struct {
		Place     int    `json:"place"`
		Name      string `json:"name"`
		Rating    int    `json:"rating"`
		Deviation int    `json:"deviation"`
		Games     int    `json:"games"`
		You       bool   `json:"you,omitempty"`
	}
	// Profile answers GetProfile.
	Profile struct {
		Type    string        `json:"type"` // "profile"
		Re      int64         `json:"re,omitempty"`
		Name    string        `json:"name"`
		Ratings []PoolRating  `json:"ratings"`
		Games   []GameStats   `json:"games"`
		Last    []RecordEntry `json:"last"` // the last finished games, the newest first
	}
	// PoolRating is a player's rating in one pool, with its history.
	PoolRating struct {
		Pool        string        `json:"pool"`
		Rating      int           `json:"rating"`
		Deviation   int           `json:"deviation"`
		Provisional bool          `json:"provisional,omitempty"`
		Games       int           `json:"games"`
		Place       int           `json:"place,omitempty"` // on the all-time board; absent while provisional
		History     []RatingPoint `json:"history"`
	}
	// RatingPoint is the rating after one rated game: a point of a chart.
	RatingPoint struct {
		Time   int64  `json:"t"` // Unix ms
		Rating int    `json:"rating"`
		Table  string `json:"table"`
	}
)

// RatingData is the data of a "rating" event, which follows game_end at a
// rated table: each person's new rating and its change.
type RatingData struct {
	Pool    string       `json:"pool"`
	Ratings []SeatRating `json:"ratings"`
}

// SeatRating is one seat's rating after a rated game.
type SeatRating struct {
	Seat        int  `json:"seat"`
	Rating      int  `json:"rating"`
	Deviation   int  `json:"deviation"`
	Change      int  `json:"change"`
	Provisional bool `json:"provisional,omitempty"`
}
