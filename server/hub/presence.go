package hub

import (
	"context"
	"sync"
	"time"

	"github.com/koikoi-app/koikoi/server/storage"
)

// presenceWriter writes the node's players' comings and goings to the
// store (for their friends' lists and to know who is away for Web Push)
// in batches: a hello and a close add to the batch and return at once;
// one goroutine commits the batch, and whatever arrives while it commits
// goes in the next one (a group commit). An idle node writes each change
// at once; a busy one writes one commit for many connections instead of
// two a connection.
type presenceWriter struct {
	mu      sync.Mutex
	arrived map[storage.Presence]bool
	left    map[storage.Presence]bool
	wake    chan struct{}
}

func newPresenceWriter() *presenceWriter {
	return &presenceWriter{arrived: map[storage.Presence]bool{}, left: map[storage.Presence]bool{}, wake: make(chan struct{}, 1)}
}

// arrive adds a session to the next batch.
func (w *presenceWriter) arrive(p storage.Presence) {
	w.mu.Lock()
	w.arrived[p] = true
	delete(w.left, p)
	w.mu.Unlock()
	w.poke()
}

// leave removes a session in the next batch; one that arrived since the
// last batch is simply not written.
func (w *presenceWriter) leave(p storage.Presence) {
	w.mu.Lock()
	if w.arrived[p] {
		delete(w.arrived, p)
	} else {
		w.left[p] = true
	}
	w.mu.Unlock()
	w.poke()
}

func (w *presenceWriter) poke() {
	select {
	case w.wake <- struct{}{}:
	default:
	}
}

// take returns the pending batch and starts a new one.
func (w *presenceWriter) take() (arrived, left []storage.Presence) {
	w.mu.Lock()
	defer w.mu.Unlock()
	for p := range w.arrived {
		arrived = append(arrived, p)
	}
	for p := range w.left {
		left = append(left, p)
	}
	clear(w.arrived)
	clear(w.left)
	return arrived, left
}

// putBack returns a batch that could not be written, under what came
// since (which is newer).
func (w *presenceWriter) putBack(arrived, left []storage.Presence) {
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, p := range arrived {
		if !w.left[p] {
			w.arrived[p] = true
		} else {
			delete(w.left, p) // it left meanwhile: never written, nothing to remove
		}
	}
	for _, p := range left {
		if !w.arrived[p] {
			w.left[p] = true
		}
	}
}

// presenceRetry is the wait before writing a batch again after the store
// refused it (the database away).
const presenceRetry = time.Second

// writePresence writes the batches until ctx ends, then the last one
// within a short bound (a clean stop removes its players; after a crash
// the node's silence does: see reap).
func (h *Hub) writePresence(ctx context.Context) {
	w := h.presence
	write := func(ctx context.Context) bool {
		arrived, left := w.take()
		if len(arrived)+len(left) == 0 {
			return true
		}
		err := h.store.SetPresence(ctx, h.node, arrived, left)
		if err != nil {
			w.putBack(arrived, left)
			if ctx.Err() == nil {
				h.cfg.Metrics.storeErr.Inc()
				h.cfg.Log.Warn("writing presence", "arrived", len(arrived), "left", len(left), "err", err)
			}
		}
		return err == nil
	}
	for {
		select {
		case <-w.wake:
			if !write(ctx) {
				select {
				case <-time.After(presenceRetry):
					w.poke()
				case <-ctx.Done():
				}
			}
		case <-ctx.Done():
			last, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Second)
			write(last)
			cancel()
			return
		}
	}
}
