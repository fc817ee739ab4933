package node_test

import (
	"testing"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/game"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// TestAgainstComputers plays a whole game of each against the server's
// computers, then fetches its record and the statistics.
func TestAgainstComputers(t *testing.T) {
	n, _ := testNode(t, hub.Config{})
	ctx := timeout(t, patience)
	for _, tc := range []struct {
		game  string
		opts  protocol.Options
		seats []protocol.SeatSpec
	}{
		{"koikoi", protocol.Options{Preset: "standard", Rules: map[string]string{"rounds": "2"}}, []protocol.SeatSpec{{Kind: "person"}, {Kind: "computer", Level: "easy"}}},
		{"ikebana", protocol.Options{Players: 4, Final: true}, []protocol.SeatSpec{{Kind: "computer", Level: "random"}, {Kind: "person"}, {Kind: "computer", Level: "easy"}, {Kind: "computer", Level: "normal"}}},
	} {
		t.Run(tc.game, func(t *testing.T) {
			c, _ := player(t, ctx, n, "Aki")
			send(t, ctx, c, protocol.Create{Header: hdr("create"), Game: tc.game, Options: tc.opts, Seats: tc.seats})
			b := &client.Bot{Conn: c, Level: "normal", Choose: game.BotMove}
			if err := b.Play(ctx); err != nil {
				t.Fatal(err)
			}
			if b.Moves == 0 || len(b.Errors) != 0 {
				t.Errorf("%d moves, errors %v", b.Moves, b.Errors)
			}
			id := send(t, ctx, c, protocol.GetRecord{Header: hdr("record"), Table: b.Table.ID})
			m, err := c.Await(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			var rec protocol.Record
			if err := m.Decode(&rec); err != nil {
				t.Fatal(err)
			}
			rules, _ := game.Lookup(tc.game)
			g, err := rules.Load([]byte(rec.Record.Text))
			if err != nil || !g.Over() {
				t.Fatalf("the record does not replay to a finished game: %v", err)
			}
			if len(rec.Record.Seats) != len(tc.seats) || !rec.Record.Seats[b.Table.Seat].You {
				t.Errorf("record seats %+v", rec.Record.Seats)
			}
			id = send(t, ctx, c, protocol.Stats{Header: hdr("stats")})
			m, err = c.Await(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			var st protocol.StatsReply
			m.Decode(&st)
			if len(st.Games) != 1 || st.Games[0].Played != 1 || st.Games[0].Game != tc.game {
				t.Errorf("stats %+v", st)
			}
		})
	}
}
