package online

import (
	"context"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/store"
)

// NewSecret makes a device secret, the player's identity: 32 random bytes
// in unpadded base64url. Make it once, the first time the player goes
// online, and keep it (store.Online.Secret).
func NewSecret() string { return client.NewSecret() }

// Status is the state of a Session's connection.
type Status uint8

// The states of a connection.
const (
	Connected    Status = iota // the connection is up and every followed table resumed (or resuming)
	Reconnecting               // the connection dropped; the Session dials again by itself
	Failed                     // the server refused the Session for good (Err says why): a new version, a refused secret
	Closed                     // Close was called
)

var statusNames = [...]string{"connected", "reconnecting", "failed", "closed"}

// String returns the status's name.
func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return "status(?)"
}

// Config sets up a Session.
type Config struct {
	// Address is the server's WebSocket URL (ParseAddress reads what a
	// player types); empty is DefaultAddress.
	Address string
	// Secret is the device's identity (NewSecret); Name the display name,
	// required the first time (a new player), and a rename when it
	// differs from the server's.
	Secret, Name string
	// OnStatus, if set, is called on every change of the connection's
	// state after Connect (which returns connected), with the error that
	// caused it (nil when connected; while reconnecting, each failed
	// attempt's). It runs on the Session's goroutine: it must not block
	// (hand it to the UI).
	OnStatus func(Status, error)
	// OnHeld, if set, is called with the tables the device holds a seat
	// at, with their last seq, whenever that changes: a table joined, left
	// or ended, a move made. Save them (store.Online.Tables) to come back
	// after the app is killed. It runs on the Session's goroutine.
	OnHeld func([]store.OnlineTable)
	// MinBackoff and MaxBackoff bound the pause between two attempts to
	// reconnect: it doubles from MinBackoff (0.5 s) up to MaxBackoff
	// (30 s), each pause randomised by ±50 % (client.NewBackoff).
	MinBackoff, MaxBackoff time.Duration
	// DialTimeout bounds each attempt to connect (10 s).
	DialTimeout time.Duration
	// PingEvery is how often the Session checks that the server still
	// answers (15 s), so that a connection that died without a word (a
	// phone that changed networks or slept) is noticed and replaced; a
	// server that does not answer within PingEvery is taken for gone.
	PingEvery time.Duration
	// Log receives the Session's log (slog.Default when nil).
	Log *slog.Logger
}

// Session is the app's connection to the game server: it says hello with
// the device's identity, answers the app's requests, follows the player's
// tables, and when the connection drops it dials again by itself and
// resumes every followed table after the last event it read, so that each
// table gets every event once and in order. It is safe for use by several
// goroutines.
type Session struct {
	cfg    Config
	ctx    context.Context
	cancel context.CancelFunc
	done   chan struct{}

	mu      sync.Mutex
	conn    *client.Conn
	up      chan struct{} // closed while connected; replaced when the connection drops
	status  Status
	err     error
	welcome protocol.Welcome
	// list is the player's tables as the server last listed them: the
	// welcome's, then each unasked "tables" frame's (MyTables).
	list    []protocol.TableInfo
	name    string
	lastID  int64
	pending map[int64]func(client.Message, error) // answers awaited on this connection
	tables  map[string]*Table
	held    []store.OnlineTable // as last told to OnHeld
	// onInvited is told the invitations a friend's invite brings (OnInvited).
	onInvited func([]InviteEntry)
	// onTables is told the player's tables when the server lists them
	// again (OnTables).
	onTables func([]protocol.TableInfo)
	heldMu   sync.Mutex // orders the calls of OnHeld

	// hooks let the tests see each request as it is sent and drop the
	// connection at a chosen frame; nil in the app.
	hooks struct {
		sent func(typ string)
		read func(client.Message) (drop bool)
	}
}

