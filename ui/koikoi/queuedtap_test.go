package koikoi

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// TestDoubleTapPlaysOneCard: with one tap to play (the default), a double
// tap on the crane plays the crane only. The hand closes up at once, so
// the second tap lands on the card now in the crane's place; made while
// the cards move, it waits, and once the computer's turn has been shown
// it only selects that card (the status asks for a second tap), which a
// tap then plays. (Seen in the phone simulation: a double tap on the pine
// also played the cherry after the computer's turn.)
func TestDoubleTapPlaysOneCard(t *testing.T) {
	a, tb := animatedTable(t, stackedGame(t), store.ModeComputer)
	a.settings().ConfirmPlay = false
	crane := cards(t, "jan-crane")[0]
	at := kit.RectOf(tb.HandCards[crane])
	test.Tap(tb.HandCards[crane])
	if !tb.seq.Busy() {
		t.Fatal("the crane's play showed no steps")
	}
	tb.Tick(1) // the crane has gone to the field, the hand has closed up
	if !tb.seq.Busy() {
		t.Fatal("no steps after the crane's play")
	}
	next := crane
	for c, w := range tb.HandCards {
		if c != crane && a.Match().Observe().Hand.Has(c) && kit.RectOf(w) == at {
			next = c
		}
	}
	if next == crane {
		t.Fatal("no hand card took the crane's place: the test shows nothing")
	}
	test.Tap(tb.HandCards[next]) // the double tap's second tap
	tb.seq.Finish()
	m := a.Match()
	if !m.MyTurn() {
		t.Fatal("not the player's turn once the computer's turn was shown")
	}
	if !m.Observe().Hand.Has(next) {
		t.Fatalf("%v was played by the tap made while the cards moved", next)
	}
	if tb.selected != next || !tb.HandCards[next].Selected {
		t.Errorf("selected %v after the cards rest; want %v, the waiting tap's card", tb.selected, next)
	}
	if got, want := tb.Status.Text, a.T("ui.status.confirm"); got != want && got != a.T("ui.status.discard", map[string]any{"Card": names.Card(a.l(), next)}) {
		t.Errorf("the status says %q; want it to ask for a second tap (%q)", got, want)
	}
	test.Tap(tb.HandCards[next])
	if m.Observe().Hand.Has(next) {
		t.Errorf("a tap on the selected %v did not play it", next)
	}
}
