package koikoi

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/tutorial"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// TestLessonMovesAnimated plays the first move of the capture lesson with
// the animations on: the card played moves through the table's steps (it
// is between its place in the hand and the field half-way through the
// first step) and rests in the captures at the end; while they move the
// bubble only acknowledges the tap (the step's text asked for the move),
// and the next step is told once they rest. Back then shows the earlier
// position at once.
func TestLessonMovesAnimated(t *testing.T) {
	a := newTutorialApp(t, t.TempDir(), "en")
	a.settings().Animation = store.AnimNormal
	a.h.Win.Resize(fyne.NewSize(360, 640))
	a.OpenLesson("capture")
	ls := a.Lesson()
	for n := 0; n < 5 && (ls.View().Table == nil || ls.View().Table.Phase != koikoi.PhasePlay || !ls.Buttons["next"].Disabled()); n++ {
		test.Tap(ls.Buttons["next"])
	}
	v := ls.View()
	b := ls.board
	if b == nil || v.Table == nil {
		t.Fatal("no table at the capture lesson's first move")
	}
	c := (v.Table.Hand & v.Highlight).First()
	w := b.cards[c]
	if ls.Cards[c] != w {
		t.Fatalf("the hand card %v is not the board's widget", c)
	}
	from := kit.RectOf(w)
	said := ls.Text.Text
	b.seq.Manual = true
	test.Tap(w)
	if !b.seq.Busy() {
		t.Fatal("the play showed no steps")
	}
	if want := a.T("ui.tutorial.right"); ls.Text.Text != want {
		t.Errorf("while the cards move the text is %q; want only %q: the step's %q asked for the move under way", ls.Text.Text, want, said)
	}
	b.seq.Tick(0.5)
	if mid := kit.RectOf(w); mid == from || mid.Pos.Y >= from.Pos.Y {
		t.Errorf("half-way the card is at %v (from %v): it does not move up to the field", mid, from)
	}
	for n := 0; n < 40 && b.seq.Busy(); n++ {
		b.seq.Tick(1)
	}
	if b.seq.Busy() {
		t.Fatal("the steps never ended")
	}
	if ls.Text.Text == said || ls.Text.Text != ls.Right+" "+ls.View().Text.Render(a.l()) {
		t.Errorf("once the cards rest the text is %q; want the next step's", ls.Text.Text)
	}
	if p := b.model.at[c]; p.kind != atCaps || p.seat != 0 {
		t.Errorf("after the steps %v is shown at %+v; want the player's captures", c, p)
	}
	if got, want := kit.RectOf(w), b.model.rectOf(c, b.geometry(), 0); got != want {
		t.Errorf("%v rests at %v; its place is %v", c, got, want)
	}
	test.Tap(ls.Buttons["back"])
	if b.seq.Busy() || b.model.at[c].kind != atHand || kit.RectOf(w) != from {
		t.Errorf("Back: %v at %+v %v; want in the hand at %v at once", c, b.model.at[c], kit.RectOf(w), from)
	}
}

// TestLessonNarration: a lesson tells the computer's scripted replies as
// the table tells its moves, beside the computer's hand in the place of
// its count, and tells nothing of the player's own moves (the lesson's
// text explains them) nor before any move.
func TestLessonNarration(t *testing.T) {
	for _, id := range []string{"capture", "guided"} {
		t.Run(id, func(t *testing.T) {
			a := newTutorialApp(t, t.TempDir(), "en")
			a.h.Win.Resize(fyne.NewSize(360, 640))
			a.OpenLesson(id)
			told := 0
			driveLesson(t, a, func(where string) {
				b := a.Lesson().board
				if b == nil {
					return
				}
				shown := strings.TrimSpace(b.narr[0].Text + " " + b.narr[1].Text)
				switch {
				case b.line == "":
					if shown != "" || b.oppLabel.Hidden {
						t.Errorf("%s: no reply told, yet the row shows %q and not the count", where, shown)
					}
				case !strings.HasPrefix(b.line, "Computer "):
					t.Errorf("%s: the line %q does not tell the computer's move", where, b.line)
				case shown != b.line || !b.oppLabel.Hidden:
					t.Errorf("%s: the row shows %q; want %q in the place of the count", where, shown, b.line)
				default:
					told++
				}
			})
			if told == 0 {
				t.Error("no reply of the computer was told")
			}
		})
	}
}

