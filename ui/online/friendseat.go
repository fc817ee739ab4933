package online

import (
	"context"
	"errors"

	core "github.com/koikoi-app/koikoi/online"
)

// askFriend asks the person at seat to be friends (the bar's Say menu):
// the bar then says whether they were asked, are friends now (they had
// asked first), were friends or asked already, or the error.
func (b *TableBar) askFriend(seat int, name string) {
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), b.a.askWait)
		defer cancel()
		s := b.a.current()
		if s == nil {
			b.a.post(func() { b.notice(b.a.T(errorID(errors.New("online: not connected")))) })
			return
		}
		before, err := s.Friends(ctx)
		var after core.FriendList
		if err == nil {
			after, err = s.AskFriend(ctx, b.t.ID(), seat)
		}
		if err != nil {
			text := b.a.T(friendSeatErrorID(err), map[string]any{"Name": name})
			b.a.post(func() { b.notice(text) })
			return
		}
		text := b.a.T(friendSeatOutcome(before, after, name), map[string]any{"Name": name})
		b.a.post(func() { b.notice(text) })
	}()
}

// friendSeatErrorID returns the sentence of an error of asking from a
// seat: the server says not_found for a player blocked either way (and
// does not tell which), bad_options for a seat no longer a person's,
// not_seated when the player no longer sits there.
func friendSeatErrorID(err error) string {
	switch {
	case errors.Is(err, core.ErrNotFound), errors.Is(err, core.ErrBadOptions), errors.Is(err, core.ErrNotSeated):
		return "online.friendseat.error.cannot"
	}
	return friendErrorID(err, false)
}

// friendSeatOutcome tells what asking name to be friends did, from the
// player's list before and after: the line that came or changed is
// theirs; when none did, their line by name says how things stood.
func friendSeatOutcome(before, after core.FriendList, name string) string {
	was := map[string]string{}
	for _, e := range before.Friends {
		was[e.ID] = e.Status
	}
	for _, e := range after.Friends {
		if st, ok := was[e.ID]; !ok || st != e.Status {
			if e.Status == core.FriendBoth {
				return "online.friendseat.both"
			}
			return "online.friendseat.asked"
		}
	}
	for _, e := range after.Friends {
		if e.Name == name {
			if e.Status == core.FriendBoth {
				return "online.friendseat.already"
			}
			return "online.friendseat.waiting"
		}
	}
	return "online.friendseat.asked"
}
