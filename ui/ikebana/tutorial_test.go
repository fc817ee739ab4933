package ikebana

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	iketutorial "github.com/koikoi-app/koikoi/engine/ikebana/tutorial"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// shownText fails when a label shows a message id instead of its text.
func shownText(t *testing.T, where string, labels ...*widget.Label) {
	t.Helper()
	for _, l := range labels {
		if l.Visible() && (strings.Contains(l.Text, "ikebana.") || strings.Contains(l.Text, "ikebanaapp.") || strings.Contains(l.Text, "{{")) {
			t.Errorf("%s: shows %q", where, l.Text)
		}
	}
}

// moveButton returns the button that makes move m on the lesson screen.
func moveButton(s *LessonScreen, m ikebana.Move) *widget.Button {
	switch m.Kind {
	case ikebana.MoveDraw:
		return s.Buttons["draw"]
	case ikebana.MoveKeep:
		return s.Buttons["keep"]
	case ikebana.MoveRefuse:
		return s.Buttons["refuse"]
	}
	if b := s.Buy[m.From]; b != nil {
		return &b.Button
	}
	return nil
}

// candidates returns the buttons a player could tap on a decision step,
// in the order the test tries them.
func candidates(s *LessonScreen) []*widget.Button {
	var out []*widget.Button
	if s.v.decideBox.Visible() {
		out = append(out, s.Buttons["refuse"], s.Buttons["keep"])
	}
	if s.v.drawBox.Visible() {
		out = append(out, s.Buttons["draw"])
	}
	for p := ikebana.Seat(0); p < ikebana.MaxPlayers; p++ {
		if b := s.Buy[p]; b != nil && b.Visible() && !b.Disabled() {
			out = append(out, &b.Button)
		}
	}
	return out
}

// playLesson drives the lesson on screen to its end through the widgets:
// on each quiz it taps the row's cards in order until the right one (each
// wrong one must explain itself and change nothing), on each decision it
// taps the buttons in turn until the one the step wants (the guided
// round: the hint's), and on each step that explains it taps Next.
func playLesson(t *testing.T, a *App, where string) (wrongs int) {
	t.Helper()
	s := a.Lesson()
	for n := 0; ; n++ {
		if n > 300 {
			t.Fatalf("%s: the lesson does not end", where)
		}
		v := s.View()
		step := fmt.Sprintf("%s step %d", where, v.Index)
		shownText(t, step, s.v.text, s.v.wrong, s.v.hint)
		if v.Index >= v.Count {
			if !s.v.endBox.Visible() {
				t.Fatalf("%s: the end offers no way back to the lessons", where)
			}
			return wrongs
		}
		if s.v.text.Text == "" {
			t.Errorf("%s: no text", step)
		}
		st, _ := s.state()
		try := func(tap func(), what string) bool {
			before := s.step().Index
			bst, _ := s.state()
			tap()
			if s.step().Index != before || s.View().Index != v.Index {
				return true
			}
			if now, _ := s.state(); now != bst && v.Action != iketutorial.ActionMove {
				t.Fatalf("%s: a wrong %s changed the position", step, what)
			}
			if now, _ := s.state(); now != bst {
				return true // the guided round: the same step, a new position
			}
			if !s.Wrong.Visible() || s.Wrong.Text == "" {
				t.Errorf("%s: a wrong %s is not explained", step, what)
			}
			shownText(t, step, s.Wrong)
			wrongs++
			return false
		}
		switch v.Action {
		case iketutorial.ActionNext:
			if !s.v.nextBox.Visible() {
				t.Fatalf("%s: no Next on a step that explains", step)
			}
			test.Tap(s.Buttons["next"])
		case iketutorial.ActionTap:
			if s.v.nextBox.Visible() {
				t.Errorf("%s: Next shown on a quiz", step)
			}
			ok := false
			for _, c := range v.Cards {
				if ok = try(func() { test.Tap(s.Cards[c]) }, "tap on "+c.String()); ok {
					break
				}
			}
			if !ok {
				t.Fatalf("%s: no card answers the quiz", step)
			}
		case iketutorial.ActionMove:
			if s.v.nextBox.Visible() {
				t.Errorf("%s: Next shown on a decision", step)
			}
			if v.HasHint {
				if !s.Hint.Visible() || s.Hint.Text == "" {
					t.Errorf("%s: no hint in the guided round", step)
				}
				b := moveButton(s, v.HintMove)
				if b == nil || !b.Visible() || (v.HintMove.Kind == ikebana.MoveDraw && !s.v.drawBox.Visible()) ||
					(v.HintMove.Kind == ikebana.MoveKeep || v.HintMove.Kind == ikebana.MoveRefuse) && !s.v.decideBox.Visible() {
					t.Fatalf("%s: no button for the hint %v (phase %v)", step, v.HintMove, st.Phase())
				}
				test.Tap(b)
				if now, _ := s.state(); now == st && s.View().Index == v.Index {
					t.Fatalf("%s: the hint's move %v was refused: %q", step, v.HintMove, s.Wrong.Text)
				}
				continue
			}
			ok := false
			for _, b := range candidates(s) {
				if ok = try(func() { test.Tap(b) }, "button "+b.Text); ok {
					break
				}
			}
			if !ok {
				t.Fatalf("%s: no button makes the step's decision", step)
			}
		}
	}
}

