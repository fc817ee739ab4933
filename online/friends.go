package online

import (
	"context"

	"github.com/koikoi-app/koikoi/server/protocol"
)

// Friends, invitations between friends, Web Push and vacations (see
// docs/online-protocol.md, "Friends", "Word when it is your turn" and
// "vacation").
type (
	// FriendList is the player's list: friends and requests both ways,
	// and the people of their last games.
	FriendList = protocol.Friends
	// FriendEntry is one line of the list; its ID removes or invites them.
	FriendEntry = protocol.FriendEntry
	// Opponent is a person met at one of the player's last games.
	Opponent = protocol.Opponent
	// InviteEntry is an invitation to a friend's table.
	InviteEntry = protocol.InviteEntry
	// Vacation says until when the player's vacation runs and the days
	// left this year.
	Vacation = protocol.Vacation
)

// The statuses of a FriendEntry.
const (
	FriendBoth  = protocol.FriendBoth  // both added each other
	FriendAsked = protocol.FriendAsked // the player asked; they have not added back
	FriendAsks  = protocol.FriendAsks  // they asked: add them back to accept
)

// FriendCode returns the player's friend code, made on the first ask.
func (s *Session) FriendCode(ctx context.Context) (string, error) {
	r, err := ask[protocol.FriendCode](ctx, s, "friend_code", func(h protocol.Header) any { return protocol.GetFriendCode{Header: h} })
	return r.Code, err
}

// AddFriend adds the player whose friend code this is: friends at once.
// ErrNotFound: no such code (or a player blocked either way);
// ErrBadOptions: the player's own code; ErrLimit: the list is full.
func (s *Session) AddFriend(ctx context.Context, code string) (FriendList, error) {
	return ask[protocol.Friends](ctx, s, "add_friend", func(h protocol.Header) any { return protocol.AddFriend{Header: h, Code: code} })
}

// AskFriend asks the person at a seat of a table where the player sits
// or sat to be friends: they become friends when that person adds the
// player too.
func (s *Session) AskFriend(ctx context.Context, table string, seat int) (FriendList, error) {
	return ask[protocol.Friends](ctx, s, "add_friend", func(h protocol.Header) any {
		return protocol.AddFriend{Header: h, Table: table, Seat: seat}
	})
}

// RemoveFriend removes a friend, or a request either way, by its ID.
func (s *Session) RemoveFriend(ctx context.Context, id string) (FriendList, error) {
	return ask[protocol.Friends](ctx, s, "remove_friend", func(h protocol.Header) any { return protocol.RemoveFriend{Header: h, Friend: id} })
}

// Friends returns the player's list and recent opponents.
func (s *Session) Friends(ctx context.Context) (FriendList, error) {
	return ask[protocol.Friends](ctx, s, "friends", func(h protocol.Header) any { return protocol.GetFriends{Header: h} })
}

// InviteFriend invites a friend (by ID) to a waiting table where the
// player sits; a friend who is connected hears of it at once (OnInvited).
func (s *Session) InviteFriend(ctx context.Context, id, table string) error {
	_, err := s.call(ctx, "invite_friend", func(h protocol.Header) any { return protocol.InviteFriend{Header: h, Friend: id, Table: table} })
	return err
}

// Invites lists the invitations the player received whose tables wait.
func (s *Session) Invites(ctx context.Context) ([]InviteEntry, error) {
	r, err := ask[protocol.Invites](ctx, s, "invites", func(h protocol.Header) any { return protocol.GetInvites{Header: h} })
	return r.Invites, err
}

// AcceptInvite takes an invitation: the player sits at its table, which
// the Session then follows, as Join does.
func (s *Session) AcceptInvite(ctx context.Context, id string) (*Table, error) {
	yes := true
	return s.follow(ctx, "answer_invite", func(h protocol.Header) any { return protocol.AnswerInvite{Header: h, Invite: id, Accept: &yes} })
}

// DeclineInvite declines an invitation.
func (s *Session) DeclineInvite(ctx context.Context, id string) error {
	no := false
	_, err := s.call(ctx, "answer_invite", func(h protocol.Header) any { return protocol.AnswerInvite{Header: h, Invite: id, Accept: &no} })
	return err
}

// OnInvited sets the function told, on the Session's goroutine, the
// player's invitations whenever a friend invites them while connected.
func (s *Session) OnInvited(f func([]InviteEntry)) {
	s.mu.Lock()
	s.onInvited = f
	s.mu.Unlock()
}

// invited tells OnInvited of an unasked "invited" frame.
func (s *Session) invited(list []InviteEntry) {
	s.mu.Lock()
	f := s.onInvited
	s.mu.Unlock()
	if f != nil {
		f(list)
	}
}

// PushKey returns the server's VAPID public key for the Push API; "" when
// the server sends no push notifications.
func (s *Session) PushKey(ctx context.Context) (string, error) {
	r, err := ask[protocol.PushKey](ctx, s, "push_key", func(h protocol.Header) any { return protocol.GetPushKey{Header: h} })
	return r.Key, err
}

// PushSubscribe keeps a browser's push subscription and what the player
// wants to hear of: turns (a turn-based table waits for their move) and
// invites (a friend's invitation).
func (s *Session) PushSubscribe(ctx context.Context, endpoint, p256dh, auth string, turns, invites bool) error {
	_, err := s.call(ctx, "push_subscribe", func(h protocol.Header) any {
		return protocol.PushSubscribe{Header: h, Endpoint: endpoint, P256dh: p256dh, Auth: auth, Turns: turns, Invites: invites}
	})
	return err
}

// PushUnsubscribe forgets a browser's subscription.
func (s *Session) PushUnsubscribe(ctx context.Context, endpoint string) error {
	_, err := s.call(ctx, "push_unsubscribe", func(h protocol.Header) any { return protocol.PushUnsubscribe{Header: h, Endpoint: endpoint} })
	return err
}

// SetVacation starts a vacation of days days (0 ends the current one);
// VacationNow only asks how it stands.
func (s *Session) SetVacation(ctx context.Context, days int) (Vacation, error) {
	return ask[protocol.Vacation](ctx, s, "vacation", func(h protocol.Header) any { return protocol.SetVacation{Header: h, Days: &days} })
}

// VacationNow tells until when the vacation runs and the days left.
func (s *Session) VacationNow(ctx context.Context) (Vacation, error) {
	return ask[protocol.Vacation](ctx, s, "vacation", func(h protocol.Header) any { return protocol.SetVacation{Header: h} })
}
