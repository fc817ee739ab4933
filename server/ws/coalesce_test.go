package ws

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// countingConn records each write that reaches the network.
type countingConn struct {
	net.Conn
	mu     sync.Mutex
	writes []string
}

func (c *countingConn) Write(p []byte) (int, error) {
	c.mu.Lock()
	c.writes = append(c.writes, string(p))
	c.mu.Unlock()
	if c.Conn == nil {
		return len(p), nil
	}
	return c.Conn.Write(p)
}

func (c *countingConn) count() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.writes)
}

func TestCoalescingConnHolds(t *testing.T) {
	under := &countingConn{}
	c := &coalescingConn{Conn: under}
	c.setHold(true)
	for _, s := range []string{"a", "bb", "ccc"} {
		if n, err := c.Write([]byte(s)); n != len(s) || err != nil {
			t.Fatalf("held write of %q: %d, %v", s, n, err)
		}
	}
	if under.count() != 0 {
		t.Fatalf("held writes reached the network: %q", under.writes)
	}
	c.setHold(false)
	if _, err := c.Write([]byte("d")); err != nil {
		t.Fatal(err)
	}
	if want := []string{"abbcccd"}; fmt.Sprint(under.writes) != fmt.Sprint(want) {
		t.Fatalf("writes %q, want %q: the held bytes with the next, in one call", under.writes, want)
	}
	if err := c.release(); err != nil || under.count() != 1 {
		t.Fatalf("release with nothing held wrote: %q, %v", under.writes, err)
	}
	// A write while held from another writer (a ping) goes out at release.
	c.setHold(true)
	c.Write([]byte("ping"))
	if err := c.release(); err != nil || under.writes[len(under.writes)-1] != "ping" {
		t.Fatalf("release left the held ping: %q, %v", under.writes, err)
	}
	// Past maxHeld the connection writes anyway.
	c.setHold(true)
	big := strings.Repeat("x", maxHeld)
	c.Write([]byte("y"))
	c.Write([]byte(big))
	if got := under.writes[len(under.writes)-1]; got != "y"+big {
		t.Fatalf("over maxHeld: last write %d bytes, want %d", len(got), maxHeld+1)
	}
}

// TestWriteBatch: frames queued together reach the client whole and in
// order, in fewer writes than frames.
func TestWriteBatch(t *testing.T) {
	const frames = 50
	writes := make(chan int, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		cw := &coalescingWriter{ResponseWriter: w}
		c, err := websocket.Accept(cw, r, nil)
		if err != nil {
			t.Error(err)
			return
		}
		defer c.CloseNow()
		// Count what reaches the network from here on (nothing else
		// writes or reads yet: the handshake is done).
		counted := &countingConn{Conn: cw.conn.Conn}
		cw.conn.Conn = counted
		out := make(chan []byte, frames)
		for i := range frames {
			out <- fmt.Appendf(nil, `{"n":%d,"pad":%q}`, i, strings.Repeat("p", i*7))
		}
		if err := writeBatch(r.Context(), c, cw.conn, out, <-out); err != nil {
			t.Error(err)
		}
		writes <- counted.count()
		// Wait for the client to close.
		c.Read(r.Context())
	}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(srv.URL, "http"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.CloseNow()
	for i := range frames {
		_, b, err := c.Read(ctx)
		if err != nil {
			t.Fatalf("frame %d: %v", i, err)
		}
		if want := fmt.Sprintf(`{"n":%d,"pad":%q}`, i, strings.Repeat("p", i*7)); string(b) != want {
			t.Fatalf("frame %d: %s, want %s", i, b, want)
		}
	}
	c.Close(websocket.StatusNormalClosure, "")
	if n := <-writes; n >= frames/4 {
		t.Fatalf("%d frames took %d writes", frames, n)
	}
}
