package storagetest

import (
	"context"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/storage"
)

// testPush: subscriptions saved, replaced by endpoint (another player on
// the same browser), listed per player and removed only by their player;
// Online follows the sessions on live nodes; the first server key wins.
func testPush(t *testing.T, s storage.Store) {
	ctx := context.Background()
	subs := []storage.PushSubscription{
		{Endpoint: "https://push.example/1", Player: "a", P256dh: "k1", Auth: "s1", Turns: true, Created: t0},
		{Endpoint: "https://push.example/2", Player: "a", P256dh: "k2", Auth: "s2", Invites: true, Created: t0.Add(time.Second)},
		{Endpoint: "https://push.example/3", Player: "b", P256dh: "k3", Auth: "s3", Turns: true, Invites: true, Created: t0},
		{Endpoint: "https://push.example/3", Player: "a", P256dh: "k4", Auth: "s4", Turns: true, Created: t0.Add(time.Minute)},
	}
	for _, sub := range subs {
		if err := s.SavePushSubscription(ctx, sub); err != nil {
			t.Fatal(err)
		}
	}
	list, err := s.PushSubscriptions(ctx, "a")
	if err != nil || len(list) != 3 || list[0] != subs[0] || list[1] != subs[1] || list[2] != subs[3] {
		t.Errorf("a's subscriptions: %+v, %v", list, err)
	}
	if list, _ := s.PushSubscriptions(ctx, "b"); len(list) != 0 {
		t.Errorf("b's subscription was taken over, still listed: %+v", list)
	}
	if err := s.RemovePushSubscription(ctx, "b", "https://push.example/1"); err != nil {
		t.Fatal(err)
	}
	if err := s.RemovePushSubscription(ctx, "a", "https://push.example/2"); err != nil {
		t.Fatal(err)
	}
	if list, _ := s.PushSubscriptions(ctx, "a"); len(list) != 2 || list[0].Endpoint != "https://push.example/1" {
		t.Errorf("a's subscriptions after the removals: %+v", list)
	}

	nodes := s.(storage.Nodes)
	if err := nodes.Beat(ctx, "n1", t0); err != nil {
		t.Fatal(err)
	}
	if on, err := s.Online(ctx, "a", t0); err != nil || on {
		t.Errorf("a online with no session: %v, %v", on, err)
	}
	if err := s.SetPresence(ctx, "n1", []storage.Presence{{Player: "a", Session: "s1"}}, nil); err != nil {
		t.Fatal(err)
	}
	if on, _ := s.Online(ctx, "a", t0); !on {
		t.Error("a offline with a session on a live node")
	}
	if on, _ := s.Online(ctx, "a", t0.Add(time.Second)); on {
		t.Error("a online on a node silent since the window began")
	}

	if v, err := s.ServerKey(ctx, "vapid", "first"); err != nil || v != "first" {
		t.Errorf("the first server key: %q, %v", v, err)
	}
	if v, err := s.ServerKey(ctx, "vapid", "second"); err != nil || v != "first" {
		t.Errorf("the server key after a second node's: %q, %v", v, err)
	}
}

// testVacations: vacations kept, their end changed, listed by the end.
func testVacations(t *testing.T, s storage.Store) {
	ctx := context.Background()
	day := 24 * time.Hour
	for _, v := range []storage.Vacation{
		{Player: "a", Starts: t0, Ends: t0.Add(3 * day)},
		{Player: "a", Starts: t0.Add(10 * day), Ends: t0.Add(20 * day)},
		{Player: "b", Starts: t0, Ends: t0.Add(day)},
		{Player: "a", Starts: t0.Add(10 * day), Ends: t0.Add(12 * day)}, // ended early
	} {
		if err := s.SetVacation(ctx, v); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.VacationsOf(ctx, "a", t0)
	if err != nil || len(got) != 2 || !got[1].Ends.Equal(t0.Add(12*day)) || !got[0].Starts.Equal(t0) {
		t.Errorf("a's vacations: %+v, %v", got, err)
	}
	if got, _ := s.VacationsOf(ctx, "a", t0.Add(3*day)); len(got) != 1 || !got[0].Starts.Equal(t0.Add(10*day)) {
		t.Errorf("a's vacations ending after day 3: %+v", got)
	}
}
