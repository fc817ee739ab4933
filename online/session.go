package online

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/game"
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
	// state, with the error that caused it (nil when connected). It runs
	// on the Session's goroutine: it must not block (hand it to the UI).
	OnStatus func(Status, error)
	// OnHeld, if set, is called with the tables the device holds a seat
	// at, with their last seq, whenever that changes: a table joined, left
	// or ended, a move made. Save them (store.Online.Tables) to come back
	// after the app is killed. It runs on the Session's goroutine.
	OnHeld func([]store.OnlineTable)
	// MinBackoff and MaxBackoff bound the pause between two attempts to
	// reconnect: it doubles from MinBackoff (0.5 s) up to MaxBackoff
	// (30 s), each pause drawn at random in its upper half.
	MinBackoff, MaxBackoff time.Duration
	// DialTimeout bounds each attempt to connect (10 s).
	DialTimeout time.Duration
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
	gen     int           // bumped at each new connection
	up      chan struct{} // closed while connected; replaced when the connection drops
	status  Status
	err     error
	welcome protocol.Welcome
	name    string
	lastID  int64
	pending map[int64]func(client.Message, error) // answers awaited on this connection
	tables  map[string]*Table
	held    []store.OnlineTable // as last told to OnHeld
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

// dial connects and says hello.
func (s *Session) dial(ctx context.Context) (*client.Conn, protocol.Welcome, error) {
	ctx, cancel := context.WithTimeout(ctx, s.cfg.DialTimeout)
	defer cancel()
	conn, status, err := client.DialStatus(ctx, s.cfg.Address)
	if err != nil {
		return nil, protocol.Welcome{}, dialError(err, status)
	}
	s.mu.Lock()
	name := s.name
	s.mu.Unlock()
	w, err := conn.Hello(ctx, s.cfg.Secret, name)
	if err != nil {
		conn.CloseNow()
		var pe *protocol.Error
		if errors.As(err, &pe) {
			return nil, w, serverError(pe)
		}
		return nil, w, fmt.Errorf("%w: %v", ErrNoServer, err)
	}
	return conn, w, nil
}

// dialError maps a failed dial: an HTTP answer that is no WebSocket, or a
// host that does not exist, is a wrong address; anything else is no
// server.
func dialError(err error, status int) error {
	var dns *net.DNSError
	switch {
	case status != 0 && status != http.StatusSwitchingProtocols:
		return fmt.Errorf("%w: the address answered HTTP %d", ErrBadAddress, status)
	case errors.As(err, &dns) && dns.IsNotFound:
		return fmt.Errorf("%w: %v", ErrBadAddress, err)
	}
	return fmt.Errorf("%w: %v", ErrNoServer, err)
}

// permanent reports whether a failed reconnection must not be tried again.
func permanent(err error) bool {
	return errors.Is(err, ErrVersion) || errors.Is(err, ErrBadSecret) || errors.Is(err, ErrBadName) || errors.Is(err, ErrBadAddress)
}

// connected installs a new connection.
func (s *Session) connected(conn *client.Conn, w protocol.Welcome) {
	s.mu.Lock()
	s.conn = conn
	s.gen++
	s.welcome = w
	s.name = w.Name
	close(s.up)
	s.mu.Unlock()
	s.setStatus(Connected, nil)
}

// run reads the connection until it drops, then reconnects, until Close.
func (s *Session) run(conn *client.Conn) {
	defer close(s.done)
	for {
		s.read(conn)
		if !s.dropped(conn) {
			return
		}
		s.setStatus(Reconnecting, nil)
		var err error
		conn, err = s.redial()
		if err != nil {
			if s.ctx.Err() == nil {
				s.setStatus(Failed, err)
			}
			return
		}
		s.resumeAll()
	}
}

// redial dials until it connects, with exponential backoff and jitter; it
// gives up on a permanent refusal or at Close.
func (s *Session) redial() (*client.Conn, error) {
	for attempt := 0; ; attempt++ {
		select {
		case <-time.After(backoff(s.cfg.MinBackoff, s.cfg.MaxBackoff, attempt)):
		case <-s.ctx.Done():
			return nil, ErrClosed
		}
		conn, w, err := s.dial(s.ctx)
		if err == nil {
			s.connected(conn, w)
			return conn, nil
		}
		if s.ctx.Err() != nil {
			return nil, ErrClosed
		}
		if permanent(err) {
			return nil, err
		}
		s.setStatus(Reconnecting, err)
	}
}

// read dispatches the connection's frames until it fails.
func (s *Session) read(conn *client.Conn) {
	for {
		m, err := conn.Read(s.ctx)
		if err != nil {
			return
		}
		s.dispatch(m)
	}
}

