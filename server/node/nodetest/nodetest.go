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
	"strings"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node"
	"github.com/koikoi-app/koikoi/server/storage"
	"github.com/koikoi-app/koikoi/server/storage/sqlite"
)

// Server is a node in the test's process. It stops when the test ends.
type Server struct {
	t     testing.TB
	cfg   node.Config
	node  *node.Node
	store *sqlite.Store
	url   string
}

// Start starts a node with cfg (computers move at once unless
// cfg.ComputerDelay says otherwise; due tables are looked for every 50 ms;
// the deals' seeds are PlayableSeeds' unless cfg.Seeds says otherwise) and
// returns its WebSocket address. KOIKOI_TEST_LOG=1 shows its log.
func Start(t testing.TB, cfg hub.Config) string { return New(t, cfg).URL() }

// New is Start, returning the Server to stop and restart.
func New(t testing.TB, cfg hub.Config) *Server {
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
	if cfg.Seeds == nil {
		cfg.Seeds = PlayableSeeds() // kept across a Restart
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	if os.Getenv("KOIKOI_TEST_LOG") != "" {
		log = slog.New(slog.NewTextHandler(os.Stderr, nil))
	}
	s := &Server{t: t, store: st, cfg: node.Config{Addr: "127.0.0.1:0", Store: st, Notifier: storage.NewLocalNotifier(), Hub: cfg, Log: log}}
	s.start()
	t.Cleanup(func() {
		s.Stop()
		st.Close()
	})
	return s
}

func (s *Server) start() {
	s.t.Helper()
	n, err := node.Start(s.cfg)
	if err != nil {
		s.t.Fatal(err)
	}
	s.node, s.url = n, n.URL()
	// A restart listens where the clients knew it.
	s.cfg.Addr = strings.TrimSuffix(strings.TrimPrefix(s.url, "ws://"), node.Path)
}

// Store is the node's database, for a test to look at what the server
// keeps.
func (s *Server) Store() *sqlite.Store { return s.store }

// URL is the node's WebSocket address.
func (s *Server) URL() string { return s.url }

// Stop stops the node, as a server going down: its connections drop.
func (s *Server) Stop() {
	if s.node != nil {
		s.node.Close()
		s.node = nil
	}
}

// Restart starts the node again at the same address, on the same data.
func (s *Server) Restart() {
	s.t.Helper()
	s.Stop()
	s.start()
}
