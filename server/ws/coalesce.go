package ws

import (
	"bufio"
	"net"
	"net/http"
	"sync"
)

// The WebSocket library flushes each message to the connection as it is
// written: one write system call per message. A move sends a seat several
// messages at once (its events, one message each, and the answer), and the
// node spent a seventh of its time in those calls under load. The writer
// (writeLoop) knows when more messages are queued behind the one it
// writes: it asks the connection to hold what is flushed meanwhile, and
// the last message of the batch goes out with everything held, in one
// call. Nothing waits on a timer: a batch ends when the queue is empty.

// maxHeld bounds what a connection holds before it writes anyway.
const maxHeld = 64 << 10

// coalescingConn is the client's connection under the WebSocket: while
// held, what the library writes is kept and sent with the next write made
// when not held, or by release.
type coalescingConn struct {
	net.Conn
	mu   sync.Mutex
	hold bool
	held []byte
}

// Write sends p, after what was held; while held it keeps p instead.
func (c *coalescingConn) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.hold && len(c.held)+len(p) <= maxHeld {
		c.held = append(c.held, p...)
		return len(p), nil
	}
	if len(c.held) == 0 {
		return c.Conn.Write(p)
	}
	c.held = append(c.held, p...)
	err := c.writeHeld()
	if err != nil {
		return 0, err
	}
	return len(p), nil
}

// setHold says whether more writes follow at once: while it holds, the
// connection keeps what is written; the first write after it stops sends
// everything.
func (c *coalescingConn) setHold(hold bool) {
	c.mu.Lock()
	c.hold = hold
	c.mu.Unlock()
}

// release stops holding and writes what is held, if anything: a frame
// another of the library's writers (a ping, a pong, a close) sent while
// held, or a batch whose last write failed.
func (c *coalescingConn) release() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.hold = false
	if len(c.held) == 0 {
		return nil
	}
	return c.writeHeld()
}

// writeHeld writes what is held and empties it (a large buffer is let go:
// an idle connection keeps none).
func (c *coalescingConn) writeHeld() error {
	_, err := c.Conn.Write(c.held)
	if cap(c.held) > 4<<10 {
		c.held = nil
	} else {
		c.held = c.held[:0]
	}
	return err
}

// coalescingWriter hands the WebSocket library a coalescingConn when it
// takes over the connection.
type coalescingWriter struct {
	http.ResponseWriter
	conn *coalescingConn
}

// Hijack takes the connection over, as http.Hijacker does, and wraps it.
func (w *coalescingWriter) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	c, brw, err := http.NewResponseController(w.ResponseWriter).Hijack()
	if err != nil {
		return nil, nil, err
	}
	w.conn = &coalescingConn{Conn: c}
	// The library writes through brw.Writer: it must reach the wrapper.
	brw.Writer.Reset(w.conn)
	return w.conn, brw, nil
}
