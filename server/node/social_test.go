package node_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/game"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// awaitOK reads until the answer to request id and checks it is "ok".
func awaitOK(t *testing.T, ctx context.Context, c *client.Conn, id int64) {
	t.Helper()
	m, err := c.Await(ctx, id)
	if err != nil || m.Type != "ok" {
		t.Fatalf("request %d: %s, %v; want ok", id, m.Raw, err)
	}
}

// awaitEvent reads until an event of kind and returns it.
func awaitEvent(t *testing.T, ctx context.Context, c *client.Conn, kind string) protocol.Event {
	t.Helper()
	for {
		m, err := c.Read(ctx)
		if err != nil {
			t.Fatalf("waiting for a %s event: %v", kind, err)
		}
		if e, err := m.Event(); m.Type == "event" && err == nil && e.Kind == kind {
			return e
		}
	}
}

// TestChat: a chat message of the list reaches every seat as an event from
// the sender's seat; anything else is refused and changes nothing.
func TestChat(t *testing.T) {
	n, store := testNode(t, hub.Config{})
	ctx := timeout(t, patience)
	aki, _ := player(t, ctx, n, "Aki")
	ben, _ := player(t, ctx, n, "Ben")
	eve, _ := player(t, ctx, n, "Eve")
	st, _ := openTable(t, ctx, aki, ben, "3")
	table := st.Table.ID

	awaitOK(t, ctx, ben, send(t, ctx, ben, protocol.Chat{Header: hdr("chat"), Table: table, Msg: "good-luck"}))
	for _, c := range []*client.Conn{aki, ben} {
		e := awaitEvent(t, ctx, c, "chat")
		var d protocol.ChatData
		if err := json.Unmarshal(e.Data, &d); err != nil || d.Seat != 1 || d.Msg != "good-luck" || e.Actor != 1 || e.View != nil {
			t.Errorf("chat event %+v (%s), %v", e, e.Data, err)
		}
	}

	before := snap(t, store, table)
	for _, tc := range []struct {
		name  string
		c     *client.Conn
		frame string
		code  string
	}{
		{"free text", aki, `{"type":"chat","id":7,"table":"` + table + `","msg":"you cheat"}`, protocol.CodeBadMessage},
		{"empty", aki, `{"type":"chat","id":7,"table":"` + table + `","msg":""}`, protocol.CodeBadMessage},
		{"a number", aki, `{"type":"chat","id":7,"table":"` + table + `","msg":7}`, protocol.CodeBadMessage},
		{"an unknown field", aki, `{"type":"chat","id":7,"table":"` + table + `","msg":"thanks","to":1}`, protocol.CodeBadMessage},
		{"not seated", eve, `{"type":"chat","id":7,"table":"` + table + `","msg":"thanks"}`, protocol.CodeNotSeated},
		{"no such table", aki, `{"type":"chat","id":7,"table":"nosuchtable","msg":"thanks"}`, protocol.CodeNotFound},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.c.SendRaw(ctx, []byte(tc.frame)); err != nil {
				t.Fatal(err)
			}
			expectError(t, ctx, tc.c, 7, tc.code)
			if after := snap(t, store, table); after != before {
				t.Errorf("the table changed: %+v → %+v", before, after)
			}
		})
	}

	// A flood: three at once, then refusals; the table gets the three.
	limited := 0
	for i := range 6 {
		id := send(t, ctx, aki, protocol.Chat{Header: hdr("chat"), Table: table, Msg: protocol.ChatMessages[i]})
		if _, err := aki.Await(ctx, id); err != nil {
			if pe, ok := err.(*protocol.Error); !ok || pe.Code != protocol.CodeRateLimited {
				t.Fatalf("chat %d: %v", i, err)
			}
			limited++
		}
	}
	// Aki's "no such table" took a token already.
	if limited < 3 || limited > 4 {
		t.Errorf("%d of 6 messages at once refused; want 3 or 4", limited)
	}
	sent := int64(6 - limited)
	waitSeq(t, store, table, before.seq+sent)
	if after := snap(t, store, table); after.seq != before.seq+sent || after.state != before.state {
		t.Errorf("after the flood the table is at seq %d (want %d), its game changed: %v", after.seq, before.seq+sent, after.state != before.state)
	}
}

