package hub

import (
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestTableLocks: changes of one table wait for each other, those of
// another table do not, and no entry outlives its users.
func TestTableLocks(t *testing.T) {
	var l tableLocks
	var inside, most atomic.Int32
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			defer l.lock("t1")()
			if n := inside.Add(1); n > most.Load() {
				most.Store(n)
			}
			time.Sleep(time.Millisecond)
			inside.Add(-1)
		})
	}
	unlock := l.lock("t1")
	other := make(chan struct{})
	go func() {
		defer l.lock("t2")()
		close(other)
	}()
	select {
	case <-other:
	case <-time.After(time.Minute):
		t.Fatal("table t2 waited for t1's lock")
	}
	unlock()
	wg.Wait()
	if most.Load() != 1 {
		t.Errorf("%d changes of t1 at once; want 1", most.Load())
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.m) != 0 {
		t.Errorf("%d locks left; want none", len(l.m))
	}
}
