package storage

import (
	"context"
	"time"
)

// Blocks is what a Store keeps of the players' blocks: a player who
// blocks another is never paired with them by a quick match again, and
// does not see their chat.
type Blocks interface {
	// Block records that player blocks other (again: nothing changes).
	Block(ctx context.Context, player, other string, at time.Time) error
	// Unblock removes a block (none: nothing changes).
	Unblock(ctx context.Context, player, other string) error
	// BlockList lists the players player blocks, with their names, the
	// newest first, and the players who block player.
	BlockList(ctx context.Context, player string) (blocks []Blocked, blockedBy []string, err error)
}

// Blocked is one player a player blocks.
type Blocked struct {
	Player string
	Name   string
	Since  time.Time
}
