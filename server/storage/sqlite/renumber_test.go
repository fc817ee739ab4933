package sqlite

import (
	"context"
	"database/sql"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/pressly/goose/v3"

	"github.com/koikoi-app/koikoi/server/storage"
)

// TestRenumbered opens a database migrated by the chain before SQLite's
// migrations were numbered as PostgreSQL's: at version 3, table_players
// (now 4) already made. Open applies 4 over it, which changes nothing
// that is there, and the store works as one made afresh.
func TestRenumbered(t *testing.T) {
	ctx := context.Background()
	old := fstest.MapFS{}
	for _, name := range []string{"00001_init.sql", "00002_nodes.sql"} {
		b, err := fs.ReadFile(migrations, "migrations/"+name)
		if err != nil {
			t.Fatal(err)
		}
		old[name] = &fstest.MapFile{Data: b}
	}
	b, err := os.ReadFile("testdata/oldchain/00003_table_players.sql")
	if err != nil {
		t.Fatal(err)
	}
	old["00003_table_players.sql"] = &fstest.MapFile{Data: b}

	path := filepath.Join(t.TempDir(), "server.db")
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := goose.NewProvider(goose.DialectSQLite3, db, old)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Up(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`INSERT INTO game_tables (id, game, options, status, seats, state, clock_ms, version, seq, created, updated)
		VALUES ('a', 'koikoi', '', 'playing', '[{"kind":"person","player":"p1"},{"kind":"computer","level":"easy"}]', x'', 60000, 1, 1, 0, 0)`); err != nil {
		t.Fatal(err)
	}
	db.Close()

	s, err := Open(ctx, path)
	if err != nil {
		t.Fatalf("Open over the old chain's version 3: %v", err)
	}
	defer s.Close()
	var version int64
	if err := s.db.QueryRowContext(ctx, `SELECT max(version_id) FROM goose_db_version`).Scan(&version); err != nil || version < 4 {
		t.Errorf("goose version = %d, %v; want at least 4", version, err)
	}
	if got, err := s.TablesOf(ctx, "p1"); err != nil || len(got) != 1 || got[0].ID != "a" {
		t.Errorf("TablesOf(p1) = %v, %v; want the old table a", got, err)
	}
	// The triggers still follow new tables.
	tb := storage.Table{ID: "b", Game: "koikoi", Status: storage.StatusOpen, Version: 1, Seq: 1,
		Seats: []storage.Seat{{Kind: storage.SeatPerson, Player: "p1"}, {Kind: storage.SeatFree}}}
	if err := s.CreateTable(ctx, tb, []storage.Event{{TableID: "b", Seq: 1, Kind: "created", Actor: -1}}); err != nil {
		t.Fatal(err)
	}
	if n, err := s.CountTablesOf(ctx, "p1"); err != nil || n != 2 {
		t.Errorf("CountTablesOf(p1) = %d, %v; want 2", n, err)
	}
}