// Connect dials the server and says hello. A first connection that fails
// returns its error at once (ErrNoServer, ErrBadAddress, ErrVersion,
// ErrBadName...), so the screen can say so; once connected, the Session
// reconnects by itself until Close.
func Connect(ctx context.Context, cfg Config) (*Session, error) {
	if cfg.Address == "" {
		cfg.Address = DefaultAddress
	}
	addr, err := ParseAddress(cfg.Address)
	if err != nil {
		return nil, err
	}
	cfg.Address = addr
	if cfg.MinBackoff <= 0 {
		cfg.MinBackoff = 500 * time.Millisecond
	}
	if cfg.MaxBackoff < cfg.MinBackoff {
		cfg.MaxBackoff = max(cfg.MinBackoff, 30*time.Second)
	}
	if cfg.DialTimeout <= 0 {
		cfg.DialTimeout = 10 * time.Second
	}
	if cfg.PingEvery <= 0 {
		cfg.PingEvery = 15 * time.Second
	}
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	s := &Session{cfg: cfg, name: cfg.Name, done: make(chan struct{}), up: make(chan struct{}),
		pending: map[int64]func(client.Message, error){}, tables: map[string]*Table{}}
	conn, w, err := s.dial(ctx)
	if err != nil {
		return nil, err
	}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	s.connected(conn, w)
	go s.run(conn)
	return s, nil
}

// connected installs a new connection.
func (s *Session) connected(conn *client.Conn, w protocol.Welcome) {
	s.mu.Lock()
	s.conn = conn
	s.welcome = w
	s.list = w.Tables
	s.name = w.Name
	close(s.up)
	s.mu.Unlock()
	s.setStatus(Connected, nil)
}

// table returns the followed table id, following it from seq base when it
// is new.
func (s *Session) table(id string, base int64) *Table {
	s.mu.Lock()
	defer s.mu.Unlock()
	t := s.tables[id]
	if t == nil {
		t = newTable(s, id, base)
		s.tables[id] = t
	}
	return t
}

func (s *Session) tableList() []*Table {
	out := make([]*Table, 0, len(s.tables))
	for _, t := range s.tables {
		out = append(out, t)
	}
	return out
}

// setStatus records and reports the connection's state.
func (s *Session) setStatus(st Status, err error) {
	s.mu.Lock()
	if s.status == Closed || (s.status == st && err == nil && st != Reconnecting) {
		s.mu.Unlock()
		return
	}
	s.status, s.err = st, err
	s.mu.Unlock()
	if s.cfg.OnStatus != nil {
		s.cfg.OnStatus(st, err)
	}
}

// Status returns the connection's state and the error of the last change
// (why it failed, or the last failed attempt while reconnecting).
func (s *Session) Status() (Status, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.status, s.err
}

// Welcome returns the server's welcome of the last connection: the
// player's id and name, and the unfinished tables where the player sits
// (to take the player back to them).
func (s *Session) Welcome() protocol.Welcome {
	s.mu.Lock()
	defer s.mu.Unlock()
	w := s.welcome
	w.Tables = append([]protocol.TableInfo(nil), w.Tables...)
	return w
}

// Name returns the player's display name.
func (s *Session) Name() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.name
}

// Tables returns the tables the Session follows.
func (s *Session) Tables() []*Table {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []*Table
	for _, t := range s.tables {
		if t.following() {
			out = append(out, t)
		}
	}
	return out
}

// heldChanged records the tables held and tells OnHeld when they changed,
// one call at a time, so that the last call has the latest.
func (s *Session) heldChanged() {
	s.heldMu.Lock()
	defer s.heldMu.Unlock()
	s.mu.Lock()
	var held []store.OnlineTable
	for _, t := range s.tables {
		if h, ok := t.held(); ok {
			held = append(held, h)
		}
	}
	slices.SortFunc(held, func(a, b store.OnlineTable) int { return strings.Compare(a.ID, b.ID) })
	same := slices.Equal(held, s.held)
	s.held = held
	s.mu.Unlock()
	if !same && s.cfg.OnHeld != nil {
		s.cfg.OnHeld(held)
	}
}

// Held returns the tables the device holds a seat at, with their last
// seq: what OnHeld was last told.
func (s *Session) Held() []store.OnlineTable {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]store.OnlineTable(nil), s.held...)
}

// Close ends the Session: the connection closes (the server marks the
// player's seats away and holds them for a while), requests under way
// fail with ErrClosed.
func (s *Session) Close() error {
	s.mu.Lock()
	if s.status == Closed {
		s.mu.Unlock()
		return nil
	}
	conn := s.conn
	s.mu.Unlock()
	s.setStatus(Closed, nil)
	s.cancel()
	if conn != nil {
		conn.Close()
	}
	<-s.done
	return nil
}
