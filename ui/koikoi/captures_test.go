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

// TestAlikeCaptureNotAsked: the card turned over from the pile matches two
// plains of one month, alike for every yaku (issue 29: the game asked
// which one to take); the table takes one without asking, and the turn
// goes on to the computer.
func TestAlikeCaptureNotAsked(t *testing.T) {
	mine := cards(t, "jan-crane", "mar-curtain", "aug-moon", "feb-plain-1", "feb-plain-2", "sep-plain-1", "sep-plain-2", "dec-plain-1")
	field := cards(t, "jan-plain-1", "mar-plain-1", "aug-plain-1", "oct-plain-1", "oct-plain-2", "nov-swallow", "nov-ribbon", "dec-plain-2")
	opp := cards(t, "apr-plain-1", "apr-plain-2", "may-plain-1", "may-plain-2", "jun-plain-1", "jul-plain-1", "oct-blue", "dec-plain-3")
	deer := cards(t, "oct-deer")[0]
	a := newTestApp(t, t.TempDir())
	a.StartGame(dealtGame(t, koikoi.MustPreset("standard"), mine, field, opp, deer), store.KoikoiSave{Mode: store.ModeComputer})
	tb := a.Table()
	sep := cards(t, "sep-plain-1")[0] // no September card in the field: it lands
	test.Tap(tb.HandCards[sep])
	if a.Match().Observe().Hand.Has(sep) { // tap to select, tap again to play
		test.Tap(tb.HandCards[sep])
	}
	tb.seq.Finish()
	caps := a.Match().Game.State().Captured(0)
	if !caps.Has(deer) || caps.Month(10).Len() != 2 {
		t.Fatalf("after the draw the player holds %s; want the deer and one October plain", caps)
	}
	if obs := a.Match().Observe(); obs.Phase == koikoi.PhaseCaptureDraw && a.Match().MyTurn() {
		t.Errorf("the table asks to choose between %s, alike for every yaku", obs.Choices)
	}
}
