package koikoi

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/tutorial"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/uitest"
)

// leak finds message ids shown as text.
var leak = regexp.MustCompile(`(tutorial|ui|card|yaku|kind|month|count)\.[a-z0-9]`)

// fingerprint identifies the step and position on screen: a wrong tap
// must leave it as it is.
func fingerprint(ls *LessonScreen) string {
	v := ls.View()
	if v.Table == nil {
		return fmt.Sprint(v.Index)
	}
	o := *v.Table
	return fmt.Sprint(v.Index, o.Phase, o.Hand, o.Field, o.Captured, o.OppCaptured, o.Pending, o.KoiSelf)
}

// checkShown fails when the step's text or the explanation on screen is
// empty or shows a message id.
func checkShown(t *testing.T, where string, ls *LessonScreen) {
	t.Helper()
	for _, l := range []struct {
		what string
		text string
	}{{"text", labelText(ls.Text)}, {"explanation", labelText(ls.Feedback)}} {
		if l.text == "" && (l.what == "text" || ls.Feedback != nil) {
			t.Errorf("%s: empty %s", where, l.what)
		}
		if leak.MatchString(l.text) || strings.Contains(l.text, "{{") || strings.Contains(l.text, "<no value>") {
			t.Errorf("%s: %s %q shows an id or a placeholder", where, l.what, l.text)
		}
	}
}

func labelText(l *widget.Label) string {
	if l == nil {
		return ""
	}
	return l.Text
}

// wrongTap taps w, which must be wrong: the explanation shows and nothing
// changes.
func wrongTap(t *testing.T, where string, ls *LessonScreen, tap func()) {
	t.Helper()
	before := fingerprint(ls)
	tap()
	if ls.Feedback == nil || ls.WrongText() == "" {
		t.Fatalf("%s: a wrong tap shows no explanation", where)
	}
	if labelText(ls.Feedback) != ls.WrongText() {
		t.Errorf("%s: explanation on screen %q; want %q", where, labelText(ls.Feedback), ls.WrongText())
	}
	if got := fingerprint(ls); got != before {
		t.Fatalf("%s: a wrong tap changed the step: %s -> %s", where, before, got)
	}
	checkShown(t, where, ls)
}

// tryTap taps w and reports whether it was accepted (no explanation); an
// accepted tap must change the step or position.
func tryTap(t *testing.T, where string, ls *LessonScreen, tap func()) bool {
	t.Helper()
	before := fingerprint(ls)
	tap()
	if ls.Feedback != nil {
		if got := fingerprint(ls); got != before {
			t.Fatalf("%s: a refused tap changed the step", where)
		}
		return false
	}
	if ls.Done() {
		return true
	}
	if got := fingerprint(ls); got == before {
		t.Fatalf("%s: an accepted tap changed nothing", where)
	}
	return true
}

func tapCard(t *testing.T, ls *LessonScreen, c koikoi.Card) func() {
	return func() {
		w := ls.Cards[c]
		if w == nil {
			t.Fatalf("no widget for %v", c)
		}
		test.Tap(w)
	}
}

func tapButton(t *testing.T, ls *LessonScreen, key string) func() {
	return func() {
		b := ls.Buttons[key]
		if b == nil {
			t.Fatalf("no button %s", key)
		}
		test.Tap(b)
	}
}

