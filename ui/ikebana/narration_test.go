package ikebana

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/store"
)

// TestNarrationKeepsTheRound: after the player's move the three
// computers play their turns; the narration keeps all of it (issue 29: a
// computer's first refusal scrolled away), the newest line in view, and
// shows over the flights (a card flies under it, not over it). Switched
// to French mid-game, the table tells the same round in French.
func TestNarrationKeepsTheRound(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	sh.settings.Animation = store.AnimNormal
	g, err := ikebana.NewGame(ikebana.WithPlayers(4), ikebana.WithSeed(8), ikebana.WithFirstPlayer(you))
	if err != nil {
		t.Fatal(err)
	}
	if err := a.StartGame(g, "easy"); err != nil {
		t.Fatal(err)
	}
	tb := a.Table()
	tb.Hold()
	test.Tap(tb.Draw)
	tb.seq.Finish()
	test.Tap(tb.Keep)
	tb.seq.Finish()
	m := a.Match()
	mine := m.Save.Seen[you]
	if mine == 0 || mine >= len(m.Lines) {
		t.Fatalf("the player's move is told up to line %d of %d", mine, len(m.Lines))
	}
	since := m.Lines[mine-1:]
	if len(since) <= tb.narrationLines() {
		t.Fatalf("the computers' turns told in %d lines: too few to test", len(since))
	}
	if got := tb.narration.Text; got != strings.Join(since, "\n") {
		t.Errorf("the narration shows\n%s\nwant the player's move and the round since:\n%s", got, strings.Join(since, "\n"))
	}
	if off := tb.narrScroll.Offset.Y; off <= 0 {
		t.Errorf("the narration is scrolled to %v: the newest line is out of view", off)
	}
	stack := sh.win.Content().(*fyne.Container).Objects
	layer := slices.Index(stack, fyne.CanvasObject(tb.layer.Box))
	if layer < 0 || layer != len(stack)-2 {
		t.Errorf("the flights' layer is at %d of the table's %d layers; want the narration's over it", layer, len(stack))
	}

	english := tb.narration.Text
	sh.lang = "fr"
	sh.win.SetContent(sh.build())
	tb = a.Table()
	want := tell(a.w(), m.told)
	if !slices.Equal(m.Lines, want) {
		t.Fatalf("after the switch the narration's lines are\n%q\nwant them in French:\n%q", m.Lines, want)
	}
	if got := tb.narration.Text; got == english || got != strings.Join(want[mine-1:], "\n") {
		t.Errorf("after the switch to French the narration shows\n%s", got)
	}
}