// TestTutorialLessons plays every lesson through the widgets, in every
// language, from the list, and checks that the progress is saved.
func TestTutorialLessons(t *testing.T) {
	for _, lang := range i18n.Languages() {
		t.Run(lang.Code, func(t *testing.T) {
			dir := t.TempDir()
			a, sh := newTestApp(t, dir)
			sh.lang = lang.Code
			a.ShowTutorial()
			ts := a.Tutorial()
			if got := ts.ListStatus["cards"]; got != i18n.New(lang.Code).T("ui.tutorial.start-here") {
				t.Errorf("a new player's first lesson says %q", got)
			}
			wrongs := 0
			for i, id := range iketutorial.LessonIDs {
				test.Tap(ts.ListButtons[id])
				if a.Lesson() == nil || a.Lesson().lesson.ID != id {
					t.Fatalf("the list's button did not open %s", id)
				}
				wrongs += playLesson(t, a, lang.Code+" "+id)
				p, err := sh.store.LoadIkebanaTutorial()
				if err != nil || !p.Done[id] {
					t.Fatalf("%s: progress saved %+v, %v", id, p, err)
				}
				if i+1 < len(iketutorial.LessonIDs) {
					if a.Lesson().v.playBox.Visible() {
						t.Errorf("%s: Play a game offered before the last lesson", id)
					}
					test.Tap(a.Lesson().Buttons["nextlesson"])
					if a.Lesson().lesson.ID != iketutorial.LessonIDs[i+1] {
						t.Fatalf("Next lesson after %s opened %s", id, a.Lesson().lesson.ID)
					}
				} else {
					// the last lesson ends with a real game
					play := a.Lesson().Buttons["play"]
					if !a.Lesson().v.playBox.Visible() || a.Lesson().v.nextLessonBox.Visible() {
						t.Fatalf("%s: the last lesson's end does not offer Play a game alone", id)
					}
					a.NewGame = nil
					test.Tap(play)
					if a.NewGame == nil || a.Lesson() != nil {
						t.Fatalf("%s: Play a game did not open the New game screen", id)
					}
				}
				a.ShowTutorial()
			}
			if wrongs == 0 {
				t.Error("no wrong tap was tried")
			}
			if !a.TutorialProgress().Finished(iketutorial.LessonIDs) {
				t.Errorf("every lesson played, progress %+v", a.TutorialProgress())
			}
			for _, id := range iketutorial.LessonIDs {
				if ts.ListStatus[id] != i18n.New(lang.Code).T("ui.tutorial.done") {
					t.Errorf("%s: the list says %q once it is done", id, ts.ListStatus[id])
				}
			}
		})
	}
}