// driveLesson plays the lesson on screen to its end through its widgets:
// on every step one wrong tap first (it must explain and not advance),
// then the right one (it must advance). check, unless nil, looks at every
// step as it is first shown, and again with a wrong tap's explanation.
func driveLesson(t *testing.T, a *App, check func(where string)) {
	t.Helper()
	ls := a.Lesson()
	readTapped := false
	for n := 0; n < 500; n++ {
		if ls.Done() {
			return
		}
		v := ls.View()
		where := fmt.Sprintf("%s %s step %d", a.l().Code(), v.Lesson, v.Index)
		if check != nil {
			check(where)
		}
		// A wrong tap, then the screen with its explanation looked at too.
		wrongTap := func(t *testing.T, where string, ls *LessonScreen, tap func()) {
			t.Helper()
			wrongTap(t, where, ls, tap)
			if check != nil {
				check(where + " after a wrong tap")
			}
		}
		checkShown(t, where, ls)
		// Next only on a step that explains: elsewhere it is disabled, or
		// gone where the decision's buttons take its place.
		next := ls.Buttons["next"]
		if v.Action == tutorial.ActionNext && (next == nil || next.Disabled()) ||
			v.Action != tutorial.ActionNext && next != nil && !next.Disabled() {
			t.Fatalf("%s: Next enabled on a %v step, or disabled on a step that explains", where, v.Action)
		}
		switch v.Action {
		case tutorial.ActionNext:
			// A tap on a card of a step that only explains (once a lesson:
			// these steps are not interactive, and redrawing costs).
			for c := range ls.Cards {
				if !readTapped {
					wrongTap(t, where, ls, tapCard(t, ls, c))
					readTapped = true
				}
				break
			}
			if !tryTap(t, where, ls, tapButton(t, ls, "next")) {
				t.Fatalf("%s: Next refused", where)
			}
		case tutorial.ActionTap:
			wrong, ok := 0, false
			for _, c := range v.Cards {
				if ok = tryTap(t, where, ls, tapCard(t, ls, c)); ok {
					break
				}
				wrongTap(t, where, ls, func() {}) // the explanation stays
				wrong++
			}
			if !ok || wrong == 0 {
				t.Fatalf("%s: quiz: %d wrong taps, answered %v", where, wrong, ok)
			}
		case tutorial.ActionMove:
			o := v.Table
			capture := o.Phase == koikoi.PhaseCaptureHand || o.Phase == koikoi.PhaseCaptureDraw
			var bad koikoi.Card = koikoi.NoCard
			switch {
			case capture && o.Pending.Valid():
				bad = o.Pending
			case capture:
				bad = o.Hand.First()
			default:
				bad = o.Field.First()
			}
			if bad != koikoi.NoCard {
				wrongTap(t, where, ls, tapCard(t, ls, bad))
			}
			var cands []koikoi.Card
			if v.HasHint {
				cands = append(cands, v.Hint.Card)
			}
			pool := o.Hand
			if capture {
				pool = o.Choices
			}
			// The highlighted cards first: the step points at its answer.
			cands = append(cands, (pool & v.Highlight).Cards()...)
			cands = append(cands, (pool &^ v.Highlight).Cards()...)
			ok := false
			for _, c := range cands {
				if ok = tryTap(t, where, ls, tapCard(t, ls, c)); ok {
					break
				}
			}
			if !ok {
				t.Fatalf("%s: no card accepted among %v", where, cands)
			}
		case tutorial.ActionKoiKoi, tutorial.ActionExchange:
			for c := range ls.Cards {
				wrongTap(t, where, ls, tapCard(t, ls, c))
				break
			}
			keys := []string{"shobu", "koikoi"}
			if v.Action == tutorial.ActionExchange {
				keys = []string{"exchange", "keep"}
			}
			if v.HasHint && v.Hint.Kind == koikoi.MoveKoiKoi {
				keys[0], keys[1] = keys[1], keys[0]
			}
			ok := false
			for _, k := range keys {
				if ok = tryTap(t, where, ls, tapButton(t, ls, k)); ok {
					break
				}
			}
			if !ok {
				t.Fatalf("%s: no button accepted", where)
			}
		}
	}
	t.Fatalf("%s: not finished after 500 actions", ls.lesson.ID)
}

func newTutorialApp(t *testing.T, dir, lang string) *App {
	t.Helper()
	a := newTestApp(t, dir)
	shellOf(a).setLanguage(lang)
	return a
}

// TestTutorialLessons drives every lesson to its end in every language by
// tapping the real widgets, from the home screen's button.
func TestTutorialLessons(t *testing.T) {
	for _, lang := range i18n.Languages() {
		t.Run(lang.Code, func(t *testing.T) {
			dir := t.TempDir()
			a := newTutorialApp(t, dir, lang.Code)
			// A small window: the taps do not depend on it, and the cards'
			// pictures are drawn much faster.
			a.h.Win.Resize(fyne.NewSize(180, 320))
			a.home()
			a.ShowTutorial()
			for _, id := range tutorial.LessonIDs {
				lb := a.tutor().ListButtons[id]
				if lb == nil {
					t.Fatalf("the list has no button for %s", id)
				}
				test.Tap(lb)
				ls := a.Lesson()
				if ls == nil || ls.lesson.ID != id {
					t.Fatalf("%s did not open", id)
				}
				driveLesson(t, a, nil)
				if ls.Buttons["lessons"] == nil {
					t.Fatalf("%s: no end view", id)
				}
				if id == "guided" && ls.Buttons["play"] == nil || id != "guided" && ls.Buttons["nextlesson"] == nil {
					t.Errorf("%s: the end view lacks its way on", id)
				}
				test.Tap(ls.Buttons["lessons"])
				if a.Lesson() != nil {
					t.Fatalf("%s: All lessons did not return to the list", id)
				}
			}
			p, err := store.New(store.Dir{Path: dir}).LoadKoikoiTutorial()
			if err != nil || !p.Finished(tutorial.LessonIDs) {
				t.Errorf("saved progress = %+v, %v; want every lesson done", p, err)
			}
		})
	}
}

