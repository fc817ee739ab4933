package online

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"time"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/store"
)

// Table is a table the Session follows: what the player's seat knows of it
// (its info, its events, the seat's latest view, the move clock, the chat
// and the rematch), kept up to date by the Session, across reconnections.
// A Remote match plays its game; the waiting room watches it. It is safe
// for use by several goroutines.
type Table struct {
	s  *Session
	id string

	mu       sync.Mutex
	info     protocol.TableInfo
	base     int64            // the seq before log[0]: the events before it were not asked for
	log      []protocol.Event // every event after base, in order, once
	view     json.RawMessage  // the seat's latest view
	deadline time.Time        // when the move clock of the person to move runs out
	offered  bool
	follows  bool  // resumed after each reconnection
	err      error // why the table can no longer be followed
	chats    []Chat
	rematch  Rematch
	mv       *pendingMove
	watchers map[chan struct{}]struct{}
}

func newTable(s *Session, id string, base int64) *Table {
	return &Table{s: s, id: id, base: max(base, 0), info: protocol.TableInfo{ID: id, Seq: base}, watchers: map[chan struct{}]struct{}{}}
}

// ID returns the table's id.
func (t *Table) ID() string { return t.id }

// Info returns what the seat knows of its table now: game, options,
// status ("open", "playing", "finished", "closed"), invite code, clock,
// seq, the player's seat and every seat (kind, name or level, away,
// stand-in).
func (t *Table) Info() protocol.TableInfo {
	t.mu.Lock()
	defer t.mu.Unlock()
	in := t.info
	in.Seats = append([]protocol.SeatInfo(nil), in.Seats...)
	return in
}

// Game returns the table's game: "koikoi" or "ikebana".
func (t *Table) Game() string { return t.Info().Game }

// Seat returns the player's seat.
func (t *Table) Seat() int { return t.Info().Seat }

// Invite returns the code friends join with, while the table has a free
// seat.
func (t *Table) Invite() string { return t.Info().Invite }

// Status returns the table's status: "open" (waiting for players),
// "playing", "finished" or "closed".
func (t *Table) Status() string { return t.Info().Status }

// Seq returns the number of the last event read.
func (t *Table) Seq() int64 {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.seq()
}

func (t *Table) seq() int64 { return t.base + int64(len(t.log)) }

// Events returns the events read after seq after, oldest first: the
// table's own (seat, chat, rematch...) and the engine's, as the protocol
// sends them.
func (t *Table) Events(after int64) []protocol.Event {
	t.mu.Lock()
	defer t.mu.Unlock()
	from := max(after-t.base, 0)
	if from >= int64(len(t.log)) {
		return nil
	}
	return append([]protocol.Event(nil), t.log[from:]...)
}

// View returns the seat's latest view (the engine's Observation in JSON
// with its legal moves): nil before the game starts.
func (t *Table) View() json.RawMessage {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.view
}

// Deadline returns when the move clock of the person to move runs out
// (zero when no clock runs). It is the server's at a resume; after each
// move it is the table's clock from when the move was read.
func (t *Table) Deadline() time.Time {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.deadline
}

// Offered reports whether the server offered computers at this waiting
// quick match (answer with AcceptComputer).
func (t *Table) Offered() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.offered
}

// Err returns why the table can no longer be followed (the seat was
// lost: ErrNotSeated, ErrNotFound), or nil.
func (t *Table) Err() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.err
}

// Watch returns a channel that receives after every change of the table
// (an event, its state, the connection dropping), holding one pending
// signal, and a function that stops it.
func (t *Table) Watch() (<-chan struct{}, func()) {
	ch := make(chan struct{}, 1)
	t.mu.Lock()
	t.watchers[ch] = struct{}{}
	t.mu.Unlock()
	return ch, func() {
		t.mu.Lock()
		delete(t.watchers, ch)
		t.mu.Unlock()
	}
}

// notify signals the watchers. t.mu is held.
func (t *Table) notify() {
	for ch := range t.watchers {
		select {
		case ch <- struct{}{}:
		default:
		}
	}
}

func (t *Table) follow() {
	t.mu.Lock()
	t.follows, t.err = true, nil
	t.mu.Unlock()
}

func (t *Table) following() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.follows
}

// held returns the table as the device keeps it, while it holds a seat at
// an unfinished table.
func (t *Table) held() (store.OnlineTable, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.follows || (t.info.Status != "open" && t.info.Status != "playing") {
		return store.OnlineTable{}, false
	}
	return store.OnlineTable{ID: t.id, Game: t.info.Game, Seat: t.info.Seat, Seq: t.seq()}, true
}

// addEvent reads the table's next event: a repeat is dropped, a gap asks
// for the missing events again.
func (t *Table) addEvent(e protocol.Event) {
	t.mu.Lock()
	switch seq := t.seq(); {
	case e.Seq <= seq:
		t.mu.Unlock()
		return
	case e.Seq > seq+1:
		t.mu.Unlock()
		t.s.cfg.Log.Warn("online: events missing; resuming", "table", t.id, "have", seq, "got", e.Seq)
		go t.s.resumeAgain(t)
		return
	}
	t.log = append(t.log, e)
	t.info.Seq = e.Seq
	status := t.info.Status
	next := t.apply(e)
	if e.View != nil {
		t.view = e.View
		t.restartClock()
	}
	finish, resend := t.checkMove(e)
	changed := e.View != nil || t.info.Status != status
	t.notify()
	t.mu.Unlock()
	finish()
	if resend != nil {
		t.sendMove(resend)
	}
	if next != "" {
		go t.s.followRematch(t, next)
	}
	if changed {
		t.s.heldChanged()
	}
}

