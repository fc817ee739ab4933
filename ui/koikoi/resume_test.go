package koikoi

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// TestResumePutsCardsBack plays two turns of the stacked round, so that
// cards land in the field's freed slots out of card order, leaves the
// table (the game is saved) and continues it: every field card, hand card
// and capture is where it was.
func TestResumePutsCardsBack(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	test.Tap(a.Table().HandCards[cards(t, "jan-crane")[0]])
	test.Tap(a.Table().FieldCards[cards(t, "jan-plain-1")[0]])
	test.Tap(a.Table().HandCards[cards(t, "sep-plain-1")[0]]) // no match: it lands in a free slot
	test.Tap(a.Table().HandCards[cards(t, "sep-plain-1")[0]])
	if !a.Controller().MyTurn() {
		t.Fatal("not the player's turn after two turns")
	}
	before := map[koikoi.Card]kit.Rect{}
	tb := a.Table()
	for _, c := range koikoi.AllCards() {
		if k := tb.model.at[c].kind; k == atField || k == atHand || k == atCaps {
			before[c] = kit.RectOf(tb.cards[c])
		}
	}
	inField := tb.model.set(atField, 0)
	slotsInOrder := true
	for i, c := range inField.Cards() {
		if tb.model.slot[c] != i {
			slotsInOrder = false
		}
	}
	if slotsInOrder {
		t.Fatal("the field's slots are in card order: the test shows nothing")
	}
	a.Leave()
	if !a.Continue() {
		t.Fatal("Continue found no game")
	}
	tb = a.Table()
	for c, r := range before {
		if got := kit.RectOf(tb.cards[c]); got != r {
			t.Errorf("%v at %v after the resume; it was at %v", c, got, r)
		}
	}
}
