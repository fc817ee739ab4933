package node_test

import (
	"context"
	"encoding/json"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// TestSeatRatings: at a rated table every person's seat carries their
// rating in the table's pool, the start's (1500, provisional) before a
// first rated game and the rating a game_end gave after it, in the table's
// state for everyone, in the "seat" event that seats a person and at a
// rated quick match; a casual table's seats carry none.
func TestSeatRatings(t *testing.T) {
	var later atomic.Int64 // how far the test moved the clock on
	n, store := testNode(t, hub.Config{Grace: time.Hour, Now: func() time.Time { return time.Now().Add(time.Duration(later.Load())) }})
	ctx := timeout(t, 60*time.Second)
	aki, akiSecret := player(t, ctx, n, "Aki")
	ben, benSecret := player(t, ctx, n, "Ben")

	seats := func(c *client.Conn, id int64) []protocol.SeatInfo {
		t.Helper()
		m, err := c.Await(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		st, err := m.State()
		if err != nil {
			t.Fatalf("%v: %s", err, m.Raw)
		}
		return st.Table.Seats
	}
	createJoin := func(rated bool) (string, []protocol.SeatInfo, []protocol.SeatInfo) {
		t.Helper()
		id := send(t, ctx, aki, protocol.Create{Header: hdr("create"), Game: "koikoi", Rated: rated,
			Options: protocol.Options{Rules: map[string]string{"rounds": "1"}}, Seats: []protocol.SeatSpec{{Kind: "person"}, {Kind: "person"}}})
		m, err := aki.Await(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		st, _ := m.State()
		joined := seats(ben, send(t, ctx, ben, protocol.Join{Header: hdr("join"), Code: st.Table.Invite}))
		return st.Table.ID, st.Table.Seats, joined
	}

	table, created, joined := createJoin(true)
	start := protocol.SeatInfo{Kind: "person", Rating: 1500, Provisional: true}
	if s := created[0]; s.Rating != start.Rating || !s.Provisional {
		t.Errorf("the creator's seat at a new rated table: %+v; want 1500, provisional", s)
	}
	for i, s := range joined {
		if s.Rating != 1500 || !s.Provisional {
			t.Errorf("seat %d in the joiner's state: %+v; want 1500, provisional", i, s)
		}
	}
	if got := seatEventRating(t, store, table, 1); got.Rating != 1500 || !got.Provisional {
		t.Errorf("the seat event of the joiner: %+v; want 1500, provisional", got)
	}
	finishGame(t, ctx, n, table, akiSecret, benSecret)
	d := gameEndRatings(t, store, table)

	// The next rated table shows the ratings the game gave.
	_, _, joined = createJoin(true)
	for i, s := range joined {
		if r := d.Ratings[i]; s.Rating != r.Rating || s.Provisional != r.Provisional || s.Rating == 1500 {
			t.Errorf("seat %d after a rated game: %+v; want %+v (moved from 1500)", i, s, r)
		}
	}

	// A casual table shows no rating.
	_, created, joined = createJoin(false)
	for i, s := range append(created, joined...) {
		if s.Rating != 0 || s.Provisional {
			t.Errorf("seat %d at a casual table carries a rating: %+v", i%2, s)
		}
	}

	// A rated quick match: the second player's answer has both ratings.
	quick := protocol.Quick{Header: hdr("quick"), Game: "koikoi", Rated: true, Options: protocol.Options{Rules: map[string]string{"rounds": "1"}}}
	first := seats(aki, send(t, ctx, aki, quick))
	if first[0].Rating != d.Ratings[0].Rating {
		t.Errorf("Aki's seat at her rated quick match: %+v; want %d", first[0], d.Ratings[0].Rating)
	}
	later.Store(int64(2 * time.Minute)) // Aki has waited long enough for any rating
	second := seats(ben, send(t, ctx, ben, quick))
	if len(second) != 2 || second[0].Rating != d.Ratings[0].Rating || second[1].Rating != d.Ratings[1].Rating {
		t.Errorf("the rated quick match's seats: %+v; want Aki %d and Ben %d", second, d.Ratings[0].Rating, d.Ratings[1].Rating)
	}
}

// seatEventRating returns the seat a table's "seat" event gave seat i.
func seatEventRating(t *testing.T, store storage.Store, table string, seat int) protocol.SeatInfo {
	t.Helper()
	evs, err := store.Events(context.Background(), table, 0, 1000)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range evs {
		if e.Kind != "seat" {
			continue
		}
		var d struct {
			Seat int `json:"seat"`
			protocol.SeatInfo
		}
		if err := json.Unmarshal(e.Public, &d); err != nil {
			t.Fatal(err)
		}
		if d.Seat == seat {
			return d.SeatInfo
		}
	}
	t.Fatalf("table %s has no seat event for seat %d", table, seat)
	return protocol.SeatInfo{}
}

// TestRecordHostile: a record is only one of the asker's finished games:
// an id no table has, an empty one, one of 3,000 letters (within a frame: a longer frame closes the connection), and a table of the
// asker's that has not ended are all not_found, and the connection goes
// on to fetch the asker's real record.
func TestRecordHostile(t *testing.T) {
	n, _ := testNode(t, hub.Config{Grace: time.Hour})
	ctx := timeout(t, 60*time.Second)
	aki, akiSecret := player(t, ctx, n, "Aki")
	ben, benSecret := player(t, ctx, n, "Ben")
	ask := func(table string) int64 {
		return send(t, ctx, aki, protocol.GetRecord{Header: hdr("record"), Table: table})
	}
	for _, id := range []string{"nosuchtable00000", "", strings.Repeat("x", 3000), "'; DROP TABLE records; --"} {
		expectError(t, ctx, aki, ask(id), protocol.CodeNotFound)
	}
	waiting := send(t, ctx, aki, protocol.Create{Header: hdr("create"), Game: "koikoi",
		Options: protocol.Options{Rules: map[string]string{"rounds": "1"}}, Seats: []protocol.SeatSpec{{Kind: "person"}, {Kind: "person"}}})
	m, err := aki.Await(ctx, waiting)
	if err != nil {
		t.Fatal(err)
	}
	st, _ := m.State()
	expectError(t, ctx, aki, ask(st.Table.ID), protocol.CodeNotFound)

	table := openRated(t, ctx, aki, ben, "1")
	finishGame(t, ctx, n, table, akiSecret, benSecret)
	m, err = aki.Await(ctx, ask(table))
	if err != nil {
		t.Fatal(err)
	}
	var rec protocol.Record
	if err := m.Decode(&rec); err != nil || rec.Record.Table != table || !strings.HasPrefix(rec.Record.Text, "koikoi-game") {
		t.Errorf("Aki's record after the hostile asks: %s (%v)", m.Raw, err)
	}
}
