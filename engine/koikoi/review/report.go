package review

import (
	"context"
	"math"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/internal/grading"
)

// Report is the review of one seat's game.
type Report struct {
	Seat koikoi.Seat
	// Decisions are the seat's graded decisions, in order.
	Decisions []Decision
	// Key are the game's costliest decisions (at most KeyMoments, each with
	// a loss), costliest first.
	Key []Moment
	// Skill is the points the seat's decisions lost: the sum of the losses.
	Skill float64
	// MeanLoss is Skill per graded decision (0 without any).
	MeanLoss float64
	// Accuracy is MeanLoss mapped to 0–100 (see Accuracy).
	Accuracy float64
	// Rounds is each finished round's result and luck, seen by the seat.
	Rounds []RoundLuck
	// Result is the seat's points difference over the finished rounds.
	Result int
	// Luck is what the cards did: the sum of the rounds' luck.
	Luck float64
	// Expected is what the decisions made earned on average over the cards:
	// Result − Luck.
	Expected float64
}

// AccuracyScale is the mean loss per decision, in points, at which the
// accuracy falls to 100/e ≈ 36.8.
const AccuracyScale = 1.0

// Accuracy maps a mean loss per decision (points, ≥ 0) to 0–100:
// 100·exp(−loss/AccuracyScale). It is 100 for no loss and falls as the
// loss grows, by a constant ratio per point: 90.5 at 0.1 point a decision,
// 60.7 at 0.5, 36.8 at 1.
func Accuracy(meanLoss float64) float64 {
	return 100 * math.Exp(-max(0, meanLoss)/AccuracyScale)
}

// Review reviews seat p's decisions and luck in the recorded game (see
// Report). With WithProgress it reports each decision graded and each
// round measured; it stops with ctx's error when ctx is done.
func Review(ctx context.Context, r *Replay, p koikoi.Seat, opts ...Option) (*Report, error) {
	rs, err := ReviewSeats(ctx, r, []koikoi.Seat{p}, opts...)
	if err != nil {
		return nil, err
	}
	return rs[0], nil
}

// ReviewSeats is Review for several seats, measuring the luck once.
func ReviewSeats(ctx context.Context, r *Replay, seats []koikoi.Seat, opts ...Option) ([]*Report, error) {
	cfg := newConfig(opts)
	todo := make([][]int, len(seats))
	total := len(rounds(r))
	for i, p := range seats {
		todo[i] = gradedDecisions(r, p)
		total += len(todo[i])
	}
	done := 0
	out := make([]*Report, len(seats))
	for i, p := range seats {
		ds, ms, err := grades(ctx, r, todo[i], cfg, done, total)
		if err != nil {
			return nil, err
		}
		done += len(ds)
		rep := &Report{Seat: p, Decisions: ds, Key: ms}
		rep.Skill, rep.MeanLoss = grading.Skill(ds, Decision.loss)
		rep.Accuracy = Accuracy(rep.MeanLoss)
		out[i] = rep
	}
	ls, err := lucks(ctx, r, cfg, done, total)
	if err != nil {
		return nil, err
	}
	for _, rep := range out {
		for _, l := range ls {
			l = l.Of(rep.Seat)
			rep.Rounds = append(rep.Rounds, l)
			rep.Result += l.Result
			rep.Luck += l.Luck()
		}
		rep.Expected = float64(rep.Result) - rep.Luck
	}
	return out, nil
}
