// Package nodetest starts a game server node inside a test's process, on
// a fresh SQLite file in the test's temporary directory, for the tests of
// the app's online screens (two app instances playing through it).
package nodetest

import (
	"context"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node"
	"github.com/koikoi-app/koikoi/server/storage"
	"github.com/koikoi-app/koikoi/server/storage/sqlite"
)

// Start starts a node with cfg (computers move at once unless
// cfg.ComputerDelay says otherwise; due tables are looked for every 50 ms)
// and returns its WebSocket address. The node stops when the test ends.
// KOIKOI_TEST_LOG=1 shows its log.
func Start(t testing.TB, cfg hub.Config) string {
	t.Helper()
	st, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "server.db"))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.ComputerDelay == 0 {
		cfg.ComputerDelay = -1 // at once
	}
	if cfg.Sweep == 0 {
		cfg.Sweep = 50 * time.Millisecond
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	if os.Getenv("KOIKOI_TEST_LOG") != "" {
		log = slog.New(slog.NewTextHandler(os.Stderr, nil))
	}
	n, err := node.Start(node.Config{Addr: "127.0.0.1:0", Store: st, Notifier: storage.NewLocalNotifier(), Hub: cfg, Log: log})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		n.Close()
		st.Close()
	})
	return n.URL()
}
