package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/tutorial"
	"github.com/koikoi-app/koikoi/store"
)

// pressBack types a back key on the window, as the phone or keyboard does.
func pressBack(a *App, key fyne.KeyName) {
	a.Win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: key})
}

// TestBackKey opens each screen and checks where the back key (Android's,
// then Escape) takes the player.
func TestBackKey(t *testing.T) {
	onHome := func(a *App) bool { return a.Koikoi.Table() == nil && showing(a, a.T("ui.home.header")) }
	for _, key := range []fyne.KeyName{mobile.KeyBack, fyne.KeyEscape} {
		for _, c := range []struct {
			name  string
			open  func(a *App)
			after func(a *App) bool
		}{
			{"new game", func(a *App) { a.Koikoi.ShowNewGame() }, onHome},
			{"rules", func(a *App) { a.Koikoi.ShowRules() }, onHome},
			{"statistics", func(a *App) { a.Koikoi.ShowStats() }, onHome},
			{"settings", func(a *App) { a.ShowSettings() }, onHome},
			{"tutorial", func(a *App) { a.Koikoi.ShowTutorial() }, onHome},
			{"lesson", func(a *App) { a.Koikoi.ShowTutorial(); a.Koikoi.OpenLesson(tutorial.LessonIDs[0]) },
				func(a *App) bool { return a.Koikoi.Lesson() == nil && showing(a, a.T("ui.home.tutorial")) }},
			{"table", func(a *App) { startKoikoi(t, a) }, onHome},
			{"settings from the table", func(a *App) {
				startKoikoi(t, a)
				test.Tap(a.Koikoi.Table().Buttons["settings"])
			}, func(a *App) bool { return a.Koikoi.Table() != nil && !showing(a, a.T("ui.home.settings")) }},
			{"the reference sheets over the table", func(a *App) {
				startKoikoi(t, a)
				a.Koikoi.ShowReference()
			}, func(a *App) bool {
				return a.Koikoi.Reference() == nil && a.Win.Canvas().Overlays().Top() == nil && a.Koikoi.Table() != nil
			}},
			{"a dialog over the rules", func(a *App) { a.Koikoi.ShowRules(); a.Koikoi.ShowCardDetails(koikoi.CraneCard) },
				func(a *App) bool { return a.Win.Canvas().Overlays().Top() == nil && showing(a, a.T("ui.home.rules")) }},
		} {
			t.Run(string(key)+" "+c.name, func(t *testing.T) {
				a := newTestApp(t, storeDir(t))
				c.open(a)
				pressBack(a, key)
				if !c.after(a) {
					t.Errorf("back from %s: not where it should be", c.name)
				}
			})
		}
	}
}

// TestBackFromHomeLeaves: on Home the back key leaves the app.
func TestBackFromHomeLeaves(t *testing.T) {
	a := newTestApp(t, storeDir(t))
	left := 0
	a.leave = func() { left++ }
	pressBack(a, mobile.KeyBack)
	if left != 1 {
		t.Errorf("back on Home left the app %d times; want once", left)
	}
	a.Koikoi.ShowRules()
	pressBack(a, mobile.KeyBack)
	if left != 1 || !showing(a, a.T("ui.home.header")) {
		t.Errorf("back from the rules: left %d times, home shown %v; want home, still in the app", left, showing(a, a.T("ui.home.header")))
	}
}

// TestBackFromTableSaves: back from the table in the middle of a round
// returns Home with the game saved; Continue resumes it where it was.
func TestBackFromTableSaves(t *testing.T) {
	a := newTestApp(t, storeDir(t))
	startKoikoi(t, a)
	a.Store.ClearKoikoi() // only the back key may save from here
	c := a.Koikoi.Match()
	obs := c.Observe()
	if err := c.Submit(obs.LegalMoves()[0], nil); err != nil {
		t.Fatal(err)
	}
	moves := c.Game.Moves()
	a.Store.ClearKoikoi()
	pressBack(a, mobile.KeyBack)
	if a.Koikoi.Table() != nil || !a.Store.HasKoikoi() {
		t.Fatalf("back from the table: table %v, saved %v; want Home and a saved game", a.Koikoi.Table(), a.Store.HasKoikoi())
	}
	if !a.Koikoi.Continue() || a.Koikoi.Match().Game.Moves() != moves {
		t.Errorf("Continue resumed %d moves; want %d", a.Koikoi.Match().Game.Moves(), moves)
	}
}

// TestLifecycleSaves: leaving the foreground and stopping save the game
// under way.
func TestLifecycleSaves(t *testing.T) {
	type hooks interface {
		OnExitedForeground() func()
		OnStopped() func()
	}
	for _, c := range []struct {
		name string
		hook func(hooks) func()
	}{
		{"exited foreground", hooks.OnExitedForeground},
		{"stopped", hooks.OnStopped},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := newTestApp(t, storeDir(t))
			startKoikoi(t, a)
			kc := a.Koikoi.Match()
			obs := kc.Observe()
			if err := kc.Submit(obs.LegalMoves()[0], nil); err != nil {
				t.Fatal(err)
			}
			want, _ := kc.Game.MarshalText()
			a.Store.ClearKoikoi()
			lc, ok := a.Fyne.Lifecycle().(hooks)
			if !ok {
				t.Fatal("the test app's lifecycle cannot be triggered")
			}
			c.hook(lc)()
			sv, g, err := a.Store.LoadKoikoi()
			if err != nil || g == nil {
				t.Fatalf("after %s: saved game %v, %v", c.name, g, err)
			}
			if got, _ := g.MarshalText(); !slices.Equal(got, want) || sv.Mode != store.ModeComputer {
				t.Errorf("saved game:\n%s\nwant\n%s", got, want)
			}
		})
	}
}
