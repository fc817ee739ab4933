//go:build unix

package postgres

import (
	"context"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"

	"github.com/koikoi-app/koikoi/server/storage"
	"github.com/koikoi-app/koikoi/server/storage/postgres/pgtest"
)

// TestTablePlayersBackfill opens a database made before table_players
// (migration 3): the migration lists the people of its unfinished tables,
// and the triggers follow their seats and status from then on.
func TestTablePlayersBackfill(t *testing.T) {
	ctx := context.Background()
	dsn := pgtest.Shared(t).Database(t)
	pool, err := pgxpool.New(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	db := stdlib.OpenDBFromPool(pool)
	dir, _ := fs.Sub(migrations, "migrations")
	p, err := goose.NewProvider(goose.DialectPostgres, db, dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.UpTo(ctx, 3); err != nil {
		t.Fatal(err)
	}
	for _, tb := range []struct{ id, status, seats string }{
		{"a", "playing", `[{"kind":"person","player":"p1"},{"kind":"computer","level":"easy"}]`},
		{"b", "open", `[{"kind":"person","player":"p1"},{"kind":"free"}]`},
		{"c", "finished", `[{"kind":"person","player":"p1"},{"kind":"person","player":"p2"}]`},
		{"d", "playing", `null`},
	} {
		if _, err := db.Exec(`INSERT INTO game_tables (id, game, options, status, seats, state, clock_ms, version, seq, created, updated)
			VALUES ($1, 'koikoi', '', $2, $3, '', 60000, 1, 1, now(), now())`, tb.id, tb.status, tb.seats); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	pool.Close()

	s, err := Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	check := func(when string, want map[string][]string) {
		t.Helper()
		for player, want := range want {
			got, err := s.TablesOf(ctx, player)
			var ids []string
			for _, tb := range got {
				ids = append(ids, tb.ID)
			}
			if err != nil || !slices.Equal(ids, want) {
				t.Errorf("%s: TablesOf(%s) = %v, %v; want %v", when, player, ids, err, want)
			}
		}
	}
	check("after the migration", map[string][]string{"p1": {"a", "b"}, "p2": nil})

	// The triggers: p2 takes b's free seat, a ends, and a move that rewrites
	// b's seats unchanged keeps them.
	for _, q := range []string{
		`UPDATE game_tables SET seats = '[{"kind":"person","player":"p1"},{"kind":"person","player":"p2"}]', status = 'playing' WHERE id = 'b'`,
		`UPDATE game_tables SET status = 'finished' WHERE id = 'a'`,
		`UPDATE game_tables SET seats = seats, version = version + 1 WHERE id = 'b'`,
	} {
		if _, err := s.pool.Exec(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	check("after the updates", map[string][]string{"p1": {"b"}, "p2": {"b"}})
}

// TestTablesOfPlan checks that TablesOf reads a player's rows of
// table_players and then their tables by key, never every table being
// played through the status index (what PostgreSQL chose without
// statistics, 3.3 ms a call at 1,000 tables).
func TestTablesOfPlan(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, pgtest.Shared(t).Database(t))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	now := time.Now()
	for i := range 500 {
		id := "t" + strconv.Itoa(i)
		tb := storage.Table{ID: id, Game: "koikoi", Status: storage.StatusPlaying, State: []byte("x"), Version: 1, Seq: 1, Created: now, Updated: now,
			Seats: []storage.Seat{{Kind: storage.SeatPerson, Player: "p" + strconv.Itoa(i)}, {Kind: storage.SeatPerson, Player: "p" + strconv.Itoa(i+1)}}}
		if err := s.CreateTable(ctx, tb, []storage.Event{{TableID: id, Seq: 1, Kind: "created", Actor: -1, Time: now}}); err != nil {
			t.Fatal(err)
		}
	}
	all := queryPlan(t, s.pool, strings.Replace(tablesOf, "$1", "'p7'", 1))
	if strings.Contains(all, "game_tables_open") || !strings.Contains(all, "game_tables_pkey") {
		t.Errorf("TablesOf's plan:\n%s\nwant table_players, then game_tables by its key", all)
	}
	if got, err := s.TablesOf(ctx, "p7"); err != nil || len(got) != 2 || got[0].ID != "t6" || got[1].ID != "t7" {
		t.Errorf("TablesOf(p7) = %v, %v; want t6 and t7", got, err)
	}
}
