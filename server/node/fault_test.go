//go:build unix

package node_test

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/game"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
	"github.com/koikoi-app/koikoi/server/storage/postgres"
	"github.com/koikoi-app/koikoi/server/storage/postgres/pgtest"
	"github.com/koikoi-app/koikoi/server/ws"
)

// crashing is a node's PostgreSQL store that dies with its node the
// moment a commit has reached the database, once armed: the change is
// written, and the node does nothing after it, as a node killed with
// kill -9 between its commit and whatever came next.
type crashing struct {
	*postgres.Store
	armed, dead atomic.Bool
}

func (c *crashing) Commit(ctx context.Context, cm storage.Commit) error {
	if c.dead.Load() {
		return errKilled
	}
	err := c.Store.Commit(ctx, cm)
	if err == nil && c.armed.Load() {
		c.dead.Store(true)
		return errKilled
	}
	return err
}

func (c *crashing) Table(ctx context.Context, id string) (storage.Table, error) {
	if c.dead.Load() {
		return storage.Table{}, errKilled
	}
	return c.Store.Table(ctx, id)
}

func (c *crashing) Beat(ctx context.Context, node string, t time.Time) error {
	if c.dead.Load() {
		return errKilled
	}
	return c.Store.Beat(ctx, node, t)
}

func (c *crashing) DueTables(ctx context.Context, now time.Time, limit int) ([]string, error) {
	if c.dead.Load() {
		return nil, errKilled
	}
	return c.Store.DueTables(ctx, now, limit)
}

