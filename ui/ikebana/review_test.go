package ikebana

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/review"
	"github.com/koikoi-app/koikoi/store"
)

// quickReview are the options of the tests' reviews: a small search and
// few playouts, so that a game is reviewed in seconds.
var quickReview = []review.Option{review.WithBudget(300), review.WithLuckSamples(4)}

// replayCards counts the card views on the replay's table.
func replayCards(v *ReplayView) int {
	n := 0
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *CardWidget:
			n++
		case *fyne.Container:
			for _, c := range w.Objects {
				walk(c)
			}
		}
	}
	walk(v.board)
	return n
}

// TestReplayFromStandings opens a finished game's replay from its final
// standings, steps forward and back, jumps by round and by move, reveals
// the pile, and comes back to the standings.
func TestReplayFromStandings(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	g := playedToN(t, 3, -1, func(s ikebana.State) bool { return s.GameOver() })
	a.StartGame(g, "easy")
	test.Tap(a.Scores.Next)
	if a.Final == nil || a.Final.Replay == nil {
		t.Fatal("the final standings offer no replay")
	}
	test.Tap(a.Final.Replay)
	v := a.Replay()
	if v == nil || v.rp.Len() != g.Moves() {
		t.Fatalf("the replay has %d steps; want the game's %d", v.rp.Len(), g.Moves())
	}
	if !v.Prev.Disabled() || v.Next.Disabled() {
		t.Fatal("at the start, back is enabled or forward disabled")
	}
	test.Tap(v.Next)
	test.Tap(v.Next)
	test.Tap(v.Prev)
	if v.cur.Index() != 1 {
		t.Errorf("two steps forward and one back: at %d; want 1", v.cur.Index())
	}
	st := v.rp.Step(0)
	if want := a.T("ikebanaapp.replay.last", map[string]any{"Name": v.words().name(st.Seat), "Move": v.moveText(st.Move, v.rp.State(0))}); v.Last.Text != want {
		t.Errorf("the last move reads %q; want %q", v.Last.Text, want)
	}
	test.Tap(v.NextRound)
	if start, _ := v.rp.RoundStart(2); v.cur.Index() != start {
		t.Errorf("the next round's jump went to %d; want %d", v.cur.Index(), start)
	}
	test.Tap(v.PrevRound)
	if v.cur.Index() != 0 {
		t.Errorf("the jump back from round 2's start went to %d; want 0", v.cur.Index())
	}
	v.Move.SetValue(10)
	if v.cur.Index() != 10 {
		t.Errorf("the slider moved to %d; want 10", v.cur.Index())
	}
	hidden := replayCards(v)
	tapMiddle(v.RevealCheck)
	if s := v.cur.State(); replayCards(v) != hidden+s.PileLen() {
		t.Errorf("revealed: %d cards; want %d more than the %d shown, the pile's", replayCards(v), s.PileLen(), hidden)
	}
	sh.back()
	if a.Final == nil || sh.build == nil {
		t.Fatal("back from the replay does not show the standings")
	}
}

// runPosts plays the UI loop for a review on a goroutine until done holds.
func runPosts(t *testing.T, loop chan func(), done func() bool) {
	t.Helper()
	for deadline := time.After(5 * time.Minute); !done(); {
		select {
		case f := <-loop:
			f()
		case <-deadline:
			t.Fatal("the review never ended")
		}
	}
}

