package koikoi

import (
	"fmt"
	"slices"
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
	if !a.Match().MyTurn() {
		t.Fatal("not the player's turn after two turns")
	}
	before := map[koikoi.Card]kit.Rect{}
	tb := a.Table()
	// The computer's hand: face down, any card may stand for any other
	// (tablemodel.go); its places are what was shown.
	oppHand := func(tb *tableScreen) []string {
		var out []string
		for _, c := range tb.model.set(atHand, 1).Cards() {
			out = append(out, fmt.Sprint(kit.RectOf(tb.cards[c])))
		}
		slices.Sort(out)
		return out
	}
	opp := oppHand(tb)
	for _, c := range koikoi.AllCards() {
		if p := tb.model.at[c]; p.kind == atField || p.kind == atHand && p.seat == 0 || p.kind == atCaps {
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
	if got := oppHand(tb); !slices.Equal(got, opp) {
		t.Errorf("the computer's hand at %v after the resume; it was at %v", got, opp)
	}
	for c, r := range before {
		if got := kit.RectOf(tb.cards[c]); got != r {
			t.Errorf("%v at %v after the resume; it was at %v", c, got, r)
		}
	}
}
