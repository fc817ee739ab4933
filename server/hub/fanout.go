package hub

import (
	"context"
	"sync"

	"github.com/koikoi-app/koikoi/server/storage"
)

// fanOut sends the events this node just committed to its followers of
// the table straight from memory, so that the notice that follows finds
// them up to date and reads nothing back from the store. A follower that
// is not at the event before the first (it is catching up) is left to the
// notice's read, as is every follower on the other nodes.
func (h *Hub) fanOut(table string, events []storage.Event) {
	if len(events) == 0 {
		return
	}
	h.mu.Lock()
	f := h.follows[table]
	h.mu.Unlock()
	if f == nil {
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	first := events[0].Seq
	for sess, s := range f.subs {
		if s.last != first-1 {
			continue
		}
		for _, e := range events {
			sess.send(eventFrame(e, s.seat))
		}
		s.last = events[len(events)-1].Seq
	}
}

// upToDate reports whether every follower here has had the table's events
// up to seq, so that a notice of seq has nothing to deliver. It does not
// wait for a follow busy elsewhere (the notifier's callback must not
// block): it then answers false, and the notice is delivered as usual.
func (f *follow) upToDate(seq int64) bool {
	if !f.mu.TryLock() {
		return false
	}
	defer f.mu.Unlock()
	for _, s := range f.subs {
		if s.last < seq {
			return false
		}
	}
	return true
}

// announcements hold what a client's request committed until the request
// has answered, so that the client reads its answer (an "ok", a state)
// before the events it caused, as it did when every event was read back
// from the store by another goroutine. A commit after the answer (a
// goroutine the request started) is announced at once.
type announcements struct {
	mu   sync.Mutex
	done bool
	fns  []func()
}

type announcementsKey struct{}

// withAnnouncements returns a context whose commits are announced when
// flush is called.
func withAnnouncements(ctx context.Context) (context.Context, *announcements) {
	a := &announcements{}
	return context.WithValue(ctx, announcementsKey{}, a), a
}

// announce runs fn (a commit's fan-out and notice) now, or when ctx's
// request has answered.
func announce(ctx context.Context, fn func()) {
	if a, ok := ctx.Value(announcementsKey{}).(*announcements); ok {
		a.mu.Lock()
		if !a.done {
			a.fns = append(a.fns, fn)
			a.mu.Unlock()
			return
		}
		a.mu.Unlock()
	}
	fn()
}

// flush announces the request's commits, in order.
func (a *announcements) flush() {
	a.mu.Lock()
	fns := a.fns
	a.fns, a.done = nil, true
	a.mu.Unlock()
	for _, fn := range fns {
		fn()
	}
}
