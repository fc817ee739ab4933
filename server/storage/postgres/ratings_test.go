//go:build unix

package postgres

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/koikoi-app/koikoi/server/storage"
	"github.com/koikoi-app/koikoi/server/storage/postgres/pgtest"
)

// TestLeaderboardPlan checks that a leaderboard page is read from
// ratings_board in its order, not by a scan and a sort of the ratings.
func TestLeaderboardPlan(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, pgtest.Shared(t).Database(t))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	now := time.Now()
	b := &pgx.Batch{}
	for i := range 2000 {
		id := "p" + strconv.Itoa(i)
		b.Queue(`INSERT INTO players (id, secret_hash, name, created) VALUES ($1, $2, $1, $3)`, id, []byte(id), now)
		for _, period := range []string{storage.AllTime, storage.Month(now)} {
			b.Queue(`INSERT INTO ratings (player_id, pool, period, rating, deviation, volatility, games, updated) VALUES ($1, $2, $3, $4, $5, 0.06, 10, $6)`,
				id, []string{"koikoi", "ikebana"}[i%2], period, 1000+float64(i%977), float64(40+i%150), now)
		}
	}
	if err := s.runBatch(ctx, b); err != nil {
		t.Fatal(err)
	}
	if _, err := s.pool.Exec(ctx, `ANALYZE ratings; ANALYZE players`); err != nil {
		t.Fatal(err)
	}
	for _, period := range []string{storage.AllTime, storage.Month(now)} {
		q := strings.NewReplacer("$1", "'koikoi'", "$2", "'"+period+"'", "$3", "100", "$4", "0").Replace(leaderboard)
		all := queryPlan(t, s.pool, q)
		if !strings.Contains(all, "ratings_board") || strings.Contains(all, "Sort") || strings.Contains(all, "Seq Scan on ratings") {
			t.Errorf("the leaderboard's plan (period %q):\n%s\nwant ratings_board read in order, no sort", period, all)
		}
	}
	board, err := s.Leaderboard(ctx, "koikoi", storage.AllTime, 0, 100)
	if err != nil || len(board) != 100 {
		t.Fatalf("Leaderboard = %d entries, %v; want 100", len(board), err)
	}
	for i := 1; i < len(board); i++ {
		if board[i].Rating > board[i-1].Rating || board[i].Deviation > storage.BoardDeviation {
			t.Fatalf("Leaderboard[%d] = %+v after %+v; want established ratings, the highest first", i, board[i], board[i-1])
		}
	}
}
