//go:build unix

package postgres_test

import (
	"context"
	"errors"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/koikoi-app/koikoi/server/storage"
	"github.com/koikoi-app/koikoi/server/storage/postgres"
	"github.com/koikoi-app/koikoi/server/storage/postgres/pgtest"
	"github.com/koikoi-app/koikoi/server/storage/storagetest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

func open(t *testing.T, dsn string) *postgres.Store {
	t.Helper()
	s, err := postgres.Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestStore(t *testing.T) {
	c := pgtest.Shared(t)
	storagetest.Run(t, func(t *testing.T) storage.Store { return open(t, c.Database(t)) })
}

// TestTwoNodes opens one database twice at once, as two nodes starting
// together do: the migrations run once, and each sees the other's writes.
func TestTwoNodes(t *testing.T) {
	c := pgtest.Shared(t)
	dsn := c.Database(t)
	stores := make(chan *postgres.Store, 2)
	for range 2 {
		go func() {
			s, err := postgres.Open(context.Background(), dsn)
			if err != nil {
				t.Error(err)
			}
			stores <- s
		}()
	}
	a, b := <-stores, <-stores
	if a == nil || b == nil {
		t.FailNow()
	}
	defer a.Close()
	defer b.Close()
	ctx := context.Background()
	if err := a.CreatePlayer(ctx, storage.Player{ID: "p1", SecretHash: []byte{1}, Name: "Aki", Created: time.Now()}); err != nil {
		t.Fatal(err)
	}
	if p, err := b.Player(ctx, "p1"); err != nil || p.Name != "Aki" {
		t.Errorf("the other node reads %+v, %v", p, err)
	}
}

type notice struct {
	table   string
	seq     int64
	carried int // events carried
}

func subscribe(t *testing.T, n storage.Notifier) <-chan notice {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	ch := make(chan notice, 100)
	if err := n.Subscribe(ctx, func(n storage.Notice) {
		evs, err := n.Events()
		if err != nil {
			t.Errorf("notice of %s at %d: %v", n.Table, n.Seq, err)
		}
		ch <- notice{n.Table, n.Seq, len(evs)}
	}); err != nil {
		t.Fatal(err)
	}
	return ch
}

func expect(t *testing.T, ch <-chan notice, want notice, within time.Duration) {
	t.Helper()
	timeout := time.After(within)
	for {
		select {
		case got := <-ch:
			if got == want {
				return
			}
		case <-timeout:
			t.Fatalf("no notice %+v within %v", want, within)
		}
	}
}

// TestNotifier: a change committed on one node is announced to the
// subscribers of every node, this one included, and only when it commits:
// a commit refused (a stale version) announces nothing.
func TestNotifier(t *testing.T) {
	c := pgtest.Shared(t)
	dsn := c.Database(t)
	a, b := open(t, dsn), open(t, dsn)
	defer a.Close()
	defer b.Close()
	onA, onB := subscribe(t, a.Notifier()), subscribe(t, b.Notifier())
	ctx := context.Background()
	now := time.Now()
	tb := storage.Table{ID: "table:with:colons", Game: "koikoi", Status: storage.StatusPlaying, State: []byte("x"), Version: 1, Seq: 1, Created: now, Updated: now}
	if err := a.CreateTable(ctx, tb, []storage.Event{{TableID: tb.ID, Seq: 1, Kind: "created", Actor: -1, Time: now}}); err != nil {
		t.Fatal(err)
	}
	// Each notice carries its change's events.
	expect(t, onA, notice{tb.ID, 1, 1}, time.Minute)
	expect(t, onB, notice{tb.ID, 1, 1}, time.Minute)
	next := func(prev int64) storage.Commit {
		n := tb
		n.Version, n.Seq = prev+1, 2
		return storage.Commit{Table: n, Prev: prev, Events: []storage.Event{{TableID: tb.ID, Seq: 2, Kind: "move", Actor: 0, Time: now}}}
	}
	if err := b.Commit(ctx, next(7)); !errors.Is(err, storage.ErrConflict) {
		t.Fatalf("a commit over a version the table is not at = %v; want ErrConflict", err)
	}
	if err := b.Commit(ctx, next(1)); err != nil {
		t.Fatal(err)
	}
	for _, ch := range []<-chan notice{onA, onB} {
		select {
		case got := <-ch:
			if got != (notice{tb.ID, 2, 1}) {
				t.Errorf("notice %+v after the refused commit and the good one; want only the good one's", got)
			}
		case <-time.After(time.Minute):
			t.Fatal("no notice of the commit")
		}
	}
}

// TestNotifierCatchUp cuts a listener's connection: the table that changed
// while it was down is announced when it reconnects.
func TestNotifierCatchUp(t *testing.T) {
	c := pgtest.Shared(t)
	dsn := c.Database(t)
	s := open(t, dsn)
	defer s.Close()
	ch := subscribe(t, s.Notifier())
	ctx := context.Background()
	admin, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close(ctx)
	var cut int
	if err := admin.QueryRow(ctx, `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'listen%'`).Scan(&cut); err != nil || cut != 1 {
		t.Fatalf("cut %d listeners, %v; want 1", cut, err)
	}
	// Written, and so announced, while the listener is away: the notice is
	// lost.
	now := time.Now()
	tb := storage.Table{ID: "t1", Game: "koikoi", Status: storage.StatusPlaying, State: []byte("x"), Version: 1, Seq: 1, Created: now, Updated: now}
	if err := s.CreateTable(ctx, tb, []storage.Event{{TableID: "t1", Seq: 1, Kind: "created", Actor: -1, Time: now}}); err != nil {
		t.Fatal(err)
	}
	// The catch-up's notice carries no events: they are read from the store.
	expect(t, ch, notice{"t1", 1, 0}, time.Minute)
}

// TestOutage stops PostgreSQL under an open store: a commit fails and
// writes nothing, and once the server is back the store works again
// without being reopened.
func TestOutage(t *testing.T) {
	c := pgtest.New(t)
	s := open(t, c.Database(t))
	defer s.Close()
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Millisecond)
	tb := storage.Table{ID: "t1", Game: "koikoi", Status: storage.StatusPlaying, State: []byte("x"), Version: 1, Seq: 1, Created: now, Updated: now}
	if err := s.CreateTable(ctx, tb, []storage.Event{{TableID: "t1", Seq: 1, Kind: "created", Actor: -1, Time: now}}); err != nil {
		t.Fatal(err)
	}
	next := tb
	next.Version, next.Seq, next.State = 2, 2, []byte("y")
	move := storage.Commit{Table: next, Prev: 1, Events: []storage.Event{{TableID: "t1", Seq: 2, Kind: "move", Actor: 0, Time: now}}}
	if err := c.Pause(); err != nil {
		t.Fatal(err)
	}
	short, cancel := context.WithTimeout(ctx, 5*time.Second)
	err := s.Commit(short, move)
	cancel()
	if err == nil || errors.Is(err, storage.ErrConflict) {
		t.Errorf("Commit with the database down = %v; want a connection error", err)
	}
	if err := c.Resume(); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Table(ctx, "t1"); err != nil || got.Version != 1 || string(got.State) != "x" {
		t.Fatalf("after the outage: %+v, %v; want version 1 as it was", got, err)
	}
	if err := s.Commit(ctx, move); err != nil {
		t.Fatalf("Commit after the outage: %v", err)
	}
	if evs, err := s.Events(ctx, "t1", 0, 10); err != nil || len(evs) != 2 {
		t.Errorf("events after the outage: %d, %v; want 2", len(evs), err)
	}
}

// TestNotifierOutage stops PostgreSQL under a subscriber: once it is back,
// the listener LISTENs again and notices arrive. (A change committed before
// it has reconnected is announced only by the catch-up of
// TestNotifierCatchUp, so the test commits new tables until a notice of one
// arrives.)
func TestNotifierOutage(t *testing.T) {
	c := pgtest.New(t)
	s := open(t, c.Database(t))
	defer s.Close()
	ch := subscribe(t, s.Notifier())
	if err := c.Pause(); err != nil {
		t.Fatal(err)
	}
	if err := c.Resume(); err != nil {
		t.Fatal(err)
	}
	deadline := time.After(time.Minute)
	tick := time.NewTicker(200 * time.Millisecond)
	defer tick.Stop()
	created := map[string]bool{}
	for i := 0; ; {
		select {
		case n := <-ch:
			if created[n.table] {
				return
			}
		case <-tick.C:
			i++
			now := time.Now()
			id := "t" + strconv.Itoa(i)
			tb := storage.Table{ID: id, Game: "koikoi", Status: storage.StatusPlaying, State: []byte("x"), Version: 1, Seq: 1, Created: now, Updated: now}
			// Fails until the pool reconnects.
			if s.CreateTable(context.Background(), tb, []storage.Event{{TableID: id, Seq: 1, Kind: "created", Actor: -1, Time: now}}) == nil {
				created[id] = true
			}
		case <-deadline:
			t.Fatal("no notice within 30 s of PostgreSQL's return")
		}
	}
}
