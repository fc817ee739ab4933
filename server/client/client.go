// Package client is a headless client of the game server: Conn speaks the
// protocol over WebSocket, Bot plays a seat at a level. The tests and the
// load test use it; it builds for WebAssembly too.
package client

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strconv"
	"sync"

	"github.com/coder/websocket"

	"github.com/koikoi-app/koikoi/server/protocol"
)

// NewSecret makes a device secret: 32 random bytes in unpadded base64url.
// The device keeps it; it is the player's only credential.
func NewSecret() string {
	b := make([]byte, 32)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// Conn is a connection to a server.
type Conn struct {
	ws *websocket.Conn
	mu sync.Mutex
	id int64
}

// Dial connects to a server's WebSocket URL.
func Dial(ctx context.Context, url string) (*Conn, error) {
	c, _, err := DialStatus(ctx, url)
	return c, err
}

// Close closes the connection.
func (c *Conn) Close() error { return c.ws.Close(websocket.StatusNormalClosure, "") }

// CloseNow drops the connection without a closing handshake, as a phone
// losing the network does.
func (c *Conn) CloseNow() error { return c.ws.CloseNow() }

// Send sends a client message (a protocol struct) with the next request ID
// and returns that ID.
func (c *Conn) Send(ctx context.Context, msg any) (int64, error) {
	c.mu.Lock()
	c.id++
	id := c.id
	c.mu.Unlock()
	b, err := json.Marshal(msg)
	if err != nil {
		return 0, err
	}
	if b, err = withID(b, id); err != nil {
		return 0, err
	}
	return id, c.SendRaw(ctx, b)
}

// withID puts the request ID first in a message's JSON object (every
// message embeds protocol.Header, whose ID is left zero and so omitted),
// rather than decode and encode the message again.
func withID(msg []byte, id int64) ([]byte, error) {
	if len(msg) < 2 || msg[0] != '{' {
		return nil, fmt.Errorf("client: a message must be a JSON object, not %.40s", msg)
	}
	out := make([]byte, 0, len(msg)+24)
	out = strconv.AppendInt(append(out, `{"id":`...), id, 10)
	if len(msg) > 2 {
		out = append(out, ',')
	}
	return append(out, msg[1:]...), nil
}

// SendRaw sends a frame as it is (the hostile tests send anything).
func (c *Conn) SendRaw(ctx context.Context, frame []byte) error {
	return c.ws.Write(ctx, websocket.MessageText, frame)
}

// SendBinary sends a binary frame.
func (c *Conn) SendBinary(ctx context.Context, frame []byte) error {
	return c.ws.Write(ctx, websocket.MessageBinary, frame)
}

// Message is a server frame: its type, the request it answers, and the
// frame itself for the typed accessors.
type Message struct {
	Type  string
	Re    int64
	Error *protocol.Error
	Raw   []byte
	event protocol.Event // an event frame, read with the rest
}

// frame is what Read decodes of every frame at once: the header and, for
// the most frequent frames, the event's fields.
type frame struct {
	protocol.Event
	Table json.RawMessage `json:"table"` // an event's table ID; a state's table info
	Re    int64           `json:"re"`
	Error *protocol.Error `json:"error"`
}

// Read waits for the next server frame.
func (c *Conn) Read(ctx context.Context) (Message, error) {
	_, b, err := c.ws.Read(ctx)
	if err != nil {
		return Message{}, err
	}
	var f frame
	if err := json.Unmarshal(b, &f); err != nil {
		return Message{}, fmt.Errorf("client: a server frame is not JSON: %w", err)
	}
	m := Message{Type: f.Type, Re: f.Re, Error: f.Error, Raw: b}
	if m.Type == "event" {
		m.event = f.Event
		if err := json.Unmarshal(f.Table, &m.event.Table); err != nil {
			return Message{}, fmt.Errorf("client: an event's table: %w", err)
		}
	}
	return m, nil
}

// Decode reads the frame into one of the protocol's server types.
func (m Message) Decode(v any) error { return json.Unmarshal(m.Raw, v) }

// Event returns an "event" frame's event (Read decoded it).
func (m Message) Event() (protocol.Event, error) {
	if m.Type == "event" && m.event.Type == "event" {
		return m.event, nil
	}
	var e protocol.Event
	return e, m.Decode(&e)
}

// State decodes a "state" frame.
func (m Message) State() (protocol.State, error) {
	var s protocol.State
	return s, m.Decode(&s)
}

// Welcome decodes a "welcome" frame.
func (m Message) Welcome() (protocol.Welcome, error) {
	var w protocol.Welcome
	return w, m.Decode(&w)
}

// Hello identifies the device (and names a new player) and waits for the
// welcome.
func (c *Conn) Hello(ctx context.Context, secret, name string) (protocol.Welcome, error) {
	id, err := c.Send(ctx, protocol.Hello{Header: protocol.Header{Type: "hello"}, V: protocol.Version, Secret: secret, Name: name})
	if err != nil {
		return protocol.Welcome{}, err
	}
	m, err := c.Await(ctx, id)
	if err != nil {
		return protocol.Welcome{}, err
	}
	return m.Welcome()
}

// Await reads frames until the answer to request id (an error answer is
// returned as an error). Frames read on the way are dropped: use it only
// where nothing else is expected.
func (c *Conn) Await(ctx context.Context, id int64) (Message, error) {
	for {
		m, err := c.Read(ctx)
		if err != nil {
			return m, err
		}
		if m.Re != id {
			continue
		}
		if m.Error != nil {
			return m, m.Error
		}
		return m, nil
	}
}
