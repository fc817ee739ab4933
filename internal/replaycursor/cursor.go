// Package replaycursor is the position in a game's replay that a screen
// moves, for both games' reviews (engine/koikoi/review and
// engine/ikebana/review): forward and back one step, to a round's start or
// to any state.
package replaycursor

// Replay is what a cursor moves over: a game's states 0 to Len(), what a
// seat saw at each, where each round starts and the step that leads on
// from each state. S is the game's state, O its observation, P its seat
// and St a replay's step.
type Replay[S, O, P, St any] interface {
	Len() int
	State(i int) S
	Observe(i int, p P) O
	RoundStart(n int) (int, bool)
	Step(i int) St
}

// Cursor is a position in a Replay. The zero Cursor is not usable; get
// one from New.
type Cursor[S, O, P, St any] struct {
	r Replay[S, O, P, St]
	i int
}

// New returns a cursor at the game's first state.
func New[S, O, P, St any](r Replay[S, O, P, St]) *Cursor[S, O, P, St] {
	return &Cursor[S, O, P, St]{r: r}
}

// Index returns the number of the current state (0 to Replay.Len()).
func (c *Cursor[S, O, P, St]) Index() int { return c.i }

// State returns the current state, hidden cards included.
func (c *Cursor[S, O, P, St]) State() S { return c.r.State(c.i) }

// Observe returns what seat p sees at the current state.
func (c *Cursor[S, O, P, St]) Observe(p P) O { return c.r.Observe(c.i, p) }

// Forward moves one step on and reports whether it could.
func (c *Cursor[S, O, P, St]) Forward() bool {
	if c.i >= c.r.Len() {
		return false
	}
	c.i++
	return true
}

// Back moves one step back and reports whether it could.
func (c *Cursor[S, O, P, St]) Back() bool {
	if c.i == 0 {
		return false
	}
	c.i--
	return true
}

// Seek moves to state i, clamped to 0..Replay.Len().
func (c *Cursor[S, O, P, St]) Seek(i int) { c.i = max(0, min(i, c.r.Len())) }

// SeekRound moves to the first state of round n and reports whether the
// record reaches it (the cursor stays put otherwise).
func (c *Cursor[S, O, P, St]) SeekRound(n int) bool {
	i, ok := c.r.RoundStart(n)
	if ok {
		c.i = i
	}
	return ok
}

// Step returns the step that leads on from the current state, and false at
// the last state.
func (c *Cursor[S, O, P, St]) Step() (St, bool) {
	if c.i >= c.r.Len() {
		var none St
		return none, false
	}
	return c.r.Step(c.i), true
}
