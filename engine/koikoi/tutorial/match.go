package tutorial

import (
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/match"
	"github.com/koikoi-app/koikoi/internal/lesson"
)

// Wrong is the error Match.Submit returns for a move the lesson does not
// take: Text is the lesson's explanation (the Feedback a tap gets).
type Wrong = lesson.Wrong[Text]

// Match is a lesson's board behind the match interface (engine/match):
// the staged game of the step on show, seen from seat 0 (You), the
// computer at seat 1. Submit makes the player's move on the table (play,
// capture, Koi-Koi or Shobu, exchange or keep): the move the step waits
// for is taken, and its events and those of the computer's scripted
// replies, from the engine's ApplyEvents, join the stream; any other is
// refused with a *Wrong that carries the lesson's explanation, and
// changes nothing. A position the lesson stages anew (a step's own,
// Back's) comes with no events: the board shows Observe.
//
// The runner's other actions go through Act, its reads through Read:
//
//	m.Act(func(r *Runner) bool { f = r.TapCard(c); return f.OK })
//	m.Act((*Runner).Next)
//	m.Read(func(r *Runner) { v = r.Step(); prog.Record(r) })
//
// It is safe for use by several goroutines (the guided round's hints may
// be computed off the UI's).
type Match = match.Lesson[koikoi.Observation, koikoi.Move, koikoi.Event, *Runner]

// NewMatch returns the match of the lesson r runs, at its current step.
// Use r only through the match from then on.
func NewMatch(r *Runner) *Match {
	return match.NewLesson(script{r}, r, (*Runner).Events)
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
	if st == nil || !s.r.run.Pos.Has || s.r.run.Pos.State.ToMove() != You {
		return nil
	}
	switch s.r.action(st) {
	case ActionMove, ActionKoiKoi, ActionExchange:
		return s.r.run.Pos.State.LegalMoves()
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
