package store

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// TestDailiesSaveAndReload: the history keeps the dailies added, newest
// first, across a new store on the same folder; a day's second result is
// refused and changes nothing; an update (the review's accuracy) is kept.
func TestDailiesSaveAndReload(t *testing.T) {
	dir := t.TempDir()
	s := New(Dir{Path: dir})
	a := Daily{Date: "2026-12-05", Game: DailyKoikoi, Record: "r1", Score: []int{30, 12}}
	b := Daily{Date: "2026-12-06", Game: DailyKoikoi, Record: "r2", Score: []int{4, 20}, Pending: true}
	for _, d := range []Daily{a, b} {
		if err := s.AddDaily(d); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.AddDaily(Daily{Date: "2026-12-06", Game: DailyKoikoi, Score: []int{50, 0}}); !errors.Is(err, ErrDailyPlayed) {
		t.Errorf("a second result of the same day: %v; want ErrDailyPlayed", err)
	}
	b.Accuracy, b.Reviewed = 87.5, true
	if err := s.UpdateDaily(b); err != nil {
		t.Fatal(err)
	}
	days, err := New(Dir{Path: dir}).LoadDailies()
	if err != nil || len(days) != 2 {
		t.Fatalf("reloaded %d dailies (%v); want 2", len(days), err)
	}
	if days[0].Date != b.Date || days[0].Score[0] != 4 || !days[0].Reviewed || days[0].Accuracy != 87.5 || !days[0].Pending || days[1].Record != "r1" {
		t.Errorf("reloaded %+v; want the 6th (4-20, reviewed 87.5%%, pending) then the 5th", days)
	}
	if n := DailyStreak(days, DailyKoikoi, "2026-12-06"); n != 2 {
		t.Errorf("streak on the 6th = %d; want 2", n)
	}
	if n := DailyStreak(days, DailyKoikoi, "2026-12-07"); n != 2 {
		t.Errorf("streak on the 7th before its daily = %d; want 2 (still alive)", n)
	}
	if n := DailyStreak(days, DailyKoikoi, "2026-12-08"); n != 0 {
		t.Errorf("streak on the 8th = %d; want 0", n)
	}
	if n := DailyStreak(days, DailyIkebana, "2026-12-06"); n != 0 {
		t.Errorf("Ikebana's streak = %d; want 0", n)
	}
}

// TestDailiesDamaged: a damaged history returns ErrCorrupt, is set aside
// for a bug report, and the next daily starts a readable history.
func TestDailiesDamaged(t *testing.T) {
	dir := t.TempDir()
	s := New(Dir{Path: dir})
	if err := os.WriteFile(filepath.Join(dir, DailiesName), []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	if days, err := s.LoadDailies(); !errors.Is(err, ErrCorrupt) || days != nil {
		t.Fatalf("damaged history: %v, %v; want none and ErrCorrupt", days, err)
	}
	if b, err := os.ReadFile(filepath.Join(dir, BadDailiesName)); err != nil || string(b) != "{not json" {
		t.Errorf("the damaged history was not set aside: %q, %v", b, err)
	}
	if err := s.AddDaily(Daily{Date: "2026-12-06", Game: DailyKoikoi, Score: []int{1, 2}}); err != nil {
		t.Fatal(err)
	}
	if days, err := s.LoadDailies(); err != nil || len(days) != 1 {
		t.Errorf("after a new daily: %v, %v; want it alone", days, err)
	}
}

// TestKoikoiDailySlot: the daily under way is saved apart from the normal
// game, each loads as it was saved, and clearing one leaves the other.
func TestKoikoiDailySlot(t *testing.T) {
	s := New(Dir{Path: t.TempDir()})
	g1, _ := koikoi.NewGame(koikoi.WithSeed(1))
	g2, _ := koikoi.NewGame(koikoi.WithSeed(2))
	if err := s.SaveKoikoi(&KoikoiSave{Mode: ModeComputer, Level: "easy"}, g1); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveKoikoiDaily(&KoikoiSave{Mode: ModeComputer, Level: "hard", Daily: "2026-12-06"}, g2); err != nil {
		t.Fatal(err)
	}
	sv, g, err := s.LoadKoikoiDaily()
	if err != nil || sv.Daily != "2026-12-06" || g.State().DealHash() != g2.State().DealHash() {
		t.Fatalf("daily slot: %+v, %v; want the day's game", sv, err)
	}
	if err := s.ClearKoikoiDaily(); err != nil {
		t.Fatal(err)
	}
	if sv, g, err := s.LoadKoikoi(); err != nil || sv.Level != "easy" || g.State().DealHash() != g1.State().DealHash() {
		t.Errorf("the normal game after the daily's end: %+v, %v; want it unchanged", sv, err)
	}
	if sv, _, err := s.LoadKoikoiDaily(); sv != nil || err != nil {
		t.Errorf("the daily slot after clearing: %+v, %v; want empty", sv, err)
	}
}
