package hub

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strings"
	"time"

	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/push"
	"github.com/koikoi-app/koikoi/server/storage"
)

// Friends (docs/online-protocol.md, "Friends"). A player's friend code
// finds them; a player who adds another by code makes them friends at
// once (sharing the code was the consent), one who adds a person met at a
// table only asks, until that person adds them too. A friend's id in a
// player's list is a hash of the two players' ids, never the other's
// player id. Friends see each other online (a session on a node that
// beats) and invite each other to tables; an invitation reaches a friend
// connected to any node through the notifier, on their player's channel.

// FriendCodeLength is the length of a friend code, from InviteAlphabet.
const FriendCodeLength = 8

// recentGames is how many of a player's last games the recent opponents
// come from; recentLimit how many opponents the list gives.
const (
	recentGames = 20
	recentLimit = 10
)

// friendHandle is the id under which viewer's list shows other.
func friendHandle(viewer, other string) string {
	sum := sha256.Sum256([]byte(viewer + "/" + other))
	return hex.EncodeToString(sum[:8])
}

// newFriendCode draws a friend code.
func newFriendCode() string {
	b := make([]byte, FriendCodeLength)
	rand.Read(b)
	for i := range b {
		b[i] = InviteAlphabet[int(b[i])%len(InviteAlphabet)]
	}
	return string(b)
}

// normalFriendCode writes a code as the store keeps it (any case, spaces
// and dashes ignored); false when it cannot be one.
func normalFriendCode(code string) (string, bool) {
	code = strings.ToUpper(strings.NewReplacer(" ", "", "-", "").Replace(code))
	if len(code) != FriendCodeLength {
		return "", false
	}
	for _, r := range code {
		if !strings.ContainsRune(InviteAlphabet, r) {
			return "", false
		}
	}
	return code, true
}

// friendCode answers the player's friend code, made on the first ask.
func (s *Session) friendCode(ctx context.Context, p *storage.Player, re int64) error {
	st := s.hub.store
	for range 5 {
		code, err := st.FriendCode(ctx, p.ID)
		if err != nil {
			return err
		}
		if code != "" {
			s.reply(protocol.FriendCode{Type: "friend_code", Re: re, Code: code})
			return nil
		}
		// Taken by another player (or given to this one meanwhile by
		// another of its devices): read and draw again.
		if err := st.SetFriendCode(ctx, p.ID, newFriendCode()); err != nil && !errors.Is(err, storage.ErrConflict) {
			return err
		}
	}
	return protocol.Errorf(protocol.CodeUnavailable, "no friend code could be made now; try again")
}

// addFriend adds a player by friend code (friends at once) or from a
// table's seat (a request).
func (s *Session) addFriend(ctx context.Context, p *storage.Player, m *protocol.AddFriend, re int64) error {
	h := s.hub
	var other string
	both := false
	switch {
	case m.Code != "" && m.Table == "":
		code, ok := normalFriendCode(m.Code)
		if !ok {
			return protocol.Errorf(protocol.CodeNotFound, "a friend code is %d letters and digits", FriendCodeLength)
		}
		o, err := h.store.PlayerByFriendCode(ctx, code)
		if errors.Is(err, storage.ErrNotFound) {
			return protocol.Errorf(protocol.CodeNotFound, "no player has this friend code")
		} else if err != nil {
			return err
		}
		other, both = o.ID, true
	case m.Code == "" && m.Table != "":
		t, err := h.store.Table(ctx, m.Table)
		if err != nil {
			return err
		}
		if seatOf(t, p.ID) < 0 {
			return protocol.Errorf(protocol.CodeNotSeated, "you have no seat at this table")
		}
		if m.Seat < 0 || m.Seat >= len(t.Seats) || t.Seats[m.Seat].Kind != storage.SeatPerson {
			return protocol.Errorf(protocol.CodeBadOptions, "seat %d is no person's", m.Seat)
		}
		other = t.Seats[m.Seat].Player
	default:
		return protocol.Errorf(protocol.CodeBadOptions, "add_friend takes a code, or a table and a seat")
	}
	if other == p.ID {
		return protocol.Errorf(protocol.CodeBadOptions, "you cannot add yourself")
	}
	if apart, err := h.blockedEitherWay(ctx, p.ID, other); err != nil {
		return err
	} else if apart {
		return protocol.Errorf(protocol.CodeNotFound, "this player cannot be added")
	}
	list, err := h.store.FriendList(ctx, p.ID, time.Time{})
	if err != nil {
		return err
	}
	if len(list) >= protocol.MaxFriends {
		return protocol.Errorf(protocol.CodeLimit, "your list holds %d players: remove some first", len(list))
	}
	now := h.cfg.Now()
	if err := h.store.AddFriend(ctx, p.ID, other, now); err != nil {
		return err
	}
	if both {
		if err := h.store.AddFriend(ctx, other, p.ID, now); err != nil {
			return err
		}
	}
	return s.friends(ctx, p, re)
}

