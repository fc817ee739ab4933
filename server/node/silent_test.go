package node_test

import (
	"context"
	"errors"
	"path/filepath"
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
	"github.com/koikoi-app/koikoi/server/storage/sqlite"
	"github.com/koikoi-app/koikoi/server/ws"
)

// errKilled is what a killed node's store answers.
var errKilled = errors.New("the node was killed")

// killable is a node's store that can die with it: once killed it writes
// nothing more, beats no more and finds no due table, as a node killed
// with kill -9, which marks none of its connections' seats away.
type killable struct {
	*sqlite.Store
	dead atomic.Bool
}

func (k *killable) Beat(ctx context.Context, node string, t time.Time) error {
	if k.dead.Load() {
		return errKilled
	}
	return k.Store.Beat(ctx, node, t)
}

func (k *killable) Commit(ctx context.Context, c storage.Commit) error {
	if k.dead.Load() {
		return errKilled
	}
	return k.Store.Commit(ctx, c)
}

func (k *killable) DueTables(ctx context.Context, now time.Time, limit int) ([]string, error) {
	if k.dead.Load() {
		return nil, errKilled
	}
	return k.Store.DueTables(ctx, now, limit)
}

// TestSilentNode: two nodes share one SQLite file; Aki plays on the first,
// which dies without cleaning up (Aki's connection stays open, its store
// does nothing more), Ben on the second. The second node sees the first
// stop beating, marks Aki's seat away, and after the grace period its
// computer plays the seat: the game goes on before the move clock runs
// out.
func TestSilentNode(t *testing.T) {
	path := filepath.Join(t.TempDir(), "server.db")
	ctx := timeout(t, patience)
	cfg := hub.Config{ComputerDelay: -1, Sweep: 50 * time.Millisecond, Grace: 200 * time.Millisecond,
		Heartbeat: 50 * time.Millisecond, NodeTimeout: 300 * time.Millisecond, Seeds: nodetest.PlayableSeeds()}
	start := func(store storage.Store) *node.Node {
		n, err := node.Start(node.Config{Addr: "127.0.0.1:0", Store: store, Notifier: storage.NewLocalNotifier(),
			Hub: cfg, WS: ws.Config{Rate: 1000, Burst: 1000}, Log: quietLog()})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { n.Close(); store.Close() })
		return n
	}
	open := func() *sqlite.Store {
		s, err := sqlite.Open(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	storeA := &killable{Store: open()}
	nodeA := start(storeA)
	storeB := open()
	nodeB := start(storeB)

	// Aki plays on the first node and never moves; Ben, on the second, is
	// a bot.
	aki, _ := player(t, ctx, nodeA, "Aki")
	ben, _ := player(t, ctx, nodeB, "Ben")
	st, joined := openTable(t, ctx, aki, ben, "3")
	id := st.Table.ID
	bot := &client.Bot{Conn: ben, Level: "random", Choose: game.BotMove, Table: joined.Table, Seq: joined.Table.Seq, View: joined.View}
	botCtx, stopBot := context.WithCancel(ctx)
	botDone := make(chan error, 1)
	go func() { botDone <- bot.Play(botCtx) }()
	defer func() { stopBot(); <-botDone }()
	var before storage.Table
	waitFor(t, func() bool { // Aki's turn, the clock running
		before, _ = storeB.Table(ctx, id)
		_, g := current(t, storeB, id)
		return before.Status == storage.StatusPlaying && g.ToMove() == st.Table.Seat && !before.Deadline.IsZero()
	})
	if s := before.Seats[st.Table.Seat]; s.Node == "" || !s.Away.IsZero() {
		t.Fatalf("Aki's seat %+v; want it held on the first node", s)
	}
	if n, _ := storeB.SilentNodes(ctx, time.Now()); len(n) != 2 {
		t.Fatalf("%d nodes beating; want 2", len(n))
	}

	storeA.dead.Store(true)
	killed := time.Now()
	waitFor(t, func() bool { // a move for Aki's seat
		evs, _ := storeB.Events(ctx, id, before.Seq, 100)
		for _, e := range evs {
			if e.Actor == st.Table.Seat && !protocol.TableEvent(e.Kind) {
				return true
			}
		}
		return false
	})
	after, _ := storeB.Table(ctx, id)
	// Silent: no beat for NodeTimeout, the last one up to a Heartbeat
	// before the kill.
	if seat := after.Seats[st.Table.Seat]; seat.Node != "" || !seat.StandIn || seat.Away.Before(killed.Add(cfg.NodeTimeout-2*cfg.Heartbeat)) {
		t.Errorf("Aki's seat %+v; want away from the first node's timeout on, played by a computer", seat)
	}
	if time.Since(killed) > before.Deadline.Sub(killed) {
		t.Errorf("the stand-in came after the move clock")
	}
	if n, _ := storeB.SilentNodes(ctx, time.Now()); len(n) != 1 {
		t.Errorf("%d nodes left; want the dead one forgotten", len(n))
	}
}
