package storage

import (
	"context"
	"sync"
)

// Notifier tells every node that a table has new events. It carries no
// state: a node that misses a notice loses nothing, because the events are
// in the Store and a later notice (or a resume) reads them from there.
type Notifier interface {
	// Publish announces that table has events up to seq.
	Publish(ctx context.Context, table string, seq int64) error
	// Subscribe calls fn for every notice published on any node, including
	// this one, until ctx ends. fn must not block for long.
	Subscribe(ctx context.Context, fn func(table string, seq int64)) error
}

// LocalNotifier is the Notifier of a single node: notices go to the
// subscribers of this process only.
type LocalNotifier struct {
	mu   sync.Mutex
	next int
	subs map[int]func(string, int64)
}

// NewLocalNotifier returns a Notifier for one node.
func NewLocalNotifier() *LocalNotifier {
	return &LocalNotifier{subs: map[int]func(string, int64){}}
}

// Publish calls every subscriber.
func (n *LocalNotifier) Publish(_ context.Context, table string, seq int64) error {
	n.mu.Lock()
	fns := make([]func(string, int64), 0, len(n.subs))
	for _, fn := range n.subs {
		fns = append(fns, fn)
	}
	n.mu.Unlock()
	for _, fn := range fns {
		fn(table, seq)
	}
	return nil
}

// Subscribe registers fn until ctx ends; it returns at once.
func (n *LocalNotifier) Subscribe(ctx context.Context, fn func(string, int64)) error {
	n.mu.Lock()
	id := n.next
	n.next++
	n.subs[id] = fn
	n.mu.Unlock()
	context.AfterFunc(ctx, func() {
		n.mu.Lock()
		delete(n.subs, id)
		n.mu.Unlock()
	})
	return nil
}
