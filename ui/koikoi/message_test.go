package koikoi

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/advice"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/store"
)

// TestHintShown: the hint lights its cards up and shows its reasons over
// the table, worded as adviceSentences words them; the message area keeps
// the narration and the instruction. A tap closes the reasons, the
// highlight stays, and playing the card ends the hint.
func TestHintShown(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	a.settings().MoveHints = true
	a.advise = func(obs *koikoi.Observation) advice.Advice {
		return advice.Advise(obs, ai.WithSeed(1), ai.WithBudget(300))
	}
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	tb := a.Table()
	status, narr := tb.Status.Text, tb.Narration[0].Text
	test.Tap(tb.Buttons["hint"])
	obs := tb.c.Observe()
	adv := *tb.hint
	if err := advice.Check(&obs, adv); err != nil {
		t.Fatalf("the hint's advice does not check: %v", err)
	}
	want := adviceSentences(a.l(), &obs, adv, a.T("term.computer"))
	if len(want) == 0 || !slices.Equal(tb.HintTexts, want) {
		t.Errorf("hint's reasons %q; want %q", tb.HintTexts, want)
	}
	if !strings.Contains(tb.HintHead, cardNoun(a.l(), adv.Move.Card).The) {
		t.Errorf("hint %q does not name the advised card %v", tb.HintHead, adv.Move.Card)
	}
	if tb.Status.Text != status || tb.Narration[0].Text != narr {
		t.Errorf("the hint replaced the message area: %q, %q", tb.Status.Text, tb.Narration[0].Text)
	}
	if w := tb.HandCards[adv.Move.Card]; w == nil || !w.Highlight {
		t.Error("the advised card is not highlighted")
	}
	test.Tap(tb.Buttons["hintclose"])
	if tb.hintShown() {
		t.Error("the hint's reasons stay after a tap on them")
	}
	if w := tb.HandCards[adv.Move.Card]; w == nil || !w.Highlight {
		t.Error("closing the reasons took the highlight away")
	}
	test.Tap(tb.HandCards[adv.Move.Card])
	test.Tap(tb.HandCards[adv.Move.Card])
	if tb.hintCurrent() || tb.hintCards() != 0 {
		t.Error("the hint outlived its move")
	}
}

// TestFirstDealerTold: a new game's first line tells how the first Oya was
// chosen (the cards drawn, who deals), readable on the narrowest phone in
// languages with and without spaces, and the same in the game log.
func TestFirstDealerTold(t *testing.T) {
	for _, lang := range []string{"en", "de", "ja"} {
		t.Run(lang, func(t *testing.T) {
			a := newTestApp(t, t.TempDir())
			shellOf(a).setLanguage(lang)
			ng := store.KoikoiNewGame{Preset: "standard", Level: "easy", Mode: store.ModeComputer}
			if err := a.startNewGame(ng, 11); err != nil {
				t.Fatal(err)
			}
			tb := a.Table()
			st := tb.c.Game.State()
			if st.Dealer() != tb.viewer {
				t.Fatal("the computer deals this game: its play would hide the first line")
			}
			dealer := tb.narrator().seatName(st.Dealer())
			shown := tb.Narration[0].Text + tb.Narration[1].Text
			if !strings.Contains(shown, dealer) {
				t.Errorf("first line %q does not name the Oya %q", shown, dealer)
			}
			if tb.Narration[0].TextSize < 9 {
				t.Errorf("first line at %.1f dp; want at least 9", tb.Narration[0].TextSize)
			}
			log := tb.LogLines()
			if len(log) == 0 || !strings.Contains(log[0], dealer) {
				t.Fatalf("the game log starts %q; want the first deal told in full", log)
			}
			for _, c := range st.FirstDraw() {
				if name := names.Card(a.l(), c); !strings.Contains(log[0], name) {
					t.Errorf("the game log's first line %q does not name %q, drawn for the Oya", log[0], name)
				}
			}
		})
	}
}

// TestSplitUnspaced: a Japanese line is cut in two at the punctuation mark
// nearest its middle, or at its middle; nothing is lost.
func TestSplitUnspaced(t *testing.T) {
	for _, c := range []struct{ in, a, b string }{
		{"引き：コンピューターが10月の四枚目を持っているので、鬼札はこの月の札を取れません。", "引き：コンピューターが10月の四枚目を持っているので、", "鬼札はこの月の札を取れません。"},
		{"あいうえおかきくけこ", "あいうえお", "かきくけこ"},
		{"あ", "あ", ""},
	} {
		a, b := splitUnspaced(c.in)
		if a != c.a || b != c.b {
			t.Errorf("splitUnspaced(%q) = %q, %q; want %q, %q", c.in, a, b, c.a, c.b)
		}
	}
}

// TestSplitLineWithName: a Japanese line holding a name written with a
// space (an online player's) is cut at the punctuation mark nearest its
// middle, not inside the name; a line with spaces only at a space.
func TestSplitLineWithName(t *testing.T) {
	for _, c := range []struct{ in, a, b string }{
		{"あなた：桐のカス、Maximilian Ostermann：菖蒲のカス。1月に近い札を引いた方が先に配ります。親はMaximilian Ostermannです。",
			"あなた：桐のカス、Maximilian Ostermann：菖蒲のカス。", "1月に近い札を引いた方が先に配ります。親はMaximilian Ostermannです。"},
		{"You played Crane and sun and took Pine.", "You played Crane and", "sun and took Pine."},
	} {
		a, b := splitLine(c.in, 10, 11)
		if a != c.a || b != c.b {
			t.Errorf("splitLine(%q) = %q, %q; want %q, %q", c.in, a, b, c.a, c.b)
		}
	}
}
