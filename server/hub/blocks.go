package hub

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"slices"

	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// block blocks the person at a seat of a table where the player sits or
// sat.
func (s *Session) block(ctx context.Context, p *storage.Player, m *protocol.Block, re int64) error {
	t, err := s.hub.store.Table(ctx, m.Table)
	if err != nil {
		return err
	}
	if seatOf(t, p.ID) < 0 {
		return protocol.Errorf(protocol.CodeNotSeated, "you have no seat at this table")
	}
	if m.Seat < 0 || m.Seat >= len(t.Seats) || t.Seats[m.Seat].Kind != storage.SeatPerson {
		return protocol.Errorf(protocol.CodeNotFound, "seat %d is no person's", m.Seat)
	}
	other := t.Seats[m.Seat].Player
	if other == p.ID {
		return protocol.Errorf(protocol.CodeBadOptions, "you cannot block yourself")
	}
	if err := s.hub.store.Block(ctx, p.ID, other, s.hub.cfg.Now()); err != nil {
		return err
	}
	s.reply(protocol.OK{Type: "ok", Re: re})
	return nil
}

// unblock lifts a block, found by its id among the player's.
func (s *Session) unblock(ctx context.Context, p *storage.Player, m *protocol.Unblock, re int64) error {
	list, _, err := s.hub.store.BlockList(ctx, p.ID)
	if err != nil {
		return err
	}
	for _, b := range list {
		if blockID(p.ID, b.Player) == m.Block {
			if err := s.hub.store.Unblock(ctx, p.ID, b.Player); err != nil {
				return err
			}
		}
	}
	s.reply(protocol.OK{Type: "ok", Re: re})
	return nil
}

// blockID names a block to its author without giving away the blocked
// player's id.
func blockID(player, blocked string) string {
	sum := sha256.Sum256([]byte("koikoi block " + player + " " + blocked))
	return hex.EncodeToString(sum[:8])
}

// blocks lists the players the player blocks.
func (s *Session) blocks(ctx context.Context, p *storage.Player, re int64) error {
	list, _, err := s.hub.store.BlockList(ctx, p.ID)
	if err != nil {
		return err
	}
	out := protocol.BlockList{Type: "blocks", Re: re, Blocks: []protocol.BlockedEntry{}}
	for _, b := range list {
		out.Blocks = append(out.Blocks, protocol.BlockedEntry{ID: blockID(p.ID, b.Player), Name: b.Name, Since: b.Since.UnixMilli()})
	}
	s.reply(out)
	return nil
}

// unblocked keeps the waiting tables with nobody the player blocks or is
// blocked by.
func (h *Hub) unblocked(ctx context.Context, p *storage.Player, open []storage.Table) ([]storage.Table, error) {
	if len(open) == 0 {
		return open, nil
	}
	blocks, by, err := h.store.BlockList(ctx, p.ID)
	if err != nil {
		return nil, err
	}
	if len(blocks) == 0 && len(by) == 0 {
		return open, nil
	}
	apart := func(t storage.Table) bool {
		return slices.ContainsFunc(t.Seats, func(s storage.Seat) bool {
			return s.Kind == storage.SeatPerson && (slices.Contains(by, s.Player) ||
				slices.ContainsFunc(blocks, func(b storage.Blocked) bool { return b.Player == s.Player }))
		})
	}
	return slices.DeleteFunc(open, apart), nil
}

// addChat adds a chat event from a seat: the seats whose people block the
// sender get it without its message (hidden), as their own part of the
// event.
func (h *Hub) addChat(ctx context.Context, c *change, seat int, msg string) error {
	c.add("chat", seat, protocol.ChatData{Seat: seat, Msg: msg})
	_, by, err := h.store.BlockList(ctx, c.t.Seats[seat].Player)
	if err != nil || len(by) == 0 {
		return err
	}
	e := &c.events[len(c.events)-1]
	hidden, _ := json.Marshal(protocol.ChatData{Seat: seat, Hidden: true})
	for i, s := range c.t.Seats {
		if s.Kind == storage.SeatPerson && slices.Contains(by, s.Player) {
			if e.Views == nil {
				e.Views = make([]json.RawMessage, len(c.t.Seats))
			}
			e.Views[i] = seatPart(hidden, nil)
		}
	}
	return nil
}
