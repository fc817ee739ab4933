package koikoi

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/daily"
	"github.com/koikoi-app/koikoi/store"
)

// dailyDay is the day the daily tests play.
const dailyDay = "2026-12-06"

// newDailyApp returns the Koi-Koi screens on the test shell with the
// clock at noon UTC of dailyDay.
func newDailyApp(t *testing.T, dir string) *App {
	t.Helper()
	a := newTestApp(t, dir)
	a.Now = func() time.Time { return time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC) }
	return a
}

// tapTurn makes the player's move on the table by taps: Shobu when asked,
// Keep for the hand exchange, the first legal card (tap to select, tap to
// play) and the first choice of capture.
func tapTurn(t *testing.T, tb *tableScreen, obs koikoi.Observation) {
	t.Helper()
	switch obs.Phase {
	case koikoi.PhaseExchange:
		press(t, tb, "keep")
	case koikoi.PhaseKoiKoi:
		press(t, tb, "shobu")
	case koikoi.PhaseCaptureHand, koikoi.PhaseCaptureDraw:
		w := tb.FieldCards[obs.Choices.First()]
		if w == nil {
			t.Fatalf("the choice %v is not a field card to tap", obs.Choices.First())
		}
		test.Tap(w)
	default:
		c := firstMove{}.Move(&obs).Card
		w := tb.HandCards[c]
		if w == nil {
			t.Fatalf("%v is not a hand card to tap", c)
		}
		test.Tap(w)
		test.Tap(w)
	}
}

// TestDailyPlayedOnTheTable plays the day's daily through the daily
// screen and the table, every move a tap, leaving it after the first
// round and continuing it from the daily screen: the normal game's save is
// not touched; the computer's every move is the one engine/koikoi/daily's
// computer makes; the person's moves verify to the result the history
// keeps (daily.Verify); the day cannot be played twice; the history lists
// it, with its replay a tap away, and so does Home's door.
func TestDailyPlayedOnTheTable(t *testing.T) {
	dir := t.TempDir()
	a := newDailyApp(t, dir)
	a.ShowDaily()
	v := a.Daily()
	if v.Play == nil || v.Replay != nil {
		t.Fatalf("the daily screen before the day's game: Play %v, Replay %v; want Play only", v.Play, v.Replay)
	}
	if v.Once == nil || v.Once.Text != a.T("ui.daily.once") || !v.Once.Visible() {
		t.Error("the daily screen does not say, before the game, that only its first finished game counts")
	}
	if s := a.T("ui.daily.date", M{"Date": dailyDay}); !showingText(a, s) {
		t.Errorf("the daily screen does not say %q", s)
	}
	test.Tap(v.Play)
	m := a.Match()
	if m == nil || m.Save.Daily != dailyDay || m.Save.Level != "hard" {
		t.Fatalf("Play started %+v; want the day's daily against the hard computer", m)
	}
	left := false
	for i := 0; ; i++ {
		if i > 600 {
			t.Fatal("the daily did not end in 600 taps")
		}
		obs := m.Observe()
		if obs.Phase == koikoi.PhaseGameOver {
			break
		}
		before := m.Seq()
		switch {
		case obs.Phase == koikoi.PhaseRoundOver && !left:
			left = true
			a.Leave()
			if a.HasSave() {
				t.Fatal("leaving the daily wrote the normal game's save")
			}
			a.ShowDaily()
			if v := a.Daily(); v.Play == nil || v.Play.Text != a.T("ui.daily.continue", M{"Round": "1", "Rounds": "6"}) {
				t.Fatalf("the daily screen with the daily under way offers %v; want Continue at round 1", v.Play)
			}
			test.Tap(a.Daily().Play)
			m = a.Match()
			if m == nil || m.Save.Daily != dailyDay {
				t.Fatal("Continue did not bring the daily back")
			}
			continue
		case obs.Phase == koikoi.PhaseRoundOver:
			press(t, a.Table(), "next")
		case !m.MyTurn():
			t.Fatalf("tap %d: neither the player's turn nor a screen to tap (phase %v)", i, obs.Phase)
		default:
			tapTurn(t, a.Table(), obs)
		}
		if m.Seq() == before {
			t.Fatalf("tap %d (phase %v) changed nothing", i, obs.Phase)
		}
	}
	if !left {
		t.Fatal("the daily never reached a round's end")
	}
	if a.Table().Buttons["dailyhistory"] == nil || a.Table().Buttons["again"] != nil {
		t.Error("the daily's end offers a new game rather than the dailies' history")
	}
	days, err := a.h.Store.LoadDailies()
	if err != nil || len(days) != 1 {
		t.Fatalf("history after the daily: %v, %v; want the day", days, err)
	}
	d := days[0]
	if d.Date != dailyDay || d.Game != store.DailyKoikoi {
		t.Errorf("history %+v; want koikoi on %s", d, dailyDay)
	}
	sub := checkDailyRecord(t, d)
	if _, err := daily.Verify(sub); err != nil {
		t.Errorf("the person's moves do not verify to the score kept %v: %v", d.Score, err)
	}

	press(t, a.Table(), "dailyhistory")
	if sv, _, _ := a.h.Store.LoadKoikoiDaily(); sv != nil {
		t.Error("the daily's save is still there after its end")
	}
	if err := a.StartDaily(); !errors.Is(err, ErrDailyPlayed) {
		t.Errorf("StartDaily after the day's daily: %v; want ErrDailyPlayed", err)
	}
	h := a.DailyHistory()
	if len(h.Days) != 1 || len(h.Lines) != 1 || !strings.HasPrefix(h.Lines[0].Text, dailyDay) || h.Streak.Text != "Streak: 1 day in a row" {
		t.Fatalf("history screen: streak %q, %d days; want 1 and the day", h.Streak.Text, len(h.Days))
	}
	test.Tap(h.Days[0])
	if a.Replay() == nil || a.Replay().rp.Len() == 0 {
		t.Fatal("the day's line does not open its replay")
	}

	a.ShowDaily()
	if v := a.Daily(); v.Play != nil || v.Replay == nil || v.Result == nil {
		t.Errorf("the daily screen once played: Play %v, Replay %v; want the result and its replay only", v.Play, v.Replay)
	}
	if label, done := a.DailyDoor(); !done || label != a.l().Number(d.Score[0])+"–"+a.l().Number(d.Score[1]) {
		t.Errorf("Home's door says %q (done %v); want today's score", label, done)
	}
	a.Now = func() time.Time { return time.Date(2026, 12, 7, 0, 5, 0, 0, time.UTC) }
	if _, done := a.DailyDoor(); done {
		t.Error("the next UTC day's daily shows as played")
	}
}

