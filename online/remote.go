package online

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/koikoi-app/koikoi/engine/match"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// codec reads one game's views, events and moves in their protocol form.
type codec[O, M, E any] interface {
	game() string
	// view reads a view: the engine's Observation and the legal moves.
	view(b json.RawMessage) (O, []M, error)
	event(b json.RawMessage) (E, error)
	move(m M) string
	// roundOver reports whether the view is between two rounds.
	roundOver(o *O) bool
	// toMove returns the seat to move in the view, or -1 when none must.
	toMove(o *O) int
}

// Remote is a match at an online table, seen from the player's seat: it
// implements engine/match.Match over a Table, so the table screens play
// online as they play offline. Everything it shows comes from the seat's
// views and events as the server sent them.
//
// Between two rounds it stops, as a local match does: the server deals
// the next round at once, but Events and Observe hold at the end of the
// round (Observe's phase is the round's end) until NextRound, so the
// result screen shows first. Table events (presence, chat, rematch) are
// not engine events: Seats, Presence, Chats and the Table show them.
//
// Submit waits for the server (its events or its refusal): call it off
// the UI's goroutine.
type Remote[O, M, E any] struct {
	t      *Table
	c      codec[O, M, E]
	ctx    context.Context
	cancel context.CancelFunc

	mu      sync.Mutex
	cursor  int64 // the table's seq read up to
	events  []match.Sequenced[E]
	obs     O
	legal   []M
	viewed  bool // obs holds a view
	hold    bool // at a round's end, until NextRound
	stopped bool
	updates chan struct{}
	unwatch func()
}

var _ match.Match[int, int, int] = (*Remote[int, int, int])(nil)

// newRemote returns the match of a table of codec's game. The events the
// table read so far are its history, without a stop between rounds.
func newRemote[O, M, E any](t *Table, c codec[O, M, E]) (*Remote[O, M, E], error) {
	if g := t.Game(); g != c.game() {
		return nil, fmt.Errorf("%w: table %s plays %q, not %s", ErrBadOptions, t.id, g, c.game())
	}
	r := &Remote[O, M, E]{t: t, c: c, updates: make(chan struct{}, 1)}
	r.ctx, r.cancel = context.WithCancel(context.Background())
	ch, unwatch := t.Watch()
	r.unwatch = unwatch
	r.mu.Lock()
	r.pull(false)
	if !r.viewed {
		r.takeView(t.View()) // resumed after a kept seq: the state's view
	}
	r.mu.Unlock()
	go r.forward(ch)
	return r, nil
}

// forward reads the table's new events on each of its changes and signals
// Updates.
func (r *Remote[O, M, E]) forward(ch <-chan struct{}) {
	for {
		select {
		case <-ch:
		case <-r.ctx.Done():
			return
		}
		r.mu.Lock()
		if r.stopped {
			r.mu.Unlock()
			return
		}
		r.pull(true)
		r.signal()
		r.mu.Unlock()
	}
}

// pull reads the table's events after the cursor: engine events up to the
// last one that carries a view (a move or a deal read whole), table events
// as they come; with hold, it stops after the view of a round's end. The
// history (hold false) stops only at a round's end that nobody has moved
// since (see unseenEnd). r.mu is held.
func (r *Remote[O, M, E]) pull(hold bool) {
	evs := r.t.Events(r.cursor)
	last := -1
	for i, e := range evs {
		if e.View != nil {
			last = i
		}
	}
	stop := -1
	if !hold {
		stop = r.unseenEnd(evs)
	}
	for i, e := range evs {
		if r.hold {
			return
		}
		if !protocol.TableEvent(e.Kind) {
			if i > last {
				return // the rest of this move is on its way
			}
			ev, err := r.c.event(e.Data)
			if err != nil {
				r.t.s.cfg.Log.Warn("online: an unreadable engine event", "table", r.t.id, "seq", e.Seq, "err", err)
			} else {
				r.events = append(r.events, match.Sequenced[E]{Seq: uint64(len(r.events) + 1), Event: ev})
			}
		}
		r.cursor = e.Seq
		if e.View != nil {
			r.takeView(e.View)
			if i == stop || hold && r.c.roundOver(&r.obs) {
				r.hold = true
			}
		}
	}
}