// TestTutorialNavigation checks Next, Back, Skip and Exit, and that the
// progress is saved and restored.
func TestTutorialNavigation(t *testing.T) {
	dir := t.TempDir()
	a := newTutorialApp(t, dir, "en")
	a.ShowTutorial()
	if got := a.tutor().ListStatus["cards"]; got != a.T("ui.tutorial.start-here") {
		t.Errorf("a new player's first lesson says %q", got)
	}
	a.OpenLesson("cards")
	test.Tap(a.Lesson().Buttons["skip"])
	a.ShowTutorial()
	if got := a.tutor().ListStatus; got["cards"] == a.T("ui.tutorial.done") || a.tutor().prog.Done["cards"] {
		t.Errorf("after skipping lesson 1 the list says %q: a skipped lesson is not done", got)
	}
	test.Tap(a.tutor().ListButtons["capture"])
	ls := a.Lesson()
	if ls.View().Index != 0 || !ls.Buttons["back"].Disabled() {
		t.Fatalf("a new lesson starts at step %d, Back enabled %v", ls.View().Index, !ls.Buttons["back"].Disabled())
	}
	test.Tap(ls.Buttons["next"]) // intro
	if !ls.Buttons["next"].Disabled() {
		t.Fatal("Next is enabled on a step that waits for a tap")
	}
	test.Tap(ls.Buttons["next"]) // refused: the step waits for the player's card
	if i := ls.View().Index; i != 1 {
		t.Fatalf("Next skipped a step that waits for a tap: step %d; want 1", i)
	}
	feb, _ := koikoi.ParseCard("feb-plain-1") // the card the step asks for
	tapCard(t, ls, feb)()
	if i := ls.View().Index; i != 2 {
		t.Fatalf("after the right tap: step %d; want 2", i)
	}
	test.Tap(ls.Buttons["back"])
	if i := ls.View().Index; i != 1 {
		t.Fatalf("after Back: step %d; want 1", i)
	}
	if p := a.tutor().prog; p.Step["capture"] != 1 {
		t.Errorf("progress = %+v; want capture at step 1", p)
	}
	test.Tap(ls.Buttons["exit"])
	if a.Lesson() != nil || a.tutor().ListButtons["capture"] == nil {
		t.Fatal("Exit did not return to the list")
	}
	if got, want := a.tutor().ListButtons["capture"].Text, a.T("ui.tutorial.resume"); got != want {
		t.Errorf("list button %q; want %q", got, want)
	}

	// A new start of the app resumes the lesson where it stopped.
	b := newTutorialApp(t, dir, "en")
	b.ShowTutorial()
	test.Tap(b.tutor().ListButtons["capture"])
	if i := b.Lesson().View().Index; i != 1 {
		t.Fatalf("resumed at step %d; want 1", i)
	}
	ls = b.Lesson()
	test.Tap(ls.Buttons["skip"])
	if !ls.Done() || ls.Buttons["nextlesson"] == nil {
		t.Fatal("Skip did not end the lesson")
	}
	if p := b.tutor().prog; p.Done["capture"] || p.Step["capture"] != 1 {
		t.Errorf("progress after Skip = %+v; want capture not done, at step 1", p)
	}
	test.Tap(ls.Buttons["back"])
	if ls.Done() || ls.View().Index != 1 {
		t.Errorf("Back after Skip: done %v, step %d", ls.Done(), ls.View().Index)
	}
	test.Tap(ls.Buttons["skip"])
	test.Tap(ls.Buttons["nextlesson"])
	if l := b.Lesson(); l == nil || l.lesson.ID != "yaku" {
		t.Fatal("Next lesson did not open lesson 4")
	}
	// A finished lesson (recorded as finishing it records it) is
	// replayed from the start.
	b.tutor().prog.Done["capture"] = true
	delete(b.tutor().prog.Step, "capture")
	b.ShowTutorial()
	lb := b.tutor().ListButtons["capture"]
	if lb.Text != b.T("ui.tutorial.replay") {
		t.Errorf("finished lesson's button %q", lb.Text)
	}
	test.Tap(lb)
	if i := b.Lesson().View().Index; i != 0 {
		t.Errorf("replay starts at step %d", i)
	}
}

