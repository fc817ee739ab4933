package ikebana

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/daily"
	"github.com/koikoi-app/koikoi/store"
)

// TestDailyPlayedOnTheTable plays the day's Ikebana daily from its screen
// on the table, every move a tap (playThrough), after leaving it once at
// its start and continuing it: the normal game's save is not touched;
// every computer move is the one engine/ikebana/daily's computers make;
// the person's moves verify to the prestige the history keeps; the day
// cannot be played twice; the history lists it with its replay, and
// Home's door shows the place.
func TestDailyPlayedOnTheTable(t *testing.T) {
	a, _ := newTestApp(t, t.TempDir())
	a.Now = func() time.Time { return time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC) }
	a.ShowDaily()
	v := a.Daily
	if v.Play == nil || v.Once == nil || v.Once.Text != a.T("ui.daily.once") {
		t.Fatal("the daily screen before the game: no Play, or it does not say that only the first finished game counts")
	}
	test.Tap(v.Play)
	m := a.Match()
	if m == nil || m.Save.Daily != "2026-12-06" {
		t.Fatal("Play did not start the day's daily")
	}
	a.Leave()
	if a.HasSave() {
		t.Fatal("leaving the daily wrote the normal game's save")
	}
	a.ShowDaily()
	if a.Daily.Play == nil || a.Daily.Play.Text != a.T("ui.daily.continue", map[string]any{"Round": "1", "Rounds": "4"}) {
		t.Fatalf("the daily screen with the daily under way offers %v; want Continue at round 1", a.Daily.Play)
	}
	test.Tap(a.Daily.Play)
	if rounds, _, _ := playThrough(t, a); rounds != ikebana.Rounds {
		t.Fatalf("%d rounds played; want %d", rounds, ikebana.Rounds)
	}
	days, err := a.h.Store.LoadDailies()
	if err != nil || len(days) != 1 || days[0].Game != store.DailyIkebana {
		t.Fatalf("history after the daily: %+v, %v; want the day", days, err)
	}
	d := days[0]
	if _, err := daily.Verify(checkDailyRecord(t, d)); err != nil {
		t.Errorf("the person's moves do not verify to the prestige kept %v: %v", d.Score, err)
	}
	if a.Final == nil || a.Final.Rematch.Text != a.T("ui.daily.history") {
		t.Fatal("the daily's final standings offer a rematch rather than the dailies' history")
	}
	test.Tap(a.Final.Rematch)
	if sv, _, _ := a.h.Store.LoadIkebanaDaily(); sv != nil {
		t.Error("the daily's save is still there after its end")
	}
	if err := a.StartDaily(); !errors.Is(err, ErrDailyPlayed) {
		t.Errorf("StartDaily after the day's daily: %v; want ErrDailyPlayed", err)
	}
	h := a.DailyHistory
	if len(h.Days) != 1 || len(h.Lines) != 1 || !strings.HasPrefix(h.Lines[0].Text, "2026-12-06") || h.Streak.Text != "Streak: 1 day in a row" {
		t.Fatalf("history screen: %q, %d days; want a streak of 1 and the day", h.Streak.Text, len(h.Days))
	}
	test.Tap(h.Days[0])
	if a.Replay() == nil {
		t.Fatal("the day's line does not open its replay")
	}
	if label, done := a.DailyDoor(); !done || label != placeName(a.l(), dailyPlace(d.Score)) {
		t.Errorf("Home's door says %q (done %v); want today's place", label, done)
	}
}

// checkDailyRecord replays the daily's record beside the day's computers,
// failing on any computer move that differs from theirs, and returns the
// person's moves with the prestige kept as a submission.
func checkDailyRecord(t *testing.T, d store.Daily) daily.Submission {
	t.Helper()
	bots, _ := daily.Computers(d.Date)
	sub := daily.Submission{Date: d.Date}
	copy(sub.Prestige[:], d.Score)
	g, err := dailyEngine.Play(d, func(g *ikebana.Game, mv ikebana.Move) error {
		s := g.State()
		if p := s.ToMove(); p == daily.Person {
			sub.Moves = append(sub.Moves, mv)
		} else if obs := s.Observe(p); bots[p].Move(&obs) != mv {
			return fmt.Errorf("computer %d played %v where the day's computer plays %v", p, mv, bots[p].Move(&obs))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if !g.State().GameOver() {
		t.Fatal("the record kept does not reach the game's end")
	}
	return sub
}
