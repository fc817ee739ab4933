package nodetest

import (
	"sync"
	"time"
)

// Clock is a server's clock in a test (hub.Config.Now): it stands still
// until the test sets it, so that a move clock runs out, or a day closes,
// when the test says and not when the machine gets there.
type Clock struct {
	mu sync.Mutex
	t  time.Time
}

// NewClock returns a clock standing at t.
func NewClock(t time.Time) *Clock { return &Clock{t: t} }

// Now returns the time the clock stands at.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

// Set moves the clock to t.
func (c *Clock) Set(t time.Time) {
	c.mu.Lock()
	c.t = t
	c.mu.Unlock()
}