// blockedEitherWay reports whether one of two players blocks the other.
func (h *Hub) blockedEitherWay(ctx context.Context, player, other string) (bool, error) {
	blocks, by, err := h.store.BlockList(ctx, player)
	if err != nil {
		return false, err
	}
	for _, b := range blocks {
		if b.Player == other {
			return true, nil
		}
	}
	for _, b := range by {
		if b == other {
			return true, nil
		}
	}
	return false, nil
}

// friendByHandle finds the player behind an id of the player's list.
func (h *Hub) friendByHandle(ctx context.Context, p *storage.Player, handle string) (storage.Friend, error) {
	list, err := h.store.FriendList(ctx, p.ID, h.cfg.Now().Add(-h.cfg.NodeTimeout))
	if err != nil {
		return storage.Friend{}, err
	}
	for _, f := range list {
		if friendHandle(p.ID, f.Player) == handle {
			return f, nil
		}
	}
	return storage.Friend{}, protocol.Errorf(protocol.CodeNotFound, "no such friend in your list")
}

// removeFriend removes a friend or a request, either way.
func (s *Session) removeFriend(ctx context.Context, p *storage.Player, m *protocol.RemoveFriend, re int64) error {
	f, err := s.hub.friendByHandle(ctx, p, m.Friend)
	if err != nil {
		return err
	}
	if err := s.hub.store.RemoveFriend(ctx, p.ID, f.Player); err != nil {
		return err
	}
	return s.friends(ctx, p, re)
}

// friends answers the player's list and recent opponents.
func (s *Session) friends(ctx context.Context, p *storage.Player, re int64) error {
	h := s.hub
	list, err := h.store.FriendList(ctx, p.ID, h.cfg.Now().Add(-h.cfg.NodeTimeout))
	if err != nil {
		return err
	}
	out := protocol.Friends{Type: "friends", Re: re, Friends: []protocol.FriendEntry{}, Recent: []protocol.Opponent{}}
	for _, f := range list {
		e := protocol.FriendEntry{ID: friendHandle(p.ID, f.Player), Name: f.Name, Since: f.Since.UnixMilli()}
		switch {
		case f.Added && f.AddedBy:
			e.Status, e.Online = protocol.FriendBoth, f.Online || h.here(f.Player)
		case f.Added:
			e.Status = protocol.FriendAsked
		default:
			e.Status = protocol.FriendAsks
		}
		out.Friends = append(out.Friends, e)
	}
	recs, err := h.store.Records(ctx, p.ID, recentGames)
	if err != nil {
		return err
	}
	seen := map[string]bool{p.ID: true}
	for _, r := range recs {
		for _, rs := range r.Players {
			if rs.Player == "" || seen[rs.Player] || len(out.Recent) == recentLimit {
				continue
			}
			seen[rs.Player] = true
			out.Recent = append(out.Recent, protocol.Opponent{Name: rs.Name, Game: r.Game, Table: r.TableID, Seat: rs.Seat,
				Finished: r.Finished.UnixMilli()})
		}
	}
	s.reply(out)
	return nil
}

// inviteFriend invites a friend to a waiting table where the player sits.
func (s *Session) inviteFriend(ctx context.Context, p *storage.Player, m *protocol.InviteFriend, re int64) error {
	h := s.hub
	f, err := h.friendByHandle(ctx, p, m.Friend)
	if err != nil {
		return err
	}
	if !f.Added || !f.AddedBy {
		return protocol.Errorf(protocol.CodeNotFound, "only friends (who added each other) invite each other")
	}
	t, err := h.store.Table(ctx, m.Table)
	if err != nil {
		return err
	}
	switch {
	case seatOf(t, p.ID) < 0:
		return protocol.Errorf(protocol.CodeNotSeated, "you have no seat at this table")
	case seatOf(t, f.Player) >= 0:
		return protocol.Errorf(protocol.CodeBadOptions, "%s already sits at this table", f.Name)
	case t.Status != storage.StatusOpen || t.Invite == "":
		return protocol.Errorf(protocol.CodeFull, "this table is not waiting for players")
	}
	inv := storage.TableInvite{ID: newID(16), Table: t.ID, From: p.ID, To: f.Player, Created: h.cfg.Now()}
	if err := h.store.AddTableInvite(ctx, inv); err != nil && !errors.Is(err, storage.ErrConflict) {
		return err // a second invitation to the same table is the first
	}
	h.tellPlayers(ctx, []string{f.Player}, noticeInvites)
	if h.cfg.Push != nil {
		go h.pushTo(f.Player, push.Message{Kind: "invite", Table: t.ID, Game: t.Game, From: p.Name})
	}
	s.reply(protocol.OK{Type: "ok", Re: re})
	return nil
}