// TestTutorialLanguage checks that a change of language shows at once in
// the lesson, explanation included.
func TestTutorialLanguage(t *testing.T) {
	a := newTutorialApp(t, t.TempDir(), "en")
	a.OpenLesson("cards")
	ls := a.Lesson()
	test.Tap(ls.Buttons["next"])
	test.Tap(ls.Buttons["next"]) // the bright quiz
	v := ls.View()
	tapCard(t, ls, v.Cards[0])()
	en, enWrong := ls.Text.Text, ls.Feedback.Text
	shellOf(a).setLanguage("de")
	de := i18n.New("de")
	if ls.Text == nil || ls.Text.Text == en || ls.Text.Text != v.Text.Render(de) {
		t.Errorf("text after the change: %q; want %q", ls.Text.Text, v.Text.Render(de))
	}
	if ls.Feedback == nil || ls.Feedback.Text == enWrong {
		t.Errorf("the explanation did not change language")
	}
	if got := ls.Buttons["next"].Text; got != de.T("ui.tutorial.next") {
		t.Errorf("Next reads %q", got)
	}
}

// TestTutorialOffer checks the first-launch offer: shown once, and Yes
// opens the tutorial.
func TestTutorialOffer(t *testing.T) {
	dir := t.TempDir()
	uitest.NewTempApp(t)
	st := store.New(store.Dir{Path: dir})
	a := newHostedApp(t, st)
	a.OfferTutorial() // as the shell does at the launch
	ts := a.tutor()
	if ts.Offer() == nil || ts.OfferButtons["yes"] == nil {
		t.Fatal("no offer at the first launch")
	}
	for _, b := range ts.OfferButtons {
		if b.Size().Height < 44 {
			t.Errorf("offer button %q is %v high", b.Text, b.Size().Height)
		}
	}
	test.Tap(ts.OfferButtons["yes"])
	if ts.ListButtons["cards"] == nil {
		t.Fatal("Yes did not open the tutorial")
	}
	if p, _ := st.LoadKoikoiTutorial(); !p.Offered {
		t.Error("the offer was not recorded")
	}
	b := newHostedApp(t, st)
	b.OfferTutorial()
	if b.tutor().Offer() != nil {
		t.Error("offered again at the second launch")
	}
}

// TestTutorialThinking checks the guided round's hint off the UI
// goroutine: the thinking indicator, taps ignored, then the step.
func TestTutorialThinking(t *testing.T) {
	a := newTutorialApp(t, t.TempDir(), "en")
	posted := make(chan func(), 4)
	a.Sync = false
	a.Post = func(f func()) { posted <- f }
	a.OpenLesson("guided")
	ls := a.Lesson()
	if !ls.Busy() || ls.Match() != nil {
		t.Fatal("the lesson opened synchronously")
	}
	select {
	case f := <-posted:
		f()
	case <-time.After(2 * time.Minute): // a safeguard: a loaded machine is slow
		t.Fatal("the lesson never opened")
	}
	test.Tap(ls.Buttons["next"]) // the intro; the next step has a hint
	if !ls.Busy() || ls.Buttons["next"] == nil || !ls.Buttons["next"].Disabled() {
		t.Fatal("no thinking indicator while the hint is computed")
	}
	before := fingerprint(ls)
	for c := range ls.Cards {
		test.Tap(ls.Cards[c])
		break
	}
	if fingerprint(ls) != before || ls.Feedback != nil {
		t.Error("a tap was taken while thinking")
	}
	select {
	case f := <-posted:
		f()
	case <-time.After(2 * time.Minute): // a safeguard: a loaded machine is slow
		t.Fatal("the hint never came")
	}
	if ls.Busy() || !ls.View().HasHint || ls.Text == nil {
		t.Errorf("after the hint: busy %v, hint %v", ls.Busy(), ls.View().HasHint)
	}
}

