package node_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/push"
	"github.com/koikoi-app/koikoi/server/push/pushtest"
	"github.com/koikoi-app/koikoi/server/storage"
	"github.com/koikoi-app/koikoi/server/storage/sqlite"
)

// TestPushTurn: a browser subscribes to word of its player's turns; when
// the other person's move makes a turn-based table wait for the player,
// who has no session open, the push service receives a notice that
// decrypts to the table's turn; while the player is connected, none is
// sent. Subscriptions with a bad endpoint or keys are refused.
func TestPushTurn(t *testing.T) {
	ctx := timeout(t, patience)
	svc := pushtest.New()
	defer svc.Close()
	// The sender keeps its keys in a store of its own: the node's is made
	// by testNode, after the sender is needed.
	keys, err := sqlite.Open(ctx, t.TempDir()+"/keys.db")
	if err != nil {
		t.Fatal(err)
	}
	defer keys.Close()
	sender, err := push.New(ctx, keys, push.Config{Subscriber: "mailto:ops@example.org", AllowPrivate: true})
	if err != nil {
		t.Fatal(err)
	}
	// Seed 1: Aki has the first move (seat 0).
	n, store := testNode(t, hub.Config{Push: sender, Seeds: func() uint64 { return 1 }})
	aki, _ := player(t, ctx, n, "Aki")
	ben, _ := player(t, ctx, n, "Ben")

	m, err := ben.Await(ctx, send(t, ctx, ben, protocol.GetPushKey{Header: hdr("push_key")}))
	if err != nil {
		t.Fatal(err)
	}
	var pk protocol.PushKey
	if err := m.Decode(&pk); err != nil || pk.Key != sender.PublicKey() {
		t.Fatalf("push key %s: %v", m.Raw, err)
	}
	sub := protocol.PushSubscribe{Header: hdr("push_subscribe"), Endpoint: svc.Endpoint(), P256dh: svc.P256dh(), Auth: svc.Auth(), Turns: true}
	for _, bad := range []protocol.PushSubscribe{
		{Endpoint: "ftp://example.org/x", P256dh: sub.P256dh, Auth: sub.Auth},
		{Endpoint: sub.Endpoint, P256dh: sub.Auth, Auth: sub.Auth},
		{Endpoint: sub.Endpoint, P256dh: sub.P256dh},
	} {
		bad.Header = hdr("push_subscribe")
		expectError(t, ctx, ben, send(t, ctx, ben, bad), protocol.CodeBadOptions)
	}
	awaitOK(t, ctx, ben, send(t, ctx, ben, sub))

	// A one-day table; Ben leaves the app.
	m, err = aki.Await(ctx, send(t, ctx, aki, protocol.Create{Header: hdr("create"), Game: "koikoi", Days: 1,
		Options: protocol.Options{Rules: map[string]string{"rounds": "3"}}, Seats: []protocol.SeatSpec{{Kind: "person"}, {Kind: "person"}}}))
	if err != nil {
		t.Fatal(err)
	}
	st, _ := m.State()
	table := st.Table.ID
	if _, err := ben.Await(ctx, send(t, ctx, ben, protocol.Join{Header: hdr("join"), Code: st.Table.Invite})); err != nil {
		t.Fatal(err)
	}
	// Aki moves until the table waits for Ben, who is connected: no word.
	moveUntil := func(seat int) {
		for {
			tb, g := current(t, store, table)
			if tb.Seats[seat].Turn {
				return
			}
			if l := g.Legal(0); len(l) > 0 {
				send(t, ctx, aki, protocol.Move{Header: hdr("move"), Table: table, Seq: tb.Seq, Move: l[0]})
				waitFor(t, func() bool { now, _ := store.Table(ctx, table); return now.Seq > tb.Seq })
				continue
			}
			t.Fatalf("neither Aki nor Ben is to move: %+v", tb.Seats)
		}
	}
	if tb, _ := current(t, store, table); !tb.Seats[0].Turn {
		t.Fatalf("seed 1 no longer gives Aki the first move: %+v", tb.Seats)
	}
	moveUntil(1)
	if got := svc.Received(); len(got) != 0 {
		t.Fatalf("word sent to a connected player: %+v", got)
	}
	// Ben plays, closes the app; Aki's move brings word.
	tb, g := current(t, store, table)
	send(t, ctx, ben, protocol.Move{Header: hdr("move"), Table: table, Seq: tb.Seq, Move: g.Legal(1)[0]})
	waitFor(t, func() bool { now, _ := store.Table(ctx, table); return now.Seq > tb.Seq && !now.Seats[1].Turn })
	ben.CloseNow()
	waitFor(t, func() bool {
		on, _ := store.Online(ctx, playerOf(t, store, table, 1), time.Time{})
		return !on
	})
	moveUntil(1)
	select {
	case <-svc.Wake():
	case <-ctx.Done():
		t.Fatal("no word of Ben's turn")
	}
	got := svc.Received()
	var msg push.Message
	if len(got) != 1 || got[0].Err != nil || json.Unmarshal(got[0].Payload, &msg) != nil ||
		msg != (push.Message{Kind: "turn", Table: table, Game: "koikoi"}) {
		t.Fatalf("received %+v (%+v)", got, msg)
	}
}

// playerOf is the player id at a table's seat.
func playerOf(t *testing.T, store storage.Store, table string, seat int) string {
	t.Helper()
	tb, err := store.Table(context.Background(), table)
	if err != nil {
		t.Fatal(err)
	}
	return tb.Seats[seat].Player
}
