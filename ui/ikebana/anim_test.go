package ikebana

import (
	"testing"

	"fyne.io/fyne/v2/test"

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
	if row := tb.mine; len(row.Objects) != 1 || row.Objects[0].(*cardView).Card != drawn {
		t.Error("the bouquet does not show the card kept")
	}
}

func abs(x float32) float32 { return max(x, -x) }
