package sqlite

import (
	"context"
	"database/sql"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pressly/goose/v3"
)

// TestTablesOfPlan checks that TablesOf reads a player's rows of
// table_players and then their tables by key, not every table being played
// through the status index (what SQLite chose before the +status).
func TestTablesOfPlan(t *testing.T) {
	s, err := Open(context.Background(), filepath.Join(t.TempDir(), "server.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	all := queryPlan(t, s, tablesOf, "p1", "open", "playing")
	if strings.Contains(all, "game_tables_open") || !strings.Contains(all, "table_players USING PRIMARY KEY") {
		t.Errorf("TablesOf's plan:\n%s\nwant table_players by its key, then game_tables by id", all)
	}
}

// TestTablePlayersBackfill opens a database made before table_players
// (migration 2): the migration lists the people of its unfinished tables.
func TestTablePlayersBackfill(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "server.db")
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	dir, _ := fs.Sub(migrations, "migrations")
	p, err := goose.NewProvider(goose.DialectSQLite3, db, dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.UpTo(ctx, 2); err != nil {
		t.Fatal(err)
	}
	for _, tb := range []struct{ id, status, seats string }{
		{"a", "playing", `[{"kind":"person","player":"p1"},{"kind":"computer","level":"easy"}]`},
		{"b", "open", `[{"kind":"person","player":"p1"},{"kind":"free"}]`},
		{"c", "finished", `[{"kind":"person","player":"p1"},{"kind":"person","player":"p2"}]`},
	} {
		if _, err := db.Exec(`INSERT INTO game_tables (id, game, options, status, seats, state, clock_ms, version, seq, created, updated)
			VALUES (?, 'koikoi', '', ?, ?, x'', 60000, 1, 1, 0, 0)`, tb.id, tb.status, tb.seats); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for player, want := range map[string][]string{"p1": {"a", "b"}, "p2": nil} {
		got, err := s.TablesOf(ctx, player)
		var ids []string
		for _, tb := range got {
			ids = append(ids, tb.ID)
		}
		if err != nil || !slices.Equal(ids, want) {
			t.Errorf("TablesOf(%s) = %v, %v; want %v", player, ids, err, want)
		}
	}
}
