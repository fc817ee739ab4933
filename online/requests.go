package online

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/protocol"
)

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
		sent := s.hooks.sent
		s.mu.Unlock()
		b, err := json.Marshal(build(protocol.Header{Type: typ, ID: id}))
		if err != nil {
			s.forget(id)
			return 0, err
		}
		if sent != nil {
			sent(typ)
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
	return s.callLate(ctx, typ, build, nil)
}

// callLate is call; late, if set, gets an answer that comes after the
// caller gave up (ctx ended).
func (s *Session) callLate(ctx context.Context, typ string, build func(protocol.Header) any, late func(client.Message)) (client.Message, error) {
	type result struct {
		m   client.Message
		err error
	}
	ch := make(chan result, 1)
	var mu sync.Mutex
	gone := false
	answer := func(m client.Message, err error) {
		mu.Lock()
		defer mu.Unlock()
		if gone {
			if err == nil && late != nil {
				go late(m)
			}
			return
		}
		ch <- result{m, err}
	}
	if _, err := s.send(ctx, build, typ, answer); err != nil {
		return client.Message{}, err
	}
	select {
	case r := <-ch:
		return r.m, r.err
	case <-ctx.Done():
		mu.Lock()
		gone = true
		mu.Unlock()
		select {
		case r := <-ch: // it came meanwhile
			if r.err == nil && late != nil {
				go late(r.m)
			}
		default:
		}
		return client.Message{}, ctx.Err()
	}
}

// follow sends a request answered by a table's state (create, join,
// quick, resume) and returns the table. A seat taken after the caller
// gave up (a quick match cancelled before the server answered) is left
// at once.
func (s *Session) follow(ctx context.Context, typ string, build func(protocol.Header) any) (*Table, error) {
	var late func(client.Message)
	if typ != "resume" {
		late = s.abandon
	}
	m, err := s.callLate(ctx, typ, build, late)
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

// abandon leaves the table of a state nobody waited for.
func (s *Session) abandon(m client.Message) {
	st, err := m.State()
	if err != nil {
		return
	}
	if _, err := s.call(s.ctx, "leave", func(h protocol.Header) any { return protocol.Leave{Header: h, Table: st.Table.ID} }); err != nil && s.ctx.Err() == nil {
		s.cfg.Log.Warn("online: leaving a table taken after its request was given up", "table", st.Table.ID, "err", err)
	}
}

// Seat asks for one seat of a new table: Person (the creator, or a
// friend with the invite code) or Computer at a Level.
type Seat = protocol.SeatSpec

// Options are a table's game options: Koi-Koi's Preset and Rules (rule
// name to value, "rounds" among them), Ikebana's Players and Final.
type Options = protocol.Options

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

// ask sends a request and decodes its answer, a message of type A.
func ask[A any](ctx context.Context, s *Session, typ string, build func(protocol.Header) any) (A, error) {
	var a A
	m, err := s.call(ctx, typ, build)
	if err != nil {
		return a, err
	}
	if err := m.Decode(&a); err != nil {
		return a, fmt.Errorf("%w: %v", ErrProtocol, err)
	}
	return a, nil
}

// Rename changes the player's display name (ErrBadName when refused).
func (s *Session) Rename(ctx context.Context, name string) error {
	r, err := ask[protocol.Renamed](ctx, s, "rename", func(h protocol.Header) any { return protocol.Rename{Header: h, Name: name} })
	if err != nil {
		return err
	}
	s.mu.Lock()
	s.name = r.Name
	s.welcome.Name = r.Name
	s.mu.Unlock()
	return nil
}

// Records lists the player's finished games, the newest first.
func (s *Session) Records(ctx context.Context) ([]protocol.RecordEntry, error) {
	r, err := ask[protocol.RecordList](ctx, s, "records", func(h protocol.Header) any { return protocol.Records{Header: h} })
	return r.Records, err
}

// Record fetches one of the player's finished games with its record (the
// engine's text form, as the app's saves).
func (s *Session) Record(ctx context.Context, table string) (protocol.RecordEntry, error) {
	r, err := ask[protocol.Record](ctx, s, "record", func(h protocol.Header) any { return protocol.GetRecord{Header: h, Table: table} })
	return r.Record, err
}

// Stats returns the player's online statistics, one line per game.
func (s *Session) Stats(ctx context.Context) ([]protocol.GameStats, error) {
	r, err := ask[protocol.StatsReply](ctx, s, "stats", func(h protocol.Header) any { return protocol.Stats{Header: h} })
	return r.Games, err
}
