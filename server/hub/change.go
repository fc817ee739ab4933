package hub

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/koikoi-app/koikoi/server/game"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// change is one change of a table being built: the table as read, the
// table as it will be, the loaded game and the new events.
type change struct {
	h      *Hub
	prev   storage.Table
	t      storage.Table
	g      game.Table
	now    time.Time
	events []storage.Event
	record *storage.Record
	// ratings are a rated game's rating changes (see Hub.rate).
	ratings  []storage.RatingChange
	dirty    bool // something changed even without an event
	moved    bool // a move was made: the next person's clock starts
	timedOut bool // a person's clock ran out: a computer made the move
}

func (h *Hub) newChange(t storage.Table) *change {
	c := &change{h: h, prev: t, t: t, now: h.cfg.Now()}
	c.t.Seats = append([]storage.Seat(nil), t.Seats...)
	return c
}

// game returns the table's game, loading it once.
func (c *change) game() (game.Table, error) {
	if c.g == nil {
		g, err := c.h.cache.take(c.t)
		if err != nil {
			return nil, err
		}
		c.g = g
	}
	return c.g, nil
}

// add appends an event that every seat sees alike.
func (c *change) add(kind string, actor int, public any) {
	var data json.RawMessage
	if public != nil {
		data, _ = json.Marshal(public)
	}
	c.t.Seq++
	c.events = append(c.events, storage.Event{TableID: c.t.ID, Seq: c.t.Seq, Kind: kind, Actor: actor, Public: data, Time: c.now})
}

// addSteps appends a game's steps. What only seat s sees of a step (its
// own form of the event, its view) is stored as Views[s] (see seatPart).
func (c *change) addSteps(steps []game.EventRecord) {
	for _, st := range steps {
		c.t.Seq++
		e := storage.Event{TableID: c.t.ID, Seq: c.t.Seq, Kind: st.Kind, Actor: st.Actor, Public: st.Public, Time: c.now}
		if st.Seats != nil || st.Views != nil {
			e.Views = make([]json.RawMessage, max(len(st.Seats), len(st.Views)))
			for s := range e.Views {
				e.Views[s] = seatPart(at(st.Seats, s), at(st.Views, s))
			}
		}
		c.events = append(c.events, e)
		if st.Actor >= 0 {
			c.moved = true
		}
	}
}

// seatPart is what one seat alone gets of an event, as the members of the
// event frame it adds: {"data":...} when the seat sees the event
// otherwise than everyone (data first: eventFrame relies on it), then
// {"view":...}; nil for nothing.
func seatPart(data, view json.RawMessage) json.RawMessage {
	if data == nil && view == nil {
		return nil
	}
	b := make([]byte, 0, 16+len(data)+len(view))
	b = append(b, '{')
	if data != nil {
		b = append(append(b, `"data":`...), data...)
	}
	if view != nil {
		if data != nil {
			b = append(b, ',')
		}
		b = append(append(b, `"view":`...), view...)
	}
	return append(b, '}')
}

// at returns l[i], or nil past l's end.
func at(l []json.RawMessage, i int) json.RawMessage {
	if i < len(l) {
		return l[i]
	}
	return nil
}

// seatEvent announces a seat's new occupant or presence.
func (c *change) seatEvent(seat int) {
	c.add("seat", -1, seatEventData{Seat: seat, SeatInfo: seatInfo(c.t.Seats[seat])})
}

type seatEventData struct {
	Seat int `json:"seat"`
	protocol.SeatInfo
}

// errNoChange ends an update that has nothing to write.
var errNoChange = errors.New("hub: nothing to change")

// update reads a table, lets fn change it and commits, again from a fresh
// read when another node's change won the race (this node's changes of
// the table wait for each other).
func (h *Hub) update(ctx context.Context, id string, fn func(c *change) error) (storage.Table, error) {
	defer h.locks.lock(id)()
	for attempt := 0; ; attempt++ {
		t, err := h.store.Table(ctx, id)
		if err != nil {
			return t, err
		}
		c := h.newChange(t)
		if err := fn(c); err != nil {
			c.keepGame()
			if errors.Is(err, errNoChange) {
				return t, nil
			}
			return t, err
		}
		err = h.commit(ctx, c)
		if errors.Is(err, storage.ErrConflict) && attempt < 10 {
			continue
		}
		return c.t, err
	}
}

// keepGame puts back an unchanged game in the cache.
func (c *change) keepGame() {
	if c.g != nil && len(c.events) == 0 {
		c.h.cache.put(c.prev.ID, c.prev.Version, c.g)
	}
}

