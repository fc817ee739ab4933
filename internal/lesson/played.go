package lesson

// Played is what one action of the player made in a lesson's staged game:
// the moves, the player's and the computers' replies, in order, and their
// events as the engine's ApplyEvents told them. The board flies the events;
// the tests replay the moves.
type Played[M, E any] struct {
	Moves  []M
	Events []E
}

// Mover is a game's state as Apply needs it: Apply returns the state after
// move m, ApplyEvents also appends the move's events to dst.
type Mover[S, M, E any] interface {
	Apply(m M) (S, error)
	ApplyEvents(m M, dst []E) (S, []E, error)
}

// Apply makes move m in state s and returns the state after it; unless p
// is nil it records the move and its events in p (with p nil, as when a
// lesson stages a position, no event is made). An illegal move returns
// the engine's error and records nothing.
func Apply[S Mover[S, M, E], M, E any](p *Played[M, E], s S, m M) (S, error) {
	if p == nil {
		return s.Apply(m)
	}
	next, evs, err := s.ApplyEvents(m, p.Events)
	if err != nil {
		return s, err
	}
	p.Moves, p.Events = append(p.Moves, m), evs
	return next, nil
}

// Wrong is the error a lesson's board match returns for a move the step
// does not take: Text is the lesson's explanation, in the game's own text
// type (the Feedback a tap would get).
type Wrong[T any] struct{ Text T }

// Error says the move was refused; Text says why, in the player's words.
func (w *Wrong[T]) Error() string { return "lesson: not the move the step waits for" }
