package online

import (
	"context"
	"encoding/json"

	"github.com/koikoi-app/koikoi/server/protocol"
)

// Rated play: rated tables, leaderboards and the player's profile (see
// docs/online-protocol.md, "Rated play", and docs/ratings.md).
type (
	// Leaderboard is a page of a pool's leaderboard, with the player's own
	// line in You when they are on it.
	Leaderboard = protocol.Leaderboard
	// BoardEntry is one line of a leaderboard.
	BoardEntry = protocol.BoardEntry
	// Profile is the player's ratings with their history, statistics and
	// last games.
	Profile = protocol.Profile
	// PoolRating is one of the player's ratings.
	PoolRating = protocol.PoolRating
	// RatingData is what a rated game's end did to each person's rating.
	RatingData = protocol.RatingData
)

// Pools are the rating pools: "koikoi" and "ikebana" (every table size).
var Pools = protocol.Pools

// Leaderboard pages: BoardPages pages of BoardPage lines, the top 100.
const (
	BoardPage  = protocol.BoardPage
	BoardPages = protocol.BoardSize / protocol.BoardPage
)

// CreateRated opens a rated private table: as Create, with person seats
// only (ErrBadOptions otherwise).
func (s *Session) CreateRated(ctx context.Context, gameName string, opts Options, seats []Seat, clock int) (*Table, error) {
	return s.follow(ctx, "create", func(h protocol.Header) any {
		return protocol.Create{Header: h, Game: gameName, Options: opts, Seats: seats, Clock: clock, Rated: true}
	})
}

// QuickRated asks for a rated quick match: as Quick, paired with the
// waiting person whose rating is closest (the window widens with the
// wait). Accepting the offer of computers makes the table casual.
func (s *Session) QuickRated(ctx context.Context, gameName string, opts Options) (*Table, error) {
	return s.follow(ctx, "quick", func(h protocol.Header) any {
		return protocol.Quick{Header: h, Game: gameName, Options: opts, Rated: true}
	})
}

// Leaderboard fetches a page (0 to BoardPages-1) of a pool's leaderboard,
// all time for month "", else of a month written "2026-12".
// ErrBadOptions: an unknown pool, a bad month or page.
func (s *Session) Leaderboard(ctx context.Context, pool, month string, page int) (Leaderboard, error) {
	return ask[protocol.Leaderboard](ctx, s, "leaderboard", func(h protocol.Header) any {
		return protocol.GetLeaderboard{Header: h, Pool: pool, Month: month, Page: page}
	})
}

// Profile fetches the player's profile.
func (s *Session) Profile(ctx context.Context) (Profile, error) {
	return ask[protocol.Profile](ctx, s, "profile", func(h protocol.Header) any { return protocol.GetProfile{Header: h} })
}

// Rated reports whether the table is rated: its end changes its people's
// ratings.
func (t *Table) Rated() bool { return t.Info().Rated }

// Ratings returns what the game's end did to each person's rating, read
// from its game_end event; ok is false before the end, at a casual table,
// or when the end was not among the events read.
func (t *Table) Ratings() (d RatingData, ok bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, e := range t.log {
		if e.Kind != "game_end" {
			continue
		}
		var end struct {
			Rated *RatingData `json:"rated"`
		}
		if json.Unmarshal(e.Data, &end) == nil && end.Rated != nil {
			return *end.Rated, true
		}
	}
	return d, false
}