// commit plans the table's next due time, writes the change, then
// announces the new events and sets the local timer.
func (h *Hub) commit(ctx context.Context, c *change) error {
	if len(c.events) == 0 && !c.dirty {
		c.keepGame()
		return nil
	}
	if err := h.rate(ctx, c); err != nil {
		return err
	}
	h.plan(c)
	c.t.Version = c.prev.Version + 1
	c.t.Updated = c.now
	if c.g != nil {
		text, err := c.g.MarshalText()
		if err != nil {
			return err
		}
		c.t.State = text
	}
	if err := h.store.Commit(ctx, storage.Commit{Table: c.t, Prev: c.prev.Version, Events: c.events, Record: c.record, Ratings: c.ratings}); err != nil {
		h.cache.drop(c.t.ID) // the game, changed or not, is dropped: the next read loads it afresh
		h.cfg.Metrics.committed(err)
		return err
	}
	h.cfg.Metrics.committed(nil)
	h.cache.committed(c.t, c.g)
	h.pushTurns(c.prev, c.t)
	t, events := c.t, c.events
	watchers := tablesWatchers(c.prev, c.t)
	announce(ctx, func() {
		h.fanOut(t.ID, events)
		h.published(ctx, t)
		if len(watchers) > 0 {
			h.tellPlayers(ctx, watchers, noticeTables)
		}
	})
	return nil
}

// published announces a committed table and sets its timer.
func (h *Hub) published(ctx context.Context, t storage.Table) {
	if err := h.notify.Publish(ctx, t.ID, t.Seq); err != nil {
		h.cfg.Log.Warn("publishing", "table", t.ID, "err", err)
	} else {
		h.cfg.Metrics.notices.WithLabelValues("sent").Inc()
	}
	h.schedule(t)
}

// plan sets the clock's deadline and the time a node must next act.
func (h *Hub) plan(c *change) {
	t := &c.t
	due := time.Time{}
	at := func(x time.Time) {
		if !x.IsZero() && (due.IsZero() || x.Before(due)) {
			due = x
		}
	}
	turn := turnBased(*t)
	for i, s := range t.Seats {
		t.Seats[i].Turn = false
		if s.Kind == storage.SeatPerson && !s.Away.IsZero() && !s.StandIn && !turn {
			at(s.Away.Add(h.cfg.Grace))
		}
	}
	switch t.Status {
	case storage.StatusOpen:
		t.Deadline = time.Time{}
		if t.MatchKey != "" && t.Offered.IsZero() && !lobbyTable(*t) {
			at(t.Created.Add(h.cfg.QuickWait))
		}
		if turn {
			at(t.Created.Add(h.cfg.TurnOpenWait))
		}
	case storage.StatusPlaying:
		if last, all := allAway(t.Seats); all && !turn {
			t.Deadline = time.Time{}
			at(last.Add(h.cfg.CloseAfter))
			break
		}
		g, err := c.game()
		if err != nil || g.Over() {
			h.cfg.Log.Error("planning a table whose game does not load", "table", t.ID, "err", err)
			break
		}
		seat := t.Seats[g.ToMove()]
		if seat.Kind == storage.SeatComputer || seat.StandIn {
			t.Deadline = time.Time{}
			at(c.now.Add(h.cfg.ComputerDelay))
			break
		}
		t.Seats[g.ToMove()].Turn = true // a person's move
		if c.moved || t.Deadline.IsZero() {
			t.Deadline = c.now.Add(t.Clock)
		}
		at(t.Deadline)
	default:
		t.Deadline = time.Time{}
		due = time.Time{}
	}
	t.Due = due
}

// allAway reports whether every person at the table is away, and since
// when the last one left.
func allAway(seats []storage.Seat) (last time.Time, all bool) {
	for _, s := range seats {
		if s.Kind != storage.SeatPerson {
			continue
		}
		if s.Away.IsZero() {
			return time.Time{}, false
		}
		if s.Away.After(last) {
			last = s.Away
		}
	}
	return last, !last.IsZero()
}

// seatOf returns the player's seat at a table, or -1.
func seatOf(t storage.Table, player string) int {
	for i, s := range t.Seats {
		if s.Kind == storage.SeatPerson && s.Player == player {
			return i
		}
	}
	return -1
}

func seatInfo(s storage.Seat) protocol.SeatInfo {
	return protocol.SeatInfo{Kind: s.Kind, Name: s.Name, Level: s.Level, Away: !s.Away.IsZero(), StandIn: s.StandIn,
		Strikes: s.Strikes, Forfeit: s.Forfeit, Rating: s.Rating, Provisional: s.Provisional}
}

// info describes a table to one seat.
func info(t storage.Table, seat int) protocol.TableInfo {
	in := protocol.TableInfo{ID: t.ID, Game: t.Game, Options: t.Options, Invite: t.Invite, Quick: t.MatchKey != "" && !lobbyTable(t),
		Rated: t.Rated, Status: t.Status, Clock: int(t.Clock / time.Second), Seq: t.Seq, Seat: seat,
		Days: days(t), Lobby: lobbyTable(t)}
	for _, s := range t.Seats {
		in.Seats = append(in.Seats, seatInfo(s))
	}
	if t.Status == storage.StatusPlaying {
		in.Turn = seat >= 0 && seat < len(t.Seats) && t.Seats[seat].Turn
		if !t.Deadline.IsZero() {
			in.Deadline = t.Deadline.UnixMilli()
		}
	}
	return in
}
