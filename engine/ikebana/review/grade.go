package review

import (
	"context"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/advice"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/internal/grading"
)

// Decision is one graded decision of the reviewed seat.
type Decision struct {
	// Index is the state the seat decided at (Replay.State(Index)).
	Index int
	Round int
	Phase ikebana.Phase // PhaseStart (draw or buy) or PhaseDrawn (keep or refuse)
	// Card is the card the decision was about: the card turned over (keep
	// or refuse), NoCard at the start of a turn.
	Card ikebana.Card
	// Played is the seat's move; Best the move the hard level's search
	// chooses from what the seat saw.
	Played, Best ikebana.Move
	// PlayedShare and BestShare are the seat's expected win share after
	// each move, in percentage points (docs/review.md).
	PlayedShare, BestShare float64
	// Loss is BestShare − PlayedShare, clamped at 0 (the search keeps the
	// normal level's move unless another wins more often by more than its
	// noise, so another move may rate a little higher); 0 when Played is
	// Best.
	Loss float64
}

// Moment is one of the game's costliest decisions, with why the better
// move was better: the advisor's checked claims about it.
type Moment struct {
	Decision
	Reasons []advice.Reason
}

// KeyMoments is the number of costliest decisions a report names.
const KeyMoments = 3

// grade grades the decision o's seat made with played, and returns the
// advisor's reasons for the best move. It reads nothing but o: the same
// observation always gets the same grade.
func grade(o *ikebana.Observation, played ikebana.Move, budget int) (Decision, []advice.Reason) {
	a := advice.Advise(o, ai.WithSeed(positionSeed(o)), ai.WithBudget(budget))
	d := Decision{Round: o.Round, Phase: o.Phase, Card: o.Drawn, Played: played, Best: a.Move}
	for _, ol := range a.Outlooks {
		if ol.Move == played {
			d.PlayedShare = 100 * ol.Win
		}
		if ol.Move == a.Move {
			d.BestShare = 100 * ol.Win
		}
	}
	if played != a.Move {
		d.Loss = max(0, d.BestShare-d.PlayedShare)
	}
	return d, a.Reasons
}

// graded reports whether a decision is one the review grades: one with a
// choice.
func graded(o *ikebana.Observation) bool {
	return o.MyTurn() && len(o.LegalMoves()) > 1
}

// gradedDecisions returns the states where seat p made a graded decision.
func gradedDecisions(r *Replay, p ikebana.Seat) []int {
	var out []int
	for _, i := range r.Decisions(p) {
		if o := r.Observe(i, p); graded(&o) {
			out = append(out, i)
		}
	}
	return out
}

// keyMoments returns the indexes of the costliest decisions with a loss,
// costliest first, at most KeyMoments.
func keyMoments(ds []Decision) []int { return grading.Costliest(ds, Decision.loss, KeyMoments) }

// loss is the decision's Loss, for package grading.
func (d Decision) loss() float64 { return d.Loss }

// Grades grades every decision of seat p (see Decision) and names the
// three costliest with the advisor's reasons. It stops with ctx's error
// when ctx is done.
func Grades(ctx context.Context, r *Replay, p ikebana.Seat, opts ...Option) ([]Decision, []Moment, error) {
	cfg := newConfig(opts)
	todo := gradedDecisions(r, p)
	return grades(ctx, r, todo, cfg, 0, len(todo))
}

func grades(ctx context.Context, r *Replay, todo []int, cfg config, done, total int) ([]Decision, []Moment, error) {
	ds := make([]Decision, 0, len(todo))
	why := make([][]advice.Reason, 0, len(todo))
	for _, i := range todo {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		o := r.Observe(i, r.Step(i).Seat)
		d, rs := grade(&o, r.Step(i).Move, cfg.budget)
		d.Index = i
		ds = append(ds, d)
		why = append(why, rs)
		done++
		if cfg.progress != nil {
			cfg.progress(done, total)
		}
	}
	var ms []Moment
	for _, k := range keyMoments(ds) {
		ms = append(ms, Moment{Decision: ds[k], Reasons: why[k]})
	}
	return ds, ms, nil
}