// TestTutorialTouchTargets checks buttons of at least 48 dp and hand cards
// inside the screen at 360×640.
func TestTutorialTouchTargets(t *testing.T) {
	a := newTutorialApp(t, t.TempDir(), "de")
	a.OpenLesson("capture")
	ls := a.Lesson()
	test.Tap(ls.Buttons["next"])
	for k, b := range ls.Buttons {
		if s := b.Size(); s.Height < 44 || s.Width < 44 {
			t.Errorf("button %s is %v", k, s)
		}
	}
	for c, w := range ls.Cards {
		p := fyne.CurrentApp().Driver().AbsolutePositionForObject(w)
		if p.X < 0 || p.Y < 0 || p.X+w.Size().Width > 360.5 || p.Y+w.Size().Height > 640.5 {
			t.Errorf("card %v at %v size %v is cut off", c, p, w.Size())
		}
	}
}

// TestTutorialGolden keeps a picture of one step per lesson at 360×640:
// the first step that waits for a tap or a choice, after a wrong tap.
func TestTutorialGolden(t *testing.T) {
	for i, id := range tutorial.LessonIDs {
		t.Run(id, func(t *testing.T) {
			a := newTutorialApp(t, t.TempDir(), "en")
			a.OpenLesson(id)
			ls := a.Lesson()
			for n := 0; n < 40 && ls.View().Action == tutorial.ActionNext && !ls.Done(); n++ {
				test.Tap(ls.Buttons["next"])
			}
			v := ls.View()
			switch {
			case v.Action == tutorial.ActionTap:
				tapCard(t, ls, v.Cards[0])()
			case v.Table != nil && !v.Table.Field.Empty():
				tapCard(t, ls, v.Table.Field.First())()
			}
			shellOf(a).refresh()
			goldenImage(t, fmt.Sprintf("tutorial_%d_360x640.png", i+1), a.h.Win.Canvas().Capture())
		})
	}
}

// TestLessonEndKeepsPlaces: the end screen's way on stands where Next
// stood (Back where Back stood): a second tap on Next's place goes on,
// never back.
func TestLessonEndKeepsPlaces(t *testing.T) {
	a := newTutorialApp(t, t.TempDir(), "en")
	a.OpenLesson("cards")
	ls := a.Lesson()
	at := func(b *widget.Button) fyne.Position {
		return fyne.CurrentApp().Driver().AbsolutePositionForObject(b).Add(fyne.NewPos(b.Size().Width/2, b.Size().Height/2))
	}
	// Next and Back keep their places through the lesson: those of its
	// first step.
	next, back := at(ls.Buttons["next"]), at(ls.Buttons["back"])
	test.Tap(ls.Buttons["skip"])
	if !ls.Done() {
		t.Fatal("the lesson did not end")
	}
	within := func(p fyne.Position, b *widget.Button) bool {
		o := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
		return p.X >= o.X && p.X <= o.X+b.Size().Width && p.Y >= o.Y && p.Y <= o.Y+b.Size().Height
	}
	if on := ls.Buttons["nextlesson"]; on == nil || !within(next, on) {
		t.Errorf("Next stood at %v; the end screen's Next lesson does not cover it", next)
	}
	if within(next, ls.Buttons["back"]) {
		t.Errorf("Back covers %v, where Next stood", next)
	}
	if !within(back, ls.Buttons["back"]) {
		t.Errorf("Back stood at %v; the end screen's Back does not cover it", back)
	}
}

// TestSkipLastLessonNotDone: skipping the last lesson, the guided round
// (issue 29: it was marked "Done"), after a step or at once, leaves it
// not done in the list and in the saved progress.
func TestSkipLastLessonNotDone(t *testing.T) {
	dir := t.TempDir()
	a := newTutorialApp(t, dir, "en")
	for _, steps := range []int{1, 0} {
		a.OpenLesson("guided")
		ls := a.Lesson()
		for range steps {
			test.Tap(ls.Buttons["next"])
		}
		if ls.Done() || ls.Buttons["skip"] == nil {
			t.Fatalf("after %d steps: done %v, no Skip", steps, ls.Done())
		}
		test.Tap(ls.Buttons["skip"])
		if !ls.Done() {
			t.Fatal("Skip did not end the lesson")
		}
		a.ShowTutorial()
		if got := a.tutor().ListStatus["guided"]; got == a.T("ui.tutorial.done") || a.tutor().prog.Done["guided"] {
			t.Errorf("skipped after %d steps, the list says %q: a skipped lesson is not done", steps, got)
		}
		p, err := store.New(store.Dir{Path: dir}).LoadKoikoiTutorial()
		if err != nil || p.Done["guided"] {
			t.Errorf("skipped after %d steps, the saved progress says done: %+v, %v", steps, p, err)
		}
	}
}