// TestReviewOfAKnownGame reviews a seeded two-florist game through the
// screens: the accuracy shown is the engine's, the costliest decisions
// are listed, and the first shows the table as it was with its grade.
func TestReviewOfAKnownGame(t *testing.T) {
	g := finished(t, func(ws []ikebana.Seat) bool { return len(ws) == 1 })
	record, _ := g.MarshalText()
	rp, err := review.Load(record)
	if err != nil {
		t.Fatal(err)
	}
	want, err := review.Review(context.Background(), rp, you, quickReview...)
	if err != nil {
		t.Fatal(err)
	}
	if len(want.Key) == 0 {
		t.Fatal("the engine finds no costly decision; the test wants one")
	}
	a, _ := newTestApp(t, t.TempDir())
	a.ReviewOptions = quickReview
	loop := make(chan func(), 1)
	a.Post = func(f func()) { loop <- f }
	if err := a.ShowReplay(record, nil, you, a.ShowStats); err != nil {
		t.Fatal(err)
	}
	v := a.Replay()
	test.Tap(v.Review)
	if rv := v.ReviewShown(); rv == nil || rv.Progress == nil {
		t.Fatal("the review shows no progress while it runs")
	}
	runPosts(t, loop, func() bool { return v.reports[you] != nil })
	rv := v.ReviewShown()
	if rv == nil || rv.Accuracy == nil {
		t.Fatal("the finished review shows no accuracy")
	}
	if got, w := rv.Accuracy.Text, a.T("ikebanaapp.review.accuracy", map[string]any{"Accuracy": a.l().Fixed(want.Accuracy, 1)}); got != w {
		t.Errorf("accuracy shown %q; want the engine's %q", got, w)
	}
	if len(rv.Key) != len(want.Key) || len(rv.Lines) != len(want.Decisions) {
		t.Errorf("%d costliest and %d lines; want %d and %d", len(rv.Key), len(rv.Lines), len(want.Key), len(want.Decisions))
	}
	k := want.Key[0]
	test.Tap(rv.Key[0])
	if v.cur.Index() != k.Index {
		t.Fatalf("the costliest decision shows the table at %d; want %d", v.cur.Index(), k.Index)
	}
	best := v.moveText(k.Best, rp.State(k.Index))
	if !v.Grade.Visible() || !strings.Contains(v.Grade.Text, best) || !strings.Contains(v.Grade.Text, a.l().Fixed(k.Loss, 2)) {
		t.Errorf("the grade reads %q; want the better move %q and the loss", v.Grade.Text, best)
	}
	if rs := v.reasons(k); len(k.Reasons) > 0 && (len(rs) == 0 || !strings.Contains(v.Grade.Text, rs[0])) {
		t.Errorf("the grade %q gives no reason for the better move (%q)", v.Grade.Text, rs)
	}
}

// TestReviewCanBeLeft stops a review under way: nothing it reports
// afterwards shows.
func TestReviewCanBeLeft(t *testing.T) {
	a, _ := newTestApp(t, t.TempDir())
	a.ReviewOptions = quickReview
	loop := make(chan func(), 16)
	a.Post = func(f func()) { loop <- f }
	record, _ := finished(t, func([]ikebana.Seat) bool { return true }).MarshalText()
	if err := a.ShowReplay(record, nil, you, a.ShowStats); err != nil {
		t.Fatal(err)
	}
	v := a.Replay()
	test.Tap(v.Review)
	test.Tap(v.ReviewShown().Stop)
	if v.run != nil || v.ReviewShown() != nil {
		t.Fatal("the review is still under way or shown after Stop")
	}
	for quiet := 0; quiet < 3; {
		select {
		case f := <-loop:
			f()
			quiet = 0
		case <-time.After(200 * time.Millisecond):
			quiet++
		}
	}
	if v.reports[you] != nil || v.ReviewShown() != nil {
		t.Error("the stopped review reported")
	}
}

