package hub

import "github.com/koikoi-app/koikoi/server/storage"

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
