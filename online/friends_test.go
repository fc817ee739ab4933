package online_test

import (
	"errors"
	"testing"

	"github.com/koikoi-app/koikoi/online"
)

// TestFriendsAndInvites: friends by code through the client, an
// invitation heard at once by the friend's Session and accepted (the
// Session follows the table), another declined; a vacation started, told
// and ended; no push on a server without it.
func TestFriendsAndInvites(t *testing.T) {
	srv := startServer(t, hubConfig())
	ctx := ctxT(t, patience)
	a, _ := connect(t, srv, "Aki")
	b, _ := connect(t, srv, "Ben")
	code, err := a.FriendCode(ctx)
	if err != nil || code == "" {
		t.Fatalf("FriendCode = %q, %v", code, err)
	}
	if _, err := b.AddFriend(ctx, "ZZZZZZZZ"); !errors.Is(err, online.ErrNotFound) {
		t.Errorf("AddFriend(unknown) = %v; want ErrNotFound", err)
	}
	list, err := b.AddFriend(ctx, code)
	if err != nil || len(list.Friends) != 1 || list.Friends[0].Name != "Aki" || list.Friends[0].Status != online.FriendBoth {
		t.Fatalf("Ben's list after adding Aki: %+v, %v", list, err)
	}
	al, err := a.Friends(ctx)
	if err != nil || len(al.Friends) != 1 || !al.Friends[0].Online {
		t.Fatalf("Aki's list: %+v, %v", al, err)
	}
	heard := make(chan []online.InviteEntry, 4)
	b.OnInvited(func(l []online.InviteEntry) { heard <- l })
	tbl, err := a.Create(ctx, "koikoi", online.Options{}, []online.Seat{{Kind: online.Person}, {Kind: online.Person}}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := a.InviteFriend(ctx, al.Friends[0].ID, tbl.ID()); err != nil {
		t.Fatal(err)
	}
	var inv []online.InviteEntry
	select {
	case inv = <-heard:
	case <-ctx.Done():
		t.Fatal("Ben's Session never heard of the invitation")
	}
	if len(inv) != 1 || inv[0].From != "Aki" || inv[0].Table != tbl.ID() {
		t.Fatalf("Ben heard %+v", inv)
	}
	bt, err := b.AcceptInvite(ctx, inv[0].ID)
	if err != nil || bt.ID() != tbl.ID() {
		t.Fatalf("AcceptInvite = %v, %v", bt, err)
	}
	waitFor(t, "the game to start at Ben's table", func() bool { return bt.Status() == "playing" || bt.Status() == "finished" })
	if _, err := b.AcceptInvite(ctx, inv[0].ID); !errors.Is(err, online.ErrNotFound) {
		t.Errorf("a second AcceptInvite = %v; want ErrNotFound", err)
	}

	// A declined invitation leaves the list.
	tbl2, err := a.Create(ctx, "ikebana", online.Options{Players: 2}, []online.Seat{{Kind: online.Person}, {Kind: online.Person}}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := a.InviteFriend(ctx, al.Friends[0].ID, tbl2.ID()); err != nil {
		t.Fatal(err)
	}
	invs, err := b.Invites(ctx)
	if err != nil || len(invs) != 1 || invs[0].Game != "ikebana" {
		t.Fatalf("Ben's invitations: %+v, %v", invs, err)
	}
	if err := b.DeclineInvite(ctx, invs[0].ID); err != nil {
		t.Fatal(err)
	}
	if invs, _ := b.Invites(ctx); len(invs) != 0 {
		t.Errorf("after the decline: %+v", invs)
	}

	// Vacation.
	v, err := a.SetVacation(ctx, 3)
	// 18 left, or a day or two more when the vacation runs into next year.
	if err != nil || v.Until == 0 || v.Left < 18 || v.Left > 20 {
		t.Fatalf("SetVacation(3) = %+v, %v", v, err)
	}
	if now, err := a.VacationNow(ctx); err != nil || now.Until != v.Until || now.Left != v.Left {
		t.Errorf("VacationNow = %+v, %v; want %+v", now, err, v)
	}
	if _, err := a.SetVacation(ctx, 2); !errors.Is(err, online.ErrBadOptions) {
		t.Errorf("a second vacation = %v; want ErrBadOptions", err)
	}
	if v, err := a.SetVacation(ctx, 0); err != nil || v.Until != 0 {
		t.Errorf("ending the vacation = %+v, %v", v, err)
	}

	// This server sends no push.
	if key, err := a.PushKey(ctx); err != nil || key != "" {
		t.Errorf("PushKey = %q, %v; want none", key, err)
	}
	if err := a.PushSubscribe(ctx, "https://push.example.org/1", "x", "y", true, true); !errors.Is(err, online.ErrUnavailable) {
		t.Errorf("PushSubscribe = %v; want ErrUnavailable", err)
	}

	// Removing Aki ends the friendship both ways.
	if list, err := b.RemoveFriend(ctx, list.Friends[0].ID); err != nil || len(list.Friends) != 0 {
		t.Errorf("Ben's list after removing Aki: %+v, %v", list, err)
	}
}
