package koikoi

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/store"
)

// TestNewGameAsksBeforeAbandoning taps New game's Start with a game under
// way: it asks first, saying the game counts as a loss; Keep keeps it and
// counts nothing; Abandon counts the loss once and starts the new game.
// A pass-and-play game is abandoned without a loss.
func TestNewGameAsksBeforeAbandoning(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	a.ShowNewGame()
	test.Tap(a.newGameStart)
	if a.match == nil {
		t.Fatal("Start with no game under way started nothing")
	}
	first := a.match
	a.Leave()
	before := a.Stats

	a.ShowNewGame()
	test.Tap(a.newGameStart)
	v := a.ask
	if !v.Question.Visible() || v.Question.Text != a.T("ui.newgame.abandon.loss") {
		t.Fatalf("Start with a game under way asks %q (shown %v); want the loss question", v.Question.Text, v.Question.Visible())
	}
	if a.match != nil || !a.h.Store.HasKoikoi() {
		t.Fatal("the question alone started a game or lost the saved one")
	}
	test.Tap(v.Keep)
	if v.Question.Visible() || !a.newGameStart.Visible() || a.Stats.Games != before.Games || !a.h.Store.HasKoikoi() {
		t.Errorf("Keep: question shown %v, Start shown %v, stats %+v (were %+v), saved %v",
			v.Question.Visible(), a.newGameStart.Visible(), a.Stats, before, a.h.Store.HasKoikoi())
	}

	test.Tap(a.newGameStart)
	test.Tap(a.ask.Abandon)
	if a.Stats.Games != before.Games+1 || a.Stats.Losses != before.Losses+1 {
		t.Errorf("after Abandon: %d games, %d losses; want %d and %d", a.Stats.Games, a.Stats.Losses, before.Games+1, before.Losses+1)
	}
	if saved, _ := a.h.Store.LoadKoikoiStats(); saved.Losses != a.Stats.Losses {
		t.Errorf("the loss is not saved: %d losses saved, %d counted", saved.Losses, a.Stats.Losses)
	}
	if a.match == nil || a.match == first {
		t.Fatal("Abandon did not start the new game")
	}

	// Pass and play: nobody's loss.
	a.settings().Koikoi.Mode = store.ModePass
	a.ShowNewGame()
	test.Tap(a.newGameStart) // abandons the computer game: one more loss
	test.Tap(a.ask.Abandon)
	counted := a.Stats
	a.Leave()
	a.ShowNewGame()
	test.Tap(a.newGameStart)
	if got := a.ask.Question.Text; got != a.T("ui.newgame.abandon.ask") {
		t.Errorf("pass and play asks %q; want %q", got, a.T("ui.newgame.abandon.ask"))
	}
	test.Tap(a.ask.Abandon)
	if a.Stats.Games != counted.Games || a.Stats.Losses != counted.Losses {
		t.Errorf("abandoning a pass-and-play game changed the statistics: %+v, were %+v", a.Stats, counted)
	}
}
