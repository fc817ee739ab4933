package node_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// openRated creates a rated two-person Koi-Koi table for a and b.
func openRated(t *testing.T, ctx context.Context, a, b *client.Conn, rounds string) string {
	t.Helper()
	id := send(t, ctx, a, protocol.Create{Header: hdr("create"), Game: "koikoi", Rated: true,
		Options: protocol.Options{Rules: map[string]string{"rounds": rounds}}, Seats: []protocol.SeatSpec{{Kind: "person"}, {Kind: "person"}}})
	m, err := a.Await(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	st, _ := m.State()
	if !st.Table.Rated {
		t.Fatalf("a rated table's state: %s", m.Raw)
	}
	if _, err := b.Await(ctx, send(t, ctx, b, protocol.Join{Header: hdr("join"), Code: st.Table.Invite})); err != nil {
		t.Fatal(err)
	}
	return st.Table.ID
}

// gameEndRatings reads the ratings a table's game_end carries.
func gameEndRatings(t *testing.T, store storage.Store, table string) protocol.RatingData {
	t.Helper()
	evs, err := store.Events(context.Background(), table, 0, 10000)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range evs {
		if e.Kind == "game_end" {
			var d struct {
				Rated protocol.RatingData `json:"rated"`
			}
			if err := json.Unmarshal(e.Public, &d); err != nil {
				t.Fatal(err)
			}
			return d.Rated
		}
	}
	t.Fatalf("table %s has no game_end", table)
	return protocol.RatingData{}
}

// TestRated: a rated game's end rates both people in the same commit and
// says so in game_end; the profile shows the rating, its history and the
// game; a person who leaves a rated game loses it.
func TestRated(t *testing.T) {
	n, store := testNode(t, hub.Config{Grace: time.Hour})
	ctx := timeout(t, 60*time.Second)
	aki, akiSecret := player(t, ctx, n, "Aki")
	ben, benSecret := player(t, ctx, n, "Ben")
	table := openRated(t, ctx, aki, ben, "1")
	finishGame(t, ctx, n, table, akiSecret, benSecret)

	d := gameEndRatings(t, store, table)
	if d.Pool != "koikoi" || len(d.Ratings) != 2 {
		t.Fatalf("game_end's ratings = %+v; want both seats in koikoi", d)
	}
	rec, err := store.Record(ctx, table)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range d.Ratings {
		want := map[string]int{storage.OutcomeWin: 1, storage.OutcomeLoss: -1, storage.OutcomeDraw: 0}[rec.Players[i].Outcome]
		if sign(r.Change) != want || !r.Provisional || r.Seat != i {
			t.Errorf("seat %d (%s): rating %+v", i, rec.Players[i].Outcome, r)
		}
	}

	m, err := aki.Await(ctx, send(t, ctx, aki, protocol.GetProfile{Header: hdr("profile")}))
	if err != nil {
		t.Fatal(err)
	}
	var prof protocol.Profile
	if err := m.Decode(&prof); err != nil {
		t.Fatal(err)
	}
	if len(prof.Ratings) != 1 || prof.Ratings[0].Games != 1 || prof.Ratings[0].Rating != d.Ratings[0].Rating ||
		len(prof.Ratings[0].History) != 1 || prof.Ratings[0].History[0].Table != table || prof.Ratings[0].Place != 0 ||
		len(prof.Last) != 1 || prof.Last[0].Table != table || prof.Name != "Aki" {
		t.Errorf("Aki's profile: %s", m.Raw)
	}

	// Aki leaves the next game: the stand-in finishes it, Aki loses.
	before := d.Ratings[0].Rating
	next := openRated(t, ctx, aki, ben, "3") // three rounds: no end at the deal, before the leave
	// A stranger cannot lose it for Aki, nor touch it.
	eve, _ := player(t, ctx, n, "Eve")
	expectError(t, ctx, eve, send(t, ctx, eve, protocol.Leave{Header: hdr("leave"), Table: next}), protocol.CodeNotSeated)
	expectError(t, ctx, eve, send(t, ctx, eve, protocol.Block{Header: hdr("block"), Table: next, Seat: 0}), protocol.CodeNotSeated)
	if tb, _ := store.Table(ctx, next); tb.Seats[0].StandIn || !tb.Rated {
		t.Errorf("after a stranger's leave, the table's seats %+v, rated %v", tb.Seats, tb.Rated)
	}
	if _, err := aki.Await(ctx, send(t, ctx, aki, protocol.Leave{Header: hdr("leave"), Table: next})); err != nil {
		t.Fatal(err)
	}
	finishGame(t, ctx, n, next, benSecret)
	d = gameEndRatings(t, store, next)
	if len(d.Ratings) != 2 || d.Ratings[0].Rating >= before || d.Ratings[1].Change <= 0 {
		t.Errorf("after Aki left: %+v; want Aki below %d, Ben up", d, before)
	}
	rec, _ = store.Record(ctx, next)
	stats, _ := store.Stats(ctx, rec.Players[0].Player)
	if len(stats) != 1 || stats[0].Left != 1 {
		t.Errorf("Aki's stats %+v; want one game left", stats)
	}
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// TestRatedRefusals: a rated table has people only; a leaderboard asks for
// a pool, a month and a page that exist; a table that takes computers is
// no longer rated.
func TestRatedRefusals(t *testing.T) {
	n, store := testNode(t, hub.Config{})
	ctx := timeout(t, 30*time.Second)
	aki, _ := player(t, ctx, n, "Aki")
	expectError(t, ctx, aki, send(t, ctx, aki, protocol.Create{Header: hdr("create"), Game: "koikoi", Rated: true,
		Seats: []protocol.SeatSpec{{Kind: "person"}, {Kind: "computer", Level: "easy"}}}), protocol.CodeBadOptions)
	for _, m := range []protocol.GetLeaderboard{
		{Pool: "chess"}, {Pool: "koikoi", Page: 4}, {Pool: "koikoi", Page: -1}, {Pool: "koikoi", Month: "13-2026"}, {Pool: "koikoi", Month: "2026-13"},
	} {
		m.Header = hdr("leaderboard")
		expectError(t, ctx, aki, send(t, ctx, aki, m), protocol.CodeBadOptions)
	}
	m, err := aki.Await(ctx, send(t, ctx, aki, protocol.GetLeaderboard{Header: hdr("leaderboard"), Pool: "ikebana", Month: "2026-12", Page: 3}))
	if err != nil || !strings.Contains(string(m.Raw), `"entries":[]`) || strings.Contains(string(m.Raw), `"you"`) {
		t.Errorf("an empty board: %s, %v", m.Raw, err)
	}

	id := send(t, ctx, aki, protocol.Quick{Header: hdr("quick"), Game: "koikoi", Rated: true, Options: protocol.Options{Rules: map[string]string{"rounds": "1"}}})
	qm, err := aki.Await(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	st, _ := qm.State()
	if !st.Table.Rated || !st.Table.Quick {
		t.Fatalf("a rated quick table: %s", qm.Raw)
	}
	// A casual quick match does not meet the rated one.
	ben, _ := player(t, ctx, n, "Ben")
	bm, err := ben.Await(ctx, send(t, ctx, ben, protocol.Quick{Header: hdr("quick"), Game: "koikoi", Options: protocol.Options{Rules: map[string]string{"rounds": "1"}}}))
	if err != nil {
		t.Fatal(err)
	}
	if bs, _ := bm.State(); bs.Table.ID == st.Table.ID || bs.Table.Rated {
		t.Errorf("a casual quick match took the rated table: %s", bm.Raw)
	}
	send(t, ctx, aki, protocol.AcceptComputer{Header: hdr("accept_computer"), Table: st.Table.ID})
	awaitEvent(t, ctx, aki, "start")
	if tb, _ := store.Table(ctx, st.Table.ID); tb.Rated {
		t.Error("a table that took a computer is still rated")
	}
}
