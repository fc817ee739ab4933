package online

import (
	"context"
	"errors"
	"time"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// Chat is one predefined message a seat sent.
type Chat struct {
	Seq  int64 // the event's number
	Seat int
	Msg  string // one of ChatMessages
}

// ChatMessages are the ids of the predefined messages (ChatMessages'
// order is the order to offer them in); each has its text in the app's
// languages.
var ChatMessages = protocol.ChatMessages

// Chat sends one of ChatMessages to every seat. ErrRateLimited: too many
// too fast.
func (t *Table) Chat(ctx context.Context, msg string) error {
	_, err := t.s.call(ctx, "chat", func(h protocol.Header) any { return protocol.Chat{Header: h, Table: t.id, Msg: msg} })
	return err
}

// Chats returns the messages sent at the table, oldest first.
func (t *Table) Chats() []Chat {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]Chat(nil), t.chats...)
}

// Vote is a seat's answer to a rematch.
type Vote uint8

// The answers to a rematch.
const (
	NoVote   Vote = iota // not answered (yet)
	Accepted             // wants the rematch
	Declined             // does not
)

// Rematch is the state of a finished table's rematch.
type Rematch struct {
	// Votes holds each seat's answer (computers need none).
	Votes []Vote
	// Until is when the offer runs out: zero before anyone asked.
	Until time.Time
	// Declined: someone declined; there is no rematch.
	Declined bool
	// Table is the new table's id once everyone accepted; the Session
	// follows it (Table.Next).
	Table string
}

func (r *Rematch) vote(d protocol.RematchData, seats int) {
	if len(r.Votes) < seats {
		r.Votes = append(r.Votes, make([]Vote, seats-len(r.Votes))...)
	}
	if d.Seat >= 0 && d.Seat < len(r.Votes) {
		r.Votes[d.Seat] = Accepted
		if !d.Accept {
			r.Votes[d.Seat] = Declined
		}
	}
	r.Declined = r.Declined || !d.Accept
	r.Until = time.UnixMilli(d.Until)
	if d.Table != "" {
		r.Table = d.Table
	}
}

// Rematch answers the offer of another game with the same people and
// options once the game is over: accept, or decline (which ends it for
// everyone). The rematch starts when every person accepted; the Session
// follows its table (Next). ErrNoRematch: the game is not over, or the
// offer was declined or ran out.
func (t *Table) Rematch(ctx context.Context, accept bool) error {
	_, err := t.s.call(ctx, "rematch", func(h protocol.Header) any { return protocol.Rematch{Header: h, Table: t.id, Accept: &accept} })
	return err
}

// RematchState returns the state of the rematch.
func (t *Table) RematchState() Rematch {
	t.mu.Lock()
	defer t.mu.Unlock()
	r := t.rematch
	r.Votes = append([]Vote(nil), r.Votes...)
	return r
}

// Next returns the rematch's table once the Session follows it, or nil.
func (t *Table) Next() *Table {
	t.mu.Lock()
	next := t.rematch.Table
	t.mu.Unlock()
	if next == "" {
		return nil
	}
	t.s.mu.Lock()
	defer t.s.mu.Unlock()
	if n := t.s.tables[next]; n != nil && n.follows {
		return n
	}
	return nil
}

// followRematch follows the new table of a rematch the player sits at. The
// table may not be there yet when the event naming it comes (the server
// makes it just after), or at all if the server failed in between: the
// Session tries again, and asks the old table for its rematch again,
// which makes sure of it.
func (s *Session) followRematch(old *Table, id string) {
	s.mu.Lock()
	t := s.tables[id]
	s.mu.Unlock()
	if t != nil && t.following() {
		return
	}
	b := client.NewBackoff(50*time.Millisecond, 2*time.Second)
	for attempt := 0; ; attempt++ {
		_, err := s.Resume(s.ctx, id, 0)
		if err == nil {
			break
		}
		if s.ctx.Err() != nil || attempt == 8 || !(errors.Is(err, ErrNotFound) || errors.Is(err, ErrConnectionLost)) {
			s.cfg.Log.Warn("online: following a rematch", "table", id, "err", err)
			return
		}
		select {
		case <-time.After(b.NextBackOff()):
		case <-s.ctx.Done():
			return
		}
		if attempt >= 2 && errors.Is(err, ErrNotFound) {
			old.Rematch(s.ctx, true)
		}
	}
	// The old table's watchers learn that Next is there.
	old.mu.Lock()
	old.notify()
	old.mu.Unlock()
}
