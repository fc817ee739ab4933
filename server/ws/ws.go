package ws

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/netip"
	"runtime/debug"
	"time"

	"github.com/coder/websocket"
	"golang.org/x/time/rate"

	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// Config is the transport's settings.
type Config struct {
	// Origins are the browser origins (host patterns, as
	// websocket.AcceptOptions.OriginPatterns reads them) allowed besides
	// the server's own host. Clients that send no Origin (apps) are
	// always allowed.
	Origins []string
	// Rate and Burst limit the messages a connection may send: Rate a
	// second on average, Burst at once. Past the limit a message gets a
	// rate_limited error; a client that keeps on is disconnected.
	Rate  float64
	Burst int
	// Ping is how often an idle connection is checked (0: 20 s).
	Ping time.Duration
	// HelloTimeout closes a connection that has not said hello this long
	// after it opened (0: DefaultHelloTimeout).
	HelloTimeout time.Duration
	// Hosts are the host names (patterns: play.example.org,
	// *.example.net) a request's Host may name besides addresses and
	// localhost; another gets HTTP 421 (see hostAllowed).
	Hosts []string
	// MaxConnsPerAddr bounds the connections open at once from one client
	// address (0: no limit); past it the upgrade gets HTTP 429.
	MaxConnsPerAddr int
	// TrustedProxies are the reverse proxies whose X-Forwarded-For or
	// Forwarded header names the client's address.
	TrustedProxies []netip.Prefix
	Log            *slog.Logger
}

// DefaultRate and DefaultBurst are generous for a person and a bot moving
// at once, and far below a flood.
const (
	DefaultRate  = 20
	DefaultBurst = 40
)

// DefaultHelloTimeout is how long a connection may wait before its hello:
// an app says it at once.
const DefaultHelloTimeout = 10 * time.Second

// refusedBursts: a client that sends this many bursts of refused messages
// in a row is disconnected.
const refusedBursts = 3

// writeTimeout bounds one write to a client.
const writeTimeout = 10 * time.Second

// Handler serves the protocol on WebSocket upgrades.
func Handler(h *hub.Hub, cfg Config) http.Handler {
	if cfg.Rate == 0 {
		cfg.Rate = DefaultRate
	}
	if cfg.Burst == 0 {
		cfg.Burst = DefaultBurst
	}
	if cfg.Ping == 0 {
		cfg.Ping = 20 * time.Second
	}
	if cfg.HelloTimeout == 0 {
		cfg.HelloTimeout = DefaultHelloTimeout
	}
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	conns := &addrConns{max: cfg.MaxConnsPerAddr, n: map[string]int{}}
	m := h.Metrics()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !hostAllowed(r.Host, cfg.Hosts) {
			http.Error(w, "this server does not serve that host name", http.StatusMisdirectedRequest)
			return
		}
		addr := clientAddr(r, cfg.TrustedProxies)
		if !conns.acquire(addr) {
			m.Limited("connections")
			http.Error(w, "too many connections from your address", http.StatusTooManyRequests)
			return
		}
		defer conns.release(addr)
		cw := &coalescingWriter{ResponseWriter: w}
		c, err := websocket.Accept(cw, r, &websocket.AcceptOptions{OriginPatterns: cfg.Origins})
		if err != nil {
			return // Accept has answered (403 for a foreign origin)
		}
		m.Connected(1)
		defer m.Connected(-1)
		serve(hub.WithAddr(r.Context(), addr), h, c, cw.conn, addr, cfg)
	})
}

