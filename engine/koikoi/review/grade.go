package review

import (
	"context"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/advice"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
	"github.com/koikoi-app/koikoi/internal/grading"
)

// Decision is one graded decision of the reviewed seat.
type Decision struct {
	// Index is the state the seat decided at (Replay.State(Index)).
	Index int
	Round int
	Phase koikoi.Phase // PhasePlay, PhaseCaptureHand, PhaseCaptureDraw or PhaseKoiKoi
	// Played is the seat's move; Best the move the hard level's search
	// chooses from what the seat saw.
	Played, Best koikoi.Move
	// PlayedPoints and BestPoints are the expected points of the two moves:
	// the round's points difference for the seat (docs/review.md).
	PlayedPoints, BestPoints float64
	// Loss is BestPoints − PlayedPoints, clamped at 0 (the search may pick
	// a move its playouts rate a little lower); 0 when Played is Best.
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

// grader grades decisions. It is not safe for use by several goroutines.
type grader struct {
	cfg  config
	roll *roller
}

// grade grades the decision o's seat made with played. It reads nothing
// but o: the same observation always gets the same grade.
func (g *grader) grade(o *koikoi.Observation, played koikoi.Move) Decision {
	d := Decision{Round: o.Round, Phase: o.Phase, Played: played}
	an := ai.Analyze(o, ai.WithSeed(positionSeed(o)), ai.WithBudget(g.cfg.budget))
	d.Best = an.Best
	if d.Best == played {
		v := g.roll.moveValues(o, []koikoi.Move{played}, g.cfg.samples)
		d.PlayedPoints, d.BestPoints = v[0], v[0]
		return d
	}
	v := g.roll.moveValues(o, []koikoi.Move{played, d.Best}, g.cfg.samples)
	d.PlayedPoints, d.BestPoints = v[0], v[1]
	d.Loss = max(0, d.BestPoints-d.PlayedPoints)
	return d
}

// graded reports whether a decision is one the review grades: one with a
// choice, made looking at the cards (the hand exchange is decided blind).
func graded(o *koikoi.Observation) bool {
	return o.MyTurn && o.Phase != koikoi.PhaseExchange && len(o.LegalMoves()) > 1
}

// moment returns the advisor's reasons for the better move at d.
func (g *grader) moment(o *koikoi.Observation, d Decision) Moment {
	a := advice.Advise(o, ai.WithSeed(positionSeed(o)), ai.WithBudget(g.cfg.budget))
	return Moment{Decision: d, Reasons: a.Reasons}
}

// keyMoments returns the indexes of the costliest decisions with a loss,
// costliest first, at most KeyMoments.
func keyMoments(ds []Decision) []int { return grading.Costliest(ds, Decision.loss, KeyMoments) }

// loss is the decision's Loss, for package grading.
func (d Decision) loss() float64 { return d.Loss }

// Grades grades every decision of seat p (see Decision), the three
// costliest with the advisor's reasons, and nothing of the luck. It stops
// with ctx's error when ctx is done.
func Grades(ctx context.Context, r *Replay, p koikoi.Seat, opts ...Option) ([]Decision, []Moment, error) {
	cfg := newConfig(opts)
	todo := gradedDecisions(r, p)
	return grades(ctx, r, todo, cfg, 0, len(todo))
}

// gradedDecisions returns the states where seat p made a graded decision.
func gradedDecisions(r *Replay, p koikoi.Seat) []int {
	var out []int
	for _, i := range r.Decisions(p) {
		if o := r.Observe(i, p); graded(&o) {
			out = append(out, i)
		}
	}
	return out
}

func grades(ctx context.Context, r *Replay, todo []int, cfg config, done, total int) ([]Decision, []Moment, error) {
	g := &grader{cfg: cfg, roll: newRoller()}
	ds := make([]Decision, 0, len(todo))
	for _, i := range todo {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		o := r.Observe(i, r.Step(i).Seat)
		d := g.grade(&o, r.Step(i).Move)
		d.Index = i
		ds = append(ds, d)
		done++
		if cfg.progress != nil {
			cfg.progress(done, total)
		}
	}
	var ms []Moment
	for _, k := range keyMoments(ds) {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		o := r.Observe(ds[k].Index, r.Step(ds[k].Index).Seat)
		ms = append(ms, g.moment(&o, ds[k]))
	}
	return ds, ms, nil
}