// TestLessonWaitsForTheCards plays the capture lesson's first move with
// the animations on: while the cards move, Back and Next are disabled and
// the bubble only acknowledges the tap (the step it asked for is under
// way; the next is not told before its cards rest); once they rest the
// next step shows, headed by the acknowledgement.
func TestLessonWaitsForTheCards(t *testing.T) {
	a := newTutorialApp(t, t.TempDir(), "en")
	a.settings().Animation = store.AnimNormal
	a.OpenLesson("capture")
	ls := a.Lesson()
	for n := 0; n < 5 && (ls.View().Table == nil || ls.View().Table.Phase != koikoi.PhasePlay || !ls.Buttons["next"].Disabled()); n++ {
		test.Tap(ls.Buttons["next"])
	}
	v := ls.View()
	if ls.board == nil || v.Table == nil {
		t.Fatal("no table at the capture lesson's first move")
	}
	if ls.Right != "" {
		t.Error("a step reached with Next says the player was right")
	}
	said := ls.Text.Text
	ls.board.seq.Manual = true
	test.Tap(ls.Cards[(v.Table.Hand & v.Highlight).First()])
	if !ls.board.seq.Busy() {
		t.Fatal("the play showed no steps")
	}
	for n := 0; n < 80 && ls.board.seq.Busy(); n++ {
		if want := a.T("ui.tutorial.right"); ls.Text.Text != want {
			t.Fatalf("tick %d: the text is %q while the cards move; want only %q (the step's %q is done)", n, ls.Text.Text, want, said)
		}
		for _, b := range []string{"next", "back"} {
			if !ls.Buttons[b].Disabled() {
				t.Fatalf("tick %d: %s is enabled while the cards move", n, b)
			}
		}
		if ls.Right != "" {
			t.Fatalf("tick %d: the next step is headed before the cards rest", n)
		}
		ls.board.seq.Tick(float32(n%2+1) / 2) // half-way, then the step's end
	}
	if ls.board.seq.Busy() {
		t.Fatal("the steps never ended")
	}
	if got, want := ls.Text.Text, a.T("ui.tutorial.right")+" "+ls.View().Text.Render(a.l()); got != want {
		t.Errorf("once the cards rest the text is %q; want the next step's %q", got, want)
	}
	if ls.Right != a.T("ui.tutorial.right") {
		t.Error("the right tap is not acknowledged")
	}
	if next := ls.Buttons["next"]; next != nil && next.Disabled() == (ls.View().Action == tutorial.ActionNext) {
		t.Errorf("Next disabled %v at a step waiting for %v", next.Disabled(), ls.View().Action)
	}
}

// TestLessonBrightsShown walks every lesson at 360×640 and, at each step
// where the player holds three brights or more (the Sankou of the
// brights lesson), checks that each bright's card is on screen, inside
// the player's captures panel, with its corner index (the left part of
// its top) under no card drawn above it: the rank rows fan the cards as
// the table's do.
func TestLessonBrightsShown(t *testing.T) {
	const corner = 0.3 // the share of a card's width its corner index takes
	a := newTutorialApp(t, t.TempDir(), "en")
	a.h.Win.Resize(fyne.NewSize(360, 640))
	a.home()
	a.ShowTutorial()
	seen := 0
	for _, id := range tutorial.LessonIDs {
		test.Tap(a.tutor().ListButtons[id])
		ls := a.Lesson()
		driveLesson(t, a, func(where string) {
			b := ls.board
			if b == nil || !b.has || b.seq.Busy() {
				return
			}
			caps := b.model.set(atCaps, 0)
			brights := caps & koikoi.Brights
			if brights.Len() < 3 {
				return
			}
			seen++
			panel := b.geometry().caps[0]
			for _, c := range brights.Cards() {
				w := b.cards[c]
				r := kit.RectOf(w)
				if !w.Visible() || w.Hidden {
					t.Errorf("%s: the bright %v is not shown", where, c)
					continue
				}
				if r.Pos.X < panel.Pos.X || r.Pos.Y < panel.Pos.Y ||
					r.Pos.X+r.Size.Width > panel.Pos.X+panel.Size.Width+0.5 || r.Pos.Y+r.Size.Height > panel.Pos.Y+panel.Size.Height+0.5 {
					t.Errorf("%s: the bright %v at %v lies outside the captures panel %v", where, c, r, panel)
				}
				cx, cy := r.Pos.X+r.Size.Width*corner, r.Pos.Y+r.Size.Height*corner
				for _, d := range caps.Cards() {
					o := kit.RectOf(b.cards[d])
					if d == c || b.model.depth(d) < b.model.depth(c) {
						continue
					}
					if o.Pos.X < cx && o.Pos.X+o.Size.Width > r.Pos.X && o.Pos.Y < cy && o.Pos.Y+o.Size.Height > r.Pos.Y {
						t.Errorf("%s: %v at %v covers the corner index of the bright %v at %v", where, d, o, c, r)
					}
				}
			}
		})
		test.Tap(ls.Buttons["lessons"])
	}
	if seen == 0 {
		t.Fatal("no lesson step showed three brights in the player's captures")
	}
}

