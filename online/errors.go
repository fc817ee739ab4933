package online

import (
	"errors"
	"fmt"

	"github.com/koikoi-app/koikoi/engine/match"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// The errors of a Session, a Table and a Remote match. Every server error
// code maps to one of them (ServerError unwraps to it), so the screens
// test them with errors.Is and show one translated sentence for each.
var (
	// ErrNoServer: no server answers at the address (the network is down,
	// the server is not running, or the connection was refused).
	ErrNoServer = errors.New("online: no server answers")
	// ErrBadAddress: the address is not a game server's (it is malformed,
	// its host does not exist, or something else than the game server
	// answers there).
	ErrBadAddress = errors.New("online: not a game server's address")
	// ErrVersion: the server speaks another protocol version: the app or
	// the server must be updated.
	ErrVersion = errors.New("online: the server speaks another version")
	// ErrBadSecret: the server refused the device's secret.
	ErrBadSecret = errors.New("online: the device secret was refused")
	// ErrBadName: the display name is empty, too long or has invisible
	// characters.
	ErrBadName = errors.New("online: the display name was refused")
	// ErrBadOptions: the game's options, seats or clock were refused.
	ErrBadOptions = errors.New("online: the table's options were refused")
	// ErrNotFound: no such table, invite code or record.
	ErrNotFound = errors.New("online: no such table or invite code")
	// ErrNotSeated: the player has no seat at that table.
	ErrNotSeated = errors.New("online: no seat at that table")
	// ErrFull: the table has no free seat, or is no longer waiting.
	ErrFull = errors.New("online: the table is full")
	// ErrLimit: the player sits at too many unfinished tables.
	ErrLimit = errors.New("online: too many unfinished tables")
	// ErrNotStarted: the game has not started.
	ErrNotStarted = errors.New("online: the game has not started")
	// ErrNotYourTurn: another seat is to move.
	ErrNotYourTurn = errors.New("online: not your turn")
	// ErrStale: the move was made on a position that has changed: read
	// the new events and decide again.
	ErrStale = errors.New("online: the table moved on before the move")
	// ErrIllegal: the rules do not allow the move now (or it cannot be
	// read).
	ErrIllegal = errors.New("online: illegal move")
	// ErrNoRematch: no rematch now (the game is not over, or the offer was
	// declined or ran out).
	ErrNoRematch = errors.New("online: no rematch")
	// ErrBadDate: a daily's date is not a day, or that day has not begun
	// (in UTC).
	ErrBadDate = errors.New("online: not a daily's date")
	// ErrDailyClosed: that day's daily takes no more results.
	ErrDailyClosed = errors.New("online: that day's daily is closed")
	// ErrDailyPlayed: a result of that day's daily was already taken; the
	// first counts.
	ErrDailyPlayed = errors.New("online: that daily was already played")
	// ErrForged: the daily's moves do not give the result sent.
	ErrForged = errors.New("online: the moves do not give that result")
	// ErrNotYet: the day is not over; nobody's daily moves are shown
	// before.
	ErrNotYet = errors.New("online: not before the day is over")
	// ErrRateLimited: too many messages; wait a moment.
	ErrRateLimited = errors.New("online: too many messages")
	// ErrUnavailable: the server could not do it now; nothing was done.
	ErrUnavailable = errors.New("online: the server is unavailable")
	// ErrServer: a fault of the server.
	ErrServer = errors.New("online: server fault")
	// ErrProtocol: the server could not read a message of this client (a
	// fault of the app, or a server of another kind).
	ErrProtocol = errors.New("online: protocol error")
	// ErrConnectionLost: the connection dropped while a request was under
	// way; it may or may not have been done (the Session reconnects by
	// itself: look at Welcome's tables, or try again).
	ErrConnectionLost = errors.New("online: the connection was lost")
	// ErrClosed: the Session was closed.
	ErrClosed = errors.New("online: session closed")
	// ErrStopped: the Remote match was stopped.
	ErrStopped = errors.New("online: match stopped")
	// ErrRoundNotOver: NextRound before the round is over; it is
	// engine/match's, which the screens test without knowing this
	// package.
	ErrRoundNotOver = match.ErrRoundNotOver
	// ErrGameOver: the game has ended; engine/match's too, for the same
	// reason.
	ErrGameOver = match.ErrGameOver
)

// codeErrors maps each server error code to its error.
var codeErrors = map[string]error{
	protocol.CodeBadJSON:     ErrProtocol,
	protocol.CodeBadMessage:  ErrProtocol,
	protocol.CodeTooLarge:    ErrProtocol,
	protocol.CodeBadUTF8:     ErrProtocol,
	protocol.CodeHelloFirst:  ErrProtocol,
	protocol.CodeRateLimited: ErrRateLimited,
	protocol.CodeVersion:     ErrVersion,
	protocol.CodeBadSecret:   ErrBadSecret,
	protocol.CodeBadName:     ErrBadName,
	protocol.CodeBadOptions:  ErrBadOptions,
	protocol.CodeNotFound:    ErrNotFound,
	protocol.CodeNotSeated:   ErrNotSeated,
	protocol.CodeFull:        ErrFull,
	protocol.CodeLimit:       ErrLimit,
	protocol.CodeNotStarted:  ErrNotStarted,
	protocol.CodeNotYourTurn: ErrNotYourTurn,
	protocol.CodeStale:       ErrStale,
	protocol.CodeBadMove:     ErrIllegal,
	protocol.CodeIllegal:     ErrIllegal,
	protocol.CodeOver:        ErrGameOver,
	protocol.CodeNoRematch:   ErrNoRematch,
	protocol.CodeBadDate:     ErrBadDate,
	protocol.CodeClosed:      ErrDailyClosed,
	protocol.CodePlayed:      ErrDailyPlayed,
	protocol.CodeForged:      ErrForged,
	protocol.CodeNotYet:      ErrNotYet,
	protocol.CodeBusy:        ErrUnavailable,
	protocol.CodeUnavailable: ErrUnavailable,
	protocol.CodeInternal:    ErrServer,
}

// ServerError is an error answer of the server: its code and message (for
// logs), and the error of the code (Unwrap), which the screens translate.
type ServerError struct {
	Code    string
	Message string
	Err     error
}

func (e *ServerError) Error() string { return fmt.Sprintf("online: %s: %s", e.Code, e.Message) }

// Unwrap returns the error of the code.
func (e *ServerError) Unwrap() error { return e.Err }

// serverError maps an error answer to its ServerError; a code this client
// does not know (from a newer server) is ErrServer.
func serverError(pe *protocol.Error) *ServerError {
	err, ok := codeErrors[pe.Code]
	if !ok {
		err = ErrServer
	}
	return &ServerError{Code: pe.Code, Message: pe.Message, Err: err}
}
