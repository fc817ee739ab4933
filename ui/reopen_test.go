package ui

import (
	"testing"
)

// TestReopensIntoTheTable: an app ended by the system during a Koi-Koi
// game (saved as it left the foreground) reopens into the game's table;
// one whose player went Home first reopens on Home, with Continue.
func TestReopensIntoTheTable(t *testing.T) {
	dir := storeDir(t)
	a := newTestApp(t, dir)
	startKoikoi(t, a)
	moves := a.Koikoi.Match().Game.Moves()
	a.saveGame() // the app leaves the foreground, then is killed

	b := newTestApp(t, dir)
	if b.Koikoi.Table() == nil || b.Koikoi.Match() == nil {
		t.Fatal("killed during a game, the app reopens elsewhere than its table")
	}
	if got := b.Koikoi.Match().Game.Moves(); got != moves {
		t.Errorf("the reopened game has %d moves; the killed one had %d", got, moves)
	}

	b.Koikoi.Leave() // Home, then the app ends
	c := newTestApp(t, dir)
	if c.Koikoi.Table() != nil {
		t.Error("left for Home, the app reopens into the table")
	}
	if _, ok := c.homeButtons["continue"]; !ok {
		t.Error("left for Home, the app reopens without Continue")
	}
}
