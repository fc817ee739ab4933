package online

import (
	"context"

	"github.com/koikoi-app/koikoi/server/protocol"
)

// BlockedEntry is one player the player blocks: ID is the block's, to
// Unblock them by.
type BlockedEntry = protocol.BlockedEntry

// Block blocks the person at a seat of a table where the player sits or
// sat: a quick match never pairs them again, and their chat no longer
// reaches this player (Table.Chats leaves it out). ErrBadOptions: the
// player's own seat; ErrNotFound: no person there.
func (s *Session) Block(ctx context.Context, table string, seat int) error {
	_, err := s.call(ctx, "block", func(h protocol.Header) any { return protocol.Block{Header: h, Table: table, Seat: seat} })
	return err
}

// Unblock lifts a block (by BlockedEntry.ID).
func (s *Session) Unblock(ctx context.Context, id string) error {
	_, err := s.call(ctx, "unblock", func(h protocol.Header) any { return protocol.Unblock{Header: h, Block: id} })
	return err
}

// Blocks lists the players the player blocks, the newest first.
func (s *Session) Blocks(ctx context.Context) ([]BlockedEntry, error) {
	r, err := ask[protocol.BlockList](ctx, s, "blocks", func(h protocol.Header) any { return protocol.GetBlocks{Header: h} })
	return r.Blocks, err
}
