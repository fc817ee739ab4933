package hub

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// rematchState is what a finished table's events say of its rematch.
type rematchState struct {
	ended time.Time    // when the game ended
	votes map[int]bool // each person seat's answer so far
	no    bool         // someone declined
	next  string       // the new table, once everyone accepted
}

// rematchOf reads a finished table's events for its game's end and the
// rematch votes since.
func (h *Hub) rematchOf(ctx context.Context, t storage.Table) (rematchState, error) {
	r := rematchState{votes: map[int]bool{}}
	for after := int64(0); after < t.Seq; {
		evs, err := h.store.Events(ctx, t.ID, after, 256)
		if err != nil {
			return r, err
		}
		if len(evs) == 0 {
			break
		}
		for _, e := range evs {
			switch e.Kind {
			case "game_end":
				r.ended = e.Time
			case "rematch":
				var d protocol.RematchData
				if err := json.Unmarshal(e.Public, &d); err != nil {
					return r, err
				}
				r.votes[d.Seat] = d.Accept
				r.no = r.no || !d.Accept
				if d.Table != "" {
					r.next = d.Table
				}
			}
		}
		after = evs[len(evs)-1].Seq
	}
	return r, nil
}

// rematch takes a person's answer to a rematch of a finished table, as a
// "rematch" event. The answer that makes every person's yes names a new
// table with the same options, clock and seats (the same people, the
// same computers), which starts at once: each person's client follows it.
// A decline ends the rematch for everyone, and so does the end of the
// wait (Config.RematchWait after the game's end). The answer is "ok".
func (s *Session) rematch(ctx context.Context, p *storage.Player, m *protocol.Rematch, re int64) error {
	h := s.hub
	if m.Accept == nil {
		return protocol.Errorf(protocol.CodeBadMessage, "rematch: accept must be true or false")
	}
	accept := *m.Accept
	if accept {
		if err := h.checkLimit(ctx, p); err != nil {
			return err
		}
	}
	var next *storage.Table
	_, err := h.update(ctx, m.Table, func(c *change) error {
		next = nil
		seat := seatOf(c.t, p.ID)
		if seat < 0 {
			return protocol.Errorf(protocol.CodeNotSeated, "you have no seat at this table")
		}
		if c.t.Status != storage.StatusFinished {
			return protocol.Errorf(protocol.CodeNoRematch, "a rematch comes after the game's end")
		}
		r, err := h.rematchOf(ctx, c.t)
		if err != nil {
			return err
		}
		until := r.ended.Add(h.cfg.RematchWait)
		switch {
		case r.next != "":
			// Everyone accepted: make sure the table is there (a node may
			// have died between the vote and the table).
			t := rematchTable(c.t, r.next, c.now)
			next = &t
			return errNoChange
		case r.no:
			return protocol.Errorf(protocol.CodeNoRematch, "the rematch was declined")
		case c.now.After(until):
			return protocol.Errorf(protocol.CodeNoRematch, "the time for a rematch ran out")
		}
		if v, ok := r.votes[seat]; ok && v == accept {
			return errNoChange // said already
		}
		r.votes[seat] = accept
		d := protocol.RematchData{Seat: seat, Accept: accept, Until: until.UnixMilli()}
		if accept && allAccepted(c.t.Seats, r.votes) {
			t := rematchTable(c.t, newID(16), c.now)
			next = &t
			d.Table = t.ID
		}
		c.add("rematch", seat, d)
		return nil
	})
	if err != nil {
		return err
	}
	if next != nil {
		if _, err := h.store.Table(ctx, next.ID); errors.Is(err, storage.ErrNotFound) {
			if _, _, err := h.createTable(ctx, *next); err != nil && !errors.Is(err, storage.ErrConflict) {
				return err
			}
		} else if err != nil {
			return err
		}
	}
	s.reply(protocol.OK{Type: "ok", Re: re})
	return nil
}

// allAccepted reports whether every person seat accepted.
func allAccepted(seats []storage.Seat, votes map[int]bool) bool {
	for i, st := range seats {
		if st.Kind == storage.SeatPerson && !votes[i] {
			return false
		}
	}
	return true
}

// rematchTable is the table of a rematch of old: the same game, options,
// clock and seats. Its people are away until their clients follow it (each
// client follows it on the event that names it), so that the move clock
// starts with them.
func rematchTable(old storage.Table, id string, now time.Time) storage.Table {
	seats := make([]storage.Seat, len(old.Seats))
	for i, st := range old.Seats {
		switch st.Kind {
		case storage.SeatPerson:
			seats[i] = storage.Seat{Kind: storage.SeatPerson, Player: st.Player, Name: st.Name, Away: now}
		default:
			seats[i] = storage.Seat{Kind: st.Kind, Level: st.Level}
		}
	}
	return storage.Table{ID: id, Game: old.Game, Options: old.Options, Status: storage.StatusOpen, Rated: ratedTable(old),
		Seats: seats, Clock: old.Clock, Created: now}
}
