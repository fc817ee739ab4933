package storage

import (
	"context"
	"sync"
)

// Notifier tells every node that a table has new events. It carries no
// state: a node that misses a notice loses nothing, because the events are
// in the Store and a later notice (or a resume) reads them from there.
type Notifier interface {
	// Publish announces that table has events up to seq. A name with a
	// slash is no table's: it is a channel of its own (a player's, whose
	// seq says what changed for them), which only Publish announces,
	// never a commit.
	Publish(ctx context.Context, table string, seq int64) error
	// Subscribe calls fn for every notice published on any node, including
	// this one, until ctx ends. fn must not block for long.
	Subscribe(ctx context.Context, fn func(Notice)) error
}

// LocalNotifier is the Notifier of a single node: notices go to the
// subscribers of this process only.
type LocalNotifier struct {
	mu   sync.Mutex
	next int
	subs map[int]subscriber
}

type subscriber struct {
	ctx context.Context
	fn  func(Notice)
}

// NewLocalNotifier returns a Notifier for one node.
func NewLocalNotifier() *LocalNotifier {
	return &LocalNotifier{subs: map[int]subscriber{}}
}

// Publish calls every subscriber whose context is still live.
func (n *LocalNotifier) Publish(_ context.Context, table string, seq int64) error {
	n.mu.Lock()
	subs := make([]subscriber, 0, len(n.subs))
	for _, s := range n.subs {
		subs = append(subs, s)
	}
	n.mu.Unlock()
	for _, s := range subs {
		if s.ctx.Err() == nil {
			s.fn(NewNotice(table, seq))
		}
	}
	return nil
}

// Subscribe registers fn until ctx ends; it returns at once.
func (n *LocalNotifier) Subscribe(ctx context.Context, fn func(Notice)) error {
	n.mu.Lock()
	id := n.next
	n.next++
	n.subs[id] = subscriber{ctx, fn}
	n.mu.Unlock()
	context.AfterFunc(ctx, func() {
		n.mu.Lock()
		delete(n.subs, id)
		n.mu.Unlock()
	})
	return nil
}