// TestTutorialResume leaves a lesson half way and finds it where it was,
// in the list and on opening it again, after the app starts again.
func TestTutorialResume(t *testing.T) {
	dir := t.TempDir()
	a, sh := newTestApp(t, dir)
	a.OpenLesson("turn")
	s := a.Lesson()
	test.Tap(s.Buttons["next"])
	test.Tap(s.Buttons["draw"])
	test.Tap(s.Buttons["keep"]) // the step wants a refusal: explained, nothing changes
	if s.View().Index != 2 || !s.Wrong.Visible() {
		t.Fatalf("after a wrong Keep: step %d, explanation %q", s.View().Index, s.Wrong.Text)
	}
	test.Tap(s.Buttons["refuse"])
	if s.View().Index != 3 {
		t.Fatalf("after Refuse: step %d", s.View().Index)
	}
	if sh.back == nil {
		t.Fatal("the lesson sets no back key")
	}
	sh.back() // one screen back: the list
	if a.Lesson() != nil || a.Tutorial().ListStatus["turn"] != "Step 4 of 9" {
		t.Fatalf("back from the lesson: lesson %v, status %q", a.Lesson(), a.Tutorial().ListStatus["turn"])
	}
	sh.back() // and Home
	if sh.homes != 1 {
		t.Fatal("back from the list does not go Home")
	}

	b, _ := newTestApp(t, dir)
	b.ShowTutorial()
	if got := b.Tutorial().ListStatus["turn"]; got != "Step 4 of 9" {
		t.Errorf("after a restart the list says %q", got)
	}
	test.Tap(b.Tutorial().ListButtons["turn"])
	rs := b.Lesson()
	st, _ := rs.state()
	if rs.step().Index != 3 || st.Prestige(0) != 5 || st.Refusals() != 1 {
		t.Errorf("resumed at step %d, prestige %d, refusals %d; want step 3, 5, 1", rs.step().Index, st.Prestige(0), st.Refusals())
	}
}

// TestTutorialDamagedProgress starts afresh, with a notice, when the
// progress cannot be read, and sets the damaged file aside.
func TestTutorialDamagedProgress(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, store.IkebanaTutorialName), []byte("{\"done\": 7"), 0o644); err != nil {
		t.Fatal(err)
	}
	a, _ := newTestApp(t, dir)
	a.ShowTutorial()
	ts := a.Tutorial()
	if ts.Notice == "" || ts.ListStatus["cards"] != "Start here" {
		t.Fatalf("damaged progress: notice %q, first lesson %q", ts.Notice, ts.ListStatus["cards"])
	}
	if _, err := os.Stat(filepath.Join(dir, store.BadIkebanaTutorialName)); err != nil {
		t.Errorf("the damaged progress was not set aside: %v", err)
	}
	test.Tap(ts.ListButtons["cards"])
	test.Tap(a.Lesson().Buttons["next"])
	if p, err := store.New(store.Dir{Path: dir}).LoadIkebanaTutorial(); err != nil || p.Step["cards"] != 1 {
		t.Errorf("progress after a fresh start: %+v, %v", p, err)
	}
	a.ShowTutorial()
	if a.Tutorial().Notice != "" {
		t.Error("the notice shows twice")
	}
}

// checkOverlap fails when two tappable objects overlap.
func checkOverlap(t *testing.T, name string, win fyne.Window) {
	t.Helper()
	abs := func(o fyne.CanvasObject) fyne.Position {
		return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	}
	ts := kit.Tappables(win.Content(), abs, func(w fyne.Widget) []fyne.CanvasObject { return test.WidgetRenderer(w).Objects() })
	// the ground under a board takes only the taps nothing over it takes
	ts = slices.DeleteFunc(ts, func(tg kit.Target) bool { _, ground := tg.Obj.(*tapCatcher); return ground })
	for i, a := range ts {
		for _, b := range ts[i+1:] {
			if a.Pos.X+a.Size.Width > b.Pos.X+0.5 && b.Pos.X+b.Size.Width > a.Pos.X+0.5 &&
				a.Pos.Y+a.Size.Height > b.Pos.Y+0.5 && b.Pos.Y+b.Size.Height > a.Pos.Y+0.5 {
				t.Errorf("%s: %T at %v and %T at %v overlap", name, a.Obj, a.Pos, b.Obj, b.Pos)
			}
		}
	}
}

