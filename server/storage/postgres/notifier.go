package postgres

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgxlisten"

	"github.com/koikoi-app/koikoi/server/storage"
)

// channel is the LISTEN/NOTIFY channel of the tables' events. Its notices
// are storage.EncodeNotice's text; the version in its name changes with
// that form, so that nodes of different versions never misread each
// other's notices (run one version at a time).
const channel = "koikoi_table_events_v2"

// maxPayload is the longest notice PostgreSQL takes (8,000 bytes, less a
// margin): a change whose events do not fit is announced without them.
const maxPayload = 7900

// reconnectDelay is how long a listener whose connection broke waits before
// it connects again.
const reconnectDelay = 500 * time.Millisecond

// catchUpAgain is when a reconnected listener announces the tables
// changed during the outage a second time: a node whose reads failed while
// the database was coming back gets another chance to deliver them.
const catchUpAgain = 3 * time.Second

// catchUpMargin widens the catch-up after a reconnection: the tables'
// Updated times come from the nodes' clocks, which may differ this much.
const catchUpMargin = 10 * time.Second

// Notifier is the storage.Notifier of several nodes on one PostgreSQL
// database: the Store's commits send a NOTIFY in their own transaction
// (see queueNotice), and each Subscribe keeps a connection of its own
// LISTENing (pgxlisten reconnects it when it breaks).
//
// Notices are lost while a listener is disconnected (PostgreSQL does not
// keep them), so when it connects again it announces every table updated
// since it lost its connection, read from game_tables, and once more
// catchUpAgain later: a subscriber hears of every change, at least once.
type Notifier struct {
	pool *pgxpool.Pool
}

var _ storage.Notifier = (*Notifier)(nil)

// Publish does nothing for a table: the Store's Commit and CreateTable
// have already announced the change, in the transaction that wrote it. A
// name that is not a table's (it has a slash: a player's channel, see
// storage.Notifier) is announced here, as "seq:name".
func (n *Notifier) Publish(ctx context.Context, name string, seq int64) error {
	if !strings.Contains(name, "/") {
		return nil
	}
	notice := strconv.FormatInt(seq, 10) + ":" + name
	if len(notice) > maxPayload {
		return fmt.Errorf("postgres: a notice of %d bytes", len(notice))
	}
	_, err := n.pool.Exec(ctx, `SELECT pg_notify($1, $2)`, channel, notice)
	return err
}

// queueNotice queues on a batch the NOTIFY that announces a table's events
// up to its seq, carrying the events and the table as written when they
// fit (see storage.EncodeNotice): the other nodes then send the events to
// their followers, and take the table's next move, without reading them
// back. Commit sends the same notice from its statement. PostgreSQL sends
// a transaction's notices when, and only if, it commits: a node that dies
// between its commit and anything after it (kill -9) cannot leave a
// change unannounced, which a NOTIFY of its own after the commit could,
// and the other nodes' followers of the table would wait for an event
// already written.
func queueNotice(b *pgx.Batch, t storage.Table, events []storage.Event) {
	b.Queue(`SELECT pg_notify($1, $2)`, channel, storage.EncodeNotice(t, events, maxPayload))
}

// Subscribe starts a listener that calls fn for every notice until ctx
// ends. It returns once the listener LISTENs, or with the error of its
// first connection.
func (n *Notifier) Subscribe(ctx context.Context, fn func(storage.Notice)) error {
	ctx, cancel := context.WithCancel(ctx)
	h := &handler{pool: n.pool, fn: fn, ready: make(chan struct{}), failed: make(chan error, 1)}
	l := &pgxlisten.Listener{
		Connect: func(ctx context.Context) (*pgx.Conn, error) {
			return pgx.ConnectConfig(ctx, n.pool.Config().ConnConfig.Copy())
		},
		LogError:       h.lost,
		ReconnectDelay: reconnectDelay,
	}
	l.Handle(channel, h)
	go l.Listen(ctx)
	select {
	case <-h.ready:
		// The listener lives as long as the caller's context.
		context.AfterFunc(ctx, cancel)
		return nil
	case err := <-h.failed:
		cancel()
		return fmt.Errorf("postgres: listening: %w", err)
	case <-ctx.Done():
		cancel()
		return ctx.Err()
	}
}

// handler passes the notices of one subscription to its fn.
type handler struct {
	pool   *pgxpool.Pool
	fn     func(storage.Notice)
	ready  chan struct{} // closed at the first LISTEN
	failed chan error    // the error before the first LISTEN

	mu      sync.Mutex
	started bool      // LISTENed at least once
	lostAt  time.Time // when the connection broke; zero while connected
}

// lost notes when the listener's connection broke (pgxlisten reports each
// break through LogError before it reconnects).
func (h *handler) lost(ctx context.Context, err error) {
	if ctx.Err() != nil {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.started {
		select {
		case h.failed <- err:
		default:
		}
		return
	}
	if h.lostAt.IsZero() {
		h.lostAt = time.Now()
	}
}

// HandleNotification parses a notice and calls fn.
func (h *handler) HandleNotification(_ context.Context, n *pgconn.Notification, _ *pgx.Conn) error {
	notice, err := storage.ParseNotice(n.Payload)
	if err != nil {
		return err
	}
	h.fn(notice)
	return nil
}

// HandleBacklog runs after each LISTEN: the first one makes Subscribe
// return; after a reconnection it announces the tables that changed while
// the connection was down.
func (h *handler) HandleBacklog(ctx context.Context, _ string, conn *pgx.Conn) error {
	h.mu.Lock()
	first := !h.started
	h.started = true
	since := h.lostAt
	h.lostAt = time.Time{}
	h.mu.Unlock()
	if first {
		close(h.ready)
		return nil
	}
	if since.IsZero() {
		return errors.New("reconnected without a recorded break")
	}
	after := since.Add(-catchUpMargin)
	if err := h.announce(ctx, conn, after); err != nil {
		return err
	}
	time.AfterFunc(catchUpAgain, func() {
		if ctx.Err() == nil {
			h.announce(ctx, h.pool, after)
		}
	})
	return nil
}

// querier is a connection or the pool.
type querier interface {
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
}

// announce calls fn for every table updated since after.
func (h *handler) announce(ctx context.Context, q querier, after time.Time) error {
	rows, err := q.Query(ctx, `SELECT id, seq FROM game_tables WHERE updated >= $1`, after)
	if err != nil {
		return err
	}
	type notice struct {
		table string
		seq   int64
	}
	missed, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (notice, error) {
		var n notice
		return n, r.Scan(&n.table, &n.seq)
	})
	if err != nil {
		return err
	}
	for _, n := range missed {
		h.fn(storage.NewNotice(n.table, n.seq))
	}
	return nil
}
