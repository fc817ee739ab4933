package sqlite

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
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
	rows, err := s.db.Query(`EXPLAIN QUERY PLAN `+tablesOf, "p1", "open", "playing")
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
	all := strings.Join(plan, "\n")
	if strings.Contains(all, "game_tables_open") || !strings.Contains(all, "table_players USING PRIMARY KEY") {
		t.Errorf("TablesOf's plan:\n%s\nwant table_players by its key, then game_tables by id", all)
	}
}