// invites lists the invitations to the player whose tables still wait;
// those of tables that started or closed meanwhile are dropped.
func (h *Hub) invites(ctx context.Context, p *storage.Player) ([]protocol.InviteEntry, error) {
	list, err := h.store.TableInvites(ctx, p.ID)
	if err != nil {
		return nil, err
	}
	out := []protocol.InviteEntry{}
	for _, inv := range list {
		t, err := h.store.Table(ctx, inv.Table)
		if err != nil && !errors.Is(err, storage.ErrNotFound) {
			return nil, err
		}
		if err != nil || t.Status != storage.StatusOpen || seatOf(t, p.ID) >= 0 {
			if _, err := h.store.TakeTableInvite(ctx, inv.ID, p.ID); err != nil && !errors.Is(err, storage.ErrNotFound) {
				return nil, err
			}
			continue
		}
		e := protocol.InviteEntry{ID: inv.ID, From: inv.FromName, Table: t.ID, Game: t.Game, Options: t.Options, Rated: t.Rated,
			Clock: int(t.Clock / time.Second), Days: days(t), Sent: inv.Created.UnixMilli(), Seats: []protocol.SeatInfo{}}
		for _, st := range t.Seats {
			e.Seats = append(e.Seats, seatInfo(st))
		}
		out = append(out, e)
	}
	return out, nil
}

// listInvites answers the player's invitations.
func (s *Session) listInvites(ctx context.Context, p *storage.Player, re int64) error {
	list, err := s.hub.invites(ctx, p)
	if err != nil {
		return err
	}
	s.reply(protocol.Invites{Type: "invites", Re: re, Invites: list})
	return nil
}

// answerInvite takes an invitation: a yes sits at its table as join does.
func (s *Session) answerInvite(ctx context.Context, p *storage.Player, m *protocol.AnswerInvite, re int64) error {
	h := s.hub
	if m.Accept == nil {
		return protocol.Errorf(protocol.CodeBadMessage, "answer_invite: accept is required")
	}
	inv, err := h.store.TakeTableInvite(ctx, m.Invite, p.ID)
	if errors.Is(err, storage.ErrNotFound) {
		return protocol.Errorf(protocol.CodeNotFound, "no such invitation")
	} else if err != nil {
		return err
	}
	if !*m.Accept {
		s.reply(protocol.OK{Type: "ok", Re: re})
		return nil
	}
	if err := h.checkLimit(ctx, p); err != nil {
		return err
	}
	ratings, err := h.store.PlayerRatings(ctx, p.ID)
	if err != nil {
		return err
	}
	return s.sitAndResume(ctx, p, inv.Table, 0, re, func(c *change) error { return c.sit(p, ratings) })
}

// invited tells the player's sessions on this node of their invitations,
// on a notice of the player's channel.
func (h *Hub) invited(ctx context.Context, player string) {
	to := h.sessionsOf(player)
	if len(to) == 0 {
		return
	}
	p := to[0].Player()
	if p == nil {
		return
	}
	list, err := h.invites(ctx, p)
	if err != nil {
		h.cfg.Log.Warn("reading invitations", "err", err)
		return
	}
	for _, s := range to {
		s.reply(protocol.Invites{Type: "invited", Invites: list})
	}
}

// arrive records a player's session as present, here at once and in the
// store with the next batch (see presenceWriter); leave undoes it.
func (h *Hub) arrive(s *Session, player string) {
	h.mu.Lock()
	if h.present[player] == nil {
		h.present[player] = map[*Session]bool{}
	}
	h.present[player][s] = true
	h.mu.Unlock()
	h.presence.arrive(storage.Presence{Player: player, Session: s.id})
}

func (h *Hub) leave(s *Session, player string) {
	h.mu.Lock()
	delete(h.present[player], s)
	if len(h.present[player]) == 0 {
		delete(h.present, player)
	}
	h.mu.Unlock()
	h.presence.leave(storage.Presence{Player: player, Session: s.id})
}

// here reports whether a player has a session on this node: online,
// whether or not the store has it yet.
func (h *Hub) here(player string) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.present[player]) > 0
}

// sessionsOf returns the player's sessions on this node.
func (h *Hub) sessionsOf(player string) []*Session {
	h.mu.Lock()
	defer h.mu.Unlock()
	var to []*Session
	for s := range h.present[player] {
		to = append(to, s)
	}
	return to
}