// finishGame plays a table's game to its end with a bot for each person,
// each on a connection of its own with the person's secret.
func finishGame(t *testing.T, ctx context.Context, n *node.Node, table string, secrets ...string) {
	t.Helper()
	errs := make(chan error, len(secrets))
	for _, secret := range secrets {
		c, err := client.Dial(ctx, n.URL())
		if err != nil {
			t.Fatal(err)
		}
		defer c.CloseNow()
		if _, err := c.Hello(ctx, secret, ""); err != nil {
			t.Fatal(err)
		}
		send(t, ctx, c, protocol.Resume{Header: hdr("resume"), Table: table})
		b := &client.Bot{Conn: c, Level: "random", Choose: game.BotMove}
		go func() { errs <- b.Play(ctx) }()
	}
	for range secrets {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
}

// rematchEvents reads a table's rematch events after seq.
func rematchEvents(t *testing.T, ctx context.Context, store storage.Store, table string, after int64) []protocol.RematchData {
	t.Helper()
	evs, err := store.Events(ctx, table, after, 100)
	if err != nil {
		t.Fatal(err)
	}
	var out []protocol.RematchData
	for _, e := range evs {
		if e.Kind != "rematch" {
			continue
		}
		var d protocol.RematchData
		if err := json.Unmarshal(e.Public, &d); err != nil || e.Actor != d.Seat {
			t.Fatalf("rematch event %s (actor %d): %v", e.Public, e.Actor, err)
		}
		out = append(out, d)
	}
	return out
}

// TestRematch: a rematch is refused during the game and to strangers; the
// yes of every person starts a new table with the same options and
// seats, which both follow; a second rematch request changes nothing, and a
// decline ends the rematch of the next game.
func TestRematch(t *testing.T) {
	n, store := testNode(t, hub.Config{})
	ctx := timeout(t, patience)
	aki, akiSecret := player(t, ctx, n, "Aki")
	ben, benSecret := player(t, ctx, n, "Ben")
	eve, _ := player(t, ctx, n, "Eve")
	// Three rounds: a one-round game can end at its deal (a hand of four of
	// a month), and there would be no "during the game" to ask in.
	st, _ := openTable(t, ctx, aki, ben, "3")
	table := st.Table.ID
	yes, no := true, false
	rematch := func(c *client.Conn, table string, accept *bool) int64 {
		return send(t, ctx, c, protocol.Rematch{Header: hdr("rematch"), Table: table, Accept: accept})
	}
	expectError(t, ctx, aki, rematch(aki, table, &yes), protocol.CodeNoRematch)

	finishGame(t, ctx, n, table, akiSecret, benSecret)
	before := snap(t, store, table)
	expectError(t, ctx, eve, rematch(eve, table, &yes), protocol.CodeNotSeated)
	expectError(t, ctx, aki, rematch(aki, "nosuchtable", &yes), protocol.CodeNotFound)
	expectError(t, ctx, aki, rematch(aki, table, nil), protocol.CodeBadMessage)
	if err := aki.SendRaw(ctx, []byte(`{"type":"rematch","id":7,"table":"`+table+`","accept":"yes"}`)); err != nil {
		t.Fatal(err)
	}
	expectError(t, ctx, aki, 7, protocol.CodeBadMessage)
	if after := snap(t, store, table); after != before {
		t.Errorf("refused rematches changed the table: %+v → %+v", before, after)
	}

	awaitOK(t, ctx, aki, rematch(aki, table, &yes))
	awaitOK(t, ctx, aki, rematch(aki, table, &yes)) // said again: nothing new
	if after := snap(t, store, table); after.seq != before.seq+1 {
		t.Errorf("two yeses of one seat made %d events", after.seq-before.seq)
	}
	awaitOK(t, ctx, ben, rematch(ben, table, &yes))
	votes := rematchEvents(t, ctx, store, table, before.seq)
	if len(votes) != 2 || votes[0].Seat != 0 || !votes[0].Accept || votes[0].Table != "" || votes[0].Until < time.Now().UnixMilli() ||
		votes[1].Seat != 1 || !votes[1].Accept || votes[1].Table == "" {
		t.Fatalf("the votes: %+v", votes)
	}
	d := votes[1]
	old, _ := store.Table(ctx, table)
	next, err := store.Table(ctx, d.Table)
	if err != nil {
		t.Fatal(err)
	}
	if next.Status != storage.StatusPlaying || next.Options != old.Options || next.Clock != old.Clock ||
		next.Seats[0].Player != old.Seats[0].Player || next.Seats[1].Player != old.Seats[1].Player ||
		next.Seats[0].Away.IsZero() || next.Seats[1].Away.IsZero() {
		t.Errorf("the rematch's table %+v of %+v", next, old)
	}
	// Asking again once it started makes sure of the table, nothing more.
	awaitOK(t, ctx, ben, rematch(ben, table, &yes))
	if again := snap(t, store, table); again.seq != old.Seq {
		t.Errorf("a yes after the start added events")
	}

	finishGame(t, ctx, n, next.ID, akiSecret, benSecret)
	awaitOK(t, ctx, ben, rematch(ben, next.ID, &no))
	expectError(t, ctx, aki, rematch(aki, next.ID, &yes), protocol.CodeNoRematch)
	expectError(t, ctx, ben, rematch(ben, next.ID, &yes), protocol.CodeNoRematch)
}

// TestRematchWait: past the wait, a rematch is refused.
func TestRematchWait(t *testing.T) {
	n, store := testNode(t, hub.Config{RematchWait: time.Millisecond})
	ctx := timeout(t, patience)
	aki, akiSecret := player(t, ctx, n, "Aki")
	ben, benSecret := player(t, ctx, n, "Ben")
	st, _ := openTable(t, ctx, aki, ben, "1")
	finishGame(t, ctx, n, st.Table.ID, akiSecret, benSecret)
	before := snap(t, store, st.Table.ID)
	time.Sleep(5 * time.Millisecond)
	yes := true
	expectError(t, ctx, aki, send(t, ctx, aki, protocol.Rematch{Header: hdr("rematch"), Table: st.Table.ID, Accept: &yes}), protocol.CodeNoRematch)
	if after := snap(t, store, st.Table.ID); after != before {
		t.Errorf("a late rematch changed the table")
	}
}
