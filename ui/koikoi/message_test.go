package koikoi

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// TestHintWhyShown: a hint's reason goes on the message area's narration
// lines while the hint itself is the status; nothing in the area moves,
// and the narration comes back once the hint is played.
func TestHintWhyShown(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	a.settings().MoveHints = true
	a.advise = func(obs *koikoi.Observation) Advice {
		return Advice{Move: firstMove{}.Move(obs), Why: "capture-bright"}
	}
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	tb := a.Table()
	status, narr := kit.RectOf(tb.Status), kit.RectOf(tb.Narration[0])
	test.Tap(tb.Buttons["hint"])
	why := a.T("ui.why.capture-bright")
	shown := strings.Join(strings.Fields(tb.Narration[0].Text+" "+tb.Narration[1].Text), " ")
	if shown != why {
		t.Errorf("narration lines %q; want the hint's reason %q", shown, why)
	}
	if !strings.Contains(tb.Status.Text, names.Card(a.l(), firstMove{}.Move(ptrObs(tb.c.Observe())).Card)) {
		t.Errorf("status %q does not name the advised card", tb.Status.Text)
	}
	if kit.RectOf(tb.Status) != status || kit.RectOf(tb.Narration[0]) != narr {
		t.Error("the message area moved when the hint came")
	}
	adv := firstMove{}.Move(ptrObs(tb.c.Observe()))
	test.Tap(tb.HandCards[adv.Card])
	test.Tap(tb.HandCards[adv.Card])
	if strings.Contains(tb.Narration[0].Text+" "+tb.Narration[1].Text, why) {
		t.Error("the hint's reason outlived the hint")
	}
}

// TestFirstDealerTold: a new game's first line tells how the first Oya was
// chosen (the cards drawn, who deals), readable on the narrowest phone in
// languages with and without spaces, and the same in the turn log.
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
			if log := tb.logLines(); len(log) == 0 || log[0] != tb.narrator().dealLine(st) {
				t.Errorf("the turn log starts %q; want the first deal told in full", log)
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