// serve runs one connection until it closes.
func serve(ctx context.Context, h *hub.Hub, c *websocket.Conn, conn *coalescingConn, addr string, cfg Config) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	// Frames over the limit close the connection (status 1009).
	c.SetReadLimit(protocol.MaxMessage)
	sess := h.NewSession(func(reason string) {
		c.Close(websocket.StatusPolicyViolation, reason)
		cancel()
	})
	sess.SetAddr(addr)
	helloTimer := time.AfterFunc(cfg.HelloTimeout, func() {
		if sess.Player() == nil {
			c.Close(websocket.StatusPolicyViolation, "no hello")
			cancel()
		}
	})
	defer helloTimer.Stop()
	defer func() {
		// Mark the seats away with a context that outlives the request's.
		closeCtx, done := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
		sess.Close(closeCtx)
		done()
	}()
	go writeLoop(ctx, c, conn, sess, cancel)
	go pingLoop(ctx, c, cfg.Ping, cancel)

	lim := rate.NewLimiter(rate.Limit(cfg.Rate), cfg.Burst)
	refused := 0
	for {
		typ, frame, err := c.Read(ctx)
		arrived := time.Now()
		if err != nil {
			var ce websocket.CloseError
			if !errors.As(err, &ce) && ctx.Err() == nil {
				cfg.Log.Debug("connection read", "err", err)
			}
			c.Close(websocket.StatusNormalClosure, "")
			return
		}
		if !lim.Allow() {
			refused++
			h.Metrics().Limited("messages")
			if refused > refusedBursts*cfg.Burst {
				drain(sess)
				c.Close(websocket.StatusPolicyViolation, "too many messages")
				return
			}
			sess.Fail(protocol.PeekID(frame), protocol.Errorf(protocol.CodeRateLimited, "at most %g messages a second", cfg.Rate))
			continue
		}
		refused = 0
		if typ != websocket.MessageText {
			perr := protocol.Errorf(protocol.CodeBadMessage, "messages are JSON text frames")
			h.Metrics().Undecoded(perr)
			sess.Fail(0, perr)
			continue
		}
		msg, id, perr := protocol.Decode(frame)
		if perr != nil {
			h.Metrics().Undecoded(perr)
			sess.Fail(id, perr)
			continue
		}
		handle(ctx, sess, msg, id, arrived, cfg.Log)
	}
}

// handle answers a message; a fault of the server in doing so is answered
// with an internal error and logged, and the node serves on.
func handle(ctx context.Context, sess *hub.Session, msg any, id int64, arrived time.Time, log *slog.Logger) {
	defer func() {
		if r := recover(); r != nil {
			log.Error("handling a message", "type", fmt.Sprintf("%T", msg), "panic", r, "stack", string(debug.Stack()))
			sess.Fail(id, protocol.Errorf(protocol.CodeInternal, "the server failed on this message"))
		}
	}()
	sess.Handle(ctx, msg, id, arrived)
}

// drain gives the writer a moment to send what is queued (the errors that
// explain a disconnection) before the connection closes.
func drain(sess *hub.Session) {
	deadline := time.Now().Add(time.Second)
	for len(sess.Outbox()) > 0 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
}

// writeLoop writes the session's frames in order.
func writeLoop(ctx context.Context, c *websocket.Conn, conn *coalescingConn, sess *hub.Session, cancel func()) {
	defer cancel()
	out := sess.Outbox()
	for {
		select {
		case <-ctx.Done():
			return
		case frame := <-out:
			if err := writeBatch(ctx, c, conn, out, frame); err != nil {
				c.Close(websocket.StatusGoingAway, "write failed")
				return
			}
		}
	}
}

// writeBatch writes frame and the frames queued behind it, within one
// writeTimeout, in one system call as far as the connection holds them.
func writeBatch(ctx context.Context, c *websocket.Conn, conn *coalescingConn, out <-chan []byte, frame []byte) error {
	wctx, done := context.WithTimeout(ctx, writeTimeout)
	defer done()
	defer conn.release() // what another writer sent meanwhile goes out, whatever came of the batch
	for {
		// Only this loop reads out: a frame queued now is there to take.
		more := len(out) > 0
		conn.setHold(more)
		if err := c.Write(wctx, websocket.MessageText, frame); err != nil {
			return err
		}
		if !more {
			return nil
		}
		frame = <-out
	}
}

// pingLoop closes a connection whose peer stopped answering, so its seat
// is marked away and the grace period starts.
func pingLoop(ctx context.Context, c *websocket.Conn, every time.Duration, cancel func()) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			pctx, done := context.WithTimeout(ctx, every)
			err := c.Ping(pctx)
			done()
			if err != nil {
				c.Close(websocket.StatusGoingAway, "no answer to ping")
				cancel()
				return
			}
		}
	}
}