// checkDailyRecord replays the daily's record through the engine beside
// the day's computer, failing on any computer move that differs from the
// one daily.Computer makes there, and returns the person's moves with the
// score kept as a submission.
func checkDailyRecord(t *testing.T, d store.Daily) daily.Submission {
	t.Helper()
	bot, _ := daily.Computer(d.Date)
	sub := daily.Submission{Date: d.Date, Score: [2]int{d.Score[0], d.Score[1]}}
	g, err := dailyEngine.Play(d, func(g *koikoi.Game, mv koikoi.Move) error {
		s := g.State()
		if s.ToMove() == daily.Person {
			sub.Moves = append(sub.Moves, mv)
		} else if obs := s.Observe(s.ToMove()); bot.Move(&obs) != mv {
			return fmt.Errorf("the computer played %v where the day's computer plays %v", mv, bot.Move(&obs))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if g.State().Phase() != koikoi.PhaseGameOver {
		t.Fatal("the record kept does not reach the game's end")
	}
	return sub
}

// showingText reports whether the window shows a text equal to s.
func showingText(a *App, s string) bool {
	for _, l := range shownTexts(a.h.Win.Content()) {
		if l.Text == s {
			return true
		}
	}
	return false
}

// TestDailyHistoryReviewAndDamage: a past daily's line opens its replay,
// whose review's accuracy the history then keeps and shows; a damaged
// history is said to be so on its screen, and the next daily starts a
// readable one.
func TestDailyHistoryReviewAndDamage(t *testing.T) {
	record, err := os.ReadFile("../../engine/koikoi/review/testdata/example.txt")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	a := newDailyApp(t, dir)
	a.ReviewOptions = quickReview
	loop := make(chan func(), 1)
	a.Post = func(f func()) { loop <- f }
	d := store.Daily{Date: "2026-12-05", Game: store.DailyKoikoi, Record: string(record), Score: []int{10, 4}}
	if err := a.h.Store.AddDaily(d); err != nil {
		t.Fatal(err)
	}
	a.ShowDailyHistory()
	test.Tap(a.DailyHistory().Days[0])
	v := a.Replay()
	test.Tap(v.Review)
	runPosts(t, loop, func() bool { return v.reports[daily.Person] != nil })
	want := v.reports[daily.Person].Accuracy
	days, _ := a.h.Store.LoadDailies()
	if !days[0].Reviewed || days[0].Accuracy != want {
		t.Errorf("history after the review: %+v; want its accuracy %v", days[0], want)
	}
	a.ShowDailyHistory()
	if line := a.DailyHistory().Lines[0].Text; !strings.HasSuffix(line, a.l().Fixed(want, 1)) {
		t.Errorf("the history's line %q does not give the accuracy %s", line, a.l().Fixed(want, 1))
	}

	if err := os.WriteFile(filepath.Join(dir, store.DailiesName), []byte("{broken"), 0o644); err != nil {
		t.Fatal(err)
	}
	a.ShowDailyHistory()
	h := a.DailyHistory()
	if h.Damaged == nil || h.Damaged.Text != a.T("ui.daily.history.damaged") || len(h.Days) != 0 {
		t.Fatalf("a damaged history's screen: %+v; want it said damaged, with no line", h)
	}
	if err := a.h.Store.AddDaily(d); err != nil {
		t.Fatal(err)
	}
	if days, err := a.h.Store.LoadDailies(); err != nil || len(days) != 1 {
		t.Errorf("after a damaged history, a daily kept: %v, %v; want a readable history of it", days, err)
	}
}

// TestDailyReopens: an app ended by the system during the daily reopens
// into the daily's table, from the daily's own save.
func TestDailyReopens(t *testing.T) {
	dir := t.TempDir()
	a := newDailyApp(t, dir)
	if err := a.StartDaily(); err != nil {
		t.Fatal(err)
	}
	a.Save() // the app leaves the foreground
	a.Stop()
	b := newDailyApp(t, dir)
	if !b.Reopen() || b.Match() == nil || b.Match().Save.Daily != dailyDay {
		t.Fatal("the app did not reopen into the daily's table")
	}
	if b.HasSave() {
		t.Error("the daily was saved in the normal game's slot")
	}
}
