package ikebana

import (
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	iketutorial "github.com/koikoi-app/koikoi/engine/ikebana/tutorial"
)

// LessonScreen plays one lesson of the tutorial on a Runner: it shows the
// current step (tutorial_view.go) and turns taps and buttons into the
// runner's TapCard, Choose, Next and Back. A wrong tap shows the runner's
// explanation and changes nothing; a right one records the progress,
// saves it, flies the cards of the moves it made (the player's and the
// computers' scripted replies, narrated) and shows the next step.
type LessonScreen struct {
	a      *App
	lesson iketutorial.Lesson
	r      *iketutorial.Runner
	view   iketutorial.StepView
	wrong  iketutorial.Text // the explanation of the last wrong tap
	flash  string           // a message shown once (a failed save)
	lines  []string         // the narration of the staged game's moves
	marks  []int            // len(lines) before each step moved on, for Back
	closed bool

	v *lessonView // the widgets of the last build

	// Handles for tests: the widgets of the last build.
	Cards   map[ikebana.Card]*tapCard // the quiz row's cards
	Buttons map[string]*widget.Button // next, back, exit, draw, keep, refuse, nextlesson, lessons
	Buy     map[ikebana.Seat]*actionButton
	Text    *widget.Label // the step's text
	Wrong   *widget.Label // the explanation of a wrong tap (hidden when none)
	Hint    *widget.Label // the guided round's hint (hidden when none)
}

func newLessonScreen(a *App, l iketutorial.Lesson, r *iketutorial.Runner) *LessonScreen {
	return &LessonScreen{a: a, lesson: l, r: r, view: r.Step()}
}

// Runner returns the lesson's runner.
func (s *LessonScreen) Runner() *iketutorial.Runner { return s.r }

// View returns the step on screen.
func (s *LessonScreen) View() iketutorial.StepView { return s.view }

// Busy reports whether cards are still flying (taps wait for them).
func (s *LessonScreen) Busy() bool { return s.v != nil && s.v.seq.Busy() }

// WrongText returns the explanation shown, rendered, or "".
func (s *LessonScreen) WrongText() string { return s.wrong.Render(s.a.l()) }

// current reports whether the screen is the one on show.
func (s *LessonScreen) current() bool { return !s.closed && s.a.tut != nil && s.a.tut.lesson == s }

// close stops the screen's flights: the player left it.
func (s *LessonScreen) close() {
	s.closed = true
	if s.v != nil {
		s.v.seq.Stop()
	}
}

// after answers an action: a wrong one shows its explanation; a right one
// records the progress and shows the next step, after the flights of the
// moves it made.
func (s *LessonScreen) after(f iketutorial.Feedback, before ikebana.State, had bool) {
	if !s.current() {
		return
	}
	if !f.OK {
		s.wrong = f.Text
		s.v.showText()
		return
	}
	s.wrong = iketutorial.Text{}
	s.marks = append(s.marks, len(s.lines))
	s.a.tutor().prog.Record(s.r)
	s.a.saveTutorial()
	s.view = s.r.Step()
	moves := s.r.Moves()
	if _, has := s.r.State(); !had || !has || len(moves) == 0 {
		s.v.show()
		return
	}
	// Fly the moves from the position they were made in, each narrated as
	// its card lands, then show the step.
	s.v.fly(before, moves, s.v.show)
}

// settle ends the flights under way at once: an action is answered on the
// position the runner has, so the cards must show it.
func (s *LessonScreen) settle() {
	if s.v != nil && s.v.seq.Busy() {
		s.v.seq.Finish()
	}
}

// act runs one of the runner's actions and answers it.
func (s *LessonScreen) act(f func() iketutorial.Feedback) {
	if !s.current() {
		return
	}
	s.settle()
	before, had := s.r.State()
	s.after(f(), before, had)
}

// TapCard answers a tap on card c.
func (s *LessonScreen) TapCard(c ikebana.Card) {
	s.act(func() iketutorial.Feedback { return s.r.TapCard(c) })
}

// Choose answers a decision: Draw, Buy, Keep or Refuse.
func (s *LessonScreen) Choose(m ikebana.Move) {
	s.act(func() iketutorial.Feedback { return s.r.Choose(m) })
}

// Next goes on from a step that explains; on a step that waits for a tap
// or a choice the button is hidden and Next does nothing.
func (s *LessonScreen) Next() {
	s.act(func() iketutorial.Feedback {
		if s.r.Next() {
			return iketutorial.Feedback{OK: true}
		}
		return iketutorial.Feedback{Text: iketutorial.Text{ID: "ikebana.tutorial.wrong.read"}}
	})
}

// Back returns to the step before, as it was (the runner's Back): the
// cards show where they were at once, the narration as it was then.
func (s *LessonScreen) Back() {
	if !s.current() {
		return
	}
	s.settle()
	if !s.r.Back() {
		return
	}
	s.wrong = iketutorial.Text{}
	if n := len(s.marks); n > 0 {
		s.lines = s.lines[:min(s.marks[n-1], len(s.lines))]
		s.marks = s.marks[:n-1]
	}
	s.view = s.r.Step()
	s.v.show()
}

// Exit returns to the list of lessons; the progress is already saved.
func (s *LessonScreen) Exit() { s.a.ShowTutorial() }

// PlayGame leaves the lessons for the New game screen: the last lesson
// ends with a real game.
func (s *LessonScreen) PlayGame() {
	s.close()
	s.a.tutor().lesson = nil
	s.a.ShowNewGame()
}

// NextLesson opens the lesson after this one.
func (s *LessonScreen) NextLesson() {
	ls := iketutorial.Lessons()
	if s.lesson.Number < len(ls) {
		s.a.OpenLesson(ls[s.lesson.Number].ID)
	}
}
