package online

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/protocol"
)

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
	// A wrong address is not one: a phone without a network may fail to
	// find any host for a while.
	return errors.Is(err, ErrVersion) || errors.Is(err, ErrBadSecret) || errors.Is(err, ErrBadName)
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
	b := client.NewBackoff(s.cfg.MinBackoff, s.cfg.MaxBackoff)
	for {
		select {
		case <-time.After(b.NextBackOff()):
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

// read dispatches the connection's frames until it fails, pinging the
// server meanwhile.
func (s *Session) read(conn *client.Conn) {
	done := make(chan struct{})
	defer close(done)
	go s.ping(conn, done)
	for {
		m, err := conn.Read(s.ctx)
		if err != nil {
			return
		}
		s.mu.Lock()
		hook := s.hooks.read
		s.mu.Unlock()
		if hook != nil && hook(m) {
			return
		}
		s.dispatch(m)
	}
}

// ping pings the server every PingEvery until done, and drops the
// connection when a pong does not come in time.
func (s *Session) ping(conn *client.Conn, done <-chan struct{}) {
	t := time.NewTicker(s.cfg.PingEvery)
	defer t.Stop()
	for {
		select {
		case <-done:
			return
		case <-s.ctx.Done():
			return
		case <-t.C:
		}
		ctx, cancel := context.WithTimeout(s.ctx, s.cfg.PingEvery)
		err := conn.Ping(ctx)
		cancel()
		if err != nil {
			conn.CloseNow() // read fails, and the Session reconnects
			return
		}
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
	case "invited":
		var inv protocol.Invites
		if err := m.Decode(&inv); err != nil {
			s.cfg.Log.Warn("online: unreadable invitations", "err", err)
			return
		}
		s.invited(inv.Invites)
	case "tables":
		var tb protocol.Tables
		if err := m.Decode(&tb); err != nil {
			s.cfg.Log.Warn("online: an unreadable list of tables", "err", err)
			return
		}
		s.listed(tb.Tables)
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