// dispatch routes one server frame: events and states to their table,
// answers to their request.
func (s *Session) dispatch(m client.Message) {
	switch m.Type {
	case "event":
		e, err := m.Event()
		if err != nil {
			s.cfg.Log.Warn("online: an unreadable event", "err", err)
			return
		}
		s.table(e.Table, e.Seq-1).addEvent(e)
	case "state":
		st, err := m.State()
		if err != nil {
			s.cfg.Log.Warn("online: an unreadable state", "err", err)
			return
		}
		s.table(st.Table.ID, st.Table.Seq).setState(st)
	}
	if m.Re == 0 {
		return
	}
	s.mu.Lock()
	f := s.pending[m.Re]
	delete(s.pending, m.Re)
	s.mu.Unlock()
	if f == nil {
		return
	}
	if m.Error != nil {
		f(m, serverError(m.Error))
		return
	}
	f(m, nil)
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

// dropped forgets a connection that failed: the requests awaiting an
// answer on it fail with ErrConnectionLost (or ErrClosed). It reports
// whether to reconnect.
func (s *Session) dropped(conn *client.Conn) bool {
	conn.CloseNow()
	s.mu.Lock()
	closing := s.ctx.Err() != nil
	pending := s.pending
	s.pending = map[int64]func(client.Message, error){}
	if s.conn == conn {
		s.conn = nil
		s.up = make(chan struct{})
	}
	tables := s.tableList()
	s.mu.Unlock()
	err := ErrConnectionLost
	if closing {
		err = ErrClosed
	}
	for _, f := range pending {
		f(client.Message{}, err)
	}
	for _, t := range tables {
		t.disconnected()
	}
	return !closing
}

// resumeAll follows every table again after a reconnection, each after
// the last event it read.
func (s *Session) resumeAll() {
	s.mu.Lock()
	tables := s.tableList()
	s.mu.Unlock()
	for _, t := range tables {
		if !t.following() {
			continue
		}
		_, err := s.send(s.ctx, func(h protocol.Header) any {
			return protocol.Resume{Header: h, Table: t.id, After: t.Seq()}
		}, "resume", func(_ client.Message, err error) {
			if err != nil && !errors.Is(err, ErrConnectionLost) && !errors.Is(err, ErrClosed) {
				t.lost(err)
			}
		})
		if err != nil {
			return // the connection dropped again: the next one resumes
		}
	}
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

// send sends a request on the current connection, waiting for one while
// reconnecting (until ctx ends); answer gets its answer, or
// ErrConnectionLost when the connection drops first. It returns the
// request's id.
func (s *Session) send(ctx context.Context, build func(protocol.Header) any, typ string, answer func(client.Message, error)) (int64, error) {
	return s.sendOn(ctx, true, build, typ, answer)
}

// errOffline: sendOn without waiting found no connection.
var errOffline = errors.New("online: not connected")

// sendOn is send; without wait it returns errOffline at once while
// reconnecting.
func (s *Session) sendOn(ctx context.Context, wait bool, build func(protocol.Header) any, typ string, answer func(client.Message, error)) (int64, error) {
	for {
		s.mu.Lock()
		conn, up := s.conn, s.up
		if s.status == Closed {
			s.mu.Unlock()
			return 0, ErrClosed
		}
		if s.status == Failed {
			err := s.err
			s.mu.Unlock()
			return 0, err
		}
		if conn == nil {
			s.mu.Unlock()
			if !wait {
				return 0, errOffline
			}
			select {
			case <-up:
				continue
			case <-ctx.Done():
				return 0, ctx.Err()
			case <-s.ctx.Done():
				return 0, ErrClosed
			}
		}
		s.lastID++
		id := s.lastID
		s.pending[id] = answer
		s.mu.Unlock()
		b, err := json.Marshal(build(protocol.Header{Type: typ, ID: id}))
		if err != nil {
			s.forget(id)
			return 0, err
		}
		if err := conn.SendRaw(ctx, b); err != nil {
			s.forget(id)
			if ctx.Err() != nil {
				return 0, ctx.Err()
			}
			return 0, fmt.Errorf("%w: %v", ErrConnectionLost, err)
		}
		return id, nil
	}
}

// forget drops a request that was not sent.
func (s *Session) forget(id int64) {
	s.mu.Lock()
	delete(s.pending, id)
	s.mu.Unlock()
}

// call sends a request and waits for its answer.
func (s *Session) call(ctx context.Context, typ string, build func(protocol.Header) any) (client.Message, error) {
	type result struct {
		m   client.Message
		err error
	}
	ch := make(chan result, 1)
	if _, err := s.send(ctx, build, typ, func(m client.Message, err error) { ch <- result{m, err} }); err != nil {
		return client.Message{}, err
	}
	select {
	case r := <-ch:
		return r.m, r.err
	case <-ctx.Done():
		return client.Message{}, ctx.Err()
	}
}

// follow sends a request answered by a table's state (create, join,
// quick, resume) and returns the table.
func (s *Session) follow(ctx context.Context, typ string, build func(protocol.Header) any) (*Table, error) {
	m, err := s.call(ctx, typ, build)
	if err != nil {
		return nil, err
	}
	st, err := m.State()
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrProtocol, err)
	}
	t := s.table(st.Table.ID, st.Table.Seq)
	t.follow()
	s.heldChanged()
	return t, nil
}

