package node_test

import (
	"context"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// friendsOf sends a friends request (or another whose answer is the
// list) and returns the list.
func friendsOf(t *testing.T, ctx context.Context, c *client.Conn, msg any) protocol.Friends {
	t.Helper()
	m, err := c.Await(ctx, send(t, ctx, c, msg))
	if err != nil {
		t.Fatal(err)
	}
	var f protocol.Friends
	if err := m.Decode(&f); err != nil || f.Type != "friends" {
		t.Fatalf("friends answer %s: %v", m.Raw, err)
	}
	return f
}

// entryOf finds a name in a friends list.
func entryOf(f protocol.Friends, name string) *protocol.FriendEntry {
	for i := range f.Friends {
		if f.Friends[i].Name == name {
			return &f.Friends[i]
		}
	}
	return nil
}

// TestFriends: a friend code makes friends at once, a table's seat only
// asks until the other adds back; friends see each other online, invite
// each other to a waiting table (the invitation comes unasked to a
// connected friend) and accept or decline; a removal ends it both ways;
// recent opponents come from finished games. Hostile requests change
// nothing.
func TestFriends(t *testing.T) {
	n, store := testNode(t, hub.Config{})
	ctx := timeout(t, patience)
	aki, akiSecret := player(t, ctx, n, "Aki")
	ben, _ := player(t, ctx, n, "Ben")
	eve, eveSecret := player(t, ctx, n, "Eve")

	codeOf := func(c *client.Conn) string {
		m, err := c.Await(ctx, send(t, ctx, c, protocol.GetFriendCode{Header: hdr("friend_code")}))
		if err != nil {
			t.Fatal(err)
		}
		var fc protocol.FriendCode
		if err := m.Decode(&fc); err != nil || len(fc.Code) != hub.FriendCodeLength {
			t.Fatalf("friend code %s: %v", m.Raw, err)
		}
		return fc.Code
	}
	akiCode := codeOf(aki)
	if again := codeOf(aki); again != akiCode {
		t.Fatalf("Aki's friend code changed: %s, then %s", akiCode, again)
	}
	// Ben types Aki's code (any case, with a dash): friends both ways.
	typed := strings.ToLower(akiCode[:4] + "-" + akiCode[4:])
	f := friendsOf(t, ctx, ben, protocol.AddFriend{Header: hdr("add_friend"), Code: typed})
	if e := entryOf(f, "Aki"); e == nil || e.Status != protocol.FriendBoth || !e.Online || len(f.Friends) != 1 {
		t.Fatalf("Ben's list after adding Aki's code: %+v", f)
	}
	f = friendsOf(t, ctx, aki, protocol.GetFriends{Header: hdr("friends")})
	benID := entryOf(f, "Ben")
	if benID == nil || benID.Status != protocol.FriendBoth || !benID.Online {
		t.Fatalf("Aki's list: %+v", f)
	}

	// Hostile or wrong: nothing changes.
	for _, bad := range []struct {
		msg  any
		code string
	}{
		{protocol.AddFriend{Header: hdr("add_friend"), Code: akiCode}, protocol.CodeBadOptions}, // Aki adds Aki
		{protocol.AddFriend{Header: hdr("add_friend"), Code: "ZZZZZZZZ"}, protocol.CodeNotFound},
		{protocol.AddFriend{Header: hdr("add_friend"), Code: "0"}, protocol.CodeNotFound},
		{protocol.AddFriend{Header: hdr("add_friend")}, protocol.CodeBadOptions},
		{protocol.AddFriend{Header: hdr("add_friend"), Code: akiCode, Table: "x"}, protocol.CodeBadOptions},
		{protocol.RemoveFriend{Header: hdr("remove_friend"), Friend: "nobody"}, protocol.CodeNotFound},
		{protocol.InviteFriend{Header: hdr("invite_friend"), Friend: "nobody", Table: "x"}, protocol.CodeNotFound},
		{protocol.AnswerInvite{Header: hdr("answer_invite"), Invite: "nothing", Accept: new(bool)}, protocol.CodeNotFound},
		{protocol.AnswerInvite{Header: hdr("answer_invite"), Invite: "nothing"}, protocol.CodeBadMessage},
	} {
		expectError(t, ctx, aki, send(t, ctx, aki, bad.msg), bad.code)
	}
	if f := friendsOf(t, ctx, aki, protocol.GetFriends{Header: hdr("friends")}); len(f.Friends) != 1 {
		t.Errorf("after the refusals Aki's list is %+v", f)
	}

	// Eve met Aki at a table: adding her from its seat only asks.
	st, _ := openTable(t, ctx, eve, aki, "1")
	expectError(t, ctx, ben, send(t, ctx, ben, protocol.AddFriend{Header: hdr("add_friend"), Table: st.Table.ID, Seat: 0}),
		protocol.CodeNotSeated)
	expectError(t, ctx, eve, send(t, ctx, eve, protocol.AddFriend{Header: hdr("add_friend"), Table: st.Table.ID, Seat: 5}),
		protocol.CodeBadOptions)
	f = friendsOf(t, ctx, eve, protocol.AddFriend{Header: hdr("add_friend"), Table: st.Table.ID, Seat: 1})
	if e := entryOf(f, "Aki"); e == nil || e.Status != protocol.FriendAsked || e.Online {
		t.Fatalf("Eve's list after asking Aki: %+v", f)
	}
	f = friendsOf(t, ctx, aki, protocol.GetFriends{Header: hdr("friends")})
	eveID := entryOf(f, "Eve")
	if eveID == nil || eveID.Status != protocol.FriendAsks {
		t.Fatalf("Aki's list with Eve's request: %+v", f)
	}

	// Aki opens a table with a free seat: Eve, who only asked, cannot be
	// invited; Ben is, and hears of it unasked.
	m, err := aki.Await(ctx, send(t, ctx, aki, protocol.Create{Header: hdr("create"), Game: "koikoi",
		Options: protocol.Options{Rules: map[string]string{"rounds": "1"}}, Seats: []protocol.SeatSpec{{Kind: "person"}, {Kind: "person"}}}))
	if err != nil {
		t.Fatal(err)
	}
	open, _ := m.State()
	expectError(t, ctx, aki, send(t, ctx, aki, protocol.InviteFriend{Header: hdr("invite_friend"), Friend: eveID.ID, Table: open.Table.ID}),
		protocol.CodeNotFound)
	expectError(t, ctx, ben, send(t, ctx, ben, protocol.InviteFriend{Header: hdr("invite_friend"), Friend: entryOf(friendsOf(t, ctx, ben,
		protocol.GetFriends{Header: hdr("friends")}), "Aki").ID, Table: open.Table.ID}), protocol.CodeNotSeated)
	awaitOK(t, ctx, aki, send(t, ctx, aki, protocol.InviteFriend{Header: hdr("invite_friend"), Friend: benID.ID, Table: open.Table.ID}))
	var got protocol.Invites
	for got.Type != "invited" {
		m, err := ben.Read(ctx)
		if err != nil {
			t.Fatalf("waiting for the invitation: %v", err)
		}
		if m.Type == "invited" {
			if err := m.Decode(&got); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(got.Invites) != 1 || got.Invites[0].From != "Aki" || got.Invites[0].Table != open.Table.ID || len(got.Invites[0].Seats) != 2 {
		t.Fatalf("Ben's invitation: %+v", got)
	}
	// Another player cannot answer it; Ben accepts and the game starts.
	expectError(t, ctx, eve, send(t, ctx, eve, protocol.AnswerInvite{Header: hdr("answer_invite"), Invite: got.Invites[0].ID,
		Accept: new(bool)}), protocol.CodeNotFound)
	yes := true
	m, err = ben.Await(ctx, send(t, ctx, ben, protocol.AnswerInvite{Header: hdr("answer_invite"), Invite: got.Invites[0].ID, Accept: &yes}))
	if err != nil {
		t.Fatal(err)
	}
	if st, _ := m.State(); st.Table.ID != open.Table.ID || st.Table.Status == storage.StatusOpen {
		t.Fatalf("Ben's answer: %s", m.Raw)
	}
	expectError(t, ctx, ben, send(t, ctx, ben, protocol.AnswerInvite{Header: hdr("answer_invite"), Invite: got.Invites[0].ID, Accept: &yes}),
		protocol.CodeNotFound)

	// A declined invitation is gone.
	m, err = aki.Await(ctx, send(t, ctx, aki, protocol.Create{Header: hdr("create"), Game: "ikebana",
		Options: protocol.Options{Players: 3}, Seats: []protocol.SeatSpec{{Kind: "person"}, {Kind: "person"}, {Kind: "person"}}}))
	if err != nil {
		t.Fatal(err)
	}
	second, _ := m.State()
	awaitOK(t, ctx, aki, send(t, ctx, aki, protocol.InviteFriend{Header: hdr("invite_friend"), Friend: benID.ID, Table: second.Table.ID}))
	m, err = ben.Await(ctx, send(t, ctx, ben, protocol.GetInvites{Header: hdr("invites")}))
	if err != nil {
		t.Fatal(err)
	}
	var list protocol.Invites
	if err := m.Decode(&list); err != nil || len(list.Invites) != 1 || list.Invites[0].Game != "ikebana" {
		t.Fatalf("Ben's invitations: %s, %v", m.Raw, err)
	}
	awaitOK(t, ctx, ben, send(t, ctx, ben, protocol.AnswerInvite{Header: hdr("answer_invite"), Invite: list.Invites[0].ID, Accept: new(bool)}))
	if tb, _ := store.Table(ctx, second.Table.ID); tb.Seats[1].Kind != storage.SeatFree {
		t.Errorf("a declined invitation took a seat: %+v", tb.Seats)
	}

	// Ben leaves the app: Aki sees him offline.
	ben.CloseNow()
	waitFor(t, func() bool {
		e := entryOf(friendsOf(t, ctx, aki, protocol.GetFriends{Header: hdr("friends")}), "Ben")
		return e != nil && !e.Online
	})
	// Aki removes Ben: gone from both lists.
	f = friendsOf(t, ctx, aki, protocol.RemoveFriend{Header: hdr("remove_friend"), Friend: benID.ID})
	if entryOf(f, "Ben") != nil {
		t.Errorf("Aki's list after removing Ben: %+v", f)
	}

	// Eve and Aki finish their game: Aki is among Eve's recent opponents.
	finishGame(t, ctx, n, st.Table.ID, eveSecret, akiSecret)
	f = friendsOf(t, ctx, eve, protocol.GetFriends{Header: hdr("friends")})
	if len(f.Recent) != 1 || f.Recent[0].Name != "Aki" || f.Recent[0].Table != st.Table.ID || f.Recent[0].Seat != 1 {
		t.Errorf("Eve's recent opponents: %+v", f.Recent)
	}
}
