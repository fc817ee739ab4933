package koikoi

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/store"
)

// TestOneTapPlays: by default one tap on a hand card plays it at the
// table, as in the lessons (the crane takes its only partner); with "tap
// to select, tap again to play" the first tap only selects it, and the
// instruction stays even after a hint was shown.
func TestOneTapPlays(t *testing.T) {
	crane, partner := cards(t, "jan-crane")[0], cards(t, "jan-plain-1")[0]

	a := newTestApp(t, t.TempDir())
	a.settings().ConfirmPlay = false
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	test.Tap(a.Table().HandCards[crane])
	if caps := a.Match().Game.State().Captured(0); !caps.Has(crane) || !caps.Has(partner) {
		t.Fatalf("one tap on the crane: captures %v; want the crane and its partner", caps)
	}

	a = newTestApp(t, t.TempDir())
	a.settings().ConfirmPlay = true
	a.settings().MoveHints = true
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	tb := a.Table()
	tb.askHint()
	test.Tap(tb.HandCards[crane])
	if n := a.Match().Game.Moves(); n != 0 {
		t.Fatalf("with tap to select, the first tap made %d moves", n)
	}
	want := a.T("ui.status.confirm")
	if got := tb.Status.Text; got != want {
		t.Errorf("a card selected after a hint: the status says %q; want the instruction %q", got, want)
	}
	test.Tap(tb.HandCards[crane])
	if caps := a.Match().Game.State().Captured(0); !caps.Has(crane) {
		t.Errorf("the second tap did not play the crane: captures %v", caps)
	}
}
