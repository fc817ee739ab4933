package dailyseed

import "fmt"

// Game is a daily's game as Replay plays it: an engine's Game, its state
// of type S and its moves of type M.
type Game[S any, M fmt.Stringer] interface {
	State() S
	Apply(m M) error
	NextRound() error
}

// Replay plays a submitted daily on g to the game's end: over and
// roundOver say where the game and a round end (the next round is then
// dealt), computer gives a computer's move where one is to move (ok
// false: the person is), and moves are the person's, in order. A move the
// engine refuses, moves missing or left over return ErrBadSubmission; g
// stays as far as it went.
func Replay[S any, M fmt.Stringer](g Game[S, M], moves []M, over, roundOver func(S) bool, computer func(S) (m M, ok bool)) error {
	next := 0
	for !over(g.State()) {
		s := g.State()
		var err error
		if roundOver(s) {
			err = g.NextRound()
		} else if m, ok := computer(s); ok {
			err = g.Apply(m)
		} else if next == len(moves) {
			return fmt.Errorf("%w: the game is not over after the %d moves", ErrBadSubmission, next)
		} else {
			if err = g.Apply(moves[next]); err != nil {
				err = fmt.Errorf("%w: move %d %q: %w", ErrBadSubmission, next+1, moves[next].String(), err)
			}
			next++
		}
		if err != nil {
			return err
		}
	}
	if next != len(moves) {
		return fmt.Errorf("%w: %d moves left after the game's end", ErrBadSubmission, len(moves)-next)
	}
	return nil
}