// TestTutorialFit shows the list and every step of every lesson at phone,
// landscape and tablet sizes in every language: every tappable object 48
// dp or more, inside the window, none over another, no text out of it.
func TestTutorialFit(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	eachFitWindow(t, func(name string, sz fyne.Size, a *App, sh *testShell) {
		a.ShowNewGame()
		if a.OfferTutorial() == nil {
			t.Fatalf("%s: no offer", name)
		}
		abs := func(o fyne.CanvasObject) fyne.Position {
			return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
		}
		for _, tg := range kit.Tappables(sh.win.Canvas().Overlays().Top(), abs, func(w fyne.Widget) []fyne.CanvasObject { return test.WidgetRenderer(w).Objects() }) {
			if tg.Size.Height < 47.5 || !tg.Inside(sz.Width, sz.Height) {
				t.Errorf("%s offer: %T at %v is %v", name, tg.Obj, tg.Pos, tg.Size)
			}
		}
		test.Tap(a.Tutorial().OfferButtons["yes"])
		checkFit(t, name+" list", sh.win, sz, true)
		checkOverlap(t, name+" list", sh.win)
		for _, id := range iketutorial.LessonIDs {
			a.OpenLesson(id)
			s := a.Lesson()
			for n := 0; n < 60; n++ {
				where := fmt.Sprintf("%s %s step %d", name, id, s.View().Index)
				checkFit(t, where, sh.win, sz, false)
				checkOverlap(t, where, sh.win)
				if s.View().Index >= s.View().Count {
					break
				}
				// the cards must stay readable
				if tb := s.v.table; tb != nil && s.View().Table != nil {
					for _, c := range tb.mine.Objects {
						if h := c.Size().Height; h < 54 {
							t.Errorf("%s: a card of your bouquet is %v dp tall", where, h)
						}
					}
				}
				before := s.View().Index
				st, _ := s.state()
				advance(s)
				if now, _ := s.state(); s.View().Index == before && now == st {
					t.Fatalf("%s: stuck", where)
				}
			}
		}
	})
}

// advance makes the step's right action through the screen: Next, the
// quiz's right card, the decision the step wants or the hint.
func advance(s *LessonScreen) {
	v := s.View()
	switch v.Action {
	case iketutorial.ActionNext:
		s.Next()
	case iketutorial.ActionTap:
		for _, c := range v.Cards {
			if s.View().Index != v.Index {
				return
			}
			s.TapCard(c)
		}
	case iketutorial.ActionMove:
		if v.HasHint {
			s.Choose(v.HintMove)
			return
		}
		st, _ := s.state()
		for _, m := range st.LegalMoves() {
			if s.View().Index != v.Index {
				return
			}
			s.Choose(m)
		}
	}
}

// toEnd makes each step's right action through the screen up to the
// lesson's end.
func toEnd(s *LessonScreen) {
	for range 200 {
		if v := s.View(); v.Index >= v.Count {
			return
		}
		advance(s)
	}
}

