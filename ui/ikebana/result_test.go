package ikebana

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// TestStandingsHeadlineWraps: the final standings' headline, wrapped on
// two lines in German at 360×640, ends above the first rank (its lines
// overlapped the ranks at the first layout).
func TestStandingsHeadlineWraps(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	sh.lang = "de"
	sh.win.SetPadded(false)
	sh.win.Resize(fyne.NewSize(360, 640))
	a.StartGame(playedToN(t, 3, -1, func(s ikebana.State) bool { return s.GameOver() }), "easy")
	test.Tap(a.Scores.Next)
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject
	var head *widget.Label
	var rank *canvas.Text
	shown(sh.win.Content(), func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *widget.Label:
			if v.Text == a.Final.Headline {
				head = v
			}
		case *canvas.Text:
			if rank == nil && head != nil && v.TextSize == 17 {
				rank = v
			}
		}
	})
	if head == nil || rank == nil {
		t.Fatal("no headline or no rank line")
	}
	if lines := head.MinSize().Height; lines < 2*head.Theme().Size("text") {
		t.Fatalf("the headline %q is not wrapped at 360 dp (%v high)", head.Text, lines)
	}
	if bottom, top := abs(head).Y+head.MinSize().Height, abs(rank).Y; bottom > top+0.5 {
		t.Errorf("the headline ends at %v, under the first rank's top %v", bottom, top)
	}
}

// TestScoresMarkCounting: on the round's scores every card that counts
// in its bouquet's combinations has the check badge and the cream frame,
// and no other card has either; the mark is no card border's gold.
func TestScoresMarkCounting(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	sh.win.Resize(fyne.NewSize(412, 915))
	g := playedToN(t, 4, 0, func(st ikebana.State) bool { return st.Phase() == ikebana.PhaseRoundOver })
	if err := a.StartGame(g, "easy"); err != nil {
		t.Fatal(err)
	}
	var counts ikebana.Set
	for _, sc := range g.State().Result().Scores {
		for _, c := range sc.Combinations() {
			counts |= c.Cards
		}
	}
	seen, marked := 0, 0
	shown(sh.win.Content(), func(o fyne.CanvasObject) {
		v, ok := o.(*CardWidget)
		if !ok || !v.Card.Valid() {
			return
		}
		seen++
		r := test.WidgetRenderer(v).(*cardRenderer)
		if want := counts.Has(v.Card); v.Counts != want || r.disc.Hidden == want || r.Frame.Hidden == want {
			t.Errorf("%v: counts %v, badge shown %v, frame shown %v; want %v", v.Card, v.Counts, !r.disc.Hidden, !r.Frame.Hidden, want)
		}
		if v.Counts {
			marked++
		}
		if !r.Frame.Hidden && r.Frame.StrokeColor == kit.GoldColor {
			t.Errorf("%v: the mark is the cards' own gold", v.Card)
		}
	})
	if seen < 10 || marked == 0 {
		t.Errorf("%d cards shown, %d marked", seen, marked)
	}
}
