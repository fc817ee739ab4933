package koikoi

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/store"
)

// TestLanguageSwitchMidGame plays a turn, then switches the language in
// the middle of the game: every line of the narration on show is said
// again in the new language, none stays in the old one.
func TestLanguageSwitchMidGame(t *testing.T) {
	a := newTestApp(t, t.TempDir())
	a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
	test.Tap(a.Table().HandCards[cards(t, "jan-crane")[0]])
	test.Tap(a.Table().FieldCards[cards(t, "jan-plain-1")[0]])
	before := a.Table().toldLines()
	if len(before) < 3 {
		t.Fatalf("narration %q; want the player's move and the computer's turn", before)
	}
	prev := before
	for _, code := range []string{"fr", "ja", "de", "es", "en"} {
		shellOf(a).setLanguage(code)
		tb := a.Table()
		got := tb.toldLines()
		if len(got) != len(before) {
			t.Fatalf("%s: narration %q; want %d lines", code, got, len(before))
		}
		// The computer's turn (its last two lines) shows whole.
		shown := tb.Narration[0].Text + tb.Narration[1].Text
		for i, l := range got {
			if code != "en" && slices.Contains(prev, l) {
				t.Errorf("%s: line %q still in the language before", code, l)
			}
			if i >= len(got)-2 && !strings.Contains(strings.Join(strings.Fields(shown), ""), strings.Join(strings.Fields(l), "")) {
				t.Errorf("%s: the message %q leaves out %q", code, shown, l)
			}
		}
		prev = got
	}
	if got := a.Table().toldLines(); !slices.Equal(got, before) {
		t.Errorf("back in English: %q; want %q", got, before)
	}
}
