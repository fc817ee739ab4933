//go:build e2e

package kit

import (
	"sync"
	"time"

	"fyne.io/fyne/v2"
)

// E2ESettle is how long a screen must stay unchanged before the browser
// test's hooks print its layout: long enough for Fyne to lay it out.
const E2ESettle = 150 * time.Millisecond

// E2ESettler holds back a game's layout events until its screen has
// settled. The zero value is ready to use.
type E2ESettler struct {
	mu  sync.Mutex
	gen int
}

// Settle runs print on Fyne's goroutine once E2ESettle has passed, unless
// Settle is called again before: only the last of a burst of changes is
// printed.
func (s *E2ESettler) Settle(print func()) {
	s.mu.Lock()
	s.gen++
	gen := s.gen
	s.mu.Unlock()
	time.AfterFunc(E2ESettle, func() {
		fyne.Do(func() {
			s.mu.Lock()
			stale := gen != s.gen
			s.mu.Unlock()
			if !stale {
				print()
			}
		})
	})
}
