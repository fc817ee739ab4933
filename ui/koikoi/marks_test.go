package koikoi

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/store"
)

// TestMarksWithAnimationsOff plays the stacked round's crane with the
// animations off: the computer's whole turn shows in one frame, so the
// card it played and the card it drew stay marked, and the message tells
// every step of its turn; the player's next move clears them.
func TestMarksWithAnimationsOff(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	a.settings().Animation = store.AnimOff
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	tb := a.Table()
	test.Tap(tb.HandCards[cards(t, "jan-crane")[0]])
	test.Tap(tb.FieldCards[cards(t, "jan-plain-1")[0]])
	if !a.Match().MyTurn() {
		t.Fatal("the computer's turn did not end")
	}
	if tb.marked.Len() != 2 {
		t.Fatalf("marked %v; want the card the computer played and the one it drew", tb.marked)
	}
	for _, w := range tb.cards {
		if w.Marked != tb.marked.Has(w.Card) {
			t.Errorf("%v marked %v; the computer's cards are %v", w.Card, w.Marked, tb.marked)
		}
		if w.Marked && tb.model.at[w.Card].kind == atHand {
			t.Errorf("%v is marked in a hand", w.Card)
		}
	}
	told := tb.toldLines()
	if len(told) < 3 {
		t.Fatalf("the player's move and the computer's turn are told in %d sentences: %q", len(told), told)
	}
	if !strings.HasPrefix(told[0], "You played") {
		t.Errorf("the narration begins %q; want the player's own play, told with the animations off too", told[0])
	}
	// The message shows the computer's whole turn; the player's own
	// lines before it as far as the two lines hold them.
	shown := strings.Join(strings.Fields(tb.texts.narr[0].Text+" "+tb.texts.narr[1].Text), " ")
	for _, s := range told {
		if strings.HasPrefix(s, "You") {
			continue
		}
		if !strings.Contains(shown, strings.Join(strings.Fields(s), " ")) {
			t.Errorf("the message %q leaves out %q", shown, s)
		}
	}

	first := tb.marked
	test.Tap(tb.HandCards[cards(t, "mar-curtain")[0]])
	test.Tap(tb.FieldCards[cards(t, "mar-plain-1")[0]])
	if c := tb.model.at[cards(t, "mar-curtain")[0]]; c.kind != atCaps {
		t.Fatalf("the curtain was not played: %+v", c)
	}
	for _, c := range first.Cards() {
		if tb.cards[c].Marked {
			t.Errorf("%v, played or drawn by the computer a turn ago, is still marked after the player's move", c)
		}
	}
}
