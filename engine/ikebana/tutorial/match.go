package tutorial

import (
	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/match"
	"github.com/koikoi-app/koikoi/internal/lesson"
)

// Wrong is the error Match.Submit returns for a move the lesson does not
// take: Text is the lesson's explanation (the Feedback a tap gets).
type Wrong = lesson.Wrong[Text]

// Match is a lesson's board behind the match interface (engine/match):
// the staged game of the step on show, seen from seat 0 (You), the
// computer florists at the other seats. Submit makes the player's
// decision (draw, buy, keep or refuse): the one the step waits for is
// taken, and its events and those of the computers' scripted replies,
// from the engine's ApplyEvents, join the stream; any other, legal or
// not, is refused with a *Wrong that carries the lesson's explanation,
// and changes nothing. A position the lesson stages anew (a step's own,
// Back's) comes with no events: the board shows Observe.
//
// The runner's other actions go through Act, its reads through Read:
//
//	m.Act(func(r *Runner) bool { f = r.TapCard(c); return f.OK })
//	m.Act((*Runner).Next)
//	m.Read(func(r *Runner) { v = r.Step(); prog.Record(r) })
//
// It is safe for use by several goroutines.
type Match = match.Lesson[ikebana.Observation, ikebana.Move, ikebana.Event, *Runner]

// NewMatch returns the match of the lesson r runs, at its current step.
// Use r only through the match from then on.
func NewMatch(r *Runner) *Match {
	return match.NewLesson(script{r}, r, (*Runner).Events)
}

// script is a lesson's Runner as a match.Script.
type script struct{ r *Runner }

func (s script) Seats() []match.Seat {
	seats := []match.Seat{{Kind: match.Person}}
	if s.r.run.Pos.Has {
		for range s.r.run.Pos.State.Players() - 1 {
			seats = append(seats, match.Seat{Kind: match.Computer, Level: "easy"})
		}
	}
	return seats
}

func (s script) Observe() ikebana.Observation {
	if o := s.r.obs(); o != nil {
		return *o
	}
	return ikebana.Observation{}
}

// LegalMoves returns the player's legal moves when the step waits for a
// decision at the table (the lesson may still refuse one of them).
func (s script) LegalMoves() []ikebana.Move {
	st := s.r.cur()
	if st == nil || !s.r.run.Pos.Has || !s.r.run.Pos.State.Phase().Playing() || s.r.run.Pos.State.ToMove() != You || s.r.action(st) != ActionMove {
		return nil
	}
	return s.r.run.Pos.State.LegalMoves()
}

func (s script) Submit(m ikebana.Move, dst []ikebana.Event) ([]ikebana.Event, error) {
	f := s.r.Choose(m)
	if !f.OK {
		return dst, &Wrong{Text: f.Text}
	}
	return append(dst, s.r.Events()...), nil
}

func (s script) For(e ikebana.Event) ikebana.Event { return e.For(You) }
