package node_test

import (
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/game"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// BenchmarkMoveRoundTrip measures a person's move through the whole server:
// sent over a WebSocket, committed to SQLite, and its event back to the
// sender, with a random computer answering at once. It reports the time
// per event of the table (moves, deals and the rest).
func BenchmarkMoveRoundTrip(b *testing.B) {
	n, store := testNode(b, hub.Config{})
	ctx := timeout(b, 10*time.Minute)
	c, _ := player(b, ctx, n, "Bench")
	b.ReportAllocs()
	moves := int64(0)
	b.ResetTimer()
	for b.Loop() {
		send(b, ctx, c, protocol.Create{Header: hdr("create"), Game: "ikebana", Options: protocol.Options{Players: 2},
			Seats: []protocol.SeatSpec{{Kind: "person"}, {Kind: "computer", Level: "random"}}})
		bot := &client.Bot{Conn: c, Level: "random", Choose: game.BotMove}
		if err := bot.Play(ctx); err != nil {
			b.Fatal(err)
		}
		tb, _ := store.Table(ctx, bot.Table.ID)
		moves += tb.Seq
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves)/1e3, "µs/event")
}
