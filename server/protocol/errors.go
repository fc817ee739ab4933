package protocol

import (
	"encoding/json"
	"fmt"
)

// Error codes.
const (
	CodeBadJSON     = "bad_json"      // not a JSON object
	CodeBadMessage  = "bad_message"   // unknown type, unknown field, wrong field type
	CodeTooLarge    = "too_large"     // over MaxMessage
	CodeBadUTF8     = "bad_utf8"      // the frame is not UTF-8
	CodeRateLimited = "rate_limited"  // too many messages a second
	CodeVersion     = "version"       // a protocol version this server does not speak
	CodeHelloFirst  = "hello_first"   // Hello must come first
	CodeBadSecret   = "bad_secret"    // the device secret is malformed
	CodeBadName     = "bad_name"      // a display name too short, too long or with control characters
	CodeBadOptions  = "bad_options"   // unknown game, options, seats or clock
	CodeNotFound    = "not_found"     // no such table, invite code or record
	CodeNotSeated   = "not_seated"    // this player has no seat at that table
	CodeFull        = "full"          // no free seat left
	CodeLimit       = "limit"         // too many unfinished tables: finish or leave some first
	CodeNotStarted  = "not_started"   // the game has not started
	CodeNotYourTurn = "not_your_turn" // another seat is to move
	CodeStale       = "stale"         // seq is not the table's last event: catch up first
	CodeBadMove     = "bad_move"      // the move cannot be read
	CodeIllegal     = "illegal"       // the rules do not allow the move now
	CodeOver        = "game_over"     // the game has ended
	CodeNoRematch   = "no_rematch"    // no rematch now: the game is not over, or the offer was declined or ran out
	CodeBadDate     = "bad_date"      // a daily's date is not a day written 2026-12-06, or that day has not begun
	CodeClosed      = "daily_closed"  // that day's daily takes no more results
	CodePlayed      = "daily_played"  // a result of that day's daily was already taken: the first counts
	CodeForged      = "forged"        // the moves do not give the result claimed
	CodeNotYet      = "not_yet"       // the day is not over: nobody's moves are shown before
	CodeBusy        = "busy"          // the server is checking many results: try again shortly
	CodeUnavailable = "unavailable"   // the database cannot be reached: try again
	CodeInternal    = "internal"      // a fault of the server
)

// Error is an error answer; it is also a Go error.
type Error struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func (e *Error) Error() string { return e.Code + ": " + e.Message }

// Errorf makes an Error.
func Errorf(code, format string, a ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, a...)}
}

// ErrorMessage is the frame that carries an Error.
type ErrorMessage struct {
	Type  string `json:"type"` // "error"
	Re    int64  `json:"re,omitempty"`
	Error *Error `json:"error"`
}

// EncodeError returns the frame of an error answering request re.
func EncodeError(re int64, e *Error) []byte {
	b, _ := json.Marshal(ErrorMessage{Type: "error", Re: re, Error: e})
	return b
}
