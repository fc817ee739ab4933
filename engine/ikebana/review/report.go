package review

import (
	"context"
	"math"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/internal/grading"
)

// Report is the review of one seat's game.
type Report struct {
	Seat ikebana.Seat
	// Decisions are the seat's graded decisions, in order.
	Decisions []Decision
	// Key are the game's costliest decisions (at most KeyMoments, each with
	// a loss), costliest first.
	Key []Moment
	// Skill is the win share the seat's decisions lost: the sum of the
	// losses, in percentage points.
	Skill float64
	// MeanLoss is Skill per graded decision (0 without any).
	MeanLoss float64
	// Accuracy is MeanLoss mapped to 0–100 (see Accuracy).
	Accuracy float64
	// Start is the seat's expected win share at the record's first state,
	// before any card was seen.
	Start float64
	// Result is the seat's win share at the record's last state: at the
	// game's end 100 for a win, 100/k for a win shared by k, 0 for a loss
	// (for a game still in play, the share of the seats ahead then).
	Result float64
	// Luck is what the cards did: the sum of the rounds' luck for the seat.
	Luck float64
	// RoundLuck is the seat's luck in each round.
	RoundLuck []float64
	// Expected is what the decisions made earned on average over the cards:
	// Result − Luck.
	Expected float64
}

// AccuracyScale is the mean loss per decision, in percentage points of win
// share, at which the accuracy falls to 100/e ≈ 36.8.
const AccuracyScale = 2.0

// Accuracy maps a mean loss per decision (percentage points of win share,
// ≥ 0) to 0–100: 100·exp(−loss/AccuracyScale), 100 for no loss.
func Accuracy(meanLoss float64) float64 {
	return 100 * math.Exp(-max(0, meanLoss)/AccuracyScale)
}

// Review reviews seat p's decisions and luck in the recorded game (see
// Report). With WithProgress it reports each decision graded and each
// round measured; it stops with ctx's error when ctx is done.
func Review(ctx context.Context, r *Replay, p ikebana.Seat, opts ...Option) (*Report, error) {
	rs, err := ReviewSeats(ctx, r, []ikebana.Seat{p}, opts...)
	if err != nil {
		return nil, err
	}
	return rs[0], nil
}

// ReviewSeats is Review for several seats, measuring the luck once.
func ReviewSeats(ctx context.Context, r *Replay, seats []ikebana.Seat, opts ...Option) ([]*Report, error) {
	cfg := newConfig(opts)
	todo := make([][]int, len(seats))
	total := r.Final().Round()
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
	final := r.Final()
	result := winShares(&final)
	start := startValue(r, cfg.luckSamples)
	for _, rep := range out {
		rep.Result = result[rep.Seat]
		rep.Start = start[rep.Seat]
		for _, l := range ls {
			rep.RoundLuck = append(rep.RoundLuck, l.Seats[rep.Seat])
			rep.Luck += l.Seats[rep.Seat]
		}
		rep.Expected = rep.Result - rep.Luck
	}
	return out, nil
}

// startValue is every seat's expected win share at the record's first
// state, over n playouts.
func startValue(r *Replay, n int) shares {
	rl := newRoller()
	o := r.State(0).Observe(0)
	var sum shares
	for k := range n {
		v := rl.playout(o.Determinize(uint64(k) + 1))
		for p := range sum {
			sum[p] += v[p] / float64(n)
		}
	}
	return sum
}