// TestTutorialOffer offers the tutorial the first time New game opens,
// once, and takes the player to the lessons.
func TestTutorialOffer(t *testing.T) {
	dir := t.TempDir()
	a, _ := newTestApp(t, dir)
	a.ShowNewGame()
	if a.OfferTutorial() == nil {
		t.Fatal("no offer to a new player")
	}
	test.Tap(a.Tutorial().OfferButtons["yes"])
	if a.Tutorial().ListButtons == nil {
		t.Fatal("yes did not show the lessons")
	}
	if a.OfferTutorial() != nil {
		t.Error("offered twice")
	}
	b, _ := newTestApp(t, dir)
	if b.OfferTutorial() != nil {
		t.Error("offered again after a restart")
	}
	// A player who has begun a lesson is not asked.
	c, _ := newTestApp(t, t.TempDir())
	c.OpenLesson("cards")
	test.Tap(c.Lesson().Buttons["next"])
	if c.OfferTutorial() != nil {
		t.Error("offered to a player who has begun")
	}
}

// TestTutorialFlights: with animations on, the computers' replies fly card
// by card, each narrated as it lands, nothing waiting for the player
// meanwhile; the next step shows once the last card lands.
func TestTutorialFlights(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	sh.settings.Animation = store.AnimNormal
	a.OpenLesson("turn")
	s := a.Lesson()
	s.v.seq.Manual = true
	test.Tap(s.Buttons["next"])
	test.Tap(s.Buttons["draw"])
	if !s.Busy() || !s.v.flyer.Visible() || s.v.decideBox.Visible() || s.v.drawBox.Visible() {
		t.Fatalf("drawing: busy %v, flyer %v, decision shown %v", s.Busy(), s.v.flyer.Visible(), s.v.decideBox.Visible())
	}
	from, to := s.v.table.rectOf(s.v.table.pile, -1), s.v.table.rectOf(s.v.table.drawn, -1)
	s.v.seq.Tick(0.5)
	if x := s.v.flyer.Position().X; x <= from.Pos.X || x >= to.Pos.X {
		t.Errorf("half way the card is at x=%v, not between the pile (%v) and the card drawn (%v)", x, from.Pos.X, to.Pos.X)
	}
	s.v.seq.Tick(1)
	for s.Busy() {
		s.v.seq.Tick(1)
	}
	if !s.v.decideBox.Visible() || s.v.flyer.Visible() || s.View().Index != 2 {
		t.Fatalf("after the flight: decision %v, flyer %v, step %d", s.v.decideBox.Visible(), s.v.flyer.Visible(), s.View().Index)
	}
	// A refusal pays: a token flies from your prestige to Computer 1's.
	test.Tap(s.Buttons["refuse"])
	coin := false
	for s.Busy() {
		s.v.seq.Tick(0.5)
		coin = coin || s.v.coin.box.Visible()
		s.v.seq.Tick(1)
	}
	if !coin || s.v.table.rows[0].prestige.text.Text != "7 prestige" || s.v.table.myBadge.text.Text != "5 prestige" {
		t.Errorf("the refusal's payment: token %v, Computer 1 %q, you %q", coin, s.v.table.rows[0].prestige.text.Text, s.v.table.myBadge.text.Text)
	}
	// Refuse twice more, keep the fourth: the computers' turns follow.
	for range 2 {
		test.Tap(s.Buttons["refuse"])
		s.v.seq.Finish()
	}
	lines, seen := len(s.lines), s.seen
	bouquets := len(s.v.table.rows[0].bouquet.Objects)
	test.Tap(s.Buttons["keep"])
	flights := 0
	// once your card lands, the computers' rows still wait for their turns
	s.v.seq.Tick(1)
	flights++
	if n := len(s.v.table.rows[0].bouquet.Objects); n != bouquets {
		t.Errorf("once your keep landed Computer 1's bouquet shows %d cards; want the %d it had", n, bouquets)
	}
	for s.Busy() {
		if s.v.text.Text != "" || s.v.nextBox.Visible() {
			t.Fatal("a step's text or Next shows while the computers play")
		}
		s.v.seq.Tick(1)
		flights++
	}
	// keep, then each computer draws, refuses, draws again and keeps
	if flights < 7 || len(s.lines) <= lines+4 {
		t.Errorf("the computers' turns took %d flights and %d lines of narration", flights, len(s.lines)-lines)
	}
	if s.View().Index != 6 || !s.v.nextBox.Visible() || s.v.text.Text == "" {
		t.Errorf("after the replies: step %d, Next %v, text %q", s.View().Index, s.v.nextBox.Visible(), s.v.text.Text)
	}
	// What flew is the lesson match's events: the keep's, then the
	// computers' turns, each narrated once.
	var want []string
	evs := s.m.Events(seen)
	for _, e := range evs {
		want = append(want, narrate(a.w(), e.Event)...)
	}
	if len(evs) == 0 || evs[0].Event.Kind != ikebana.EventKeep || !slices.Equal(s.lines[lines:], want) {
		t.Errorf("the narration of the flights:\n%q\nwant the match's events told:\n%q", s.lines[lines:], want)
	}
}