// apply reads what a table event changes. It returns the new table of a
// rematch. t.mu is held.
func (t *Table) apply(e protocol.Event) (rematch string) {
	switch e.Kind {
	case "created":
		var d struct {
			Game, Options string
			Clock         int
			Seats         []protocol.SeatInfo
		}
		if json.Unmarshal(e.Data, &d) == nil {
			t.info.Game, t.info.Options, t.info.Clock, t.info.Seats = d.Game, d.Options, d.Clock, d.Seats
			t.info.Status = "open"
		}
	case "seat":
		var d struct {
			Seat int `json:"seat"`
			protocol.SeatInfo
		}
		if json.Unmarshal(e.Data, &d) == nil && d.Seat >= 0 && d.Seat < len(t.info.Seats) {
			t.info.Seats[d.Seat] = d.SeatInfo
		}
	case "start":
		t.info.Status, t.info.Invite = "playing", ""
	case "offer":
		t.offered = true
	case "game_end":
		t.info.Status, t.deadline = "finished", time.Time{}
	case "closed":
		t.info.Status, t.deadline = "closed", time.Time{}
	case "timeout":
		t.deadline = time.Time{}
		t.applyPace(e)
	case "forfeit":
		t.applyPace(e)
	case "chat":
		var d protocol.ChatData
		if json.Unmarshal(e.Data, &d) == nil && !d.Hidden { // hidden: from someone the player blocks
			t.chats = append(t.chats, Chat{Seq: e.Seq, Seat: d.Seat, Msg: d.Msg})
		}
	case "rematch":
		var d protocol.RematchData
		if json.Unmarshal(e.Data, &d) == nil {
			t.rematch.vote(d, len(t.info.Seats))
			return d.Table
		}
	}
	return ""
}

// restartClock starts the move clock of the next person after a move or a
// deal. t.mu is held.
func (t *Table) restartClock() {
	t.deadline = time.Time{}
	if t.info.Status == "playing" && t.info.Clock > 0 {
		t.deadline = time.Now().Add(time.Duration(t.info.Clock) * time.Second)
	}
}

// setState reads the table's state: the answer to a create, join, quick
// or resume, after the events the seat had not read.
func (t *Table) setState(st protocol.State) {
	t.mu.Lock()
	if len(t.log) == 0 {
		// Resumed after a seq the device kept: no history. (A kept seq
		// past the table's, from a server that lost its data, is the
		// server's.)
		t.base = st.Table.Seq
	}
	if st.Table.Seq > t.seq() {
		t.mu.Unlock()
		go t.s.resumeAgain(t)
		return
	}
	t.info = st.Table
	t.info.Seq = t.seq()
	if st.View != nil {
		t.view = st.View
	}
	t.deadline = time.Time{}
	if st.Deadline != 0 {
		t.deadline = time.UnixMilli(st.Deadline)
	}
	mv := t.mv
	finish, resend := func() {}, false
	if mv != nil && !mv.inFlight {
		finish, resend = t.rebase(mv, true)
	}
	t.notify()
	t.mu.Unlock()
	finish()
	if resend {
		t.sendMove(mv)
	}
}

// disconnected tells the watchers that the connection dropped.
func (t *Table) disconnected() {
	t.mu.Lock()
	t.notify()
	t.mu.Unlock()
}

// lost stops following a table the seat can no longer resume.
func (t *Table) lost(err error) {
	t.mu.Lock()
	t.follows, t.err = false, err
	finish := func() {}
	if t.mv != nil {
		finish = t.endMove(t.mv, err)
	}
	t.notify()
	t.mu.Unlock()
	finish()
	t.s.heldChanged()
}

// AcceptComputer fills the waiting table's free seats with computers and
// starts the game: the answer to an Offered quick match, or the creator's
// Start at a table still waiting for friends.
func (t *Table) AcceptComputer(ctx context.Context) error {
	ch, stop := t.Watch()
	defer stop()
	failed := make(chan error, 1)
	id, err := t.s.send(ctx, func(h protocol.Header) any { return protocol.AcceptComputer{Header: h, Table: t.id} }, "accept_computer",
		func(_ client.Message, err error) { failed <- err })
	if err != nil {
		return err
	}
	// The server answers with the game's events, or an error.
	defer t.s.forget(id)
	for {
		if st := t.Status(); st != "open" {
			return nil
		}
		select {
		case err := <-failed:
			// full: the game started meanwhile (a friend took the last
			// seat), and its events are on their way.
			if err != nil && !errors.Is(err, ErrFull) {
				return err
			}
		case <-ch:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// Leave gives up the seat: at a waiting table (a quick match waiting:
// its Cancel) the seat is free again; in a game a computer plays it to
// the end. The table is no longer followed.
func (t *Table) Leave(ctx context.Context) error {
	if _, err := t.s.call(ctx, "leave", func(h protocol.Header) any { return protocol.Leave{Header: h, Table: t.id} }); err != nil {
		return err
	}
	t.mu.Lock()
	t.follows = false
	t.notify()
	t.mu.Unlock()
	t.s.heldChanged()
	return nil
}

// resumeAgain asks for a table's events again after a gap.
func (s *Session) resumeAgain(t *Table) {
	_, err := s.send(s.ctx, func(h protocol.Header) any {
		return protocol.Resume{Header: h, Table: t.id, After: t.Seq()}
	}, "resume", func(client.Message, error) {})
	if err != nil && s.ctx.Err() == nil {
		s.cfg.Log.Warn("online: resuming after a gap", "table", t.id, "err", err)
	}
}
