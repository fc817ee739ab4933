package review

import (
	"errors"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/internal/replay"
)

// ErrBadRecord is wrapped by every error Load returns for a record it
// cannot replay: garbage, another game's record, a move the position does
// not allow, a truncated record.
var ErrBadRecord = errors.New("review: bad record")

// Step is one line of a game's record: a decision of the seat to move
// (Seat, Move), or the start of the next round (Next).
type Step = replay.Step[ikebana.Seat, ikebana.Move]

// Replay is a recorded game laid out state by state: State(0) is the
// game's start, State(i+1) the state after Step(i). Every state is the
// engine's own, the pile's order included; Observe gives what one seat
// saw. Len, State, Step, Final, RoundStart and Decisions are
// internal/replay's, which both games' reviews share. A Replay does not
// change once loaded and is safe for use by several goroutines.
type Replay struct {
	*replay.Replay[ikebana.State, ikebana.Seat, ikebana.Move]
}

// Load reads a game in the engine's text form (ikebana.Game.MarshalText)
// and replays it. The engine checks every line: a record it refuses returns
// an error wrapping ErrBadRecord and the engine's own error.
func Load(text []byte) (*Replay, error) {
	r, err := replay.Load[ikebana.State](text, replay.Game[ikebana.State, ikebana.Move]{
		Check: func(text []byte) error {
			var g ikebana.Game
			return g.UnmarshalText(text)
		},
		Start: func(setup []byte) (ikebana.State, error) {
			var g ikebana.Game
			err := g.UnmarshalText(setup)
			return g.State(), err
		},
		Parse: ikebana.ParseMove,
	}, ErrBadRecord)
	if err != nil {
		return nil, err
	}
	return &Replay{r}, nil
}

// Observe returns what seat p saw at state i.
func (r *Replay) Observe(i int, p ikebana.Seat) ikebana.Observation {
	return r.State(i).Observe(p)
}

// Players returns the number of seats.
func (r *Replay) Players() int { return r.State(0).Players() }
