package storagetest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/storage"
)

// rated finishes a new rated table id with a record and rating changes.
func rated(ctx context.Context, s storage.Store, id string, at time.Time, changes ...storage.RatingChange) error {
	tb := newTable(id)
	tb.Rated = true
	if err := s.CreateTable(ctx, tb, []storage.Event{event(id, 1, "created")}); err != nil {
		return err
	}
	next := tb
	next.Version, next.Seq, next.Status = 2, 2, storage.StatusFinished
	rec := &storage.Record{TableID: id, Game: "koikoi", Options: "o", Text: []byte("text"), Status: storage.StatusFinished, Finished: at}
	for i, rc := range changes {
		rec.Players = append(rec.Players, storage.RecordSeat{Seat: i, Player: rc.Next.Player, Outcome: storage.OutcomeWin, Left: i == 1})
	}
	return s.Commit(ctx, storage.Commit{Table: next, Prev: 1, Events: []storage.Event{event(id, 2, "end")}, Record: rec, Ratings: changes})
}

func change(table, player string, prevGames int, r, rd float64, at time.Time) storage.RatingChange {
	return storage.RatingChange{TableID: table,
		Prev: storage.PlayerRating{Player: player, Pool: "koikoi", Games: prevGames},
		Next: storage.PlayerRating{Player: player, Pool: "koikoi", Rating: r, Deviation: rd, Volatility: 0.06, Games: prevGames + 1, Updated: at}}
}

// testRatings: a rated game's end writes its ratings with it, only over
// the ratings the changes were computed from; a stale change writes
// nothing at all, neither the table nor the record.
func testRatings(t *testing.T, s storage.Store) {
	ctx := context.Background()
	if err := rated(ctx, s, "r1", t0, change("r1", "p1", 0, 1600, 250, t0), change("r1", "p2", 0, 1400, 250, t0)); err != nil {
		t.Fatal(err)
	}
	if tb, err := s.Table(ctx, "r1"); err != nil || !tb.Rated {
		t.Errorf("Table(r1).Rated = %v, %v; want true", tb.Rated, err)
	}
	got, err := s.PlayerRatings(ctx, "p1")
	want := []storage.PlayerRating{{Player: "p1", Pool: "koikoi", Rating: 1600, Deviation: 250, Volatility: 0.06, Games: 1, Updated: t0}}
	if err != nil || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("PlayerRatings(p1) = %+v, %v; want %+v", got, err, want)
	}
	// A second first rating, or a change over a rating that moved on, is
	// a conflict that leaves everything as it was.
	for id, rc := range map[string]storage.RatingChange{
		"first-again": change("first-again", "p1", 0, 1700, 200, t0.Add(time.Hour)),
		"stale":       change("stale", "p1", 3, 1700, 200, t0.Add(time.Hour)),
	} {
		if err := rated(ctx, s, id, t0.Add(time.Hour), rc); !errors.Is(err, storage.ErrConflict) {
			t.Errorf("%s: Commit = %v; want ErrConflict", id, err)
		}
		if tb, err := s.Table(ctx, id); err != nil || tb.Version != 1 {
			t.Errorf("%s: table at version %d, %v; want 1 (nothing written)", id, tb.Version, err)
		}
		if _, err := s.Record(ctx, id); !errors.Is(err, storage.ErrNotFound) {
			t.Errorf("%s: Record = %v; want ErrNotFound", id, err)
		}
	}
	if got, _ := s.PlayerRatings(ctx, "p1"); len(got) != 1 || got[0].Games != 1 || got[0].Rating != 1600 {
		t.Errorf("after the conflicts, PlayerRatings(p1) = %+v; want the first rating", got)
	}
	if err := rated(ctx, s, "r3", t0.Add(2*time.Hour), change("r3", "p1", 1, 1650, 200, t0.Add(2*time.Hour))); err != nil {
		t.Fatal(err)
	}
	hist, err := s.RatingHistory(ctx, "p1", "koikoi", 10)
	var tables []string
	for _, p := range hist {
		tables = append(tables, p.TableID)
	}
	if err != nil || !slices.Equal(tables, []string{"r1", "r3"}) || hist[1].Rating != 1650 || !hist[1].Time.Equal(t0.Add(2*time.Hour)) {
		t.Errorf("RatingHistory(p1) = %+v, %v; want r1 then r3 at 1650", hist, err)
	}
	if hist, _ := s.RatingHistory(ctx, "p1", "koikoi", 1); len(hist) != 1 || hist[0].TableID != "r3" {
		t.Errorf("RatingHistory(p1, limit 1) = %+v; want the last, r3", hist)
	}
	stats, err := s.Stats(ctx, "p2")
	if err != nil || len(stats) != 1 || stats[0].Left != 1 {
		t.Errorf("Stats(p2) = %+v, %v; want one game left", stats, err)
	}
}

