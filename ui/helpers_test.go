package ui

import (
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
	"github.com/koikoi-app/koikoi/ui/uitest"
)

// newTestApp returns the app on Fyne's test driver over a store in dir,
// in English at 360×640, with no animations and the computers moving
// synchronously.
func newTestApp(t *testing.T, dir string) *App {
	t.Helper()
	fa := uitest.NewTempApp(t)
	st := store.New(store.Dir{Path: dir})
	set, _ := st.LoadSettings()
	set.Language = "en"
	set.Animation = store.AnimOff
	st.SaveSettings(set)
	tp, _ := st.LoadKoikoiTutorial()
	tp.Offered = true // no first-launch offer
	st.SaveKoikoiTutorial(tp)
	a := NewWithStore(fa, st)
	a.Koikoi.Sync = true
	a.Ikebana.Sync = true
	a.Win.Resize(fyne.NewSize(360, 640))
	return a
}

// storeDir returns a new folder for an app's store, removed after the
// test without failing: a screen's background work (the online screens
// connecting, which writes the device's identity first) may still be
// saving when the test ends, and t.TempDir's clean-up fails on a folder
// written during its removal ("directory not empty").
func storeDir(t *testing.T) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "koikoi-ui-test-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

// startKoikoi starts a Koi-Koi game against the computer in which the
// player moves first.
func startKoikoi(t *testing.T, a *App) {
	t.Helper()
	for seed := uint64(1); seed < 100; seed++ {
		g, err := koikoi.NewGame(koikoi.WithSeed(seed))
		if err != nil {
			t.Fatal(err)
		}
		a.Koikoi.StartGame(g, store.KoikoiSave{Mode: store.ModeComputer, Level: "easy"})
		if a.Koikoi.Match().MyTurn() {
			return
		}
	}
	t.Fatal("no game of the first 100 seeds starts with the player's turn")
}

// widgetChildren gives a widget's objects, as its renderer draws them.
func widgetChildren(w fyne.Widget) []fyne.CanvasObject { return test.WidgetRenderer(w).Objects() }

// shownTexts returns the texts drawn under o.
func shownTexts(o fyne.CanvasObject) []*canvas.Text { return kit.Texts(o, widgetChildren) }

// showing reports whether the window shows a text equal to s.
func showing(a *App, s string) bool {
	for _, t := range shownTexts(a.Win.Content()) {
		if t.Text == s {
			return true
		}
	}
	return false
}
