package node_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// TestBlock: blocking oneself, a computer, or at a stranger's table is
// refused; a block hides the blocked person's chat from the blocker only,
// keeps them apart in quick matches, lists them, and is lifted.
func TestBlock(t *testing.T) {
	n, store := testNode(t, hub.Config{})
	ctx := timeout(t, 30*time.Second)
	aki, _ := player(t, ctx, n, "Aki")
	ben, _ := player(t, ctx, n, "Ben")
	eve, _ := player(t, ctx, n, "Eve")
	st, _ := openTable(t, ctx, aki, ben, "3")
	table := st.Table.ID
	expectError(t, ctx, aki, send(t, ctx, aki, protocol.Block{Header: hdr("block"), Table: table, Seat: 0}), protocol.CodeBadOptions)
	expectError(t, ctx, eve, send(t, ctx, eve, protocol.Block{Header: hdr("block"), Table: table, Seat: 0}), protocol.CodeNotSeated)
	expectError(t, ctx, aki, send(t, ctx, aki, protocol.Block{Header: hdr("block"), Table: table, Seat: 5}), protocol.CodeNotFound)
	expectError(t, ctx, aki, send(t, ctx, aki, protocol.Block{Header: hdr("block"), Table: "nosuchtable", Seat: 1}), protocol.CodeNotFound)
	awaitOK(t, ctx, aki, send(t, ctx, aki, protocol.Block{Header: hdr("block"), Table: table, Seat: 1}))

	// Ben's chat: hidden from Aki, shown to Ben himself.
	awaitOK(t, ctx, ben, send(t, ctx, ben, protocol.Chat{Header: hdr("chat"), Table: table, Msg: "hurry"}))
	for _, c := range []struct {
		name   string
		hidden bool
	}{{"Aki", true}, {"Ben", false}} {
		conn := map[string]*client.Conn{"Aki": aki, "Ben": ben}[c.name]
		e := awaitEvent(t, ctx, conn, "chat")
		var d protocol.ChatData
		if err := json.Unmarshal(e.Data, &d); err != nil || d.Hidden != c.hidden || (d.Msg == "") != c.hidden || d.Seat != 1 {
			t.Errorf("%s's chat event: %s", c.name, e.Data)
		}
	}

	m, err := aki.Await(ctx, send(t, ctx, aki, protocol.GetBlocks{Header: hdr("blocks")}))
	var list protocol.BlockList
	if err != nil || m.Decode(&list) != nil || len(list.Blocks) != 1 || list.Blocks[0].Name != "Ben" {
		t.Fatalf("blocks: %s, %v", m.Raw, err)
	}

	// Quick matches keep them apart, both ways.
	quick := func(c *client.Conn) protocol.State {
		m, err := c.Await(ctx, send(t, ctx, c, protocol.Quick{Header: hdr("quick"), Game: "koikoi", Options: protocol.Options{Rules: map[string]string{"rounds": "1"}}}))
		if err != nil {
			t.Fatal(err)
		}
		st, _ := m.State()
		return st
	}
	if a, b := quick(ben), quick(aki); a.Table.ID == b.Table.ID {
		t.Error("a quick match paired Aki with Ben, whom Aki blocks")
	}
	awaitOK(t, ctx, aki, send(t, ctx, aki, protocol.Unblock{Header: hdr("unblock"), Block: list.Blocks[0].ID}))
	tb, _ := store.Table(ctx, table)
	if _, by, _ := store.BlockList(ctx, tb.Seats[1].Player); len(by) != 0 {
		t.Errorf("after the unblock, Ben is blocked by %v", by)
	}
}
