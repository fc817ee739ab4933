package protocol

// Friends (docs/online-protocol.md, "Friends"): a friend code to share,
// friends added by code or from a table, who is online, recent opponents,
// and invitations to a table between friends.

// MaxFriends is how many players a player's list may hold, friends and
// requests together.
const MaxFriends = 200

// The client's messages of friends.
type (
	// GetFriendCode asks for the player's friend code (made on the first
	// ask, then always the same).
	GetFriendCode struct{ Header }
	// AddFriend adds a player by their friend Code (friends at once: the
	// code was shared), or the person at Seat of a Table where the player
	// sits or sat (a request, until they add the player too).
	AddFriend struct {
		Header
		Code  string `json:"code,omitempty"`
		Table string `json:"table,omitempty"`
		Seat  int    `json:"seat,omitempty"`
	}
	// RemoveFriend removes a friend, or a request either way, by its id
	// in the friends list.
	RemoveFriend struct {
		Header
		Friend string `json:"friend"`
	}
	// GetFriends lists the player's friends, requests and recent opponents.
	GetFriends struct{ Header }
	// InviteFriend invites a friend (by id) to a table where the player
	// sits and that waits for players.
	InviteFriend struct {
		Header
		Friend string `json:"friend"`
		Table  string `json:"table"`
	}
	// GetInvites lists the invitations the player received.
	GetInvites struct{ Header }
	// AnswerInvite accepts (sits at the table, as join does) or declines
	// an invitation. Accept is required.
	AnswerInvite struct {
		Header
		Invite string `json:"invite"`
		Accept *bool  `json:"accept"`
	}
)

// FriendCode answers GetFriendCode.
type FriendCode struct {
	Type string `json:"type"` // "friend_code"
	Re   int64  `json:"re,omitempty"`
	Code string `json:"code"`
}

// Friends answers GetFriends, AddFriend and RemoveFriend.
type Friends struct {
	Type    string        `json:"type"` // "friends"
	Re      int64         `json:"re,omitempty"`
	Friends []FriendEntry `json:"friends"`
	Recent  []Opponent    `json:"recent"`
}

// Friend statuses.
const (
	FriendBoth  = "friend"    // both added each other
	FriendAsked = "requested" // the player added them; they have not yet
	FriendAsks  = "asks"      // they added the player; add them back to accept
)

// FriendEntry is one line of the friends list: an id to remove or invite
// them by (never their player id), their name, FriendBoth, FriendAsked or
// FriendAsks, whether they are online (friends only), since when (Unix ms).
type FriendEntry struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Status string `json:"status"`
	Online bool   `json:"online,omitempty"`
	Since  int64  `json:"since"`
}

// Opponent is a person the player met at one of their last games: the
// table and seat to add them from (AddFriend), the game, when it ended.
type Opponent struct {
	Name     string `json:"name"`
	Game     string `json:"game"`
	Table    string `json:"table"`
	Seat     int    `json:"seat"`
	Finished int64  `json:"finished"`
}

// Invites answers GetInvites and comes by itself ("invited") when a
// friend invites the player while connected.
type Invites struct {
	Type    string        `json:"type"` // "invites", or "invited" unasked
	Re      int64         `json:"re,omitempty"`
	Invites []InviteEntry `json:"invites"`
}

// InviteEntry is one invitation: its id, who sent it, and the table's
// game, options, pace and seats.
type InviteEntry struct {
	ID      string     `json:"id"`
	From    string     `json:"from"`
	Table   string     `json:"table"`
	Game    string     `json:"game"`
	Options string     `json:"options"`
	Rated   bool       `json:"rated,omitempty"`
	Clock   int        `json:"clock"`
	Days    int        `json:"days,omitempty"`
	Seats   []SeatInfo `json:"seats"`
	Sent    int64      `json:"sent"` // Unix ms
}
