package ikebana

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// TestWhyKeepsTheButtons: the line that answers a tap that could not act
// appears without moving the decision's buttons (issue 29: Keep/Refuse
// jumped about 90 px, and a second tap in the same place hit Refuse).
func TestWhyKeepsTheButtons(t *testing.T) {
	for _, sz := range []fyne.Size{{Width: 360, Height: 640}, {Width: 412, Height: 915}, {Width: 915, Height: 412}} {
		a, sh := newTestApp(t, t.TempDir())
		sh.win.Resize(sz)
		g, err := ikebana.NewGame(ikebana.WithPlayers(3), ikebana.WithSeed(8), ikebana.WithFirstPlayer(you))
		if err != nil {
			t.Fatal(err)
		}
		if err := a.StartGame(g, "easy"); err != nil {
			t.Fatal(err)
		}
		tb := a.Table()
		at := func(o fyne.CanvasObject) fyne.Position {
			return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
		}
		why := "That card is not yours to take: a much longer explanation than one line, so that it wraps over two or three lines on a phone."
		draw := at(tb.Draw)
		tb.answer(why)
		if got := at(tb.Draw); got != draw {
			t.Errorf("%v: Draw moved from %v to %v as the answer showed", sz, draw, got)
		}
		test.Tap(tb.Draw)
		keep, refuse := at(tb.Keep), at(tb.Refuse)
		tb.answer(why)
		if got := at(tb.Keep); got != keep {
			t.Errorf("%v: Keep moved from %v to %v as the answer showed", sz, keep, got)
		}
		if got := at(tb.Refuse); got != refuse {
			t.Errorf("%v: Refuse moved from %v to %v as the answer showed", sz, refuse, got)
		}
		if !tb.Why.Visible() || tb.Why.Text != why {
			t.Errorf("%v: the answer does not show", sz)
		}
	}
}