// TestLessonBadgesInStep plays the capture lesson's first move with the
// animations on: the player's captures line changes while the steps are
// shown, as the cards reach the captures (it waited for them all to rest:
// 2–4 s late).
func TestLessonBadgesInStep(t *testing.T) {
	a := newTutorialApp(t, t.TempDir(), "en")
	a.settings().Animation = store.AnimNormal
	a.OpenLesson("capture")
	ls := a.Lesson()
	for n := 0; n < 5 && (ls.View().Table == nil || ls.View().Table.Phase != koikoi.PhasePlay || !ls.Buttons["next"].Disabled()); n++ {
		test.Tap(ls.Buttons["next"])
	}
	v := ls.View()
	if ls.board == nil || v.Table == nil {
		t.Fatal("no table at the capture lesson's first move")
	}
	b := ls.board
	line := func() string { return b.capLine[0].Text + " " + b.capBadge[0].Text }
	before := line()
	b.seq.Manual = true
	test.Tap(ls.Cards[(v.Table.Hand & v.Highlight).First()])
	changed := false
	for n := 0; n < 80 && b.seq.Busy(); n++ {
		changed = changed || line() != before
		b.seq.Tick(float32(n%2+1) / 2)
	}
	if !changed {
		t.Errorf("the captures line stayed %q until the cards rested", before)
	}
}

// TestLessonKoiKoiNotStale calls Koi-Koi in the Koi-Koi lesson with the
// animations on: while the computer's reply moves, the bubble no longer
// says the call's step ("the opponent has taken only plain cards", which
// the reply can make false), and the next step is told once the cards rest.
func TestLessonKoiKoiNotStale(t *testing.T) {
	a := newTutorialApp(t, t.TempDir(), "en")
	a.settings().Animation = store.AnimOff
	a.h.Win.Resize(fyne.NewSize(412, 915))
	ls := toKoiKoiCall(t, a)
	call := ls.Text.Text
	a.settings().Animation = store.AnimNormal
	ls.board.seq.Manual = true
	test.Tap(ls.Buttons["koikoi"])
	if !ls.board.seq.Busy() {
		t.Fatal("the computer's reply showed no steps")
	}
	if want := a.T("ui.tutorial.right"); ls.Text.Text != want {
		t.Errorf("during the reply the bubble says %q; want only %q (the call's step said %q)", ls.Text.Text, want, call)
	}
	for n := 0; n < 40 && ls.board.seq.Busy(); n++ {
		ls.board.seq.Tick(1)
	}
	if want := ls.Right + " " + ls.View().Text.Render(a.l()); ls.Text.Text != want || ls.View().Text.ID == "" && ls.Text.Text == call {
		t.Errorf("once the cards rest the bubble says %q; want %q", ls.Text.Text, want)
	}
}

// TestLessonCapturesSheet: on a small phone a lesson's captured cards are
// too small to read; a tap on one opens its side's captures at a size one
// can read, every card of them, each as wide as the sheet's cards.
func TestLessonCapturesSheet(t *testing.T) {
	a := newTutorialApp(t, t.TempDir(), "en")
	a.settings().Animation = store.AnimOff
	a.h.Win.Resize(fyne.NewSize(360, 640))
	ls := toKoiKoiCall(t, a)
	caps := ls.st.Captured(0)
	if caps.Len() < 3 {
		t.Fatalf("the player has captured %v; want a few cards", caps)
	}
	small := ls.board.cards[caps.First()]
	if w := small.Size().Width; w >= capturesCard.Width {
		t.Logf("the panel's cards are %.0f dp wide already", w)
	}
	test.Tap(small)
	over := a.h.Win.Canvas().Overlays().Top()
	if over == nil {
		t.Fatal("a tap on a captured card opened nothing")
	}
	shown := map[koikoi.Card]*CardWidget{}
	var said []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *CardWidget:
			shown[x.Card] = x
		case *widget.Label:
			said = append(said, x.Text)
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c)
			}
		}
	}
	walk(over)
	for _, c := range caps.Cards() {
		w := shown[c]
		if w == nil {
			t.Errorf("the sheet does not show %v", c)
			continue
		}
		if w.Size().Width < capturesCard.Width {
			t.Errorf("%v is %.0f dp wide in the sheet; want %.0f", c, w.Size().Width, capturesCard.Width)
		}
	}
	if len(shown) != caps.Len() {
		t.Errorf("the sheet shows %d cards; the player captured %d", len(shown), caps.Len())
	}
	if !strings.Contains(strings.Join(said, "\n"), "Inoshikachou") {
		t.Errorf("the sheet says %q; want what the captures make (Inoshikachou)", said)
	}
}

// toKoiKoiCall opens the Koi-Koi lesson and taps through it, Next and the
// highlighted card, to its step that asks for the call.
func toKoiKoiCall(t *testing.T, a *App) *LessonScreen {
	t.Helper()
	a.OpenLesson("koikoi")
	ls := a.Lesson()
	for n := 0; n < 20 && ls.View().Action != tutorial.ActionKoiKoi; n++ {
		v := ls.View()
		switch v.Action {
		case tutorial.ActionNext:
			test.Tap(ls.Buttons["next"])
		case tutorial.ActionMove:
			test.Tap(ls.Cards[(v.Table.Hand & v.Highlight).First()])
		default:
			t.Fatalf("step %d waits for %v", v.Index, v.Action)
		}
	}
	if ls.View().Action != tutorial.ActionKoiKoi {
		t.Fatal("the lesson never asked for Koi-Koi")
	}
	return ls
}
