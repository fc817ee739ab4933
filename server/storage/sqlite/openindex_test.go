package sqlite

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// TestOpenTablesPlan checks that quick match finds the waiting tables of
// its key through the partial index game_tables_open, which holds only
// waiting tables (a move's new row version adds no entry to it).
func TestOpenTablesPlan(t *testing.T) {
	s, err := Open(context.Background(), filepath.Join(t.TempDir(), "server.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	all := queryPlan(t, s, openTables, "koikoi/standard", 20)
	if !strings.Contains(all, "game_tables_open") {
		t.Errorf("OpenTables' plan:\n%s\nwant the partial index game_tables_open", all)
	}
	var def string
	if err := s.db.QueryRow(`SELECT sql FROM sqlite_master WHERE type = 'index' AND name = 'game_tables_open'`).Scan(&def); err != nil ||
		!strings.Contains(def, "WHERE status = 'open'") {
		t.Errorf("game_tables_open is %q, %v; want it partial: the waiting tables only", def, err)
	}
}
