package koikoi

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/tutorial"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// playToKoiKoi taps the stacked round's three brights onto their partners:
// the player makes Sanko and is asked Koi-Koi or Shobu.
func playToKoiKoi(t *testing.T, a *App) {
	t.Helper()
	targets := cards(t, "jan-plain-1", "mar-plain-1", "aug-plain-1")
	for i, hc := range cards(t, "jan-crane", "mar-curtain", "aug-moon") {
		if a.Match().Observe().Phase == koikoi.PhaseKoiKoi {
			return
		}
		test.Tap(a.Table().HandCards[hc])
		test.Tap(a.Table().FieldCards[targets[i]])
	}
	if a.Match().Observe().Phase != koikoi.PhaseKoiKoi {
		t.Fatal("the stacked round did not reach the Koi-Koi choice")
	}
}

// finishedGame returns a game played to its end with first legal moves.
func finishedGame() *koikoi.Game {
	r := koikoi.MustPreset("standard")
	r.Rounds = 6
	g, _ := koikoi.NewGame(koikoi.WithRules(r), koikoi.WithSeed(4))
	for g.State().Phase() != koikoi.PhaseGameOver {
		if g.State().Phase() == koikoi.PhaseRoundOver {
			g.NextRound()
			continue
		}
		obs := g.Observe(g.State().ToMove())
		g.Apply(firstMove{}.Move(&obs))
	}
	return g
}

// shownTexts returns the texts drawn under o: visible, with every parent
// visible and of a positive size.
func shownTexts(o fyne.CanvasObject) []*canvas.Text {
	return kit.Texts(o, func(w fyne.Widget) []fyne.CanvasObject { return test.WidgetRenderer(w).Objects() })
}

// checkFits fails when a text of the window is cut off: wider than the
// space it was given, truncated with an ellipsis, or running out of the
// window's width, which must have kept the phone's width.
func checkFits(t *testing.T, a *App, screen string, width float32) {
	t.Helper()
	for _, p := range kit.CutTexts(a.h.Win.Canvas(), width, fyne.CurrentApp().Driver().AbsolutePositionForObject,
		func(w fyne.Widget) []fyne.CanvasObject { return test.WidgetRenderer(w).Objects() }) {
		t.Errorf("%s: %s", screen, p)
	}
}

// TestScreensFitEveryLanguage renders the key screens at 360×640 dp in
// every language and checks that no text is cut off.
func TestScreensFitEveryLanguage(t *testing.T) {
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			a := newTestApp(t, t.TempDir())
			shellOf(a).setLanguage(l.Code)
			a.h.Win.Resize(fyne.NewSize(360, 640))
			screens := []struct {
				name string
				show func()
			}{
				{"new game", a.ShowNewGame},
				{"rules", a.ShowRules},
				{"statistics", a.ShowStats},
				{"tutorial lessons", a.ShowTutorial},
				{"table", func() { a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer}) }},
				{"after the computer's turn", func() {
					test.Tap(a.Table().HandCards[cards(t, "jan-crane")[0]])
					test.Tap(a.Table().FieldCards[cards(t, "jan-plain-1")[0]])
				}},
				{"koikoi choice", func() {
					a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
					playToKoiKoi(t, a)
				}},
				{"round result", func() { test.Tap(a.Table().Buttons["shobu"]) }},
				{"game over", func() { a.StartGame(finishedGame(), store.KoikoiSave{Mode: store.ModeComputer}) }},
			}
			for _, s := range screens {
				s.show()
				a.h.Win.Resize(fyne.NewSize(360, 640))
				checkFits(t, a, s.name, 360)
			}
		})
	}
}

// tableShapes are the window sizes the table is designed for (dp): the
// smallest phone, a tall phone, the tall phone in landscape, a tablet.
var tableShapes = []fyne.Size{{Width: 360, Height: 640}, {Width: 412, Height: 915}, {Width: 915, Height: 412},
	{Width: 768, Height: 1024}}

// TestTableFitsEveryShape shows the table in every language and shape,
// with a turn of narration, and checks that no text is cut off, that
// every tappable card is at least 48 dp wide and high (a finger's
// width), and that every tappable object lies within the window.
func TestTableFitsEveryShape(t *testing.T) {
	for _, l := range i18n.Languages() {
		for _, sz := range tableShapes {
			name := fmt.Sprintf("%s/%.0fx%.0f", l.Code, sz.Width, sz.Height)
			t.Run(name, func(t *testing.T) {
				a := newTestApp(t, t.TempDir())
				shellOf(a).setLanguage(l.Code)
				a.h.Win.Resize(sz)
				a.StartGame(stackedGame(t), store.KoikoiSave{Mode: store.ModeComputer})
				test.Tap(a.Table().HandCards[cards(t, "jan-crane")[0]])
				test.Tap(a.Table().FieldCards[cards(t, "jan-plain-1")[0]])
				test.Tap(a.Table().HandCards[cards(t, "feb-plain-1")[0]])
				a.h.Win.Resize(sz)
				checkFits(t, a, name, sz.Width)
				checkTargets(t, a, name, sz)
			})
		}
	}
}