// unseenEnd returns the index in evs of the view of the history's last
// round end when only the server's deals followed it (no seat has moved
// since: the player cannot have seen its result yet), else -1. A round
// that ends at its deal as the game starts (a Koi-Koi teshi) is one: the
// server deals the next round at once, and without this stop the player
// would never see why the first round ended. A player back at a table
// during a result's countdown sees the result again.
func (r *Remote[O, M, E]) unseenEnd(evs []protocol.Event) int {
	for i := len(evs) - 1; i >= 0; i-- {
		e := evs[i]
		if protocol.TableEvent(e.Kind) {
			continue
		}
		if e.View != nil {
			if o, _, err := r.c.view(e.View); err == nil && r.c.roundOver(&o) {
				return i
			}
		}
		if e.Actor >= 0 {
			return -1 // a seat moved after any earlier end
		}
	}
	return -1
}

// takeView reads a view. r.mu is held.
func (r *Remote[O, M, E]) takeView(b json.RawMessage) {
	if b == nil {
		return
	}
	o, legal, err := r.c.view(b)
	if err != nil {
		r.t.s.cfg.Log.Warn("online: an unreadable view", "table", r.t.id, "err", err)
		return
	}
	r.obs, r.legal, r.viewed = o, legal, true
}

// signal signals Updates without blocking. r.mu is held.
func (r *Remote[O, M, E]) signal() {
	if r.stopped {
		return
	}
	select {
	case r.updates <- struct{}{}:
	default:
	}
}

// Table returns the match's table: its info, presence, clock, chat and
// rematch.
func (r *Remote[O, M, E]) Table() *Table { return r.t }

// Viewer returns the player's seat.
func (r *Remote[O, M, E]) Viewer() int { return r.t.Seat() }

// Seats returns who sits in every seat: the player (Person; a Computer
// at the normal level once the seat is forfeited), other people (Remote,
// with their names; a free seat is Remote with no name before the game
// starts) and computers (Computer at their level).
func (r *Remote[O, M, E]) Seats() []match.Seat {
	in := r.t.Info()
	out := make([]match.Seat, len(in.Seats))
	for i, s := range in.Seats {
		switch {
		case s.Kind == Computer:
			out[i] = match.Seat{Kind: match.Computer, Level: s.Level}
		case i == in.Seat && s.Forfeit: // lost: a computer plays it to the end
			out[i] = match.Seat{Kind: match.Computer, Level: "normal"}
		case i == in.Seat:
			out[i] = match.Seat{Kind: match.Person, Name: s.Name}
		default:
			out[i] = match.Seat{Kind: match.Remote, Name: s.Name}
		}
	}
	return out
}

// Presence is whether a person's seat is played by them now.
type Presence struct {
	Away    bool // disconnected (the seat is held for a while)
	StandIn bool // a computer plays for the absent person
}

// Presence returns each seat's presence (computers are never away).
func (r *Remote[O, M, E]) Presence() []Presence {
	in := r.t.Info()
	out := make([]Presence, len(in.Seats))
	for i, s := range in.Seats {
		out[i] = Presence{Away: s.Away, StandIn: s.StandIn}
	}
	return out
}

// Deadline returns when the move clock of the person to move runs out;
// zero when no person's clock runs (a computer or a stand-in moves, the
// game is over). Between rounds it is the clock of the next round's first
// mover, which runs from the server's deal: a result screen that waits
// for the player shows it.
func (r *Remote[O, M, E]) Deadline() time.Time {
	r.mu.Lock()
	p := -1
	switch {
	case r.hold:
		if o, _, err := r.c.view(r.t.View()); err == nil {
			p = r.c.toMove(&o)
		}
	case r.viewed:
		p = r.c.toMove(&r.obs)
	}
	r.mu.Unlock()
	in := r.t.Info()
	if p < 0 || p >= len(in.Seats) || in.Seats[p].Kind != Person || in.Seats[p].StandIn {
		return time.Time{}
	}
	return r.t.Deadline()
}

