package ikebana

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// playedTo returns a 4-player game played with first legal moves until
// stop says so.
func playedTo(t *testing.T, stop func(ikebana.State) bool) *ikebana.Game {
	t.Helper()
	return playedToN(t, 4, 0, stop)
}

// playedToN returns an n-player game played until stop says so with the
// first legal moves (pick 0: draw and keep) or the last (pick -1: buy or
// refuse whenever allowed).
func playedToN(t *testing.T, n, pick int, stop func(ikebana.State) bool) *ikebana.Game {
	t.Helper()
	g, err := ikebana.NewGame(ikebana.WithPlayers(n), ikebana.WithSeed(3), ikebana.WithBouquetFinal(true))
	if err != nil {
		t.Fatal(err)
	}
	for !stop(g.State()) {
		st := g.State()
		if st.Phase() == ikebana.PhaseRoundOver {
			g.NextRound()
			continue
		}
		ms := st.LegalMoves()
		if err := g.Apply(ms[(len(ms)+pick)%len(ms)]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// shown walks the visible objects under o.
func shown(o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	if o == nil || !o.Visible() || o.Size().Width <= 0 || o.Size().Height <= 0 {
		return
	}
	f(o)
	switch v := o.(type) {
	case *fyne.Container:
		for _, k := range v.Objects {
			shown(k, f)
		}
	case fyne.Widget:
		for _, k := range test.WidgetRenderer(v).Objects() {
			shown(k, f)
		}
	}
}

// checkFit fails when the screen needs more than the window's size sz (a
// test window grows to its content's least size: a screen too wide or too
// tall would otherwise pass), when a tappable object is smaller than 48 dp
// or leaves the window (only sideways on a scrolling screen), when a
// button's text is wider than the button, or when a text runs out of the
// window. It gives the window its size back.
func checkFit(t *testing.T, name string, win fyne.Window, sz fyne.Size, scrolls bool) {
	t.Helper()
	defer win.Resize(sz)
	size := win.Canvas().Size()
	if size.Width > sz.Width+0.5 || size.Height > sz.Height+0.5 {
		t.Errorf("%s: the screen needs %v, more than the %v window", name, size, sz)
	}
	root := win.Content()
	abs := func(o fyne.CanvasObject) fyne.Position {
		return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	}
	targets := kit.Tappables(root, abs, func(w fyne.Widget) []fyne.CanvasObject { return test.WidgetRenderer(w).Objects() })
	if len(targets) == 0 {
		t.Fatalf("%s: nothing to tap", name)
	}
	for _, tg := range targets {
		if strings.HasPrefix(fmt.Sprintf("%T", tg.Obj), "*widget.scrollBar") {
			continue // scrolled by a drag anywhere, not a target
		}
		if tg.Size.Width < 47.5 || tg.Size.Height < 47.5 {
			t.Errorf("%s: %T at %v is %v, smaller than 48 dp", name, tg.Obj, tg.Pos, tg.Size)
		}
		h := size.Height
		if scrolls {
			h = tg.Pos.Y + tg.Size.Height
		}
		if !tg.Inside(size.Width, h) {
			t.Errorf("%s: %T at %v (%v) leaves the %v window", name, tg.Obj, tg.Pos, tg.Size, size)
		}
		if b, ok := tg.Obj.(*widget.Button); ok && b.MinSize().Width > b.Size().Width+0.5 {
			t.Errorf("%s: button %q needs %v of width, has %v", name, b.Text, b.MinSize().Width, b.Size().Width)
		}
	}
	shown(root, func(o fyne.CanvasObject) {
		if txt, ok := o.(*canvas.Text); ok && txt.Text != "" {
			if x := abs(txt).X; x+txt.MinSize().Width > size.Width+0.5 {
				t.Errorf("%s: text %q runs out of the window", name, txt.Text)
			}
		}
	})
}

// checkCards fails when the table's cards are too small to read: the
// player's bouquet, the pile and the card drawn, the other bouquets.
func checkCards(t *testing.T, name string, tb *tableScreen) {
	t.Helper()
	mine := tb.mine.Objects
	if len(mine) == 0 {
		t.Fatalf("%s: the player's bouquet is empty", name)
	}
	for _, c := range mine {
		if h := c.Size().Height; h < 66 {
			t.Errorf("%s: a card of the player's bouquet is %v dp tall, want 66 or more", name, h)
		}
	}
	for _, c := range []*CardWidget{tb.pile, tb.drawn} {
		if h := c.Size().Height; h < 54 {
			t.Errorf("%s: the pile or the card drawn is %v dp tall, want 54 or more", name, h)
		}
	}
	// a tall phone gives the other florists' rows its height: their values
	// read as well as the pile's
	// five florists in landscape, or at 360×640 (the narration beside the
	// pile; 43-46 with ordinary names, 37 with the longest names, whose
	// lines of narration wrap more)
	least := float32(36)
	sz := tb.root.Size()
	switch portrait := sz.Width < sz.Height; {
	case portrait && len(tb.rows) == 1: // one other: the row takes the width
		least = 70
	case portrait && sz.Height >= 900:
		least = 56
	}
	for _, r := range tb.rows {
		for _, c := range append(r.bouquet.Objects, r.top) {
			if h := c.Size().Height; h < least {
				t.Errorf("%s: a card of %v's row is %v dp tall, want %v or more", name, r.seat, h, least)
			}
		}
	}
	if w := tb.myTop.Size().Width; w < 40 {
		t.Errorf("%s: the player's discard top is %v dp wide, want 40 or more", name, w)
	}
}

// TestFit shows every Ikebana screen at phone, landscape and tablet sizes
// in every language.
func TestFit(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	mid := playedTo(t, func(s ikebana.State) bool {
		return s.Round() == 2 && s.Phase() == ikebana.PhaseStart && s.ToMove() == you && s.Bouquet(you).Len() >= 2
	})
	roundOver := playedTo(t, func(s ikebana.State) bool { return s.Phase() == ikebana.PhaseRoundOver })
	over := playedTo(t, func(s ikebana.State) bool { return s.GameOver() })
	// the smallest and largest tables, and their scores with payments of
	// every kind
	var small, large [2]*ikebana.Game
	for i, n := range []int{2, 5} {
		small[i] = playedToN(t, n, -1, func(s ikebana.State) bool {
			return s.Phase() == ikebana.PhaseStart && s.ToMove() == you && s.Round() == 2 && s.Bouquet(you).Len() >= 2
		})
		large[i] = playedToN(t, n, -1, func(s ikebana.State) bool { return s.Phase() == ikebana.PhaseRoundOver && s.Round() == 2 })
		if l, ok := roundLedger(large[i]); !ok || len(l.pays) == 0 {
			t.Fatalf("%d seats: the round scored has no payments to show", n)
		}
	}
	eachFitWindow(t, func(name string, sz fyne.Size, a *App, sh *testShell) {
		sh.settings.IkebanaPrefs.Hints = true
		a.ShowNewGame()
		checkFit(t, name+" new game", sh.win, sz, true)

		g := new(ikebana.Game)
		text, _ := mid.MarshalText()
		g.UnmarshalText(text)
		a.StartGame(g, "easy")
		if a.Table().Draw.Hidden {
			t.Fatalf("%s: the table does not offer Draw", name)
		}
		checkFit(t, name+" table", sh.win, sz, false)
		checkCards(t, name+" table", a.Table())
		test.Tap(a.Table().Draw)
		if a.Table().Keep.Hidden {
			t.Fatalf("%s: no Keep after Draw", name)
		}
		checkFit(t, name+" table, card drawn", sh.win, sz, false)
		checkCards(t, name+" table, card drawn", a.Table())

		text, _ = roundOver.MarshalText()
		g = new(ikebana.Game)
		g.UnmarshalText(text)
		a.StartGame(g, "easy")
		checkFit(t, name+" round scores", sh.win, sz, true)

		text, _ = over.MarshalText()
		g = new(ikebana.Game)
		g.UnmarshalText(text)
		a.StartGame(g, "easy")
		checkFit(t, name+" last round scores", sh.win, sz, true)
		test.Tap(a.Scores.Next)
		checkFit(t, name+" final standings", sh.win, sz, true)

		for i, n := range []int{2, 5} {
			seats := fmt.Sprintf(" %d seats", n)
			text, _ = small[i].MarshalText()
			g = new(ikebana.Game)
			g.UnmarshalText(text)
			a.StartGame(g, "easy")
			checkFit(t, name+seats+" table", sh.win, sz, false)
			checkCards(t, name+seats+" table", a.Table())
			text, _ = large[i].MarshalText()
			g = new(ikebana.Game)
			g.UnmarshalText(text)
			a.StartGame(g, "easy")
			checkFit(t, name+seats+" round scores", sh.win, sz, true)
		}
	})
}
