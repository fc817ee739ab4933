package online_test

import (
	"context"
	"io"
	"log/slog"
	"net"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
	"github.com/koikoi-app/koikoi/server/storage"
	"github.com/koikoi-app/koikoi/server/storage/sqlite"
	"github.com/koikoi-app/koikoi/server/ws"
	"github.com/koikoi-app/koikoi/store"
)

// server is an in-process game server on an SQLite file, which a test can
// stop and start again on the same address and file, as a restart does.
type server struct {
	t     testing.TB
	path  string
	addr  string
	cfg   hub.Config
	node  *node.Node
	store storage.Store
}

// startServer starts a server whose computers move at once and whose
// deals play, unless cfg says otherwise.
func startServer(t testing.TB, cfg hub.Config) *server {
	t.Helper()
	if cfg.ComputerDelay == 0 {
		cfg.ComputerDelay = -1
	}
	if cfg.Sweep == 0 {
		cfg.Sweep = 50 * time.Millisecond
	}
	if cfg.Seeds == nil {
		// Deals that play (no first round ends at its deal), the same
		// across a restart.
		cfg.Seeds = nodetest.PlayableSeeds()
	}
	s := &server{t: t, path: filepath.Join(t.TempDir(), "server.db"), addr: "127.0.0.1:0", cfg: cfg}
	s.start()
	s.addr = strings.TrimPrefix(strings.TrimSuffix(s.node.URL(), node.Path), "ws://")
	t.Cleanup(s.stop)
	return s
}

func (s *server) start() {
	s.t.Helper()
	st, err := sqlite.Open(context.Background(), s.path)
	if err != nil {
		s.t.Fatal(err)
	}
	n, err := node.Start(node.Config{Addr: s.addr, Store: st, Notifier: storage.NewLocalNotifier(), Hub: s.cfg,
		WS: ws.Config{Rate: 1000, Burst: 1000}, Log: quiet()})
	if err != nil {
		st.Close()
		s.t.Fatal(err)
	}
	s.node, s.store = n, st
}

// stop stops the node and closes its file, as the server's process ending
// does.
func (s *server) stop() {
	if s.node == nil {
		return
	}
	s.node.Close()
	s.store.Close()
	s.node, s.store = nil, nil
}

// restart stops the server and starts it again on the same file.
func (s *server) restart() {
	s.stop()
	s.start()
}

func (s *server) url() string { return "ws://" + s.addr + node.Path }

func quiet() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// statuses records a Session's connection states.
type statuses struct {
	mu   sync.Mutex
	seen []online.Status
	held []store.OnlineTable
}

func (s *statuses) onStatus(st online.Status, _ error) {
	s.mu.Lock()
	s.seen = append(s.seen, st)
	s.mu.Unlock()
}

func (s *statuses) onHeld(h []store.OnlineTable) {
	s.mu.Lock()
	s.held = h
	s.mu.Unlock()
}

func (s *statuses) list() []online.Status {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]online.Status(nil), s.seen...)
}

// connect connects a new player.
func connect(t testing.TB, srv *server, name string) (*online.Session, *statuses) {
	t.Helper()
	return connectAs(t, srv, online.NewSecret(), name)
}

// connectAs connects the player of a secret.
func connectAs(t testing.TB, srv *server, secret, name string) (*online.Session, *statuses) {
	t.Helper()
	st := &statuses{}
	s, err := online.Connect(ctxT(t, patience), online.Config{Address: srv.url(), Secret: secret, Name: name,
		OnStatus: st.onStatus, OnHeld: st.onHeld, MinBackoff: 20 * time.Millisecond, MaxBackoff: 200 * time.Millisecond, Log: quiet()})
	if err != nil {
		t.Fatalf("Connect(%s): %v", name, err)
	}
	t.Cleanup(func() { s.Close() })
	return s, st
}

// patience bounds a test's waits. It is a safeguard against a hang, never
// a measure: every wait is for a condition, and a machine busy with other
// work (make test beside other jobs) can be many times slower than a quiet
// one.
const patience = 3 * time.Minute

func ctxT(t testing.TB, d time.Duration) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	t.Cleanup(cancel)
	return ctx
}

// waitFor polls cond until it holds (patience at most).
func waitFor(t testing.TB, what string, cond func() bool) {
	t.Helper()
	end := time.Now().Add(patience)
	for !cond() {
		if time.Now().After(end) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// freePort returns an address nothing listens on.
func freePort(t testing.TB) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

func (s *statuses) heldNow() []store.OnlineTable {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.held
}
