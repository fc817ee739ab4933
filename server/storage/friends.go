package storage

import (
	"context"
	"time"
)

// Friends is what a Store keeps of friendships: each player's friend code,
// who added whom (both ways make friends; one way is a request the other
// has not answered), which players are online, and the invitations to a
// table that friends send each other.
type Friends interface {
	// FriendCode returns a player's friend code, "" while they have none.
	FriendCode(ctx context.Context, player string) (string, error)
	// SetFriendCode gives a player who has none a friend code;
	// ErrConflict when another player has that code.
	SetFriendCode(ctx context.Context, player, code string) error
	// PlayerByFriendCode finds a player by friend code.
	PlayerByFriendCode(ctx context.Context, code string) (Player, error)
	// AddFriend records that player added other (again: nothing changes).
	AddFriend(ctx context.Context, player, other string, at time.Time) error
	// RemoveFriend removes the additions between two players, both ways.
	RemoveFriend(ctx context.Context, player, other string) error
	// FriendList lists whom the player added and who added the player, by
	// name, each with Online: a session of theirs on a node whose last
	// beat is at or after alive.
	FriendList(ctx context.Context, player string, alive time.Time) ([]Friend, error)
	// SetPresence records the sessions that arrived on a node and removes
	// those that left (on any node), in one transaction: a node writes its
	// players' comings and goings in batches, not one commit a connection.
	// A node's sessions go with ForgetNode.
	SetPresence(ctx context.Context, node string, arrived, left []Presence) error
	// AddTableInvite records an invitation; ErrConflict when its player
	// is already invited to that table.
	AddTableInvite(ctx context.Context, inv TableInvite) error
	// TableInvites lists the invitations to a player, the newest first,
	// with their senders' names.
	TableInvites(ctx context.Context, to string) ([]TableInvite, error)
	// TakeTableInvite removes an invitation to a player and returns it;
	// ErrNotFound when there is none with that ID.
	TakeTableInvite(ctx context.Context, id, to string) (TableInvite, error)
}

// Friend is one player in another's list: Added when the player added
// them, AddedBy when they added the player (both: friends).
type Friend struct {
	Player  string
	Name    string
	Since   time.Time // the first of the two additions
	Added   bool
	AddedBy bool
	Online  bool
}

// Presence is one session of a player (see Friends.SetPresence).
type Presence struct {
	Player  string
	Session string
}

// TableInvite is an invitation to sit at a table.
type TableInvite struct {
	ID       string
	Table    string
	From     string
	FromName string // filled by TableInvites
	To       string
	Created  time.Time
}
