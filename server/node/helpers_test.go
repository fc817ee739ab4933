package node_test

import (
	"context"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
	"github.com/koikoi-app/koikoi/server/storage/sqlite"
	"github.com/koikoi-app/koikoi/server/ws"
)

// testNode starts a node on a fresh SQLite file, with computers that move
// at once and, unless cfg.Seeds says otherwise, deals that play
// (nodetest.PlayableSeeds: no first round ends at its deal).
func testNode(t testing.TB, cfg hub.Config) (*node.Node, storage.Store) {
	t.Helper()
	return testNodeWS(t, cfg, ws.Config{Rate: 1000, Burst: 1000})
}

// testNodeWS is testNode with the transport's settings.
func testNodeWS(t testing.TB, cfg hub.Config, wsc ws.Config) (*node.Node, storage.Store) {
	t.Helper()
	store, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "server.db"))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.ComputerDelay == 0 {
		cfg.ComputerDelay = -1 // at once
	}
	if cfg.Sweep == 0 {
		cfg.Sweep = 50 * time.Millisecond
	}
	if cfg.Seeds == nil {
		cfg.Seeds = nodetest.PlayableSeeds()
	}
	n, err := node.Start(node.Config{Addr: "127.0.0.1:0", Store: store, Notifier: storage.NewLocalNotifier(), Hub: cfg,
		WS: wsc, Log: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		n.Close()
		store.Close()
	})
	return n, store
}

// player connects and says hello as a new player.
func player(t testing.TB, ctx context.Context, n *node.Node, name string) (*client.Conn, string) {
	t.Helper()
	c, err := client.Dial(ctx, n.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.CloseNow() })
	secret := client.NewSecret()
	if _, err := c.Hello(ctx, secret, name); err != nil {
		t.Fatal(err)
	}
	return c, secret
}

func send(t testing.TB, ctx context.Context, c *client.Conn, msg any) int64 {
	t.Helper()
	id, err := c.Send(ctx, msg)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

func hdr(typ string) protocol.Header { return protocol.Header{Type: typ} }

// patience bounds a test's waits. It is a safeguard against a hang, never
// a measure: every wait is for a condition, and a machine busy with other
// work (make test beside other jobs) can be many times slower than a quiet
// one.
const patience = 3 * time.Minute

func timeout(t testing.TB, d time.Duration) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	t.Cleanup(cancel)
	return ctx
}

// quietLog discards the nodes' logs (KOIKOI_TEST_LOG=1 shows them).
func quietLog() *slog.Logger {
	if os.Getenv("KOIKOI_TEST_LOG") != "" {
		return slog.New(slog.NewTextHandler(os.Stderr, nil))
	}
	return slog.New(slog.NewTextHandler(io.Discard, nil))
}