// Seat asks for one seat of a new table: Person (the creator, or a
// friend with the invite code) or Computer at a Level.
type Seat = protocol.SeatSpec

// Options are a table's game options: Koi-Koi's Preset and Rules (rule
// name to value, "rounds" among them), Ikebana's Players and Final.
type Options = game.Options

// The kinds of a Seat.
const (
	Person   = "person"
	Computer = "computer"
)

// Create opens a private table of game ("koikoi" or "ikebana") with its
// options, seats and move clock in seconds (0 for the server's default).
// The creator takes the first person seat; Table.Invite is the code that
// friends join with.
func (s *Session) Create(ctx context.Context, gameName string, opts Options, seats []Seat, clock int) (*Table, error) {
	return s.follow(ctx, "create", func(h protocol.Header) any {
		return protocol.Create{Header: h, Game: gameName, Options: opts, Seats: seats, Clock: clock}
	})
}

// Join takes a free seat at a private table by its invite code (as a
// person types it: any case, spaces and dashes ignored). ErrNotFound: no
// such code; ErrFull: no free seat.
func (s *Session) Join(ctx context.Context, code string) (*Table, error) {
	return s.follow(ctx, "join", func(h protocol.Header) any { return protocol.Join{Header: h, Code: code} })
}

// Quick asks for a quick match: a table with the first person waiting
// for the same game (Koi-Koi by preset and rounds, Ikebana by table size),
// or a new one that waits. Table.Offered tells when the server offers
// computers instead (Table.AcceptComputer); Table.Leave cancels.
func (s *Session) Quick(ctx context.Context, gameName string, opts Options) (*Table, error) {
	return s.follow(ctx, "quick", func(h protocol.Header) any { return protocol.Quick{Header: h, Game: gameName, Options: opts} })
}

// Resume follows a table where the player sits, after its event after
// (0 for the whole table: a Remote match then holds its history in
// Events). It is how the app comes back to a table after it was killed:
// the table id and seq come from store.Online.Tables or Welcome.
func (s *Session) Resume(ctx context.Context, table string, after int64) (*Table, error) {
	s.table(table, after)
	return s.follow(ctx, "resume", func(h protocol.Header) any { return protocol.Resume{Header: h, Table: table, After: after} })
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

// Rename changes the player's display name (ErrBadName when refused).
func (s *Session) Rename(ctx context.Context, name string) error {
	m, err := s.call(ctx, "rename", func(h protocol.Header) any { return protocol.Rename{Header: h, Name: name} })
	if err != nil {
		return err
	}
	var r protocol.Renamed
	if err := m.Decode(&r); err != nil {
		return fmt.Errorf("%w: %v", ErrProtocol, err)
	}
	s.mu.Lock()
	s.name = r.Name
	s.welcome.Name = r.Name
	s.mu.Unlock()
	return nil
}

// Records lists the player's finished games, the newest first.
func (s *Session) Records(ctx context.Context) ([]protocol.RecordEntry, error) {
	m, err := s.call(ctx, "records", func(h protocol.Header) any { return protocol.Records{Header: h} })
	if err != nil {
		return nil, err
	}
	var r protocol.RecordList
	if err := m.Decode(&r); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrProtocol, err)
	}
	return r.Records, nil
}

// Record fetches one of the player's finished games with its record (the
// engine's text form, as the app's saves).
func (s *Session) Record(ctx context.Context, table string) (protocol.RecordEntry, error) {
	m, err := s.call(ctx, "record", func(h protocol.Header) any { return protocol.GetRecord{Header: h, Table: table} })
	if err != nil {
		return protocol.RecordEntry{}, err
	}
	var r protocol.Record
	if err := m.Decode(&r); err != nil {
		return protocol.RecordEntry{}, fmt.Errorf("%w: %v", ErrProtocol, err)
	}
	return r.Record, nil
}

// Stats returns the player's online statistics, one line per game.
func (s *Session) Stats(ctx context.Context) ([]protocol.GameStats, error) {
	m, err := s.call(ctx, "stats", func(h protocol.Header) any { return protocol.Stats{Header: h} })
	if err != nil {
		return nil, err
	}
	var r protocol.StatsReply
	if err := m.Decode(&r); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrProtocol, err)
	}
	return r.Games, nil
}

// heldChanged tells OnHeld the tables held, when they changed.
func (s *Session) heldChanged() {
	if s.cfg.OnHeld == nil {
		return
	}
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
	if !same {
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
