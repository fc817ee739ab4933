package koikoi

import "errors"

// Errors returned by the engine. Callers test them with errors.Is; the
// returned errors wrap them with details.
var (
	ErrUnknownCard    = errors.New("koikoi: unknown card")
	ErrDuplicateCard  = errors.New("koikoi: duplicate card")
	ErrUnknownPreset  = errors.New("koikoi: unknown preset")
	ErrUnknownOption  = errors.New("koikoi: unknown option")
	ErrBadOptionValue = errors.New("koikoi: bad option value")
	ErrNotYourTurn    = errors.New("koikoi: not your turn")
	ErrWrongPhase     = errors.New("koikoi: move not allowed now")
	ErrNotInHand      = errors.New("koikoi: card not in hand")
	ErrNoSuchCapture  = errors.New("koikoi: card cannot be captured")
	ErrBadMove        = errors.New("koikoi: malformed move")
	ErrBadDeck        = errors.New("koikoi: a deck must hold each of the 48 cards once")
	ErrGameOver       = errors.New("koikoi: the game is over")
	ErrBadRecord      = errors.New("koikoi: malformed game record")
	ErrVersion        = errors.New("koikoi: unsupported game record version")
	ErrBadEvent       = errors.New("koikoi: malformed event")
	ErrBadObservation = errors.New("koikoi: malformed observation")
	ErrNoGame         = errors.New("koikoi: no game (a Game comes from NewGame or UnmarshalText)")
)
