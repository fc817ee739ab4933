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
	rows, err := s.db.Query(`EXPLAIN QUERY PLAN `+openTables, "koikoi/standard", 20)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var plan []string
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			t.Fatal(err)
		}
		plan = append(plan, detail)
	}
	if all := strings.Join(plan, "\n"); !strings.Contains(all, "game_tables_open") {
		t.Errorf("OpenTables' plan:\n%s\nwant the partial index game_tables_open", all)
	}
	var def string
	if err := s.db.QueryRow(`SELECT sql FROM sqlite_master WHERE type = 'index' AND name = 'game_tables_open'`).Scan(&def); err != nil ||
		!strings.Contains(def, "WHERE status = 'open'") {
		t.Errorf("game_tables_open is %q, %v; want it partial: the waiting tables only", def, err)
	}
}
