package postgres

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/storage"
	"github.com/koikoi-app/koikoi/server/storage/postgres/pgtest"
)

// TestOpenTablesPlan checks that quick match finds the waiting tables of
// its key through the partial index game_tables_open, which holds only
// waiting tables (a move's new row version adds no entry to it).
func TestOpenTablesPlan(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, pgtest.Shared(t).Database(t))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	now := time.Now()
	for i := range 300 {
		id := "t" + strconv.Itoa(i)
		status, key := storage.StatusPlaying, "koikoi/standard"
		if i%50 == 0 {
			status = storage.StatusOpen
		}
		tb := storage.Table{ID: id, Game: "koikoi", Status: status, MatchKey: key, State: []byte("x"), Version: 1, Seq: 1, Created: now.Add(time.Duration(i) * time.Second), Updated: now,
			Seats: []storage.Seat{{Kind: storage.SeatPerson, Player: "p" + strconv.Itoa(i)}, {Kind: storage.SeatFree}}}
		if err := s.CreateTable(ctx, tb, []storage.Event{{TableID: id, Seq: 1, Kind: "created", Actor: -1, Time: now}}); err != nil {
			t.Fatal(err)
		}
	}
	// A few hundred rows fit in a few pages, which a scan reads as fast:
	// the plan is asked with scans off, to show the index serves the query.
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(ctx)
	if _, err := tx.Exec(ctx, `SET LOCAL enable_seqscan = off`); err != nil {
		t.Fatal(err)
	}
	all := queryPlan(t, tx, strings.NewReplacer("$1", "'koikoi/standard'", "$2", "20").Replace(openTables))
	if !strings.Contains(all, "game_tables_open") {
		t.Errorf("OpenTables' plan:\n%s\nwant the partial index game_tables_open", all)
	}
	var def string
	if err := s.pool.QueryRow(ctx, `SELECT indexdef FROM pg_indexes WHERE indexname = 'game_tables_open'`).Scan(&def); err != nil ||
		!strings.Contains(def, "WHERE (status = 'open'::text)") {
		t.Errorf("game_tables_open is %q, %v; want it partial: the waiting tables only", def, err)
	}
	got, err := s.OpenTables(ctx, "koikoi/standard", 20)
	if err != nil || len(got) != 6 || got[0].ID != "t0" || got[5].ID != "t250" {
		t.Errorf("OpenTables = %d tables, %v; want the 6 waiting, t0 first and t250 last", len(got), err)
	}
}
