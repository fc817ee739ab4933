package koikoi

import "errors"

// Errors returned by the engine. Callers test them with errors.Is; the
// returned errors wrap them with details.
var (
	ErrUnknownCard    = errors.New("engine: unknown card")
	ErrDuplicateCard  = errors.New("engine: duplicate card")
	ErrUnknownPreset  = errors.New("engine: unknown preset")
	ErrUnknownOption  = errors.New("engine: unknown option")
	ErrBadOptionValue = errors.New("engine: bad option value")
	ErrNotYourTurn    = errors.New("engine: not your turn")
	ErrWrongPhase     = errors.New("engine: move not allowed now")
	ErrNotInHand      = errors.New("engine: card not in hand")
	ErrNoSuchCapture  = errors.New("engine: card cannot be captured")
	ErrBadMove        = errors.New("engine: malformed move")
	ErrBadDeck        = errors.New("engine: a deck must hold each of the 48 cards once")
	ErrGameOver       = errors.New("engine: the game is over")
	ErrBadRecord      = errors.New("engine: malformed game record")
	ErrVersion        = errors.New("engine: unsupported game record version")
)