// testLeaderboard: established ratings only, the highest first, pages,
// places, and a month's board apart from all time.
func testLeaderboard(t *testing.T, s storage.Store) {
	ctx := context.Background()
	players := []struct {
		id     string
		rating float64
		rd     float64
	}{{"a", 1700, 60}, {"b", 1900, 100}, {"c", 2100, 150}, {"d", 1500, 50}, {"e", 1700, 80}}
	for i, p := range players {
		if err := s.CreatePlayer(ctx, storage.Player{ID: p.id, SecretHash: []byte{byte(i)}, Name: "N" + p.id, Created: t0}); err != nil {
			t.Fatal(err)
		}
		if err := rated(ctx, s, "t"+p.id, t0, change("t"+p.id, p.id, 0, p.rating, p.rd, t0)); err != nil {
			t.Fatal(err)
		}
	}
	board, err := s.Leaderboard(ctx, "koikoi", storage.AllTime, 0, 10)
	var ids []string
	for _, e := range board {
		ids = append(ids, e.Player)
	}
	if err != nil || !slices.Equal(ids, []string{"b", "a", "e", "d"}) || board[0].Name != "Nb" || board[0].Place != 1 || board[3].Place != 4 {
		t.Errorf("Leaderboard = %+v, %v; want b, a, e, d (c provisional)", board, err)
	}
	if page, err := s.Leaderboard(ctx, "koikoi", storage.AllTime, 2, 1); err != nil || len(page) != 1 || page[0].Player != "e" || page[0].Place != 3 {
		t.Errorf("Leaderboard(offset 2, limit 1) = %+v, %v; want e third", page, err)
	}
	if page, err := s.Leaderboard(ctx, "koikoi", storage.AllTime, 50, 10); err != nil || len(page) != 0 {
		t.Errorf("Leaderboard(past the end) = %+v, %v; want none", page, err)
	}
	for player, want := range map[string]int{"b": 1, "a": 2, "e": 3, "d": 4, "c": 0, "nobody": 0} {
		if got, err := s.BoardPlace(ctx, "koikoi", storage.AllTime, player); err != nil || got != want {
			t.Errorf("BoardPlace(%s) = %d, %v; want %d", player, got, err, want)
		}
	}
	month := storage.Month(t0)
	if got, err := s.BoardPlace(ctx, "koikoi", month, "b"); err != nil || got != 1 {
		t.Errorf("BoardPlace(b, %s) = %d, %v; want 1", month, got, err)
	}
	// Next month, d plays again: only d is on that month's board.
	later := t0.AddDate(0, 1, 0)
	if err := rated(ctx, s, "td2", later, change("td2", "d", 1, 1550, 48, later)); err != nil {
		t.Fatal(err)
	}
	next, err := s.Leaderboard(ctx, "koikoi", storage.Month(later), 0, 10)
	if err != nil || len(next) != 1 || next[0].Player != "d" || next[0].Rating != 1550 || next[0].Games != 1 {
		t.Errorf("Leaderboard(%s) = %+v, %v; want d alone at 1550", storage.Month(later), next, err)
	}
	if old, _ := s.Leaderboard(ctx, "koikoi", month, 0, 10); len(old) != 4 || old[3].Player != "d" || old[3].Rating != 1500 {
		t.Errorf("Leaderboard(%s) = %+v; want d still at 1500 there", month, old)
	}
	if other, err := s.Leaderboard(ctx, "ikebana", storage.AllTime, 0, 10); err != nil || len(other) != 0 {
		t.Errorf("Leaderboard(ikebana) = %+v, %v; want none", other, err)
	}
}
