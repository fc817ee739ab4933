package storagetest

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/storage"
)

// testFriends: friend codes (unique, found back), additions both ways
// (friends) and one way (requests), online through a session on a node
// that beats, forgotten with the node, and table invitations taken once.
func testFriends(t *testing.T, s storage.Store) {
	ctx := context.Background()
	for i, id := range []string{"a", "b", "c", "d"} {
		if err := s.CreatePlayer(ctx, storage.Player{ID: id, SecretHash: []byte{byte(i)}, Name: "N" + id, Created: t0}); err != nil {
			t.Fatal(err)
		}
	}
	if code, err := s.FriendCode(ctx, "a"); err != nil || code != "" {
		t.Fatalf("a's friend code before any: %q, %v", code, err)
	}
	if err := s.SetFriendCode(ctx, "a", "CODEA"); err != nil {
		t.Fatal(err)
	}
	if err := s.SetFriendCode(ctx, "b", "CODEA"); !errors.Is(err, storage.ErrConflict) {
		t.Errorf("a taken code: %v; want ErrConflict", err)
	}
	if code, err := s.FriendCode(ctx, "a"); err != nil || code != "CODEA" {
		t.Errorf("a's friend code: %q, %v", code, err)
	}
	if p, err := s.PlayerByFriendCode(ctx, "CODEA"); err != nil || p.ID != "a" {
		t.Errorf("PlayerByFriendCode: %+v, %v", p, err)
	}
	if _, err := s.PlayerByFriendCode(ctx, "NOPE"); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("an unknown code: %v; want ErrNotFound", err)
	}

	// a and b add each other (friends), a adds c (a request), d adds a.
	for _, f := range []struct {
		p, o string
		at   time.Time
	}{{"a", "b", t0.Add(time.Minute)}, {"b", "a", t0}, {"a", "c", t0}, {"d", "a", t0}, {"a", "b", t0.Add(time.Hour)}} {
		if err := s.AddFriend(ctx, f.p, f.o, f.at); err != nil {
			t.Fatal(err)
		}
	}
	nodes, ok := s.(storage.Nodes)
	if !ok {
		t.Fatal("the store keeps no Nodes: presence needs them")
	}
	if err := nodes.Beat(ctx, "n1", t0); err != nil {
		t.Fatal(err)
	}
	if err := nodes.Beat(ctx, "n2", t0.Add(-time.Hour)); err != nil {
		t.Fatal(err)
	}
	for _, p := range []struct{ player, session, node string }{{"b", "s1", "n1"}, {"b", "s2", "n1"}, {"c", "s3", "n2"}} {
		if err := s.SetPresence(ctx, p.node, []storage.Presence{{Player: p.player, Session: p.session}}, nil); err != nil {
			t.Fatal(err)
		}
	}
	list, err := s.FriendList(ctx, "a", t0.Add(-time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	want := []storage.Friend{
		{Player: "b", Name: "Nb", Since: t0, Added: true, AddedBy: true, Online: true},
		{Player: "c", Name: "Nc", Since: t0, Added: true},   // its node is silent
		{Player: "d", Name: "Nd", Since: t0, AddedBy: true}, // a request to a
	}
	if len(list) != len(want) {
		t.Fatalf("a's friends = %+v; want %+v", list, want)
	}
	for i := range want {
		if g := list[i]; g.Player != want[i].Player || g.Name != want[i].Name || !g.Since.Equal(want[i].Since) ||
			g.Added != want[i].Added || g.AddedBy != want[i].AddedBy || g.Online != want[i].Online {
			t.Errorf("a's friend %d = %+v; want %+v", i, g, want[i])
		}
	}
	// b's sessions end one by one; the node's forgetting removes c's.
	online := func(player, of string) bool {
		list, err := s.FriendList(ctx, player, t0.Add(-2*time.Hour))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range list {
			if f.Player == of {
				return f.Online
			}
		}
		t.Fatalf("%s is not in %s's list", of, player)
		return false
	}
	if err := s.SetPresence(ctx, "n1", nil, []storage.Presence{{Player: "b", Session: "s1"}}); err != nil {
		t.Fatal(err)
	}
	if !online("a", "b") {
		t.Error("b is offline with a session left")
	}
	// One batch: b's last session leaves as e (no friend of a's) arrives.
	if err := s.SetPresence(ctx, "n1", []storage.Presence{{Player: "e", Session: "s9"}}, []storage.Presence{{Player: "b", Session: "s2"}}); err != nil {
		t.Fatal(err)
	}
	if online("a", "b") {
		t.Error("b is online with no session")
	}
	if on, err := s.Online(ctx, "e", t0.Add(-2*time.Hour)); err != nil || !on {
		t.Errorf("e, arrived in the batch that took b's last session: online %v, %v", on, err)
	}
	if !online("a", "c") {
		t.Error("c is offline on a node that beat within the window")
	}
	if err := nodes.ForgetNode(ctx, "n2"); err != nil {
		t.Fatal(err)
	}
	if err := nodes.Beat(ctx, "n2", t0); err != nil {
		t.Fatal(err)
	}
	if online("a", "c") {
		t.Error("c's session outlived its node's forgetting")
	}
	// Removing a friend removes both additions.
	if err := s.RemoveFriend(ctx, "b", "a"); err != nil {
		t.Fatal(err)
	}
	if list, _ := s.FriendList(ctx, "b", t0); len(list) != 0 {
		t.Errorf("b's friends after the removal: %+v", list)
	}

	// Invitations: listed newest first with the sender's name, one per
	// table and player, taken once, only by their player.
	for _, inv := range []storage.TableInvite{
		{ID: "i1", Table: "t1", From: "a", To: "b", Created: t0},
		{ID: "i2", Table: "t2", From: "d", To: "b", Created: t0.Add(time.Minute)},
	} {
		if err := s.AddTableInvite(ctx, inv); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.AddTableInvite(ctx, storage.TableInvite{ID: "i3", Table: "t1", From: "c", To: "b", Created: t0}); !errors.Is(err, storage.ErrConflict) {
		t.Errorf("a second invitation to one table: %v; want ErrConflict", err)
	}
	invs, err := s.TableInvites(ctx, "b")
	if err != nil || len(invs) != 2 || invs[0].ID != "i2" || invs[0].FromName != "Nd" || invs[1].Table != "t1" || !invs[1].Created.Equal(t0) {
		t.Errorf("b's invitations: %+v, %v", invs, err)
	}
	if _, err := s.TakeTableInvite(ctx, "i1", "c"); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("taking another's invitation: %v; want ErrNotFound", err)
	}
	if inv, err := s.TakeTableInvite(ctx, "i1", "b"); err != nil || inv.Table != "t1" || inv.From != "a" {
		t.Errorf("taking i1: %+v, %v", inv, err)
	}
	if _, err := s.TakeTableInvite(ctx, "i1", "b"); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("taking i1 twice: %v; want ErrNotFound", err)
	}
}
