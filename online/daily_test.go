package online_test

import (
	"errors"
	"math"
	"slices"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
	"github.com/koikoi-app/koikoi/engine/koikoi/daily"
	"github.com/koikoi-app/koikoi/engine/koikoi/review"
	"github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
)

// TestDaily: the app plays the day's Koi-Koi daily with the engine and
// sends it; the server finds the same score, and the accuracy the app's
// review gives, and ranks it; a second result
// and a first move the position does not allow are refused; the day's
// table has the player's line; the moves are given only once the day is
// closed.
func TestDaily(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a Koi-Koi daily against the hard level at its full budget")
	}
	c := nodetest.NewClock(time.Date(2026, 12, 6, 23, 59, 0, 0, time.UTC))
	cfg := hubConfig()
	cfg.Now = c.Now
	srv := startServer(t, cfg)
	ctx := ctxT(t, patience)
	a, _ := connect(t, srv, "Aki")
	date := daily.Date(c.Now())

	g, _ := daily.New(date)
	bot, _ := daily.Computer(date)
	person, _ := ai.New("random", ai.WithSeed(7))
	var moves []string
	for g.State().Phase() != koikoi.PhaseGameOver {
		s := g.State()
		if s.Phase() == koikoi.PhaseRoundOver {
			g.NextRound()
			continue
		}
		obs := s.Observe(s.ToMove())
		m := bot.Move(&obs)
		if s.ToMove() == daily.Person {
			m = person.Move(&obs)
			moves = append(moves, m.String())
		}
		if err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	score := []int{g.State().Score(daily.Person), g.State().Score(daily.Person.Other())}

	if _, err := a.DailySubmit(ctx, "koikoi", date, []string{"shobu"}, score); !errors.Is(err, online.ErrIllegal) {
		t.Errorf("DailySubmit(shobu first) = %v; want ErrIllegal", err)
	}
	c.Set(c.Now().Add(2 * time.Minute)) // past midnight UTC: still taken
	r, err := a.DailySubmit(ctx, "koikoi", date, moves, score)
	if err != nil || r.Entry.Points != score[0] || r.Entry.Place != 1 || r.Players != 1 || !r.Entry.You || r.Entry.Accuracy == nil {
		t.Fatalf("DailySubmit() = %+v, %v; want %d points, first of 1, an accuracy", r, err, score[0])
	}
	// The accuracy on the board is the one the app's review shows.
	text, _ := g.MarshalText()
	rp, err := review.Load(text)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := review.Review(ctx, rp, daily.Person, review.WithLuckSamples(1))
	if err != nil {
		t.Fatal(err)
	}
	if want := math.Round(rep.Accuracy*10) / 10; *r.Entry.Accuracy != want {
		t.Errorf("the board's accuracy %v; the review's %v", *r.Entry.Accuracy, want)
	}
	if _, err := a.DailySubmit(ctx, "koikoi", date, moves, score); !errors.Is(err, online.ErrDailyPlayed) {
		t.Errorf("a second DailySubmit = %v; want ErrDailyPlayed", err)
	}
	board, err := a.DailyBoard(ctx, "koikoi", date, 0)
	if err != nil || len(board.Entries) != 1 || board.You == nil || board.You.Points != score[0] || board.Closed {
		t.Errorf("DailyBoard() = %+v, %v; want Aki's line, open", board, err)
	}
	if _, err := a.DailyRecord(ctx, "koikoi", date, 1); !errors.Is(err, online.ErrNotYet) {
		t.Errorf("DailyRecord before the close = %v; want ErrNotYet", err)
	}
	c.Set(time.Date(2026, 12, 7, 0, 0, 0, 0, time.UTC).Add(online.DailyGrace))
	rec, err := a.DailyRecord(ctx, "koikoi", date, 1)
	if err != nil || !slices.Equal(rec.Moves, moves) || rec.Entry.Name != "Aki" {
		t.Errorf("DailyRecord after the close = %+v, %v; want Aki's moves", rec, err)
	}
	if _, err := a.DailySubmit(ctx, "koikoi", date, moves, score); !errors.Is(err, online.ErrDailyClosed) {
		t.Errorf("DailySubmit after the close = %v; want ErrDailyClosed", err)
	}
	if _, err := a.DailyBoard(ctx, "koikoi", "2026-12-32", 0); !errors.Is(err, online.ErrBadDate) {
		t.Errorf("DailyBoard(2026-12-32) = %v; want ErrBadDate", err)
	}
}
