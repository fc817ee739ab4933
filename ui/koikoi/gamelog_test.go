package koikoi

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/store"
)

// TestGameLogKeepsTheGame plays the stacked round to a Shobu and deals
// the next: the game log tells both rounds, the first from its deal; a
// resumed game's log is the same, replayed from the save.
func TestGameLogKeepsTheGame(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	first := a.Table().LogLines()
	playToKoiKoi(t, a)
	test.Tap(a.Table().Buttons["shobu"])
	test.Tap(a.Table().Buttons["next"])
	if a.Match().Game.State().Round() != 2 {
		t.Fatalf("round %d after the next deal", a.Match().Game.State().Round())
	}
	lines := a.Table().LogLines()
	if len(first) == 0 || len(lines) <= len(first) || !slices.Equal(lines[:len(first)], first) {
		t.Fatalf("round two's log %q does not keep round one's, which began %q", lines, first)
	}
	a.Leave()
	if !a.Continue() {
		t.Fatal("Continue found no game")
	}
	if got := a.Table().LogLines(); !slices.Equal(got, lines) {
		t.Errorf("the resumed game's log:\n%q\nwant:\n%q", got, lines)
	}
}
