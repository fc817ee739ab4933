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

// testDailies: one result a player, game and day (a second is a
// conflict and changes nothing); the day's board ranked by points, then
// accuracy (none below any), then the time sent, with names and places
// and no moves; a player's own result with its moves and place; days and
// games apart.
func testDailies(t *testing.T, s storage.Store) {
	ctx := context.Background()
	for i, id := range []string{"a", "b", "c", "d", "e"} {
		if err := s.CreatePlayer(ctx, storage.Player{ID: id, SecretHash: []byte{byte(i)}, Name: "N" + id, Created: t0}); err != nil {
			t.Fatal(err)
		}
	}
	const day = "2026-12-06"
	add := func(player, game, date string, points int, accuracy float64, at time.Duration) storage.Daily {
		d := storage.Daily{Player: player, Game: game, Date: date, Moves: []string{"play jan-crane", "capture jan-plain-1"},
			Points: points, Accuracy: accuracy, Submitted: t0.Add(at)}
		if err := s.AddDaily(ctx, d); err != nil {
			t.Fatalf("AddDaily(%s, %s, %s) = %v", player, game, date, err)
		}
		return d
	}
	add("a", "koikoi", day, 7, 80, 0)
	add("b", "koikoi", day, 12, storage.NoAccuracy, time.Minute)
	add("c", "koikoi", day, 7, 91.5, 2*time.Minute)
	add("d", "koikoi", day, 7, 80, -time.Minute) // a's points and accuracy, sent earlier
	add("e", "koikoi", day, 7, storage.NoAccuracy, 0)
	add("a", "ikebana", day, 30, 70, 0)
	add("b", "koikoi", "2026-12-05", 40, 99, 0)

	again := storage.Daily{Player: "a", Game: "koikoi", Date: day, Moves: []string{"shobu"}, Points: 50, Accuracy: 100, Submitted: t0.Add(time.Hour)}
	if err := s.AddDaily(ctx, again); !errors.Is(err, storage.ErrConflict) {
		t.Errorf("a second AddDaily = %v; want ErrConflict", err)
	}

	board, err := s.DailyBoard(ctx, "koikoi", day, 0, 10)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range board {
		got = append(got, fmt.Sprintf("%d %s %s %d %g %v", d.Place, d.Player, d.Name, d.Points, d.Accuracy, d.Submitted.Sub(t0)))
		if d.Moves != nil {
			t.Errorf("DailyBoard gives %s's moves", d.Player)
		}
	}
	want := []string{"1 b Nb 12 -1 1m0s", "2 c Nc 7 91.5 2m0s", "3 d Nd 7 80 -1m0s", "4 a Na 7 80 0s", "5 e Ne 7 -1 0s"}
	if !slices.Equal(got, want) {
		t.Errorf("DailyBoard = %q\nwant %q", got, want)
	}
	if page, err := s.DailyBoard(ctx, "koikoi", day, 3, 10); err != nil || len(page) != 2 || page[0].Player != "a" || page[0].Place != 4 {
		t.Errorf("DailyBoard from the 4th = %+v, %v; want a (4th), e", page, err)
	}
	if page, err := s.DailyBoard(ctx, "koikoi", day, 10, 10); err != nil || len(page) != 0 {
		t.Errorf("DailyBoard past the end = %+v, %v; want none", page, err)
	}
	if n, err := s.DailyPlayers(ctx, "koikoi", day); err != nil || n != 5 {
		t.Errorf("DailyPlayers(koikoi) = %d, %v; want 5", n, err)
	}
	if n, err := s.DailyPlayers(ctx, "ikebana", "2026-12-07"); err != nil || n != 0 {
		t.Errorf("DailyPlayers of a day nobody played = %d, %v; want 0", n, err)
	}

	for _, w := range []struct {
		player string
		place  int
	}{{"b", 1}, {"c", 2}, {"d", 3}, {"a", 4}, {"e", 5}} {
		d, err := s.DailyOf(ctx, w.player, "koikoi", day)
		if err != nil || d.Place != w.place {
			t.Errorf("DailyOf(%s) = place %d, %v; want %d", w.player, d.Place, err, w.place)
		}
	}
	a, err := s.DailyOf(ctx, "a", "koikoi", day)
	if err != nil || a.Name != "Na" || a.Points != 7 || a.Accuracy != 80 || !a.Submitted.Equal(t0) ||
		!slices.Equal(a.Moves, []string{"play jan-crane", "capture jan-plain-1"}) {
		t.Errorf("DailyOf(a) = %+v, %v; want the first result, with its moves", a, err)
	}
	if d, err := s.DailyOf(ctx, "a", "ikebana", day); err != nil || d.Place != 1 || d.Points != 30 {
		t.Errorf("DailyOf(a, ikebana) = %+v, %v; want 30 points, first", d, err)
	}
	if _, err := s.DailyOf(ctx, "c", "ikebana", day); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("DailyOf of a day not played = %v; want ErrNotFound", err)
	}
}
