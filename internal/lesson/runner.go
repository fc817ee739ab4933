package lesson

import "fmt"

// Pos is a lesson's staged game as Back restores it: the state, whether a
// game is staged at all, and what else the game's runner keeps with it
// (the computer's scripted moves still to come).
type Pos[S, X any] struct {
	State S
	Has   bool
	Extra X
}

// Steps is what a Runner needs of a game's lesson, by step number.
type Steps[S, M, E, X any] interface {
	// Len returns the number of steps.
	Len() int
	// Stage returns the position step i stages (its Has is the Runner's
	// to set), ok false when the step keeps the position before it. An
	// error says the engine rejected the staged deal.
	Stage(i int) (p Pos[S, X], ok bool, err error)
	// Free reports whether step i is a guided round's: the player plays
	// on, the computer replying, until the round is over.
	Free(i int) bool
	// Replies reports whether the computer plays its turn after step i's
	// action is made.
	Replies(i int) bool
	// Over reports whether the round staged at p is over.
	Over(p Pos[S, X]) bool
	// Reply lets the computer play at p until the player is to move or
	// the round is over, recording its moves and their events in rec.
	Reply(p *Pos[S, X], rec *Played[M, E])
}

// Runner is what both games' tutorial runners do alike: where the lesson
// stands (a Cursor over its Steps), the staged game and the way back to
// each earlier position, what the last accepted action made (Played),
// and the guided round's hint of type H, computed once per position. Each
// game's runner holds one in an unexported field and says what a tap or
// a choice means; the Runner stages the steps, saves, replies and goes on.
type Runner[H any, S Mover[S, M, E], M, E, X any] struct {
	Pos    Pos[S, X]    // the staged game now
	Played Played[M, E] // what the last accepted action made; empty after Back and Skip

	id    string // the lesson's ID, for Err
	steps Steps[S, M, E, X]
	at    Cursor[Pos[S, X]]
	hint  *H // nil: not computed at this position
	err   error
}

// NewRunner starts lesson id at its first step.
func NewRunner[H any, S Mover[S, M, E], M, E, X any](id string, steps Steps[S, M, E, X]) Runner[H, S, M, E, X] {
	r := Runner[H, S, M, E, X]{id: id, steps: steps, at: NewCursor[Pos[S, X]](steps.Len())}
	r.enter()
	return r
}

// Index returns the current step's number, from 0; at the end it equals
// Len.
func (r *Runner[H, S, M, E, X]) Index() int { return r.at.Index() }

// Len returns the lesson's number of steps.
func (r *Runner[H, S, M, E, X]) Len() int { return r.at.Len() }

// Done reports whether the lesson is finished.
func (r *Runner[H, S, M, E, X]) Done() bool { return r.at.Done() }

// CanBack reports whether Back would return somewhere.
func (r *Runner[H, S, M, E, X]) CanBack() bool { return r.at.CanBack() }

// Err returns the first error met while staging a position.
func (r *Runner[H, S, M, E, X]) Err() error { return r.err }

// Answered goes on from a quiz answered right, saving the way back.
func (r *Runner[H, S, M, E, X]) Answered() {
	r.save()
	r.advance()
}

// Next goes on from a step that explains, saving the way back; the
// computer first plays its turn where the step replies and a game is
// staged.
func (r *Runner[H, S, M, E, X]) Next() {
	r.save()
	if r.steps.Replies(r.at.Index()) && r.Pos.Has {
		r.steps.Reply(&r.Pos, &r.Played)
	}
	r.advance()
}

// Make makes the player's move m in the staged game, saving the way back
// and recording the move and its events in Played; Settle then ends the
// action. An illegal move returns the engine's error and changes nothing.
func (r *Runner[H, S, M, E, X]) Make(m M) error {
	var made Played[M, E]
	next, err := Apply(&made, r.Pos.State, m)
	if err != nil {
		return err
	}
	r.save()
	r.Pos.State, r.Played, r.hint = next, made, nil
	return nil
}

// Settle ends an action after Make. In the guided round the computer
// replies, and the lesson goes on once the round is over; on another step
// the computer replies where the step says so, and the lesson goes on to
// the next step.
func (r *Runner[H, S, M, E, X]) Settle() {
	i := r.at.Index()
	if r.steps.Free(i) {
		r.steps.Reply(&r.Pos, &r.Played)
		if r.steps.Over(r.Pos) {
			r.advance()
		}
		return
	}
	if r.steps.Replies(i) {
		r.steps.Reply(&r.Pos, &r.Played)
	}
	r.advance()
}

// Skip ends the lesson at once; Back still returns to where it was.
func (r *Runner[H, S, M, E, X]) Skip() {
	if r.Done() {
		return
	}
	r.save()
	r.at.End()
	r.hint = nil
}

// Back returns to the position saved last, exactly as it was; false at
// the start.
func (r *Runner[H, S, M, E, X]) Back() bool {
	p, ok := r.at.Back()
	if !ok {
		return false
	}
	r.Played = Played[M, E]{}
	r.Pos, r.hint = p, nil
	return true
}

// Hint returns the hint of the current position, calling advise for it
// the first time it is asked at the position.
func (r *Runner[H, S, M, E, X]) Hint(advise func() H) H {
	if r.hint == nil {
		h := advise()
		r.hint = &h
	}
	return *r.hint
}

// Forget forgets the hint of the current position: the next Hint computes
// it again (a benchmark measures that).
func (r *Runner[H, S, M, E, X]) Forget() { r.hint = nil }

// save remembers the position for Back; the action about to be made
// records anew.
func (r *Runner[H, S, M, E, X]) save() {
	r.Played = Played[M, E]{}
	r.at.Save(r.Pos)
}

// advance goes on to the next step; a guided round's step whose round is
// already over is passed by.
func (r *Runner[H, S, M, E, X]) advance() {
	r.at.Next()
	r.enter()
	if !r.Done() && r.steps.Free(r.at.Index()) && r.steps.Over(r.Pos) {
		r.at.Next()
		r.enter()
	}
}

// enter sets up the current step: the position it stages, if it stages
// one. The hint is computed anew.
func (r *Runner[H, S, M, E, X]) enter() {
	r.hint = nil
	if r.Done() {
		return
	}
	i := r.at.Index()
	p, ok, err := r.steps.Stage(i)
	if !ok {
		return
	}
	if err != nil && r.err == nil {
		r.err = fmt.Errorf("tutorial: %s step %d: %w", r.id, i, err)
	}
	p.Has = err == nil
	r.Pos = p
}