// pgNode starts a node on a PostgreSQL store, whose deals play
// (nodetest.PlayableSeeds).
func pgNode(t *testing.T, store storage.Store, notifier storage.Notifier) *node.Node {
	t.Helper()
	n, err := node.Start(node.Config{Addr: "127.0.0.1:0", Store: store, Notifier: notifier,
		Hub: hub.Config{ComputerDelay: -1, Sweep: 50 * time.Millisecond, Seeds: nodetest.PlayableSeeds()}, WS: ws.Config{Rate: 1000, Burst: 1000}, Log: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func openPG(t *testing.T, dsn string) *postgres.Store {
	t.Helper()
	s, err := postgres.Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// lastSeen keeps the last event a seat saw, for another goroutine to read.
type lastSeen struct {
	log  *seqLog
	seen atomic.Int64
}

func (l *lastSeen) observe(m client.Message) {
	l.log.observe(m)
	l.seen.Store(l.log.last)
}

// across is a Koi-Koi table of three rounds between Aki, a bot on one
// node, and Ben, a bot on another; each bot's frames are checked (in
// order, once) and its last event kept.
type across struct {
	id               string
	aki, ben         *client.Bot
	akiSecret        string
	akiSeen, benSeen *lastSeen
}

func tableAcross(t *testing.T, ctx context.Context, nodeA, nodeB *node.Node) *across {
	t.Helper()
	aki, secret := player(t, ctx, nodeA, "Aki")
	ben, _ := player(t, ctx, nodeB, "Ben")
	st, joined := openTable(t, ctx, aki, ben, "3")
	x := &across{id: st.Table.ID, akiSecret: secret,
		akiSeen: &lastSeen{log: &seqLog{t: t, last: st.Table.Seq}}, benSeen: &lastSeen{log: &seqLog{t: t, last: joined.Table.Seq}}}
	x.aki = &client.Bot{Conn: aki, Level: "random", Choose: game.BotMove, Observe: x.akiSeen.observe}
	x.aki.Take(client.Message{Type: "state", Raw: mustJSON(st)})
	x.ben = &client.Bot{Conn: ben, Level: "random", Choose: game.BotMove, Seed: 1, Observe: x.benSeen.observe}
	x.ben.Take(client.Message{Type: "state", Raw: mustJSON(joined)})
	return x
}

// TestKilledAfterCommit: Aki plays on a node that dies the moment his move
// is in the database, before the node does anything else; Ben follows the
// table on the other node. Ben gets the move at once (not when the move
// clock runs out), Aki resumes on Ben's node and gets what he missed, and
// both play to the end seeing every event once and in order. (The kill -9
// fault of cmd/loadtest lost events this way: the NOTIFY was sent after
// the commit, by a node that could die between the two.)
func TestKilledAfterCommit(t *testing.T) {
	dsn := pgtest.New(t).Database(t)
	ctx, stop := context.WithCancel(timeout(t, patience))
	storeA := &crashing{Store: openPG(t, dsn)}
	nodeA := pgNode(t, storeA, storeA.Notifier())
	storeB := openPG(t, dsn)
	nodeB := pgNode(t, storeB, storeB.Notifier())
	t.Cleanup(func() { nodeA.Close(); nodeB.Close() })

	x := tableAcross(t, ctx, nodeA, nodeB)
	id, a, b, akiSeen, benSeen := x.id, x.aki, x.ben, x.akiSeen, x.benSeen
	a.Think = func() time.Duration {
		if a.Moves == 2 {
			storeA.armed.Store(true) // the node dies with Aki's third move
		}
		return 0
	}
	var wg sync.WaitGroup
	benDone := make(chan error, 1)
	wg.Go(func() { benDone <- b.Play(ctx) })
	akiDone := make(chan error, 1)
	wg.Go(func() { akiDone <- a.Play(ctx) })
	defer wg.Wait()
	defer stop() // on a failure, Ben stops waiting

	waitFor(t, storeA.dead.Load)
	nodeA.Close() // its connections drop; its dead store writes nothing more
	if err := <-akiDone; err == nil {
		t.Fatal("Aki's game ended on the dead node")
	}
	written, err := storeB.Table(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	// Well before the move clock (60 s) would have moved the table on.
	within := time.Now().Add(40 * time.Second)
	for benSeen.seen.Load() < written.Seq && time.Now().Before(within) {
		time.Sleep(10 * time.Millisecond)
	}
	if got := benSeen.seen.Load(); got < written.Seq {
		t.Fatalf("Ben, on the live node, saw up to event %d of %d 40 s after the other node died with its commit", got, written.Seq)
	}

	// Aki comes back on the live node.
	c, err := client.Dial(ctx, nodeB.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.CloseNow() })
	if _, err := c.Hello(ctx, x.akiSecret, ""); err != nil {
		t.Fatal(err)
	}
	a.Conn = c
	if err := a.Resume(ctx); err != nil {
		t.Fatal(err)
	}
	if err := a.Play(ctx); err != nil {
		t.Fatalf("Aki after resuming: %v", err)
	}
	if err := <-benDone; err != nil {
		t.Fatalf("Ben: %v", err)
	}
	end, _ := storeB.Table(ctx, id)
	if end.Status != storage.StatusFinished || akiSeen.seen.Load() != end.Seq || benSeen.seen.Load() != end.Seq {
		t.Errorf("table %s at %d; Aki saw up to %d, Ben %d", end.Status, end.Seq, akiSeen.seen.Load(), benSeen.seen.Load())
	}
}

// TestPostgresOutage stops PostgreSQL while Aki, on one node, is about to
// move and Ben waits on the other: the move is answered unavailable and
// changes nothing; once PostgreSQL is back, Aki's client asks again (the
// bot's Resume, after a backoff), moves again, and both play to the end,
// every event once and in order.
func TestPostgresOutage(t *testing.T) {
	cluster := pgtest.New(t)
	dsn := cluster.Database(t)
	ctx := timeout(t, patience)
	storeA, storeB, check := openPG(t, dsn), openPG(t, dsn), openPG(t, dsn)
	nodeA, nodeB := pgNode(t, storeA, storeA.Notifier()), pgNode(t, storeB, storeB.Notifier())
	t.Cleanup(func() { nodeA.Close(); nodeB.Close() })

	x := tableAcross(t, ctx, nodeA, nodeB)
	id, a, b, akiSeen, benSeen := x.id, x.aki, x.ben, x.akiSeen, x.benSeen
	var before snapshot
	refused, checked := make(chan struct{}), make(chan struct{})
	a.Think = func() time.Duration {
		if a.Moves == 2 { // before Aki's third move, PostgreSQL stops
			before = snap(t, check, id)
			if err := cluster.Pause(); err != nil {
				t.Error(err)
			}
		}
		return 0
	}
	a.Observe = func(m client.Message) {
		akiSeen.observe(m)
		if m.Error != nil && m.Error.Code == protocol.CodeUnavailable && refused != nil {
			close(refused)
			refused = nil
			<-checked // the bot asks again once the test has looked
		}
	}
	wait := refused
	var wg sync.WaitGroup
	done := make(chan error, 2)
	wg.Go(func() { done <- a.Play(ctx) })
	wg.Go(func() { done <- b.Play(ctx) })

	select {
	case <-wait:
	case err := <-done:
		t.Fatalf("a seat stopped before the outage: %v", err)
	case <-ctx.Done():
		t.Fatal("Aki's move was not refused")
	}
	if err := cluster.Resume(); err != nil {
		t.Fatal(err)
	}
	var after snapshot
	waitFor(t, func() bool { // the test's own pool reconnects
		tb, err := check.Table(ctx, id)
		after = snapshot{tb.Version, tb.Seq, string(tb.State)}
		return err == nil
	})
	if after != before {
		t.Errorf("the refused move changed the table: version %d seq %d, was %d and %d", after.version, after.seq, before.version, before.seq)
	}
	close(checked)
	for range 2 {
		if err := <-done; err != nil {
			t.Fatalf("after the outage: %v", err)
		}
	}
	wg.Wait()
	end, _ := check.Table(ctx, id)
	events, _ := check.Events(ctx, id, 0, int(end.Seq)+1)
	if end.Status != storage.StatusFinished || akiSeen.seen.Load() != end.Seq || benSeen.seen.Load() != end.Seq || int64(len(events)) != end.Seq {
		t.Errorf("table %s at %d with %d events; Aki saw up to %d, Ben %d", end.Status, end.Seq, len(events), akiSeen.seen.Load(), benSeen.seen.Load())
	}
	if end.Seq <= after.seq {
		t.Errorf("no move after the outage")
	}
}
