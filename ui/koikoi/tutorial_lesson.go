package koikoi

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/tutorial"
)

// LessonScreen plays one lesson of the tutorial on its match (a
// tutorial.Match: the lesson's board behind the match interface, over
// the lesson's Runner). It shows the current step (see tutorial_view.go):
// the player's decisions at the table (Koi-Koi, Shobu, the exchange) go
// to the match's Submit, which takes the move the step waits for and
// refuses any other with the lesson's explanation; taps on cards and the
// Next, Back and Skip buttons are the runner's own actions, made through
// the match's Act. The events of the moves an action made (the player's
// and the computer's scripted replies, the engine's) come from the
// match's stream, and the board animates them. The progress is recorded
// and saved after every action.
//
// The guided round computes a hint the first time Step sees a position;
// that runs off the UI goroutine (App.background) while the screen shows
// the thinking indicator and ignores taps: the screen keeps what it shows
// of the runner (st, has, done) so that it never waits for the match.
type LessonScreen struct {
	a      *App
	lesson tutorial.Lesson
	m      *tutorial.Match
	seen   uint64         // the number of the last event taken from the match
	evs    []koikoi.Event // the events the board has yet to show
	view   tutorial.StepView
	told   tutorial.StepView // the step whose text shows: view once the cards rest
	busy   bool              // the runner is working off the UI goroutine
	wrong  tutorial.Text     // the explanation of the last wrong tap
	// right is set when the player's last tap or choice was the one the
	// step asked for: the next step's text opens by saying so.
	right bool
	gen   int
	// The runner as the screen last read it: the staged game (has: there
	// is one) and whether the lesson is over.
	st   koikoi.State
	has  bool
	done bool

	board      *lessonBoard      // the staged table, made at its first step with one
	root       *fyne.Container   // the screen of the last build
	bubbleBox  *fyne.Container   // holds the text bubble
	textScroll *container.Scroll // the bubble's texts: they must fit it unscrolled

	// Handles for tests: the widgets of the last build.
	Cards     map[koikoi.Card]*CardWidget // every card that takes a tap
	Buttons   map[string]*widget.Button   // next, back, skip, exit, koikoi, shobu, exchange, keep, nextlesson, lessons, play
	Text      *widget.Label               // the step's text (on a table, an explanation shows in its place)
	Feedback  *widget.Label               // the explanation of a wrong tap (nil when none)
	Right     string                      // the acknowledgement of a right answer, at the head of Text ("" when none)
	HintTexts []string                    // the guided round's hint's reasons on show
}

func newLessonScreen(a *App, l tutorial.Lesson) *LessonScreen {
	return &LessonScreen{a: a, lesson: l}
}

// Match returns the lesson's match (nil until it is ready, and while the
// runner works off the UI goroutine).
func (s *LessonScreen) Match() *tutorial.Match {
	if s.busy {
		return nil
	}
	return s.m
}

// Done reports whether the lesson is over.
func (s *LessonScreen) Done() bool { return s.done }

// View returns the step on screen.
func (s *LessonScreen) View() tutorial.StepView { return s.view }

// Busy reports whether the screen waits for the runner (the hint of the
// guided round being computed).
func (s *LessonScreen) Busy() bool { return s.busy }

// WrongText returns the explanation shown, rendered, or "".
func (s *LessonScreen) WrongText() string { return s.wrong.Render(s.a.l()) }

// open starts the lesson's match where the progress left the lesson.
func (s *LessonScreen) open() {
	prog := s.a.tutor().prog
	rules := s.a.activeRules()
	s.busy = true
	var m *tutorial.Match
	var v tutorial.StepView
	s.a.background(func() {
		r := tutorial.Resume(prog, s.lesson, rules)
		v = r.Step()
		m = tutorial.NewMatch(r)
	}, func() {
		if !s.current() {
			m.Stop()
			return
		}
		s.m, s.view, s.busy = m, v, false
		s.read()
		s.changed()
	})
}

// read takes what the screen shows of the runner, and the events of the
// moves made since it last did, for the board.
func (s *LessonScreen) read() {
	s.m.Read(func(r *tutorial.Runner) {
		s.st, s.has = r.State()
		s.done = r.Done()
	})
	for _, e := range s.m.Events(s.seen) {
		s.evs, s.seen = append(s.evs, e.Event), e.Seq
	}
}

// close stops the lesson's match and the board's moves: the player left
// the lesson.
func (s *LessonScreen) close() {
	s.gen++
	if s.board != nil {
		s.board.seq.Stop()
	}
	if s.m != nil {
		s.m.Stop()
	}
}

