package game

import (
	"errors"
	"fmt"
)

// applyChecked makes seat's move at a table of either game, the checks
// both share: the game not over, the seat to move, the move readable, the
// rules' consent. It maps the engine's refusals to this package's errors
// (notYourTurn is the engine's own) and returns the move's events.
func applyChecked[M, E any](t Table, seat int, move string, parse func(string) (M, error), apply func(M, []E) ([]E, error), notYourTurn error) ([]E, error) {
	if t.Over() {
		return nil, ErrOver
	}
	if seat != t.ToMove() {
		return nil, fmt.Errorf("%w: seat %d moved, seat %d is to move", ErrNotYourTurn, seat, t.ToMove())
	}
	m, err := parse(move)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadMove, err)
	}
	evs, err := apply(m, nil)
	if err != nil {
		if errors.Is(err, notYourTurn) {
			return nil, fmt.Errorf("%w: %v", ErrNotYourTurn, err)
		}
		return nil, fmt.Errorf("%w: %v", ErrIllegal, err)
	}
	return evs, nil
}
