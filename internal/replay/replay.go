// Package replay lays out a recorded game state by state, for both games'
// reviews (engine/koikoi/review, engine/ikebana/review): it splits a record
// in the text form both games share (internal/record) into its setup and
// its moves, and replays the moves through the game's engine, keeping
// every state. Each game's review names the types (its State, Seat and
// Move) and adds what only its game has (what a seat saw, rounds, seats).
package replay

import (
	"bufio"
	"bytes"
	"fmt"
	"strings"
)

// State is what a replay needs of a game's state S: whose decision it is,
// a move applied, the next round dealt, and the round it is in.
type State[S any, P, M any] interface {
	ToMove() P
	Apply(m M) (S, error)
	NextRound() (S, error)
	Round() int
}

// Step is one line of a game's record: a decision of the seat to move, or
// the start of the next round.
type Step[P, M any] struct {
	// Next is true when the step starts the next round (the record's "next"
	// line); Move is then the zero Move.
	Next bool
	// Seat is the seat that decided (for a move).
	Seat P
	// Move is the decision made.
	Move M
}

// Replay is a recorded game laid out state by state: State(0) is the
// game's start, State(i+1) the state after Step(i). Every state is the
// engine's own, hidden cards included. A Replay does not change once
// loaded and is safe for use by several goroutines.
type Replay[S State[S, P, M], P comparable, M any] struct {
	states []S
	steps  []Step[P, M]
}

// Game is what Load needs of a game's engine: check reads the whole record
// (the engine checks every line), start reads the record's setup alone
// (a record with no moves) and returns the first state, parse reads one
// move line.
type Game[S any, M any] struct {
	Check func(text []byte) error
	Start func(setup []byte) (S, error)
	Parse func(line string) (M, error)
}

// Load replays text, a game's record, through g. Every error wraps bad
// (the game's bad-record error) and the engine's own.
func Load[S State[S, P, M], P comparable, M any](text []byte, g Game[S, M], bad error) (*Replay[S, P, M], error) {
	if err := g.Check(text); err != nil {
		return nil, fmt.Errorf("%w: %w", bad, err)
	}
	// The setup alone, with no moves, gives the first state; the moves are
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
	s, err := g.Start([]byte(strings.Join(head, "\n") + "\nmoves\nend\n"))
	if err != nil {
		return nil, fmt.Errorf("%w: %w", bad, err)
	}
	r := &Replay[S, P, M]{states: []S{s}}
	for i, line := range moves {
		var (
			next S
			st   Step[P, M]
			err  error
		)
		if line == "next" {
			st.Next = true
			next, err = s.NextRound()
		} else {
			st.Seat = s.ToMove()
			if st.Move, err = g.Parse(line); err == nil {
				next, err = s.Apply(st.Move)
			}
		}
		if err != nil {
			return nil, fmt.Errorf("%w: move %d %q: %w", bad, i+1, line, err)
		}
		s = next
		r.states = append(r.states, s)
		r.steps = append(r.steps, st)
	}
	return r, nil
}

// Len returns the number of steps; the states are numbered 0 to Len().
func (r *Replay[S, P, M]) Len() int { return len(r.steps) }

// State returns state i (0 ≤ i ≤ Len()): the whole game at that moment,
// the hidden cards and the pile's order included.
func (r *Replay[S, P, M]) State(i int) S { return r.states[i] }

// Step returns step i (0 ≤ i < Len()), which leads from State(i) to
// State(i+1).
func (r *Replay[S, P, M]) Step(i int) Step[P, M] { return r.steps[i] }

// Final returns the last state.
func (r *Replay[S, P, M]) Final() S { return r.states[len(r.states)-1] }

// RoundStart returns the index of the first state of round n (1-based),
// and false when the record does not reach it.
func (r *Replay[S, P, M]) RoundStart(n int) (int, bool) {
	for i, s := range r.states {
		if s.Round() == n {
			return i, true
		}
	}
	return 0, false
}

// Decisions returns the indexes of the states where seat p decided, in
// order (Step(i).Move is its decision).
func (r *Replay[S, P, M]) Decisions(p P) []int {
	var out []int
	for i, st := range r.steps {
		if !st.Next && st.Seat == p {
			out = append(out, i)
		}
	}
	return out
}
