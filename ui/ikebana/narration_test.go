package ikebana

import (
	"fmt"
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

// TestNarrationBandWholeLines: at 412×915 the narration's band shows at
// least 4 lines, at 360×640 at least 3, whatever the number of florists;
// once the computers have played it shows their whole turns, or, when
// they are more, it is scrolled to the newest line, the
// top of the band the top of a line (none cut in half), and neither the
// band nor the action row moved when the lines came (issue 29).
func TestNarrationBandWholeLines(t *testing.T) {
	for _, c := range []struct {
		sz   fyne.Size
		want int
	}{{fyne.NewSize(412, 915), 4}, {fyne.NewSize(360, 640), 3}} {
		for n := 2; n <= 5; n++ {
			a, sh := newTestApp(t, t.TempDir())
			sh.settings.Animation = store.AnimNormal
			sh.win.SetPadded(false)
			sh.win.Resize(c.sz)
			tb, _ := startTable(t, a, n, 8, you, "easy")
			name := fmt.Sprintf("%vx%v, %d florists", c.sz.Width, c.sz.Height, n)
			band, draw := tb.narrScroll.Size(), tb.Draw.Position()
			tb.Hold()
			test.Tap(tb.Draw)
			tb.seq.Finish()
			test.Tap(tb.Keep)
			tb.seq.Finish()
			if got := tb.Draw.Position(); got != draw || !tb.Draw.Visible() {
				t.Errorf("%s: Draw moved from %v to %v (shown %v) once the computers' lines came", name, draw, got, tb.Draw.Visible())
			}
			if got := tb.narrScroll.Size(); got != band {
				t.Errorf("%s: the narration's band went from %v to %v as its lines came", name, band, got)
			}
			pitch, pad, first := tb.narrationMetrics()
			h := tb.narrScroll.Size().Height
			shown := (h-first+narrationTrim)/pitch + 1
			if whole := float32(int(shown + 0.01)); abs(shown-whole) > 0.01 || int(whole) < c.want {
				t.Errorf("%s: the band, %v high, shows %.2f lines; want at least %d whole lines", name, h, shown, c.want)
			}
			content := tb.narration.Size().Height
			off := tb.narrScroll.Offset.Y
			if content <= h { // the whole turn in view, from its top
				if off != 0 {
					t.Errorf("%s: the narration fits the band but is scrolled to %v", name, off)
				}
				continue
			}
			if abs(off-(content-h)) > 0.5 {
				t.Errorf("%s: scrolled to %v of %v: the newest line is not at the bottom", name, off, content-h)
			}
			if top := (off - pad - narrationTrim) / pitch; abs(top-float32(int(top+0.01))) > 0.01 {
				t.Errorf("%s: the band's top is %.2f lines down the narration: a line is cut", name, top)
			}
		}
	}
}
