package protocol

import "time"

// DailyGames are the games that have a daily deal (engine/koikoi/daily,
// engine/ikebana/daily).
var DailyGames = []string{"koikoi", "ikebana"}

// DailyGrace is how long after its UTC day's end a daily is still taken:
// a game begun before midnight UTC may be finished and sent. Once the
// grace is over the day is closed: no result is taken any more, and every
// result's moves may be read (daily_record).
const DailyGrace = 12 * time.Hour

// DailyPage is how many lines a page of a day's board lists.
const DailyPage = 25

// The client's messages of the daily deal.
type (
	// DailySubmit sends a played daily: the person's moves in order, as
	// the engine writes them ("play jan-crane", "draw"), and the final
	// result claimed, seat by seat (Koi-Koi: the two scores, the person's
	// first; Ikebana: the four seats' prestige). The server replays the
	// moves through the engine and refuses a result it cannot reproduce.
	DailySubmit struct {
		Header
		Game   string   `json:"game"`
		Date   string   `json:"date"`
		Moves  []string `json:"moves"`
		Result []int    `json:"result"`
	}
	// GetDailyBoard asks for a page of a day's board.
	GetDailyBoard struct {
		Header
		Game string `json:"game"`
		Date string `json:"date"`
		Page int    `json:"page,omitempty"`
	}
	// GetDailyRecord asks for the moves of the result at a place of a
	// closed day's board, for its review.
	GetDailyRecord struct {
		Header
		Game  string `json:"game"`
		Date  string `json:"date"`
		Place int    `json:"place"`
	}
)

// The server's messages of the daily deal.
type (
	// DailyResult answers DailySubmit: the result as the server verified
	// and ranked it.
	DailyResult struct {
		Type    string     `json:"type"` // "daily_result"
		Re      int64      `json:"re,omitempty"`
		Game    string     `json:"game"`
		Date    string     `json:"date"`
		Entry   DailyEntry `json:"entry"`
		Players int        `json:"players"` // how many have played the day so far
	}
	// DailyBoard answers GetDailyBoard: a page of the day's board, and the
	// player's own line wherever it is.
	DailyBoard struct {
		Type    string       `json:"type"` // "daily_board"
		Re      int64        `json:"re,omitempty"`
		Game    string       `json:"game"`
		Date    string       `json:"date"`
		Page    int          `json:"page"`
		Pages   int          `json:"pages"`
		Players int          `json:"players"`
		Closed  bool         `json:"closed,omitempty"` // the day is over: records may be read
		Entries []DailyEntry `json:"entries"`
		You     *DailyEntry  `json:"you,omitempty"`
	}
	// DailyEntry is one line of a day's board (a name, never a player ID
	// nor the moves).
	DailyEntry struct {
		Place    int      `json:"place"`
		Name     string   `json:"name"`
		Points   int      `json:"points"`
		Accuracy *float64 `json:"accuracy,omitempty"` // 0–100; absent when not computed
		Time     int64    `json:"t"`                  // when it was sent, Unix ms
		You      bool     `json:"you,omitempty"`
	}
	// DailyRecord answers GetDailyRecord: the line and its moves.
	DailyRecord struct {
		Type  string     `json:"type"` // "daily_record"
		Re    int64      `json:"re,omitempty"`
		Game  string     `json:"game"`
		Date  string     `json:"date"`
		Entry DailyEntry `json:"entry"`
		Moves []string   `json:"moves"`
	}
)
