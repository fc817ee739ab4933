package review

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// ErrBadRecord is wrapped by every error Load returns for a record it
// cannot replay: garbage, another game's record, a move the position does
// not allow, a truncated record.
var ErrBadRecord = errors.New("review: bad record")

// Step is one line of a game's record: a decision of the seat to move, or
// the deal of the next round.
type Step struct {
	// Next is true when the step deals the next round (the record's "next"
	// line); Move is then the zero Move.
	Next bool
	// Seat is the seat that decided (for a move).
	Seat koikoi.Seat
	// Move is the decision made.
	Move koikoi.Move
}

// Replay is a recorded game laid out state by state: State(0) is the first
// deal, State(i+1) the state after Step(i). Every state is the engine's
// own, hidden cards included; Observe gives what one seat saw. A Replay
// does not change once loaded and is safe for use by several goroutines.
type Replay struct {
	states []koikoi.State
	steps  []Step
}

// Load reads a game in the engine's text form (koikoi.Game.MarshalText) and
// replays it. The engine checks every line: a record it refuses returns an
// error wrapping ErrBadRecord and the engine's own error.
func Load(text []byte) (*Replay, error) {
	var whole koikoi.Game
	if err := whole.UnmarshalText(text); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadRecord, err)
	}
	// The header alone, with no moves, gives the first state; the moves are
	// then applied one at a time so that every state is kept.
	var head, moves []string
	sc := bufio.NewScanner(bytes.NewReader(text))
	sc.Buffer(make([]byte, 4096), 1<<20)
	inMoves := false
	for sc.Scan() {
		t := strings.TrimSpace(sc.Text())
		switch {
		case t == "" || strings.HasPrefix(t, "#"):
		case t == "end":
			inMoves = false
		case inMoves:
			moves = append(moves, t)
		case t == "moves":
			inMoves = true
		default:
			head = append(head, t)
		}
	}
	var start koikoi.Game
	if err := start.UnmarshalText([]byte(strings.Join(head, "\n") + "\nmoves\nend\n")); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadRecord, err)
	}
	r := &Replay{states: []koikoi.State{start.State()}}
	s := start.State()
	for i, line := range moves {
		var (
			next koikoi.State
			st   Step
			err  error
		)
		if line == "next" {
			st.Next = true
			next, err = s.NextRound()
		} else {
			st.Seat = s.ToMove()
			if st.Move, err = koikoi.ParseMove(line); err == nil {
				next, err = s.Apply(st.Move)
			}
		}
		if err != nil {
			return nil, fmt.Errorf("%w: move %d %q: %w", ErrBadRecord, i+1, line, err)
		}
		s = next
		r.states = append(r.states, s)
		r.steps = append(r.steps, st)
	}
	return r, nil
}

// Len returns the number of steps; the states are numbered 0 to Len().
func (r *Replay) Len() int { return len(r.steps) }

// State returns state i (0 ≤ i ≤ Len()): the whole game at that moment,
// both hands and the pile's order included.
func (r *Replay) State(i int) koikoi.State { return r.states[i] }

// Step returns step i (0 ≤ i < Len()), which leads from State(i) to
// State(i+1).
func (r *Replay) Step(i int) Step { return r.steps[i] }

// Observe returns what seat p saw at state i.
func (r *Replay) Observe(i int, p koikoi.Seat) koikoi.Observation {
	return r.states[i].Observe(p)
}

// Final returns the last state.
func (r *Replay) Final() koikoi.State { return r.states[len(r.states)-1] }

// Rounds returns the number of rounds the record reaches.
func (r *Replay) Rounds() int { return r.Final().Round() }

// RoundStart returns the index of the first state of round n (1-based),
// and false when the record does not reach it.
func (r *Replay) RoundStart(n int) (int, bool) {
	for i, s := range r.states {
		if s.Round() == n {
			return i, true
		}
	}
	return 0, false
}

// Decisions returns the indexes of the states where seat p decided, in
// order (Step(i).Move is its decision).
func (r *Replay) Decisions(p koikoi.Seat) []int {
	var out []int
	for i, st := range r.steps {
		if !st.Next && st.Seat == p {
			out = append(out, i)
		}
	}
	return out
}