// checkTargets fails when a tappable card is smaller than 48 dp, or a
// tappable object runs out of the window.
func checkTargets(t *testing.T, a *App, screen string, sz fyne.Size) {
	t.Helper()
	d := fyne.CurrentApp().Driver()
	targets := kit.Tappables(a.h.Win.Content(), d.AbsolutePositionForObject,
		func(w fyne.Widget) []fyne.CanvasObject { return test.WidgetRenderer(w).Objects() })
	cardsSeen := 0
	for _, tg := range targets {
		if w, ok := tg.Obj.(*CardWidget); ok {
			if a.Table().HandCards[w.Card] != w && a.Table().FieldCards[w.Card] != w {
				continue // not a card to tap now (the captures' group area takes their taps)
			}
			cardsSeen++
			if tg.Size.Width < 48 || tg.Size.Height < 48 {
				t.Errorf("%s: card %v is %.0f×%.0f dp; want at least 48", screen, w.Card, tg.Size.Width, tg.Size.Height)
			}
		}
		if !tg.Inside(sz.Width, sz.Height) {
			t.Errorf("%s: %T at %v size %v runs out of the window", screen, tg.Obj, tg.Pos, tg.Size)
		}
		if _, ok := tg.Obj.(*kit.TapArea); ok && (tg.Size.Width < 48 || tg.Size.Height < 48) {
			t.Errorf("%s: a captures group is %.0f×%.0f dp; want at least 48", screen, tg.Size.Width, tg.Size.Height)
		}
	}
	if cardsSeen < 8 {
		t.Errorf("%s: only %d tappable cards", screen, cardsSeen)
	}
}

// TestLessonsFitEveryLanguage drives every lesson in every language on a
// small and a tall phone, and the tall one in landscape, and checks every
// step as it is shown and with a wrong tap's explanation: no text cut
// off, the text bubble read whole without scrolling, every card that takes
// a tap at least 48 dp wide and high and inside the window.
func TestLessonsFitEveryLanguage(t *testing.T) {
	for _, l := range i18n.Languages() {
		for _, sz := range []fyne.Size{{Width: 360, Height: 640}, {Width: 412, Height: 915}, {Width: 915, Height: 412}} {
			name := fmt.Sprintf("%s/%.0fx%.0f", l.Code, sz.Width, sz.Height)
			t.Run(name, func(t *testing.T) {
				a := newTutorialApp(t, t.TempDir(), l.Code)
				a.h.Win.Resize(sz)
				d := fyne.CurrentApp().Driver()
				for _, id := range tutorial.LessonIDs {
					a.OpenLesson(id)
					driveLesson(t, a, func(where string) {
						checkFits(t, a, where, sz.Width)
						checkHandLabel(t, a.Lesson(), where, sz)
						if sc := a.Lesson().textScroll; sc != nil {
							if need, room := sc.Content.MinSize().Height, sc.Size().Height; need > room+0.5 {
								t.Errorf("%s: the lesson's texts need %.0f dp and have %.0f: they scroll", where, need, room)
							}
						}
						for c, w := range a.Lesson().Cards {
							p, s := d.AbsolutePositionForObject(w), w.Size()
							if s.Width < 48 || s.Height < 48 {
								t.Errorf("%s: card %v is %.0f×%.0f dp; want at least 48", where, c, s.Width, s.Height)
							}
							if p.X < -0.5 || p.Y < -0.5 || p.X+s.Width > sz.Width+0.5 || p.Y+s.Height > sz.Height+0.5 {
								t.Errorf("%s: card %v at %v runs out of the window", where, c, p)
							}
						}
					})
				}
			})
		}
	}
}

// checkHandLabel: a lesson's table names the player's hand ("Your hand":
// the lessons' texts speak of it) beside its cards, whole, inside the
// window and over none of them.
func checkHandLabel(t *testing.T, ls *LessonScreen, where string, sz fyne.Size) {
	t.Helper()
	b := ls.board
	if b == nil || ls.view.Table == nil || !ls.has || b.seq.Busy() {
		return
	}
	hand := b.model.set(atHand, 0)
	if hand.Empty() {
		return
	}
	l := b.handLabel
	if l.Hidden || l.Text != ls.a.T("ui.tutorial.yourhand") || !fits(l.Text, l.Size().Width, l.TextSize, l.TextStyle) {
		t.Errorf("%s: the hand's label %q (hidden %v) at %.1f dp in %.0f dp", where, l.Text, l.Hidden, l.TextSize, l.Size().Width)
		return
	}
	d := fyne.CurrentApp().Driver()
	lp, lw := d.AbsolutePositionForObject(l), fyne.MeasureText(l.Text, l.TextSize, l.TextStyle).Width
	left := lp.X + l.Size().Width - lw // right-aligned
	if left < -0.5 || lp.Y < -0.5 || lp.X+l.Size().Width > sz.Width+0.5 || lp.Y+l.Size().Height > sz.Height+0.5 {
		t.Errorf("%s: the hand's label at %v runs out of the window", where, lp)
	}
	for _, c := range hand.Cards() {
		w := b.cards[c]
		p, s := d.AbsolutePositionForObject(w), w.Size()
		if left < p.X+s.Width && p.X < lp.X+l.Size().Width && lp.Y < p.Y+s.Height && p.Y < lp.Y+l.Size().Height {
			t.Errorf("%s: the hand's label at %v covers card %v at %v", where, lp, c, p)
		}
	}
}
