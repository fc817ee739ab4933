package review

import (
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/internal/replaycursor"
)

// Cursor is a position in a Replay that a screen moves: forward and back
// one step, to a round's start or to any state (internal/replaycursor,
// which both games' reviews share). The zero Cursor is not usable; get
// one from NewCursor.
type Cursor = replaycursor.Cursor[koikoi.State, koikoi.Observation, koikoi.Seat, Step]

// NewCursor returns a cursor at the game's first state.
func NewCursor(r *Replay) *Cursor { return replaycursor.New(r) }