// TestLastGamesInStats: a finished game against the computer is kept and
// listed in the statistics, whose row opens its replay; a record the
// engine cannot replay opens nothing.
func TestLastGamesInStats(t *testing.T) {
	dir := t.TempDir()
	a, sh := newTestApp(t, dir)
	g := finished(t, func(ws []ikebana.Seat) bool { return true })
	if err := a.StartGame(g, "easy"); err != nil {
		t.Fatal(err)
	}
	games, err := store.New(store.Dir{Path: dir}).LoadIkebanaGames()
	if err != nil || len(games) != 1 || len(games[0].Seats) != 2 {
		t.Fatalf("kept games %+v, %v; want the finished game with its 2 seats", games, err)
	}
	a.ShowStats()
	if len(a.lastGames) != 1 {
		t.Fatalf("the statistics list %d last games; want 1", len(a.lastGames))
	}
	test.Tap(a.lastGames[0])
	if v := a.Replay(); v == nil || v.rp.Len() != g.Moves() {
		t.Fatal("the last game's row opened no replay of it")
	}
	sh.back()
	if a.Stats == nil || len(a.lastGames) != 1 {
		t.Error("back from the replay does not return to the statistics")
	}
	a.replay = nil
	if err := a.ShowReplay([]byte("ikebana-game 1\nnonsense\n"), nil, you, a.ShowStats); !errors.Is(err, review.ErrBadRecord) || a.Replay() != nil {
		t.Errorf("a bad record: %v, replay %v; want ErrBadRecord and none", err, a.Replay())
	}
}

// TestReplayFits shows the replay, the pile revealed, at a graded
// decision, and the review's report, in every language and window: no
// text is cut and every control is in reach.
func TestReplayFits(t *testing.T) {
	g := playedToN(t, 5, -1, func(s ikebana.State) bool { return s.GameOver() })
	record, _ := g.MarshalText()
	rp, _ := review.Load(record)
	rep, err := review.Review(context.Background(), rp, you, review.WithBudget(100), review.WithLuckSamples(2))
	if err != nil || len(rep.Key) == 0 {
		t.Fatalf("review: %v, %d costly decisions; want one", err, len(rep.Key))
	}
	eachFitWindow(t, func(name string, sz fyne.Size, a *App, sh *testShell) {
		if err := a.ShowReplay(record, nil, you, a.ShowStats); err != nil {
			t.Fatal(err)
		}
		v := a.Replay()
		v.reports[you] = rep
		v.cur.Seek(rep.Key[0].Index)
		tapMiddle(v.RevealCheck)
		checkFit(t, name+" replay", sh.win, sz, true)
		for _, b := range []*widget.Button{v.Prev, v.Next, v.PrevRound, v.NextRound, v.Review} {
			p := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
			if p.Y+b.Size().Height > sz.Height+0.5 {
				t.Errorf("%s: a replay control at y %.0f leaves the window", name, p.Y)
			}
		}
		test.Tap(v.Review)
		checkFit(t, name+" review", sh.win, sz, true)
	})
}

// tapMiddle taps o at the middle of its height, near its left edge, where
// a check box answers in a row taller than itself.
func tapMiddle(o interface {
	fyne.Tappable
	Size() fyne.Size
}) {
	test.TapAt(o, fyne.NewPos(10, o.Size().Height/2))
}

// TestPasteAGame opens a game from its pasted text: a bad text gives the
// error and stays in the box; the good one opens its replay, whose back
// arrow returns to the box with the text.
func TestPasteAGame(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	a.ShowStats()
	test.Tap(a.pasteButton)
	v := a.Paste()
	if v == nil || v.Error.Visible() {
		t.Fatal("no paste screen, or it opens with an error")
	}
	g := finished(t, func([]ikebana.Seat) bool { return true })
	rec, _ := g.MarshalText()
	good := string(rec)
	bad := strings.Replace(good, "moves\n", "moves\nkeep\n", 1)
	test.Type(v.Entry, bad)
	test.Tap(v.Open)
	if a.Replay() != nil || !v.Error.Visible() || v.Entry.Text != bad {
		t.Fatalf("a bad text: replay %v, error shown %v, text kept %v", a.Replay() != nil, v.Error.Visible(), v.Entry.Text == bad)
	}
	v.Entry.SetText(good)
	test.Tap(v.Open)
	if r := a.Replay(); r == nil || r.rp.Len() != g.Moves() {
		t.Fatal("the good text opened no replay of its game")
	}
	sh.back()
	if a.Paste() == v || a.Paste().Entry.Text != good {
		t.Error("back from the replay does not return to the paste screen with its text")
	}
}
