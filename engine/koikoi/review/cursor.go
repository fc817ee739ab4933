package review

import "github.com/koikoi-app/koikoi/engine/koikoi"

// Cursor is a position in a Replay that a screen moves: forward and back
// one step, to a round's start or to any state. The zero Cursor is not
// usable; get one from NewCursor.
type Cursor struct {
	r *Replay
	i int
}

// NewCursor returns a cursor at the game's first state.
func NewCursor(r *Replay) *Cursor { return &Cursor{r: r} }

// Index returns the number of the current state (0 to Replay.Len()).
func (c *Cursor) Index() int { return c.i }

// State returns the current state, hidden cards included.
func (c *Cursor) State() koikoi.State { return c.r.State(c.i) }

// Observe returns what seat p sees at the current state.
func (c *Cursor) Observe(p koikoi.Seat) koikoi.Observation { return c.r.Observe(c.i, p) }

// Forward moves one step on and reports whether it could.
func (c *Cursor) Forward() bool {
	if c.i >= c.r.Len() {
		return false
	}
	c.i++
	return true
}

// Back moves one step back and reports whether it could.
func (c *Cursor) Back() bool {
	if c.i == 0 {
		return false
	}
	c.i--
	return true
}

// Seek moves to state i, clamped to 0..Replay.Len().
func (c *Cursor) Seek(i int) { c.i = max(0, min(i, c.r.Len())) }

// SeekRound moves to the first state of round n and reports whether the
// record reaches it (the cursor stays put otherwise).
func (c *Cursor) SeekRound(n int) bool {
	i, ok := c.r.RoundStart(n)
	if ok {
		c.i = i
	}
	return ok
}

// Step returns the step that leads on from the current state, and false at
// the last state.
func (c *Cursor) Step() (Step, bool) {
	if c.i >= c.r.Len() {
		return Step{}, false
	}
	return c.r.Step(c.i), true
}