// Chats returns the messages sent at the table, oldest first.
func (r *Remote[O, M, E]) Chats() []Chat { return r.t.Chats() }

// Observe returns what the player's seat sees: its latest view (the zero
// Observation before the game starts).
func (r *Remote[O, M, E]) Observe() O {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.obs
}

// LegalMoves returns the seat's legal moves from its latest view: none
// when it is not its turn, between rounds, or once stopped.
func (r *Remote[O, M, E]) LegalMoves() []M {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.hold || r.stopped {
		return nil
	}
	return slices.Clone(r.legal)
}

// Events returns the engine events numbered after seq, oldest first, as
// the seat saw them. They are numbered from 1 in the order read: the
// table's history (all of it after a create, a join or a resume from 0),
// then each event as it comes.
func (r *Remote[O, M, E]) Events(after uint64) []match.Sequenced[E] {
	evs, _ := r.Since(after)
	return evs
}

// Since returns the engine events numbered after seq (as Events) and the
// seat's view after them (as Observe), under one lock: a move read whole
// brings its events and its view together.
func (r *Remote[O, M, E]) Since(seq uint64) ([]match.Sequenced[E], O) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if seq >= uint64(len(r.events)) {
		return nil, r.obs
	}
	return slices.Clone(r.events[seq:]), r.obs
}

// Updates returns the channel that receives after every change (an event,
// presence, chat, the connection dropping or coming back); Stop closes it.
func (r *Remote[O, M, E]) Updates() <-chan struct{} { return r.updates }

// Submit makes the seat's move and waits for its events (Observe then
// shows the position after it) or its refusal: ErrNotYourTurn, ErrIllegal,
// ErrStale (the position changed before the move: decide again),
// ErrGameOver. While the connection is down the move waits for it, and
// is sent once: never lost, never made twice.
func (r *Remote[O, M, E]) Submit(m M) error {
	text := r.c.move(m)
	r.mu.Lock()
	switch {
	case r.stopped:
		r.mu.Unlock()
		return ErrStopped
	case r.hold || len(r.legal) == 0:
		r.mu.Unlock()
		return ErrNotYourTurn
	case !slices.ContainsFunc(r.legal, func(l M) bool { return r.c.move(l) == text }):
		r.mu.Unlock()
		return fmt.Errorf("%w: %s", ErrIllegal, text)
	}
	r.mu.Unlock()
	err := r.t.move(r.ctx, text)
	if r.ctx.Err() != nil {
		return ErrStopped
	}
	r.mu.Lock()
	r.pull(true)
	r.signal()
	r.mu.Unlock()
	return err
}

// NextRound goes on to the next round, which the server deals by itself:
// the events after the round's end show (as they come, when they are
// still on their way). ErrRoundNotOver during a round, ErrGameOver after
// the last.
func (r *Remote[O, M, E]) NextRound() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.stopped {
		return ErrStopped
	}
	if r.hold {
		r.hold = false
		r.pull(true)
		r.signal()
		return nil
	}
	r.pull(true)
	switch {
	case r.viewed && r.c.roundOver(&r.obs):
		return nil // the next deal is on its way, or has come and ends a round at once
	case r.t.Status() == "finished" || r.t.Status() == "closed":
		return ErrGameOver
	}
	return ErrRoundNotOver
}

// Thinking reports whether another seat (a person elsewhere or a computer)
// is choosing its move.
func (r *Remote[O, M, E]) Thinking() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.viewed || r.hold || r.stopped {
		return false
	}
	p := r.c.toMove(&r.obs)
	return p >= 0 && p != r.t.Seat()
}

// Handover is false: an online seat is always this device's.
func (r *Remote[O, M, E]) Handover() bool { return false }

// AcceptHandover does nothing: there is no handover online.
func (r *Remote[O, M, E]) AcceptHandover() {}

// Stop ends the match on this device (the seat stays the player's: Leave
// the Table to give it up): a Submit under way returns ErrStopped, and
// Updates is closed.
func (r *Remote[O, M, E]) Stop() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.stopped {
		return
	}
	r.stopped = true
	r.cancel()
	r.unwatch()
	close(r.updates)
}