// TestLessonBack: Back returns one step as it was, as Koi-Koi's lessons
// do: the cards where they were (at once, with animations on), the
// narration as it was, the step's text; it is disabled on the first step
// and while cards fly.
func TestLessonBack(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	sh.settings.Animation = store.AnimNormal
	a.OpenLesson("turn")
	s := a.Lesson()
	s.v.seq.Manual = true
	back := s.Buttons["back"]
	if !back.Disabled() || !back.Visible() {
		t.Fatalf("first step: Back disabled %v, shown %v; want shown and disabled", back.Disabled(), back.Visible())
	}
	test.Tap(s.Buttons["next"])
	text := s.v.text.Text
	st0, _ := s.state()
	test.Tap(s.Buttons["draw"])
	if !back.Disabled() {
		t.Error("Back is enabled while the card flies")
	}
	s.v.seq.Finish()
	test.Tap(s.Buttons["refuse"])
	s.v.seq.Finish()
	if s.View().Index != 3 || len(s.lines) == 0 || back.Disabled() {
		t.Fatalf("after draw and refuse: step %d, %d lines, Back disabled %v", s.View().Index, len(s.lines), back.Disabled())
	}
	test.Tap(back)
	test.Tap(back)
	st, _ := s.state()
	if s.View().Index != 1 || !sameTable(st, st0) || s.Busy() {
		t.Fatalf("after Back twice: step %d, busy %v, same table %v", s.View().Index, s.Busy(), sameTable(st, st0))
	}
	if s.v.text.Text != text || !s.v.drawBox.Visible() || !s.v.table.drawn.Empty || len(s.lines) != 0 || s.v.table.narration.Text != "" {
		t.Errorf("after Back to the draw: text %q (want %q), Draw %v, middle empty %v, narration %q",
			s.v.text.Text, text, s.v.drawBox.Visible(), s.v.table.drawn.Empty, s.v.table.narration.Text)
	}
	if s.v.table.myBadge.text.Text != fmt.Sprintf("%d prestige", st0.Prestige(iketutorial.You)) {
		t.Errorf("after Back the refusal's payment is not undone: you have %q", s.v.table.myBadge.text.Text)
	}
	// and forward again
	test.Tap(s.Buttons["draw"])
	s.v.seq.Finish()
	if s.View().Index != 2 || !s.v.decideBox.Visible() {
		t.Errorf("after Back, Draw again: step %d, decision %v", s.View().Index, s.v.decideBox.Visible())
	}
}

// sameTable reports whether two states show the same table to the player.
func sameTable(a, b ikebana.State) bool {
	oa, ob := a.Observe(iketutorial.You), b.Observe(iketutorial.You)
	return oa.Phase == ob.Phase && oa.Bouquets == ob.Bouquets && oa.Tops == ob.Tops && oa.Prestige == ob.Prestige && oa.Drawn == ob.Drawn
}

