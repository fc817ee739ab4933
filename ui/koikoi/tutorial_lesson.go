package koikoi

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/tutorial"
)

// lessonScreen plays one lesson of the tutorial on a Runner: it shows the
// current step (see tutorial_view.go) and turns taps and buttons into the
// runner's TapCard, Choose, Next, Back and Skip. The progress is recorded
// and saved after every action.
//
// The guided round computes a hint the first time Step sees a position;
// that runs off the UI goroutine (App.background) while the screen shows
// the thinking indicator and ignores taps.
type lessonScreen struct {
	a      *App
	lesson tutorial.Lesson
	r      *tutorial.Runner
	view   tutorial.StepView
	told   tutorial.StepView // the step whose text shows: view once the cards rest
	busy   bool              // the runner is working off the UI goroutine
	wrong  tutorial.Text     // the explanation of the last wrong tap
	gen    int

	board      *lessonBoard      // the staged table, made at its first step with one
	root       *fyne.Container   // the screen of the last build
	bubbleBox  *fyne.Container   // holds the text bubble
	textScroll *container.Scroll // the bubble's texts: they must fit it unscrolled

	// Handles for tests: the widgets of the last build.
	Cards     map[koikoi.Card]*CardWidget // every card that takes a tap
	Buttons   map[string]*widget.Button   // next, back, skip, exit, koikoi, shobu, exchange, keep, nextlesson, lessons, play
	Text      *widget.Label               // the step's text (on a table, an explanation shows in its place)
	Feedback  *widget.Label               // the explanation of a wrong tap (nil when none)
	HintTexts []string                    // the guided round's hint's reasons on show
}

func newLessonScreen(a *App, l tutorial.Lesson) *lessonScreen {
	return &lessonScreen{a: a, lesson: l}
}

// Runner returns the lesson's runner (nil until it is ready).
func (s *lessonScreen) Runner() *tutorial.Runner {
	if s.busy {
		return nil
	}
	return s.r
}

// View returns the step on screen.
func (s *lessonScreen) View() tutorial.StepView { return s.view }

// Busy reports whether the screen waits for the runner (the hint of the
// guided round being computed).
func (s *lessonScreen) Busy() bool { return s.busy }

// WrongText returns the explanation shown, rendered, or "".
func (s *lessonScreen) WrongText() string { return s.wrong.Render(s.a.l()) }

// open starts the runner where the progress left the lesson.
func (s *lessonScreen) open() {
	prog := s.a.tutor().prog
	rules := s.a.activeRules()
	s.busy = true
	var r *tutorial.Runner
	var v tutorial.StepView
	s.a.background(func() {
		r = tutorial.Resume(prog, s.lesson, rules)
		v = r.Step()
	}, func() {
		s.r, s.view, s.busy = r, v, false
		s.changed()
	})
}

// current reports whether the screen is the one on show.
func (s *lessonScreen) current() bool { return s.a.tut != nil && s.a.tut.lesson == s }

// changed redraws the screen if it is on show.
func (s *lessonScreen) changed() {
	if s.current() {
		s.a.h.Show(s.build)
	}
}

// after records the progress and shows the new step; ok says whether the
// action was accepted (a wrong one only shows its explanation).
func (s *lessonScreen) after(f tutorial.Feedback) {
	if !f.OK {
		s.wrong = f.Text
		s.showWrong()
		return
	}
	s.wrong = tutorial.Text{}
	s.record()
	s.step()
}

func (s *lessonScreen) record() {
	ts := s.a.tutor()
	ts.prog.Record(s.r)
	s.a.saveTutorial()
}

// step asks the runner for the current step, off the UI goroutine in the
// guided round (its hints take a moment).
func (s *lessonScreen) step() {
	if s.lesson.ID != "guided" || s.r.Done() {
		s.view = s.r.Step()
		s.changed()
		return
	}
	// Meanwhile show the position as it is, without a hint.
	st, has := s.r.State()
	v := tutorial.StepView{Lesson: s.lesson.ID, Index: s.r.Index(), Count: s.lesson.Len()}
	if has {
		o := st.Observe(0)
		v.Table = &o
	}
	s.view = v
	s.busy = true
	s.gen++
	gen := s.gen
	r := s.r
	s.a.background(func() { v = r.Step() }, func() {
		if gen != s.gen {
			return
		}
		s.view, s.busy = v, false
		s.changed()
	})
	s.changed()
}

// settle ends the moves under way at once: a tap, a choice or a button
// is answered on the position the runner has, so the cards must show it.
func (s *lessonScreen) settle() {
	if s.board != nil && s.board.seq.Busy() {
		s.board.seq.Finish()
	}
}

// TapCard answers a tap on card c.
func (s *lessonScreen) TapCard(c koikoi.Card) {
	if s.busy || s.r == nil {
		return
	}
	s.settle()
	s.after(s.r.TapCard(c))
}

// Choose answers a button: Koi-Koi, Shobu, Exchange or Keep.
func (s *lessonScreen) Choose(m koikoi.Move) {
	if s.busy || s.r == nil {
		return
	}
	s.settle()
	s.after(s.r.Choose(m))
}

// Next goes on from a step that explains. A step that waits for a tap or
// a choice is not skipped: its Next button is disabled, and Next does
// nothing there.
func (s *lessonScreen) Next() {
	if s.busy || s.r == nil {
		return
	}
	s.settle()
	if !s.r.Next() {
		return
	}
	s.after(tutorial.Feedback{OK: true})
}

// Back returns to the previous step.
func (s *lessonScreen) Back() {
	if s.busy || s.r == nil {
		return
	}
	if s.r.Back() {
		s.after(tutorial.Feedback{OK: true})
	}
}

// Skip ends the lesson.
func (s *lessonScreen) Skip() {
	if s.busy || s.r == nil {
		return
	}
	s.r.Skip()
	s.after(tutorial.Feedback{OK: true})
}

// Exit returns to the list of lessons; the progress is already saved.
func (s *lessonScreen) Exit() {
	s.gen++
	s.a.ShowTutorial()
}

// NextLesson opens the lesson after this one.
func (s *lessonScreen) NextLesson() {
	ls := s.a.tutorialLessons()
	if s.lesson.Number < len(ls) {
		s.a.OpenLesson(ls[s.lesson.Number].ID)
	}
}
