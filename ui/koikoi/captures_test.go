package koikoi

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/store"
)

// TestTableCapturesSheet: at the table, a tap on a captures panel's rank
// group opens that side's captures, every card of them at the sheet's
// size; the tap plays nothing.
func TestTableCapturesSheet(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	a.settings().Animation = store.AnimOff
	a.h.Win.Resize(fyne.NewSize(360, 640))
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	tb := a.Table()
	test.Tap(tb.HandCards[cards(t, "jan-crane")[0]])
	test.Tap(tb.FieldCards[cards(t, "jan-plain-1")[0]])
	if !a.Match().MyTurn() {
		t.Fatal("the computer's turn did not end")
	}
	obs := a.Match().Observe()
	if obs.Captured.Empty() {
		t.Fatal("the player captured nothing")
	}
	seq := a.Match().Seq()
	test.Tap(tb.texts.groups[0][obs.Captured.First().Kind()])
	if a.Match().Seq() != seq {
		t.Error("a tap on a captured card made a move")
	}
	over := a.h.Win.Canvas().Overlays().Top()
	if over == nil {
		t.Fatal("a tap on a captured card opened nothing")
	}
	shown := map[koikoi.Card]float32{}
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *CardWidget:
			shown[x.Card] = x.Size().Width
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c)
			}
		}
	}
	walk(over)
	for _, c := range obs.Captured.Cards() {
		if w, ok := shown[c]; !ok || w < capturesCard.Width {
			t.Errorf("%v in the sheet: shown %v, %.0f dp wide; want %.0f", c, ok, w, capturesCard.Width)
		}
	}
	if len(shown) != obs.Captured.Len() {
		t.Errorf("the sheet shows %d cards; the player captured %d", len(shown), obs.Captured.Len())
	}
}