// TestLessonEndNamesStepBack: the end of a lesson names the control that
// shows the last step again, the curved arrow at the top right (the arrow
// at the top left leaves the lesson), and that control does it.
func TestLessonEndNamesStepBack(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	a.OpenLesson("cards")
	s := a.Lesson()
	toEnd(s)
	v := s.View()
	if v.Index < v.Count || s.Text.Text != a.T("ikebanaapp.tutorial.end.body") {
		t.Fatalf("the lesson did not end (step %d of %d): %q", v.Index, v.Count, s.Text.Text)
	}
	if !strings.Contains(s.Text.Text, "curved arrow at the top right") {
		t.Errorf("the end says %q; want it to name the curved arrow at the top right", s.Text.Text)
	}
	back, exit := s.Buttons["back"], s.Buttons["exit"]
	win := sh.win.Canvas().Size().Width
	bp := fyne.CurrentApp().Driver().AbsolutePositionForObject(back)
	ep := fyne.CurrentApp().Driver().AbsolutePositionForObject(exit)
	if back.Icon != theme.ContentUndoIcon() || bp.X < win/2 || bp.Y > 60 || ep.X > win/2 {
		t.Errorf("the step-back control is at %v (icon %v), the exit at %v; want the curved arrow at the top right, the exit at the left", bp, back.Icon.Name(), ep)
	}
	test.Tap(back)
	if got := s.View().Index; got != v.Count-1 {
		t.Errorf("the curved arrow shows step %d; want the last, %d", got, v.Count-1)
	}
}

// TestReplayStartsAgain: a finished lesson replayed halfway and left
// shows Replay on the list, and Replay starts it from its first step.
func TestReplayStartsAgain(t *testing.T) {
	a, _ := newTestApp(t, t.TempDir())
	a.OpenLesson("turn")
	s := a.Lesson()
	toEnd(s)
	s.Exit()
	a.OpenLesson("turn") // Replay
	s = a.Lesson()
	for range 6 {
		advance(s)
	}
	if s.View().Index < 6 {
		t.Fatalf("the replay is at step %d; want 6 or more", s.View().Index)
	}
	s.Exit()
	ts := a.Tutorial()
	b := ts.ListButtons["turn"]
	if b.Text != a.T("ui.tutorial.replay") {
		t.Fatalf("the finished lesson's button says %q; want Replay", b.Text)
	}
	test.Tap(b)
	if got := a.Lesson().View().Index; got != 0 {
		t.Errorf("Replay opened the lesson at step %d; want the first", got)
	}
}

// TestLessonHintsSetting: the guided round's hint shows with the lessons'
// hints on (the default) and not with them off.
func TestLessonHintsSetting(t *testing.T) {
	for _, on := range []bool{true, false} {
		a, sh := newTestApp(t, t.TempDir())
		sh.settings.IkebanaPrefs.LessonHints = on
		a.OpenLesson("guided")
		s := a.Lesson()
		for range 50 {
			if s.View().HasHint {
				break
			}
			advance(s)
		}
		if !s.View().HasHint {
			t.Fatal("the guided round gives no hint")
		}
		if shown := s.Hint.Visible() && s.Hint.Text != ""; shown != on {
			t.Errorf("lesson hints %v: the hint shows %v", on, shown)
		}
	}
}

// TestLessonTitlesFit: every lesson's title and its step line show whole,
// never cut with an ellipsis, in every language at 360×640 (the German
// "Kombinationen und Farben" was cut).
func TestLessonTitlesFit(t *testing.T) {
	for _, lang := range i18n.Languages() {
		a, sh := newTestApp(t, t.TempDir())
		sh.lang = lang.Code
		for _, id := range iketutorial.LessonIDs {
			a.OpenLesson(id)
			v := a.Lesson().v
			for _, lb := range []*widget.Label{v.title, v.step} {
				size := theme.TextSize()
				if lb.SizeName == theme.SizeNameCaptionText {
					size = theme.CaptionTextSize()
				}
				need := fyne.MeasureText(lb.Text, size, lb.TextStyle).Width + 2*theme.InnerPadding()
				if lb.Size().Width < need {
					t.Errorf("%s %s: %q needs %.0f dp, has %.0f: cut", lang.Code, id, lb.Text, need, lb.Size().Width)
				}
			}
		}
	}
}
