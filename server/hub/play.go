package hub

import (
	"context"
	"errors"
	"time"

	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// move makes a person's move. It counts only from the player's own seat,
// at a table being played, at the table's last seq, in turn and legal;
// anything else is refused and changes nothing. A move answers with no
// message of its own: its events are the answer.
func (s *Session) move(ctx context.Context, p *storage.Player, m *protocol.Move) error {
	for attempt := 0; ; attempt++ {
		err := s.tryMove(ctx, p, m)
		// A conflict with a change that added no event (a seat's presence)
		// leaves the position as the client saw it: try again. Any other
		// change moves the seq on, and the client must catch up.
		if !errors.Is(err, storage.ErrConflict) || attempt == 10 {
			return err
		}
	}
}

// tryMove makes a move once.
func (s *Session) tryMove(ctx context.Context, p *storage.Player, m *protocol.Move) error {
	h := s.hub
	// The table as this node committed it last saves a read, unless the
	// move is at another seq: another node may have moved the table on,
	// and the store decides (its version check at the commit as well).
	t, ok := h.cache.stored(m.Table)
	if !ok || m.Seq != t.Seq {
		var err error
		if t, err = h.store.Table(ctx, m.Table); err != nil {
			return err
		}
	}
	seat := seatOf(t, p.ID)
	switch {
	case seat < 0:
		return protocol.Errorf(protocol.CodeNotSeated, "you have no seat at this table")
	case t.Status == storage.StatusOpen:
		return protocol.Errorf(protocol.CodeNotStarted, "the game has not started")
	case t.Status != storage.StatusPlaying:
		return protocol.Errorf(protocol.CodeOver, "the game is over")
	case m.Seq != t.Seq:
		return protocol.Errorf(protocol.CodeStale, "the table is at seq %d, not %d: catch up first", t.Seq, m.Seq)
	}
	c := h.newChange(t)
	g, err := c.game()
	if err != nil {
		return err
	}
	if t.Seats[seat].Forfeit {
		return protocol.Errorf(protocol.CodeNotSeated, "you forfeited this seat: a computer plays it to the end")
	}
	steps, err := g.Apply(seat, m.Move)
	if err != nil {
		c.keepGame() // Apply changed nothing
		return err
	}
	c.t.Seats[seat].Strikes = 0 // a move of one's own ends a run of timeouts
	c.addSteps(steps)
	if g.Over() {
		c.finish()
	}
	return h.commit(ctx, c)
}

// finish ends a table whose game is over and records it.
func (c *change) finish() {
	c.t.Status = storage.StatusFinished
	c.record = c.h.record(c, storage.StatusFinished)
}

// record is the record of a table's game as it stands.
func (h *Hub) record(c *change, status string) *storage.Record {
	text, err := c.g.MarshalText()
	if err != nil {
		h.cfg.Log.Error("recording a game", "table", c.t.ID, "err", err)
	}
	r := &storage.Record{TableID: c.t.ID, Game: c.t.Game, Options: c.t.Options, Text: text, Status: status, Finished: c.now}
	for i, res := range c.g.Results() {
		st := c.t.Seats[i]
		rs := storage.RecordSeat{Seat: i, Name: st.Name, Level: st.Level, Score: res.Score, Outcome: res.Outcome}
		if st.Kind == storage.SeatPerson {
			rs.Player = st.Player
		}
		if status == storage.StatusClosed && st.Kind == storage.SeatPerson {
			rs.Outcome = storage.OutcomeAbandoned
		}
		r.Players = append(r.Players, rs)
	}
	return r
}

// act does what a table is due for: offer computers at a waiting quick
// match, close a table nobody came back to, hand an absent person's seat
// to a computer, play a computer's move, or play for a person whose clock
// ran out. Several nodes may act on one table at once: the version check
// lets one win.
func (h *Hub) act(ctx context.Context, id string) {
	defer func() {
		// A fault in one table's game must not stop the node.
		if r := recover(); r != nil {
			h.cfg.Log.Error("acting on a due table", "table", id, "panic", r)
		}
	}()
	timedOut := false // the committed change played for a person out of time
	_, err := h.update(ctx, id, func(c *change) error {
		timedOut = false
		defer func() { timedOut = c.timedOut }()
		if c.t.Due.IsZero() || c.now.Before(c.t.Due) {
			if !c.t.Due.IsZero() {
				h.schedule(c.t) // too early (a timer of an older version): wait again
			}
			return errNoChange
		}
		switch c.t.Status {
		case storage.StatusOpen:
			return c.actOpen()
		case storage.StatusPlaying:
			return c.actPlaying(ctx)
		}
		c.dirty = true // a finished table with a stale due time: clear it
		return nil
	})
	if err != nil && ctx.Err() == nil {
		h.cfg.Log.Warn("acting on a due table", "table", id, "err", err)
	}
	if err == nil && timedOut {
		h.cfg.Metrics.timeouts.Inc()
	}
}

// actOpen closes a waiting table whose people all left and offers
// computers at a quick match that waited long enough.
func (c *change) actOpen() error {
	if turnBased(c.t) {
		if !c.now.Before(c.t.Created.Add(c.h.cfg.TurnOpenWait)) {
			c.close()
			return nil
		}
		c.dirty = true // replan
		return nil
	}
	if last, all := allAway(c.t.Seats); all && !c.now.Before(last.Add(c.h.cfg.Grace)) {
		c.close()
		return nil
	}
	if c.t.MatchKey != "" && c.t.Offered.IsZero() && !c.now.Before(c.t.Created.Add(c.h.cfg.QuickWait)) {
		c.t.Offered = c.now
		c.add("offer", -1, offerEventData{Waited: int(c.now.Sub(c.t.Created) / time.Second)})
		return nil
	}
	c.dirty = true // replan
	return nil
}

type offerEventData struct {
	Waited int `json:"waited"` // seconds waited
}

// actPlaying moves a game on.
func (c *change) actPlaying(ctx context.Context) error {
	g, err := c.game()
	if err != nil {
		return err
	}
	turn := turnBased(c.t)
	for i := range c.t.Seats {
		st := &c.t.Seats[i]
		if st.Kind == storage.SeatPerson && !st.Away.IsZero() && !st.StandIn && !turn && !c.now.Before(st.Away.Add(c.h.cfg.Grace)) {
			st.StandIn = true
			c.seatEvent(i)
		}
	}
	if last, all := allAway(c.t.Seats); all && !turn {
		if !c.now.Before(last.Add(c.h.cfg.CloseAfter)) {
			c.close()
		}
		c.dirty = true
		return nil
	}
	seat := g.ToMove()
	st := c.t.Seats[seat]
	level := st.Level
	switch {
	case st.Kind == storage.SeatComputer:
	case st.StandIn:
		level = "normal"
	case !c.t.Deadline.IsZero() && !c.now.Before(c.t.Deadline):
		if until, err := c.h.onVacation(ctx, c.t, st, c.now); err != nil {
			return err
		} else if !until.IsZero() {
			c.t.Deadline = until.Add(c.t.Clock)
			c.add("vacation", seat, protocol.VacationData{Seat: seat, Deadline: c.t.Deadline.UnixMilli()})
			return nil
		}
		level = "normal"
		c.timeout(seat)
	default:
		c.dirty = true // nothing due yet: replan
		return nil
	}
	mv, err := g.Computer(level, computerSeed(c.t.ID, c.t.Seq))
	if err != nil {
		return err
	}
	steps, err := g.Apply(seat, mv)
	if err != nil {
		return errors.Join(errors.New("hub: a computer's move was refused"), err)
	}
	c.addSteps(steps)
	if g.Over() {
		c.finish()
	}
	return nil
}

type timeoutEventData struct {
	Seat int `json:"seat"`
	// Strikes counts a turn-based table's timeouts in a row of the seat.
	Strikes int `json:"strikes,omitempty"`
}
