package online_test

import (
	"errors"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/online"
)

// TestRated: a rated table played to its end gives both people a rating,
// which the game's end and the profile show; leaderboards answer, and
// refuse a page out of range; a rated quick match is marked rated.
func TestRated(t *testing.T) {
	cfg := hubConfig()
	// A fixed deal: a one-round game that ended at its deal (about 2 % of
	// deals) would have ratings before the first move.
	cfg.Seeds = func() uint64 { return 4 }
	srv := startServer(t, cfg)
	ctx := ctxT(t, 60*time.Second)
	a, _ := connect(t, srv, "Aki")
	b, _ := connect(t, srv, "Ben")
	opts := online.Options{Rules: map[string]string{"rounds": "1"}}
	seats := []online.Seat{{Kind: online.Person}, {Kind: online.Person}}
	if _, err := a.CreateRated(ctx, "koikoi", opts, []online.Seat{{Kind: online.Person}, {Kind: online.Computer, Level: "easy"}}, 0); !errors.Is(err, online.ErrBadOptions) {
		t.Errorf("CreateRated with a computer = %v; want ErrBadOptions", err)
	}
	ta, err := a.CreateRated(ctx, "koikoi", opts, seats, 0)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := b.Join(ctx, ta.Invite())
	if err != nil {
		t.Fatal(err)
	}
	if !ta.Rated() || !tb.Rated() {
		t.Fatalf("Rated() = %v, %v; want both true", ta.Rated(), tb.Rated())
	}
	if _, ok := ta.Ratings(); ok {
		t.Error("Ratings before the end: ok")
	}
	playOut(t, ta, tb)
	d, ok := ta.Ratings()
	if !ok || d.Pool != "koikoi" || len(d.Ratings) != 2 {
		t.Fatalf("Ratings() = %+v, %v; want both seats' in koikoi", d, ok)
	}
	p, err := a.Profile(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Ratings) != 1 || p.Ratings[0].Rating != d.Ratings[ta.Seat()].Rating || !p.Ratings[0].Provisional ||
		len(p.Ratings[0].History) != 1 || len(p.Last) != 1 || p.Last[0].Table != ta.ID() {
		t.Errorf("Profile() = %+v", p)
	}
	board, err := a.Leaderboard(ctx, "koikoi", "", 0)
	if err != nil || board.Pages != online.BoardPages || len(board.Entries) != 0 || board.You != nil {
		t.Errorf("Leaderboard() = %+v, %v; want an empty first page (both provisional)", board, err)
	}
	if _, err := a.Leaderboard(ctx, "koikoi", "", online.BoardPages); !errors.Is(err, online.ErrBadOptions) {
		t.Errorf("Leaderboard(past the last page) = %v; want ErrBadOptions", err)
	}
	q, err := b.QuickRated(ctx, "koikoi", opts)
	if err != nil || !q.Rated() {
		t.Errorf("QuickRated() = %v rated %v; want a rated table", err, err == nil && q.Rated())
	}
}
