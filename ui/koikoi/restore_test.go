package koikoi

import (
	"testing"

	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// TestStepPanicRestores: a step that panics (a bug where the table
// applies the match's steps) is reported, not fatal: a new table screen
// shows the match as it stands, its cards where the log put them.
func TestStepPanicRestores(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	before := kit.Panics()
	old := a.Table()
	old.seq.Add(kit.Beat{Begin: func() []*kit.Mover { panic("a step fell") }})
	if kit.Panics() != before+1 {
		t.Fatalf("%d panics reported; want 1", kit.Panics()-before)
	}
	tb := a.Table()
	if tb == old || tb.root == nil || tb.seq.Busy() {
		t.Fatalf("after the panic: a new table %v, built %v, busy %v", tb != old, tb.root != nil, tb.seq.Busy())
	}
	obs := a.Match().Observe()
	if got := len(tb.HandCards); got != obs.Hand.Len() {
		t.Errorf("the new table offers %d hand cards; the hand has %d", got, obs.Hand.Len())
	}
}
