package sqlite

import (
	"context"
	"database/sql"
	"sync"
)

// A write is one caller's change, run in the transaction of its group.
type write struct {
	ctx  context.Context
	run  func(ctx context.Context, tx *sql.Tx) error
	err  error
	done chan struct{} // closed once err is set
}

// writer groups the writes that wait for each other into one transaction
// (a group commit). SQLite has one writer at a time, and a transaction's
// commit costs more than most of its statements (appending every page it
// changed to the WAL, a system call a page), so one commit a write made
// the single writer the bottleneck of a busy node: under a thousand
// tables its queue held a hundred moves, and a move waited hundreds of
// milliseconds for the commits before it. Grouped, whatever arrives while
// one transaction commits goes into the next: the queue empties in one
// commit, and pages that several writes change (the events' last page,
// the tables' index) are written once.
type writer struct {
	// turn is held by the write that runs a group (a channel of one, so
	// that a write whose group another ran stops waiting for it).
	turn chan struct{}

	mu      sync.Mutex
	pending []*write
}

func newWriter() *writer { return &writer{turn: make(chan struct{}, 1)} }

// inTx runs fn in a transaction, grouped with the writes waiting with it.
// Each write is under a savepoint: one that fails is rolled back alone and
// returns its error; the others commit. If the commit itself fails, every
// write of the group returns that error and none is written.
func (s *Store) inTx(ctx context.Context, fn func(ctx context.Context, tx *sql.Tx) error) error {
	w := &write{ctx: ctx, run: fn, done: make(chan struct{})}
	g := s.writer
	g.mu.Lock()
	g.pending = append(g.pending, w)
	g.mu.Unlock()
	select {
	case <-w.done:
		return w.err
	case g.turn <- struct{}{}:
	}
	defer func() { <-g.turn }()
	select {
	case <-w.done: // the group before took it
		return w.err
	default:
	}
	g.mu.Lock()
	group := g.pending
	g.pending = nil
	g.mu.Unlock()
	s.runGroup(context.WithoutCancel(ctx), group)
	return w.err
}

// runGroup runs a group of writes in one transaction and tells each its
// outcome.
func (s *Store) runGroup(ctx context.Context, group []*write) {
	defer func() {
		for _, w := range group {
			close(w.done)
		}
	}()
	fail := func(err error) {
		for _, w := range group {
			if w.err == nil {
				w.err = err
			}
		}
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		fail(err)
		return
	}
	defer tx.Rollback()
	alone := len(group) == 1
	written := 0
	for _, w := range group {
		if w.err = w.ctx.Err(); w.err != nil {
			continue
		}
		if alone {
			w.err = w.run(w.ctx, tx)
			break
		}
		if _, err := s.exec(ctx, tx, savepoint); err != nil {
			fail(err)
			return
		}
		if w.err = w.run(w.ctx, tx); w.err != nil {
			if _, err := s.exec(ctx, tx, rollbackTo); err != nil {
				fail(err)
				return
			}
		}
		if _, err := s.exec(ctx, tx, release); err != nil {
			fail(err)
			return
		}
		if w.err == nil {
			written++
		}
	}
	if alone && group[0].err != nil || !alone && written == 0 {
		return
	}
	if err := tx.Commit(); err != nil {
		fail(err)
	}
}

// The statements that put each write of a group under a savepoint.
const (
	savepoint  = `SAVEPOINT write`
	rollbackTo = `ROLLBACK TO write`
	release    = `RELEASE write`
)
