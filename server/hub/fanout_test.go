package hub

import (
	"sync"
	"testing"

	"github.com/koikoi-app/koikoi/server/storage"
)

// TestFanOut: the committing node sends the new events to the followers
// that are at the event before them, leaves a follower that is behind to
// the notice's read, and a notice finds nothing to do only once everyone
// has the events.
func TestFanOut(t *testing.T) {
	h := New(nil, nil, Config{})
	upToDate, behind := h.NewSession(func(string) {}), h.NewSession(func(string) {})
	f := &follow{subs: map[*Session]*sub{upToDate: {seat: 0, last: 4}, behind: {seat: 1, last: 2}}}
	h.follows["t1"] = f
	events := []storage.Event{{TableID: "t1", Seq: 5, Kind: "play", Actor: 0}, {TableID: "t1", Seq: 6, Kind: "draw", Actor: 0}}
	h.fanOut("t1", events)
	if n := len(upToDate.out); n != 2 || f.subs[upToDate].last != 6 {
		t.Errorf("the follower at seq 4 got %d frames and is at %d; want 2 and 6", n, f.subs[upToDate].last)
	}
	if n := len(behind.out); n != 0 || f.subs[behind].last != 2 {
		t.Errorf("the follower at seq 2 got %d frames and is at %d; want none (the notice catches it up)", n, f.subs[behind].last)
	}
	if f.upToDate(6) {
		t.Error("upToDate(6) with a follower at 2")
	}
	f.subs[behind].last = 6
	if !f.upToDate(6) || f.upToDate(7) {
		t.Errorf("upToDate(6), upToDate(7) = %v, %v with every follower at 6; want true, false", f.upToDate(6), f.upToDate(7))
	}
	f.mu.Lock() // a delivery under way: the notifier's callback must not wait
	var wg sync.WaitGroup
	wg.Go(func() {
		if f.upToDate(6) {
			t.Error("upToDate while the follow is busy; want false (deliver as usual)")
		}
	})
	wg.Wait()
	f.mu.Unlock()
}
