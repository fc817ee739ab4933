package ikebana

import "errors"

// Errors returned by the package. Callers test them with errors.Is; the
// returned errors wrap them with details.
var (
	ErrNoGame         = errors.New("ikebana: no game (a State comes from NewState)")
	ErrUnknownCard    = errors.New("ikebana: unknown card")
	ErrUnknownColour  = errors.New("ikebana: unknown colour")
	ErrDuplicateCard  = errors.New("ikebana: duplicate card")
	ErrBouquetSize    = errors.New("ikebana: a bouquet holds at most five cards")
	ErrBadOptionValue = errors.New("ikebana: bad option")
	ErrBadDeck        = errors.New("ikebana: a deck must hold each of the 55 cards once")
	ErrBadMove        = errors.New("ikebana: malformed move")
	ErrNotYourTurn    = errors.New("ikebana: not your turn")
	ErrWrongPhase     = errors.New("ikebana: move not allowed now")
	ErrAlreadyDrawing = errors.New("ikebana: cannot buy after starting to draw")
	ErrOwnDiscard     = errors.New("ikebana: cannot buy from your own discard pile")
	ErrNoSuchSeat     = errors.New("ikebana: no such seat")
	ErrEmptyDiscard   = errors.New("ikebana: that discard pile is empty")
	ErrCannotPay      = errors.New("ikebana: not enough prestige")
	ErrRoundOver      = errors.New("ikebana: the round is over")
	ErrRoundNotOver   = errors.New("ikebana: the round is not over")
	ErrGameOver       = errors.New("ikebana: the game is over")
	ErrBadRecord      = errors.New("ikebana: malformed game record")
	ErrVersion        = errors.New("ikebana: unsupported game record version")
	ErrBadEvent       = errors.New("ikebana: malformed event")
	ErrBadObservation = errors.New("ikebana: malformed observation")
)
