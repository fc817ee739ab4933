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
	all := queryPlan(t, s, leaderboard, "koikoi", "", 100, 0)
	if !strings.Contains(all, "ratings_board") || strings.Contains(all, "TEMP B-TREE") {
		t.Errorf("the leaderboard's plan:\n%s\nwant ratings_board read in order, no sort", all)
	}
}
