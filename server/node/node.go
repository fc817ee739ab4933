package node

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"sync"
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
	Hub      *hub.Hub
	ln       net.Listener
	srv      *http.Server
	cancel   context.CancelFunc
	done     chan struct{}
	running  chan struct{}  // closed when the hub's Run returns
	handlers sync.WaitGroup // the WebSocket connections' handlers
	tls      bool
}

// handlersWait bounds how long Close waits for the connections' handlers
// to mark their seats away.
const handlersWait = 10 * time.Second

// Start listens and serves until Close.
func Start(cfg Config) (*Node, error) {
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	cfg.Hub.Log, cfg.WS.Log = cfg.Log, cfg.Log
	metrics, metricsHandler := newMetrics()
	cfg.Hub.Metrics = metrics
	h := hub.New(cfg.Store, cfg.Notifier, cfg.Hub)
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	n := &Node{Hub: h, ln: ln, cancel: cancel, done: make(chan struct{}), running: make(chan struct{})}
	wsHandler := ws.Handler(h, cfg.WS)
	mux := http.NewServeMux()
	mux.HandleFunc(Path, func(w http.ResponseWriter, r *http.Request) {
		n.handlers.Add(1)
		defer n.handlers.Done()
		wsHandler.ServeHTTP(w, r)
	})
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { fmt.Fprintln(w, "ok") })
	mux.Handle("GET "+MetricsPath, metricsHandler)
	n.srv = &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, BaseContext: func(net.Listener) context.Context { return ctx }}
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
	ran := make(chan error, 1)
	go func() {
		defer close(n.running)
		ran <- h.Run(ctx)
	}()
	select {
	case <-h.Ready():
	case err := <-ran:
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

// Close stops the node, in an order that lets the store close after it:
// it stops accepting connections, closes the open ones, waits for their
// handlers to mark the seats away (at most handlersWait) and for the hub's
// timers to stop. The store stays open.
func (n *Node) Close() error {
	ctx, done := context.WithTimeout(context.Background(), 5*time.Second)
	defer done()
	err := n.srv.Shutdown(ctx) // no new connections; plain requests finish
	n.cancel()                 // ends the hijacked WebSocket connections and the hub
	<-n.done
	handled := make(chan struct{})
	go func() {
		n.handlers.Wait()
		close(handled)
	}()
	select {
	case <-handled:
	case <-time.After(handlersWait):
		err = errors.Join(err, errors.New("node: connections still closing after "+handlersWait.String()))
	}
	<-n.running
	return err
}
