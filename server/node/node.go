// Package node assembles one server node: a Store, a Notifier, the hub and
// the WebSocket endpoint on an HTTP server. cmd/server runs one; the tests
// and the load test start several in one process.
package node

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/storage"
	"github.com/koikoi-app/koikoi/server/ws"
)

// Path is where the WebSocket endpoint is served.
const Path = "/v1/ws"

// Config is a node's configuration.
type Config struct {
	Addr     string // listen address, "127.0.0.1:0" for any free port
	Store    storage.Store
	Notifier storage.Notifier
	Hub      hub.Config
	WS       ws.Config
	// TLSCert and TLSKey, when both set, serve TLS (wss://) directly;
	// otherwise a reverse proxy terminates TLS.
	TLSCert, TLSKey string
	Log             *slog.Logger
}

// Node is a running node.
type Node struct {
	Hub    *hub.Hub
	ln     net.Listener
	srv    *http.Server
	cancel context.CancelFunc
	done   chan struct{}
	tls    bool
}

// Start listens and serves until Close.
func Start(cfg Config) (*Node, error) {
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	cfg.Hub.Log, cfg.WS.Log = cfg.Log, cfg.Log
	h := hub.New(cfg.Store, cfg.Notifier, cfg.Hub)
	mux := http.NewServeMux()
	mux.Handle(Path, ws.Handler(h, cfg.WS))
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) { fmt.Fprintln(w, "ok") })
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	n := &Node{Hub: h, ln: ln, cancel: cancel, done: make(chan struct{}),
		srv: &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, BaseContext: func(net.Listener) context.Context { return ctx }}}
	if cfg.TLSCert != "" || cfg.TLSKey != "" {
		cert, err := tls.LoadX509KeyPair(cfg.TLSCert, cfg.TLSKey)
		if err != nil {
			ln.Close()
			cancel()
			return nil, err
		}
		n.srv.TLSConfig = &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}
		n.tls = true
	}
	// Listen for the other nodes' notices before serving anyone.
	running := make(chan error, 1)
	go func() { running <- h.Run(ctx) }()
	select {
	case <-h.Ready():
	case err := <-running:
		ln.Close()
		cancel()
		return nil, fmt.Errorf("node: listening for notices: %w", err)
	}
	go func() {
		defer close(n.done)
		var err error
		if n.tls {
			err = n.srv.ServeTLS(ln, "", "")
		} else {
			err = n.srv.Serve(ln)
		}
		if !errors.Is(err, http.ErrServerClosed) {
			cfg.Log.Error("serving", "err", err)
		}
	}()
	return n, nil
}

// URL is the node's WebSocket address.
func (n *Node) URL() string {
	scheme := "ws"
	if n.tls {
		scheme = "wss"
	}
	return scheme + "://" + n.ln.Addr().String() + Path
}

// Close stops the node: its connections end (their seats are marked away)
// and its timers stop. The store stays open.
func (n *Node) Close() error {
	ctx, done := context.WithTimeout(context.Background(), 5*time.Second)
	defer done()
	err := n.srv.Shutdown(ctx)
	n.cancel() // ends the hijacked WebSocket connections and the hub
	<-n.done
	return err
}
