package online_test

import (
	"errors"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/online"
)

// TestBlock: a block refused at one's own seat; Ben's chat no longer
// reaches Aki once she blocks him, and comes back once she unblocks him.
func TestBlock(t *testing.T) {
	srv := startServer(t, hubConfig())
	ctx := ctxT(t, 20*time.Second)
	a, _, ta, tb := twoAtTable(t, srv)
	if err := a.Block(ctx, ta.ID(), ta.Seat()); !errors.Is(err, online.ErrBadOptions) {
		t.Errorf("Block(own seat) = %v; want ErrBadOptions", err)
	}
	if err := a.Block(ctx, ta.ID(), tb.Seat()); err != nil {
		t.Fatal(err)
	}
	list, err := a.Blocks(ctx)
	if err != nil || len(list) != 1 || list[0].Name != "Ben" {
		t.Fatalf("Blocks() = %+v, %v; want Ben", list, err)
	}
	if err := tb.Chat(ctx, "hurry"); err != nil {
		t.Fatal(err)
	}
	if err := a.Unblock(ctx, list[0].ID); err != nil {
		t.Fatal(err)
	}
	if err := tb.Chat(ctx, "thanks"); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "Ben's second chat", func() bool { return len(ta.Chats()) > 0 })
	waitFor(t, "Ben's chats", func() bool { return len(tb.Chats()) == 2 })
	if chats := ta.Chats(); len(chats) != 1 || chats[0].Msg != "thanks" {
		t.Errorf("Aki's chats = %+v; want only the one after the unblock", chats)
	}
}