// current reports whether the screen is the one on show.
func (s *LessonScreen) current() bool { return s.a.tut != nil && s.a.tut.lesson == s }

// changed redraws the screen if it is on show.
func (s *LessonScreen) changed() {
	if s.current() {
		s.a.h.Show(s.build)
	}
}

// after records the progress and shows the new step; ok says whether the
// action was accepted (a wrong one only shows its explanation).
func (s *LessonScreen) after(f tutorial.Feedback) {
	if !f.OK {
		s.wrong, s.right = f.Text, false
		s.showWrong()
		return
	}
	s.wrong = tutorial.Text{}
	s.read()
	s.record()
	s.step()
}

func (s *LessonScreen) record() {
	ts := s.a.tutor()
	s.m.Read(func(r *tutorial.Runner) { ts.prog.Record(r) })
	s.a.saveTutorial()
}

// step asks the runner for the current step, off the UI goroutine in the
// guided round (its hints take a moment).
func (s *LessonScreen) step() {
	if s.lesson.ID != "guided" || s.done {
		s.m.Read(func(r *tutorial.Runner) { s.view = r.Step() })
		s.changed()
		return
	}
	// Meanwhile show the position as it is, without a hint.
	v := tutorial.StepView{Lesson: s.lesson.ID, Index: s.view.Index, Count: s.lesson.Len()}
	s.m.Read(func(r *tutorial.Runner) { v.Index = r.Index() })
	if s.has {
		o := s.st.Observe(tutorial.You)
		v.Table = &o
	}
	s.view = v
	s.busy = true
	s.gen++
	gen := s.gen
	m := s.m
	s.a.background(func() { m.Read(func(r *tutorial.Runner) { v = r.Step() }) }, func() {
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
func (s *LessonScreen) settle() {
	if s.board != nil && s.board.seq.Busy() {
		s.board.seq.Finish()
	}
}

// ready reports whether the screen takes an action now.
func (s *LessonScreen) ready() bool { return !s.busy && s.m != nil }

// TapCard answers a tap on card c: a card of the staged table (the runner
// plays it, captures with it or explains why not) or a quiz's answer.
func (s *LessonScreen) TapCard(c koikoi.Card) {
	if !s.ready() {
		return
	}
	s.settle()
	var f tutorial.Feedback
	s.m.Act(func(r *tutorial.Runner) bool { f = r.TapCard(c); return f.OK })
	s.answered(f)
}

// answered shows what became of the player's tap or choice: a right one
// is acknowledged on the step it leads to.
func (s *LessonScreen) answered(f tutorial.Feedback) {
	s.right = f.OK
	s.after(f)
}

// Choose submits a decision at the table to the match: Koi-Koi, Shobu,
// Exchange or Keep. The lesson refuses any but the one the step waits
// for, and says why.
func (s *LessonScreen) Choose(m koikoi.Move) {
	if !s.ready() {
		return
	}
	s.settle()
	err := s.m.Submit(m)
	var w *tutorial.Wrong
	switch {
	case err == nil:
		s.answered(tutorial.Feedback{OK: true})
	case errors.As(err, &w):
		s.answered(tutorial.Feedback{Text: w.Text})
	default:
		fyne.LogError("koikoi: a lesson's move", err)
	}
}

// Next goes on from a step that explains. A step that waits for a tap or
// a choice is not skipped: its Next button is disabled, and Next does
// nothing there.
func (s *LessonScreen) Next() {
	if !s.ready() {
		return
	}
	s.settle()
	if !s.m.Act((*tutorial.Runner).Next) {
		return
	}
	s.right = false
	s.after(tutorial.Feedback{OK: true})
}

// Back returns to the previous step.
func (s *LessonScreen) Back() {
	if !s.ready() {
		return
	}
	if s.m.Act((*tutorial.Runner).Back) {
		s.right = false
		s.after(tutorial.Feedback{OK: true})
	}
}

// Skip ends the lesson without marking it done.
func (s *LessonScreen) Skip() {
	if !s.ready() {
		return
	}
	s.m.Act(func(r *tutorial.Runner) bool { r.Skip(); return true })
	// A skipped lesson is not done: the progress keeps the step it
	// had reached (not recorded here), and the list offers it still.
	s.right, s.wrong = false, tutorial.Text{}
	s.read()
	s.step()
}

// Exit returns to the list of lessons; the progress is already saved.
func (s *LessonScreen) Exit() {
	s.close()
	s.a.ShowTutorial()
}

// NextLesson opens the lesson after this one.
func (s *LessonScreen) NextLesson() {
	ls := s.a.tutorialLessons()
	if s.lesson.Number < len(ls) {
		s.a.OpenLesson(ls[s.lesson.Number].ID)
	}
}
