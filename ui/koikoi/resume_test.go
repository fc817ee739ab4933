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
//
// Killed, the app is never told: a new app over the same store continues
// the game with every card in its place and the last turn told again
// (the player's move and the computer's whole turn), the computer's
// cards marked as the table marked them.
func TestResumePutsCardsBack(t *testing.T) {
	for _, kill := range []bool{false, true} {
		t.Run(fmt.Sprintf("kill=%v", kill), func(t *testing.T) { resumePutsCardsBack(t, kill) })
	}
}

func resumePutsCardsBack(t *testing.T, kill bool) {
	dir := t.TempDir()
	a := newTestApp(t, dir)
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
	told, marked := tb.toldLines(), tb.marked
	if kill {
		a = newTestApp(t, dir)
	} else {
		a.Leave()
	}
	if !a.Continue() {
		t.Fatal("Continue found no game")
	}
	tb = a.Table()
	if got := tb.toldLines(); !slices.Equal(got, told) {
		t.Errorf("narration %q after the resume; it was %q", got, told)
	}
	if tb.marked != marked || marked.Empty() {
		t.Errorf("marked %v after the resume; it was %v", tb.marked, marked)
	}
	if got := oppHand(tb); !slices.Equal(got, opp) {
		t.Errorf("the computer's hand at %v after the resume; it was at %v", got, opp)
	}
	for c, r := range before {
		if got := kit.RectOf(tb.cards[c]); got != r {
			t.Errorf("%v at %v after the resume; it was at %v", c, got, r)
		}
	}
}

// TestResumeEveryTurn plays dealt games turn by turn and, at each of the
// player's turns, continues the save in a new app (as after a kill): every
// field card lies in the slot it had.
func TestResumeEveryTurn(t *testing.T) {
	for seed := uint64(1); seed <= 2; seed++ {
		dir := t.TempDir()
		g, err := koikoi.NewGame(koikoi.WithSeed(seed))
		if err != nil {
			t.Fatal(err)
		}
		a := newTestApp(t, dir)
		a.StartGame(g, store.KoikoiSave{Mode: store.ModeComputer})
		for turn := 0; turn < 6; turn++ {
			obs := a.Match().Observe()
			if !a.Match().MyTurn() || obs.Phase != koikoi.PhasePlay {
				break
			}
			tb := a.Table()
			slots := map[koikoi.Card]kit.Rect{}
			for _, c := range tb.model.set(atField, 0).Cards() {
				slots[c] = kit.RectOf(tb.cards[c])
			}
			b := newTestApp(t, dir)
			b.newPlayer = a.newPlayer
			if !b.Continue() {
				t.Fatalf("seed %d turn %d: no game to continue", seed, turn)
			}
			for c, r := range slots {
				if got := kit.RectOf(b.Table().cards[c]); got != r {
					t.Errorf("seed %d turn %d: %v at %v after the resume; it was at %v", seed, turn, c, got, r)
				}
			}
			b.Stop()
			a.Table().do(koikoi.Play(obs.Hand.First()))
			if o := a.Match().Observe(); a.Match().MyTurn() && o.Phase == koikoi.PhaseCaptureHand {
				a.Table().do(koikoi.Capture(o.Choices.First()))
			}
		}
	}
}
