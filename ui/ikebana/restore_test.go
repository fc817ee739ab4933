package ikebana

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// TestStepPanicRestores: a flight that panics (a bug where the table
// applies the events) is reported, not fatal: the table is built anew as
// the match stands and the game goes on.
func TestStepPanicRestores(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	sh.settings.Animation = store.AnimNormal
	g, err := ikebana.NewGame(ikebana.WithPlayers(3), ikebana.WithSeed(8), ikebana.WithFirstPlayer(you))
	if err != nil {
		t.Fatal(err)
	}
	if err := a.StartGame(g, "easy"); err != nil {
		t.Fatal(err)
	}
	before := kit.Panics()
	old := a.Table().root
	a.Table().seq.Add(kit.Beat{Begin: func() []*kit.Mover { panic("a flight fell") }})
	if kit.Panics() != before+1 {
		t.Fatalf("%d panics reported; want 1", kit.Panics()-before)
	}
	tb := a.Table()
	if !tb.shown || tb.root == old || tb.seq.Busy() {
		t.Fatalf("after the panic: shown %v, built anew %v, busy %v", tb.shown, tb.root != old, tb.seq.Busy())
	}
	tb.seq.Manual = true
	test.Tap(tb.Draw)
	tb.seq.Finish()
	if p := a.Match().Observe().Phase; p != ikebana.PhaseDrawn {
		t.Errorf("after Draw the phase is %v; want drawn", p)
	}
}
