package online

import (
	"context"

	"github.com/koikoi-app/koikoi/server/protocol"
)

// The daily deal online (see docs/online-protocol.md, "Daily deal"): the
// app plays the day's game itself (engine/koikoi/daily,
// engine/ikebana/daily), then sends the person's moves; the server replays
// them and ranks the result on the day's board.
type (
	// DailyResult is a daily result as the server verified and ranked it.
	DailyResult = protocol.DailyResult
	// DailyBoard is a page of a day's board, with the player's own line in
	// You when they played that day.
	DailyBoard = protocol.DailyBoard
	// DailyEntry is one line of a day's board.
	DailyEntry = protocol.DailyEntry
	// DailyRecord is a line of a closed day's board with its moves.
	DailyRecord = protocol.DailyRecord
)

// DailyGames are the games with a daily deal: "koikoi" and "ikebana".
var DailyGames = protocol.DailyGames

// DailyGrace is how long after its UTC day's end a daily is still taken;
// then the day is closed and every result's moves may be read.
const DailyGrace = protocol.DailyGrace

// DailyPage is how many lines a page of a day's board lists.
const DailyPage = protocol.DailyPage

// DailySubmit sends a played daily of game for date ("2026-12-06", the UTC
// day): the person's moves as the engine writes them (Move.String), and
// the final result seat by seat (Koi-Koi: both scores, the person's first;
// Ikebana: each seat's prestige). Only the first result of a day counts.
// The server replays the game, a few seconds. ErrForged: the moves do not
// give that result; ErrIllegal: a move the position does not allow, or
// moves missing or left over; ErrDailyPlayed: a result of that day was
// already taken; ErrDailyClosed: the day is over; ErrBadDate: not a day,
// or one not begun; ErrBadOptions: an unknown game, or a result of the
// wrong size; ErrRateLimited, ErrUnavailable: try again later.
func (s *Session) DailySubmit(ctx context.Context, game, date string, moves []string, result []int) (DailyResult, error) {
	return ask[protocol.DailyResult](ctx, s, "daily_submit", func(h protocol.Header) any {
		return protocol.DailySubmit{Header: h, Game: game, Date: date, Moves: moves, Result: result}
	})
}

// DailyBoard fetches a page (0 to Pages-1; a day nobody played has one,
// empty) of a game's board of date. ErrBadOptions: an unknown game or a
// page out of range; ErrBadDate: not a day.
func (s *Session) DailyBoard(ctx context.Context, game, date string, page int) (DailyBoard, error) {
	return ask[protocol.DailyBoard](ctx, s, "daily_board", func(h protocol.Header) any {
		return protocol.GetDailyBoard{Header: h, Game: game, Date: date, Page: page}
	})
}

// DailyRecord fetches the moves of the result at place (1 the first) of
// a game's board of date, for its review: only once the day is closed
// (ErrNotYet before). ErrNotFound: nobody at that place.
func (s *Session) DailyRecord(ctx context.Context, game, date string, place int) (DailyRecord, error) {
	return ask[protocol.DailyRecord](ctx, s, "daily_record", func(h protocol.Header) any {
		return protocol.GetDailyRecord{Header: h, Game: game, Date: date, Place: place}
	})
}
