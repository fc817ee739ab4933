package online

import (
	"testing"

	core "github.com/koikoi-app/koikoi/online"
)

// TestFriendSeatOutcome: what asking Ben from a seat did, read from the
// list before and after.
func TestFriendSeatOutcome(t *testing.T) {
	eve := core.FriendEntry{ID: "e", Name: "Eve", Status: core.FriendBoth}
	list := func(es ...core.FriendEntry) core.FriendList { return core.FriendList{Friends: es} }
	ben := func(status string) core.FriendEntry { return core.FriendEntry{ID: "b", Name: "Ben", Status: status} }
	for _, c := range []struct {
		name          string
		before, after core.FriendList
		want          string
	}{
		{"new request", list(eve), list(eve, ben(core.FriendAsked)), "online.friendseat.asked"},
		{"he had asked", list(eve, ben(core.FriendAsks)), list(eve, ben(core.FriendBoth)), "online.friendseat.both"},
		{"friends already", list(ben(core.FriendBoth), eve), list(ben(core.FriendBoth), eve), "online.friendseat.already"},
		{"asked already", list(ben(core.FriendAsked)), list(ben(core.FriendAsked)), "online.friendseat.waiting"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := friendSeatOutcome(c.before, c.after, "Ben"); got != c.want {
				t.Errorf("friendSeatOutcome = %q; want %q", got, c.want)
			}
		})
	}
}

// TestFriendSeatErrorID: the server's refusals of asking from a seat
// read as one sentence, not as the errors of a table's code.
func TestFriendSeatErrorID(t *testing.T) {
	for _, c := range []struct {
		err  error
		want string
	}{
		{core.ErrNotFound, "online.friendseat.error.cannot"},
		{core.ErrBadOptions, "online.friendseat.error.cannot"},
		{core.ErrNotSeated, "online.friendseat.error.cannot"},
		{core.ErrLimit, "online.friends.error.full"},
		{core.ErrNoServer, "online.error.noserver"},
	} {
		if got := friendSeatErrorID(c.err); got != c.want {
			t.Errorf("friendSeatErrorID(%v) = %q; want %q", c.err, got, c.want)
		}
	}
}
