package koikoi

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/review"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/store"
)

// quickReview are the options of the tests' reviews: a small search, few
// guesses and playouts, so that a game is reviewed in a second.
var quickReview = []review.Option{review.WithBudget(300), review.WithSamples(8), review.WithLuckSamples(8)}

// cardsShown counts the card widgets on the replay's table, face up and
// face down.
func cardsShown(v *ReplayView) (up, down int) {
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *CardWidget:
			if w.Card == koikoi.NoCard || w.Back {
				down++
			} else {
				up++
			}
		case *fyne.Container:
			for _, c := range w.Objects {
				walk(c)
			}
		}
	}
	walk(v.board)
	return up, down
}

// TestReplayFromGameOver opens a finished game's replay from its end,
// steps forward and back, jumps by round and by move, reveals the hidden
// cards, and comes back to the game's end.
func TestReplayFromGameOver(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	startFinished(a, store.ModeComputer)
	tb := a.Table()
	press(t, tb, "replay")
	v := a.Replay()
	if v == nil {
		t.Fatal("the replay button opened no replay")
	}
	g := finishedGame()
	n, rounds := g.Moves(), g.State().Round()
	if v.rp.Len() != n || v.rp.Rounds() != rounds {
		t.Fatalf("replay of %d steps, %d rounds; want %d, %d", v.rp.Len(), v.rp.Rounds(), n, rounds)
	}
	if v.cur.Index() != 0 || !v.Prev.Disabled() || v.Next.Disabled() {
		t.Fatalf("the replay starts at %d, back enabled %v; want 0 and back disabled", v.cur.Index(), !v.Prev.Disabled())
	}
	// The deal from the player's view: 8 cards in hand, 8 on the field,
	// the computer's 8 face down.
	if up, down := cardsShown(v); up != 16 || down != 8 {
		t.Errorf("at the deal, %d cards face up and %d down; want 16 and 8", up, down)
	}
	test.Tap(v.Next)
	test.Tap(v.Next)
	if v.cur.Index() != 2 {
		t.Errorf("after two steps forward, at %d; want 2", v.cur.Index())
	}
	want := a.T("ui.replay.last", M{"Name": v.names[v.rp.Step(1).Seat], "Move": v.moveText(v.rp.Step(1).Move, v.rp.State(1))})
	if v.Last.Text != want {
		t.Errorf("the last move reads %q; want %q", v.Last.Text, want)
	}
	test.Tap(v.Prev)
	if v.cur.Index() != 1 {
		t.Errorf("after a step back, at %d; want 1", v.cur.Index())
	}
	test.Tap(v.NextRound)
	if start, _ := v.rp.RoundStart(2); v.cur.Index() != start || v.cur.State().Round() != 2 {
		t.Errorf("the next round's jump went to %d (round %d); want %d", v.cur.Index(), v.cur.State().Round(), start)
	}
	test.Tap(v.PrevRound)
	if start, _ := v.rp.RoundStart(1); v.cur.Index() != start {
		t.Errorf("the jump back from a round's start went to %d; want round 1's start %d", v.cur.Index(), start)
	}
	v.Move.SetValue(float64(n / 2))
	if v.cur.Index() != n/2 {
		t.Errorf("the slider moved to %d; want %d", v.cur.Index(), n/2)
	}
	_, hidden := cardsShown(v)
	tapMiddle(v.RevealCheck)
	s := v.cur.State()
	up, down := cardsShown(v)
	if down != 0 || up != koikoi.NumCards {
		t.Errorf("revealed: %d cards face up, %d down; want every card up", up, down)
	}
	if hidden == 0 && s.Hand(1).Len() > 0 {
		t.Errorf("before the reveal no card was face down, with %d in the computer's hand", s.Hand(1).Len())
	}
	test.Tap(v.NextRound)
	for v.cur.Index() < n {
		test.Tap(v.NextRound)
	}
	if !v.Next.Disabled() {
		t.Error("at the game's end, forward is still enabled")
	}
	shellOf(a).pressBack()
	if a.Table() == nil || shellOf(a).build == nil {
		t.Fatal("back from the replay shows no screen")
	}
	if tb := a.Table(); tb.Buttons["replay"] == nil {
		t.Error("back from the replay does not return to the game's end")
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

// TestReviewOfAKnownGame reviews the worked example of docs/review.md
// through the screens: the accuracy shown is the engine's, the costliest
// decisions are listed with their better move, and each shows the table
// as it was with the grade and its reasons.
func TestReviewOfAKnownGame(t *testing.T) {
	record, err := os.ReadFile("../../engine/koikoi/review/testdata/example.txt")
	if err != nil {
		t.Fatal(err)
	}
	rp, err := review.Load(record)
	if err != nil {
		t.Fatal(err)
	}
	want, err := review.Review(context.Background(), rp, 1, quickReview...)
	if err != nil {
		t.Fatal(err)
	}
	if len(want.Key) == 0 {
		t.Fatal("the engine finds no costly decision in the example; the test wants one")
	}

	a := newTestApp(t, t.TempDir())
	a.ReviewOptions = quickReview
	loop := make(chan func(), 1)
	a.Post = func(f func()) { loop <- f }
	var backs int
	if err := a.ShowReplay(record, 1, a.seatNames(false), func() { backs++ }); err != nil {
		t.Fatal(err)
	}
	v := a.Replay()
	test.Tap(v.Review)
	rv := v.ReviewShown()
	if rv == nil || rv.Progress == nil || rv.Stop == nil {
		t.Fatal("the review shows no progress while it runs")
	}
	runPosts(t, loop, func() bool { return v.reports[1] != nil })
	rv = v.ReviewShown()
	if rv == nil || rv.Accuracy == nil {
		t.Fatal("the finished review shows no accuracy")
	}
	if got, w := rv.Accuracy.Text, a.T("ui.review.accuracy", M{"Accuracy": a.l().Fixed(want.Accuracy, 1)}); got != w {
		t.Errorf("accuracy shown %q; want the engine's %q", got, w)
	}
	if len(rv.Key) != len(want.Key) || len(rv.Lines) != len(want.Decisions) {
		t.Errorf("%d costliest decisions and %d lines shown; want %d and %d", len(rv.Key), len(rv.Lines), len(want.Key), len(want.Decisions))
	}
	k := want.Key[0]
	test.Tap(rv.Key[0])
	if v.cur.Index() != k.Index {
		t.Fatalf("the costliest decision shows the table at %d; want %d", v.cur.Index(), k.Index)
	}
	best := v.moveText(k.Best, rp.State(k.Index))
	if !v.Grade.Visible() || !strings.Contains(v.Grade.Text, best) || !strings.Contains(v.Grade.Text, a.l().Fixed(k.Loss, 2)) {
		t.Errorf("at the costliest decision the grade reads %q; want the better move %q and the loss %s", v.Grade.Text, best, a.l().Fixed(k.Loss, 2))
	}
	if rs := v.reasons(k); len(rs) == 0 || !strings.Contains(v.Grade.Text, rs[0]) {
		t.Errorf("the grade %q gives no reason for the better move (reasons %q)", v.Grade.Text, rs)
	}
	if k.Played.Kind == koikoi.MovePlay && k.Best.Kind == koikoi.MovePlay {
		var marked, gold bool
		var walk func(o fyne.CanvasObject)
		walk = func(o fyne.CanvasObject) {
			switch w := o.(type) {
			case *CardWidget:
				marked = marked || w.Marked && w.Card == k.Played.Card
				gold = gold || w.Highlight && w.Card == k.Best.Card
			case *fyne.Container:
				for _, c := range w.Objects {
					walk(c)
				}
			}
		}
		walk(v.board)
		if !marked || !gold {
			t.Errorf("the card played is marked %v, the better card framed %v; want both", marked, gold)
		}
	}
	// A step elsewhere hides the grade; the review is kept.
	v.cur.Seek(0)
	v.update()
	if v.Grade.Visible() && rp.Step(0).Seat != 1 {
		t.Error("the grade stays at a position that is not the seat's decision")
	}
	test.Tap(v.Review)
	if v.ReviewShown().Accuracy == nil {
		t.Error("the review was not kept: opening it again shows no report")
	}
}

// TestReviewCanBeLeft leaves a review under way: its goroutine stops on
// the cancelled context and nothing it reports afterwards shows.
func TestReviewCanBeLeft(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	a.ReviewOptions = quickReview
	loop := make(chan func(), 16)
	a.Post = func(f func()) { loop <- f }
	back := 0
	if err := a.ShowReplay(mustRecord(t, finishedGame()), 0, a.seatNames(false), func() { back++ }); err != nil {
		t.Fatal(err)
	}
	v := a.Replay()
	test.Tap(v.Review)
	run := v.run
	if run == nil {
		t.Fatal("no review under way")
	}
	test.Tap(v.ReviewShown().Stop)
	if v.run != nil || v.reports[0] != nil {
		t.Fatal("the review is still under way after Stop")
	}
	// The goroutine ends: its last post (the cancelled review) changes
	// nothing.
	for deadline := time.After(2 * time.Minute); ; {
		select {
		case f := <-loop:
			f()
			continue
		case <-deadline:
			t.Fatal("the cancelled review did not end")
		case <-time.After(50 * time.Millisecond):
		}
		if len(loop) == 0 && v.reports[0] == nil && v.run == nil {
			break
		}
	}
	if v.ReviewShown() != nil {
		t.Error("the review screen is still shown after Stop")
	}
}

func mustRecord(t *testing.T, g *koikoi.Game) []byte {
	t.Helper()
	b, err := g.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestLastGamesInStats finishes a game against the computer: it is kept
// in the store and listed in the statistics, whose row opens its replay.
func TestLastGamesInStats(t *testing.T) {
	r := koikoi.MustPreset("standard")
	r.Rounds = 1
	whole, err := koikoi.NewGame(koikoi.WithRules(r), koikoi.WithSeed(3))
	if err != nil {
		t.Fatal(err)
	}
	var moves []koikoi.Move
	last := -1
	for whole.State().Phase() != koikoi.PhaseRoundOver {
		s := whole.State()
		obs := whole.Observe(s.ToMove())
		m := firstMove{}.Move(&obs)
		if s.ToMove() == 0 {
			last = len(moves)
		}
		moves = append(moves, m)
		if err := whole.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	if err := whole.NextRound(); err != nil || whole.State().Phase() != koikoi.PhaseGameOver {
		t.Fatalf("the one round game is not over after its round: %v", err)
	}
	g, _ := koikoi.NewGame(koikoi.WithRules(r), koikoi.WithSeed(3))
	for _, m := range moves[:last] {
		if err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	dir := t.TempDir()
	a := newTestApp(t, dir)
	a.StartGame(g, store.KoikoiSave{Mode: store.ModeComputer, Level: "easy"})
	if err := a.Match().Submit(moves[last], nil); err != nil {
		t.Fatal(err)
	}
	if ph := a.Match().Observe().Phase; ph != koikoi.PhaseRoundOver {
		t.Fatalf("phase %v after the last move; want the round over", ph)
	}
	press(t, a.Table(), "next")
	if ph := a.Match().Observe().Phase; ph != koikoi.PhaseGameOver {
		t.Fatalf("phase %v after the round; want the game over", ph)
	}
	games, err := store.New(store.Dir{Path: dir}).LoadKoikoiGames()
	if err != nil || len(games) != 1 {
		t.Fatalf("kept games %d, %v; want the finished game", len(games), err)
	}
	if games[0].Record != string(mustRecord(t, whole)) {
		t.Errorf("the kept record differs from the game played:\n%s\nwant\n%s", games[0].Record, mustRecord(t, whole))
	}
	a.ShowStats()
	if len(a.lastGameButtons) != 1 {
		t.Fatalf("the statistics list %d last games; want 1", len(a.lastGameButtons))
	}
	test.Tap(a.lastGameButtons[0])
	v := a.Replay()
	if v == nil || v.rp.Len() != len(moves)+1 {
		t.Fatal("the last game's row opened no replay of it")
	}
	shellOf(a).pressBack()
	if len(a.lastGameButtons) != 1 {
		t.Error("back from the replay does not return to the statistics")
	}
}

// TestReplayBadRecord: a record the engine cannot replay opens nothing
// and says why.
func TestReplayBadRecord(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	a.ShowStats()
	for _, bad := range []string{"", "hello", "koikoi-game 2\nrules standard\nseed 1\nmoves\nplay jan-crane\nend\n"} {
		err := a.ShowReplay([]byte(bad), 0, a.seatNames(false), a.ShowStats)
		if !errors.Is(err, review.ErrBadRecord) {
			t.Errorf("ShowReplay(%q) = %v; want ErrBadRecord", bad, err)
		}
		if a.Replay() != nil {
			t.Errorf("ShowReplay(%q) opened a replay", bad)
		}
	}
}

// TestReplayFitsEveryShape shows the replay, every card revealed, at a
// graded decision, and the review's report, in every language and phone
// shape: no text is cut off, and the replay's controls stay in the window.
func TestReplayFitsEveryShape(t *testing.T) {
	record, err := os.ReadFile("../../engine/koikoi/review/testdata/example.txt")
	if err != nil {
		t.Fatal(err)
	}
	rp, _ := review.Load(record)
	rep, err := review.Review(context.Background(), rp, 1, quickReview...)
	if err != nil || len(rep.Key) == 0 {
		t.Fatalf("review: %v, %d costly decisions; want one", err, len(rep.Key))
	}
	for _, l := range i18n.Languages() {
		for _, sz := range tableShapes[:3] {
			name := fmt.Sprintf("%s/%.0fx%.0f", l.Code, sz.Width, sz.Height)
			t.Run(name, func(t *testing.T) {
				a := newTestApp(t, t.TempDir())
				shellOf(a).setLanguage(l.Code)
				a.h.Win.Resize(sz)
				if err := a.ShowReplay(record, 1, a.seatNames(false), a.ShowStats); err != nil {
					t.Fatal(err)
				}
				v := a.Replay()
				v.reports[1] = rep
				v.cur.Seek(rep.Key[0].Index)
				tapMiddle(v.RevealCheck)
				a.h.Win.Resize(sz)
				checkFits(t, a, name+" replay", sz.Width)
				for _, b := range []*widget.Button{v.Prev, v.Next, v.PrevRound, v.NextRound, v.Review} {
					p := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
					if p.Y+b.Size().Height > sz.Height+1 || b.Size().Height < 44 {
						t.Errorf("%s: a replay control at y %.0f, %.0f high, out of the window or too small", name, p.Y, b.Size().Height)
					}
				}
				test.Tap(v.Review)
				a.h.Win.Resize(sz)
				checkFits(t, a, name+" review", sz.Width)
			})
		}
	}
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
	a := newTestApp(t, t.TempDir())
	a.ShowStats()
	test.Tap(a.pasteButton)
	v := a.Paste()
	if v == nil || v.Error.Visible() {
		t.Fatal("no paste screen, or it opens with an error")
	}
	good := string(mustRecord(t, finishedGame()))
	bad := strings.Replace(good, "play ", "play feb-crane ", 1)
	test.Type(v.Entry, bad)
	test.Tap(v.Open)
	if a.Replay() != nil || !v.Error.Visible() || v.Entry.Text != bad {
		t.Fatalf("a bad text: replay %v, error shown %v, text kept %v", a.Replay() != nil, v.Error.Visible(), v.Entry.Text == bad)
	}
	v.Entry.SetText(good)
	if v.Error.Visible() {
		t.Error("the error stays once the text changes")
	}
	test.Tap(v.Open)
	r := a.Replay()
	if r == nil || r.rp.Len() != finishedGame().Moves() {
		t.Fatal("the good text opened no replay of its game")
	}
	shellOf(a).pressBack()
	if a.Paste() == v || a.Paste().Entry.Text != good {
		t.Error("back from the replay does not return to the paste screen with its text")
	}
}

// TestGameOverButtonsInEveryShape: the game's result keeps Replay, Home
// and New game inside the window, each a finger high, in every phone
// shape (landscape's 412 dp included) and language.
func TestGameOverButtonsInEveryShape(t *testing.T) {
	for _, l := range i18n.Languages() {
		for _, sz := range tableShapes {
			name := fmt.Sprintf("%s/%.0fx%.0f", l.Code, sz.Width, sz.Height)
			t.Run(name, func(t *testing.T) {
				a := newTestApp(t, t.TempDir())
				shellOf(a).setLanguage(l.Code)
				a.h.Win.Resize(sz)
				startFinished(a, store.ModeComputer)
				a.h.Win.Resize(sz)
				tb := a.Table()
				for _, key := range []string{"replay", "home", "again"} {
					b := tb.Buttons[key]
					if b == nil {
						t.Fatalf("no %q button at the game's end", key)
					}
					p := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
					if p.Y < 0 || p.Y+b.Size().Height > sz.Height+1 || p.X+b.Size().Width > sz.Width+1 || b.Size().Height < 44 {
						t.Errorf("%s: %q at (%.0f, %.0f), %.0fx%.0f, out of the window or too small", name, key, p.X, p.Y,
							b.Size().Width, b.Size().Height)
					}
				}
				checkFits(t, a, name+" game over", sz.Width)
			})
		}
	}
}
