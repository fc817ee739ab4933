package online_test

import (
	"io"
	"net"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/node"
)

// silencer is a TCP proxy to a server whose connections can all be made
// silent at once, as a network that changed under a phone: nothing passes,
// nothing closes.
type silencer struct {
	ln     net.Listener
	mu     sync.Mutex
	conns  []*atomic.Bool // each connection's silence
	closed []net.Conn
}

func newSilencer(t *testing.T, target string) *silencer {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &silencer{ln: ln}
	t.Cleanup(func() {
		ln.Close()
		p.mu.Lock()
		for _, c := range p.closed {
			c.Close()
		}
		p.mu.Unlock()
	})
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			s, err := net.Dial("tcp", target)
			if err != nil {
				c.Close()
				continue
			}
			quiet := new(atomic.Bool)
			p.mu.Lock()
			p.conns = append(p.conns, quiet)
			p.closed = append(p.closed, c, s)
			p.mu.Unlock()
			go pipe(c, s, quiet)
			go pipe(s, c, quiet)
		}
	}()
	return p
}

// pipe copies from src to dst until either fails; once quiet, it passes
// nothing more.
func pipe(dst io.Writer, src io.Reader, quiet *atomic.Bool) {
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if err != nil || quiet.Load() {
			return
		}
		if _, err := dst.Write(buf[:n]); err != nil {
			return
		}
	}
}

// silence makes every connection so far silent.
func (p *silencer) silence() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, q := range p.conns {
		q.Store(true)
	}
}

func (p *silencer) url() string { return "ws://" + p.ln.Addr().String() + node.Path }

// TestSilentConnection: a connection that dies without a word is noticed by
// the Session's pings and replaced; the table goes on.
func TestSilentConnection(t *testing.T) {
	srv := startServer(t, hubConfig())
	proxy := newSilencer(t, srv.addr)
	ctx := ctxT(t, patience)
	st := &statuses{}
	a, err := online.Connect(ctx, online.Config{Address: proxy.url(), Secret: online.NewSecret(), Name: "Aki", OnStatus: st.onStatus,
		MinBackoff: 20 * time.Millisecond, MaxBackoff: 100 * time.Millisecond, PingEvery: 100 * time.Millisecond, Log: quiet()})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, _ := connect(t, srv, "Ben")
	ta, tb := createAndJoin(t, a, b, "koikoi", online.Options{}, []online.Seat{{Kind: online.Person}, {Kind: online.Person}}, 0)

	proxy.silence()
	if err := tb.Chat(ctx, "hello"); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "Aki's Session to reconnect", func() bool {
		l := st.list()
		return len(l) >= 2 && l[len(l)-2] == online.Reconnecting && l[len(l)-1] == online.Connected
	})
	waitFor(t, "Ben's message at Aki's table, after the reconnection", func() bool { return len(ta.Chats()) == 1 })
}
