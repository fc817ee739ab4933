package ikebana

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// TestBuyUnderItsCard lays the table out at every fit size for two to
// five florists, each with a discard top, and checks that each Buy button
// goes with its own card: clear of the bouquet's cards (on their right),
// and, when it is under the discard top, centred under it (a "Buy: 5"
// once sat under the bouquet's last card in landscape).
func TestBuyUnderItsCard(t *testing.T) {
	for n := ikebana.MinPlayers; n <= ikebana.MaxPlayers; n++ {
		// each florist refuses his first card of a turn when he can, then
		// keeps: discard tops pile up and nobody buys them
		g, err := ikebana.NewGame(ikebana.WithPlayers(n), ikebana.WithSeed(3))
		if err != nil {
			t.Fatal(err)
		}
		for st := g.State(); st.Phase().Playing(); st = g.State() {
			ready := st.Phase() == ikebana.PhaseStart && st.ToMove() == you
			for p := 1; p < n; p++ {
				ready = ready && st.DiscardTop(ikebana.Seat(p)) != ikebana.NoCard && st.Bouquet(ikebana.Seat(p)).Len() >= 2
			}
			if ready {
				break
			}
			mv := ikebana.Draw
			if st.Phase() == ikebana.PhaseDrawn {
				mv = ikebana.Keep
				if st.Refusals() == 0 && st.IsLegal(ikebana.Refuse) {
					mv = ikebana.Refuse
				}
			}
			if err := g.Apply(mv); err != nil {
				t.Fatal(err)
			}
		}
		if g.State().Phase() != ikebana.PhaseStart {
			t.Fatalf("%d seats: no position with a discard top on every row", n)
		}
		for _, sz := range fitSizes {
			t.Run(fmt.Sprintf("%d seats %vx%v", n, sz.Width, sz.Height), func(t *testing.T) {
				a, sh := newTestApp(t, t.TempDir())
				sh.win.SetPadded(false)
				sh.win.Resize(sz)
				if err := a.StartGame(g, "easy"); err != nil {
					t.Fatal(err)
				}
				tb := a.Table()
				abs := func(o fyne.CanvasObject) fyne.Position {
					return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
				}
				for _, r := range tb.rows {
					b := tb.Buy[r.seat]
					if !b.Visible() {
						t.Fatalf("seat %v: no Buy beside its %v", r.seat, r.top.Card)
					}
					bx, tx, qx := abs(b).X, abs(r.top).X, abs(r.bouquet).X
					if bx < qx+r.bouquet.Size().Width-0.5 {
						t.Errorf("seat %v: Buy at x %v–%v reaches under the bouquet (to x %v)", r.seat, bx, bx+b.Size().Width, qx+r.bouquet.Size().Width)
					}
					under := abs(b).Y >= abs(r.top).Y+r.top.Size().Height-0.5
					if mid := bx + b.Size().Width/2; under && (mid < tx || mid > tx+r.top.Size().Width) {
						t.Errorf("seat %v: Buy (x %v–%v) is not centred under its card (x %v–%v)", r.seat, bx, bx+b.Size().Width, tx, tx+r.top.Size().Width)
					}
				}
			})
		}
	}
}
