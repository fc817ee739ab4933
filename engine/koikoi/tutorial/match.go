package tutorial

import (
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/match"
)

// Wrong is the error Match.Submit returns for a move the lesson does not
// take: Text is the lesson's explanation (the Feedback a tap gets).
type Wrong struct{ Text Text }

// Error returns the explanation's message id.
func (w *Wrong) Error() string { return "tutorial: wrong: " + w.Text.ID }

// Match is a lesson's board behind the match interface (engine/match):
// the staged game of the step on show, seen from seat 0 (You), the
// computer at seat 1. Submit makes the player's move on the table
// (play, capture, Koi-Koi or Shobu, exchange or keep): the move the step
// waits for is taken, with the computer's scripted replies, and their
// events, from the engine's ApplyEvents, join the stream; any other is
// refused with a *Wrong that carries the lesson's explanation, and
// changes nothing. A position the lesson stages anew (a step's own,
// Back's) comes with no events: the board shows Observe.
//
// Besides the interface Match drives the lesson: Step, TapCard (the
// quizzes' answers), Next, Back and Skip; and it is a lesson.Place for
// Progress.Record. It is safe for use by several goroutines (the guided
// round's hints may be computed off the UI's).
type Match struct {
	*match.Scripted[koikoi.Observation, koikoi.Move, koikoi.Event]
	r *Runner
}

// NewMatch returns the match of the lesson r runs, at its current step.
// Use r only through the match from then on.
func NewMatch(r *Runner) *Match {
	return &Match{Scripted: match.NewScripted[koikoi.Observation, koikoi.Move, koikoi.Event](script{r}), r: r}
}

// read runs f under the match's lock.
func (m *Match) read(f func()) {
	m.Do(func(dst []koikoi.Event) ([]koikoi.Event, bool) { f(); return dst, false })
}

// act runs the lesson action f under the match's lock: when it moved the
// lesson on, the staged game's events it made join the stream.
func (m *Match) act(f func() bool) (ok bool) {
	m.Do(func(dst []koikoi.Event) ([]koikoi.Event, bool) {
		if ok = f(); ok {
			dst = append(dst, m.r.Events()...)
		}
		return dst, ok
	})
	return ok
}

// Step returns what to show for the current step (Runner.Step).
func (m *Match) Step() (v StepView) {
	m.read(func() { v = m.r.Step() })
	return v
}

// TapCard answers a tap on a card (Runner.TapCard): a quiz's answer, or
// a move on the table. A right one moves the lesson on.
func (m *Match) TapCard(c koikoi.Card) (f Feedback) {
	m.act(func() bool { f = m.r.TapCard(c); return f.OK })
	return f
}

// Next goes on from a step that explains (Runner.Next).
func (m *Match) Next() bool { return m.act(m.r.Next) }

// Back returns to the position before the last action that changed
// something (Runner.Back).
func (m *Match) Back() bool { return m.act(m.r.Back) }

// Skip ends the lesson at once (Runner.Skip).
func (m *Match) Skip() { m.act(func() bool { m.r.Skip(); return true }) }

// LessonID returns the lesson's ID.
func (m *Match) LessonID() string { return m.r.LessonID() }

// Lesson returns the lesson being run.
func (m *Match) Lesson() Lesson { return m.r.Lesson() }

// Index returns the current step's number (Runner.Index).
func (m *Match) Index() (i int) {
	m.read(func() { i = m.r.Index() })
	return i
}

// Done reports whether the lesson is finished.
func (m *Match) Done() (done bool) {
	m.read(func() { done = m.r.Done() })
	return done
}

// State returns the staged game's state and whether there is one.
func (m *Match) State() (st koikoi.State, has bool) {
	m.read(func() { st, has = m.r.State() })
	return st, has
}

// script is a lesson's Runner as a match.Script.
type script struct{ r *Runner }

func (s script) Seats() []match.Seat {
	return []match.Seat{{Kind: match.Person}, {Kind: match.Computer, Level: "easy"}}
}

func (s script) Observe() koikoi.Observation {
	if o := s.r.obs(); o != nil {
		return *o
	}
	return koikoi.Observation{}
}

// LegalMoves returns the player's legal moves when the step waits for a
// move at the table (the lesson may still refuse one of them).
func (s script) LegalMoves() []koikoi.Move {
	st := s.r.cur()
	if st == nil || !s.r.has || s.r.state.ToMove() != You {
		return nil
	}
	switch s.r.action(st) {
	case ActionMove, ActionKoiKoi, ActionExchange:
		return s.r.state.LegalMoves()
	}
	return nil
}

func (s script) Submit(m koikoi.Move, dst []koikoi.Event) ([]koikoi.Event, error) {
	f := s.r.Choose(m)
	if !f.OK {
		return dst, &Wrong{Text: f.Text}
	}
	return append(dst, s.r.Events()...), nil
}

func (s script) For(e koikoi.Event) koikoi.Event { return e.For(You) }
