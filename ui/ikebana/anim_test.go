package ikebana

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/store"
)

// TestFlights drives the table's sequencer by hand: Draw sends the pile's
// top card to the middle, turned over half way; Keep sends it to the
// bouquet; the table shows each new state only once the card landed.
// While the cards fly the decision and the hint give way, the table
// keeping its place.
func TestFlights(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	sh.settings.Animation = store.AnimNormal
	sh.settings.IkebanaPrefs.Hints = true
	g, err := ikebana.NewGame(ikebana.WithPlayers(2), ikebana.WithSeed(8), ikebana.WithFirstPlayer(you))
	if err != nil {
		t.Fatal(err)
	}
	if err := a.StartGame(g, "easy"); err != nil {
		t.Fatal(err)
	}
	tb := a.Table()
	tb.seq.Manual = true
	from, to := tb.rectOf(tb.pile, -1), tb.rectOf(tb.drawn, -1)
	if !tb.Hint.Visible() || !tb.actions.Objects[2].Visible() {
		t.Fatal("before the draw: no hint or no Draw")
	}
	test.Tap(tb.Draw)
	if tb.Hint.Visible() || tb.actions.Objects[2].Visible() || tb.actions.Objects[3].Visible() {
		t.Errorf("while the card flies: hint %v, Draw %v, Keep/Refuse %v; want none", tb.Hint.Visible(), tb.actions.Objects[2].Visible(), tb.actions.Objects[3].Visible())
	}
	if r := tb.rectOf(tb.pile, -1); r != from {
		t.Errorf("the pile moved from %v to %v as the decision gave way", from, r)
	}
	drawn := a.Match().State().Drawn()
	if !tb.flyer.Visible() || tb.flyer.Card != ikebana.NoCard || tb.flyer.Position() != from.Pos {
		t.Fatalf("the flight does not start face down on the pile: shown %v, card %v at %v, want %v", tb.flyer.Visible(), tb.flyer.Card, tb.flyer.Position(), from.Pos)
	}
	if !tb.drawn.Empty {
		t.Error("the card drawn shows in the middle before it got there")
	}
	tb.seq.Tick(0.75)
	if tb.flyer.Card != drawn {
		t.Errorf("past half way the card shows %v, want it turned over: %v", tb.flyer.Card, drawn)
	}
	if x := tb.flyer.Position().X; !(x > from.Pos.X && x < to.Pos.X) {
		t.Errorf("at three quarters the card is at x=%v, not between %v and %v", x, from.Pos.X, to.Pos.X)
	}
	tb.seq.Tick(1)
	if tb.flyer.Visible() || tb.drawn.Empty || tb.drawn.Card != drawn || !tb.actions.Objects[3].Visible() || !tb.Hint.Visible() {
		t.Fatal("after landing the table does not show the card drawn with Keep and the hint")
	}
	dest := tb.rectOf(tb.mine, 0)
	test.Tap(tb.Keep)
	tb.seq.Tick(0.9999)
	if p := tb.flyer.Position(); tb.flyer.Card != drawn || abs(p.X-dest.Pos.X) > 1 || abs(p.Y-dest.Pos.Y) > 1 {
		t.Errorf("the kept card (%v) lands at %v, want %v", tb.flyer.Card, p, dest.Pos)
	}
	tb.seq.Tick(1)
	if a.Match().State().Bouquet(you).Len() != 1 {
		t.Fatal("Keep did not keep")
	}
	if row := tb.mine; len(row.Objects) != 1 || row.Objects[0].(*CardWidget).Card != drawn {
		t.Error("the bouquet does not show the card kept")
	}
}

func abs(x float32) float32 { return max(x, -x) }

// TestNarrationInStep plays a first round of four florists, the computers
// at random, and drives the table's sequencer frame by frame. At every
// frame the narration's last line is true of what the table shows: a card
// told turned over shows its face (in flight past half way, or in the
// middle); a card told kept or refused has left the middle; a card told
// bought is paid for (its token in flight), flies, or lies in its buyer's
// bouquet. Lines come in the game's
// order and never before their move's flights began. While cards fly no
// Buy button is enabled or stands out.
func TestNarrationInStep(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	sh.settings.Animation = store.AnimNormal
	sh.win.Resize(fyne.NewSize(412, 915))
	tb, m := startTable(t, a, 4, 34, you, "random")
	tb.seq.Manual = true
	w := a.w()
	// what each line asks of the table while it is the last one told
	holds := map[string]func() bool{}
	shows := func(v *CardWidget, c ikebana.Card) bool { return !v.Empty && v.Card == c }
	checked := map[string]int{}
	frames := 0
	for m.State().Round() == 1 && m.State().Phase().Playing() {
		_, done, _ := roundEvents(m.Game)
		tapMove(t, tb)
		_, evs, _ := roundEvents(m.Game)
		for _, e := range evs[len(done):] {
			lines := narrate(w, e)
			if len(lines) == 0 {
				continue
			}
			c := e.Card
			switch e.Kind {
			case ikebana.EventDraw:
				holds[lines[0]] = func() bool { return (tb.flyer.Visible() && tb.flyer.Card == c) || shows(tb.drawn, c) }
			case ikebana.EventKeep, ikebana.EventRefuse:
				holds[lines[0]] = func() bool { return !shows(tb.drawn, c) }
			case ikebana.EventBuy:
				bouquet := tb.bouquetOf(e.Seat)
				holds[lines[0]] = func() bool {
					return tb.coin.box.Visible() || (tb.flyer.Visible() && tb.flyer.Card == c) || slices.ContainsFunc(bouquet.Objects, func(o fyne.CanvasObject) bool { return o.(*CardWidget).Card == c })
				}
			}
		}
		check := func(when string) {
			frames++
			text := tb.narration.Text
			if text == "" || !tb.shown { // the round's scores took the table's place
				return
			}
			for seat, b := range tb.Buy {
				if tb.seq.Busy() && (!b.Disabled() || b.Importance == widget.HighImportance) {
					t.Fatalf("%s: while cards fly, Buy from %v is enabled %v, importance %v", when, seat, !b.Disabled(), b.Importance)
				}
			}
			told := strings.Split(text, "\n")
			last := told[len(told)-1]
			if !strings.Contains(strings.Join(m.Lines, "\n"), text) {
				t.Fatalf("%s: the narration %q is not the game's lines in order", when, text)
			}
			if ok, known := holds[last]; known {
				checked[last]++
				if !ok() {
					t.Fatalf("%s: the narration ends %q, but the table shows drawn %v (empty %v), flyer %v (shown %v)", when, last, tb.drawn.Card, tb.drawn.Empty, tb.flyer.Card, tb.flyer.Visible())
				}
			}
		}
		for step := 0; tb.seq.Busy(); step++ {
			for _, f := range []float32{0.01, 0.25, 0.49, 0.51, 0.75, 0.99, 1} {
				tb.seq.Tick(f)
				check(fmt.Sprintf("step %d at %v", step, f))
			}
		}
	}
	if len(checked) < 20 {
		t.Errorf("only %d lines checked over %d frames", len(checked), frames)
	}
}
