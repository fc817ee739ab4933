package client

import (
	"context"

	"github.com/coder/websocket"
)

// DialStatus is Dial that also tells what answered a refused handshake:
// the HTTP status of a server that answered with no WebSocket (a web
// server at a wrong address), or 0 when nothing answered (no server, no
// network; and always in the browser, which does not tell).
func DialStatus(ctx context.Context, url string) (*Conn, int, error) {
	c, resp, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		status := 0
		if resp != nil {
			status = resp.StatusCode
		}
		return nil, status, err
	}
	c.SetReadLimit(1 << 22) // server frames can carry a whole record
	return &Conn{ws: c}, 0, nil
}
