package sqlite

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// TestLeaderboardPlan checks that SQLite reads a leaderboard page from
// ratings_board in its order, without a sort.
func TestLeaderboardPlan(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "server.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	rows, err := s.db.QueryContext(ctx, `EXPLAIN QUERY PLAN `+leaderboard, "koikoi", "", 100, 0)
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
	if !strings.Contains(all, "ratings_board") || strings.Contains(all, "TEMP B-TREE") {
		t.Errorf("the leaderboard's plan:\n%s\nwant ratings_board read in order, no sort", all)
	}
}
