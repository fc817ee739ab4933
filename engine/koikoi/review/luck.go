package review

import (
	"context"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/internal/splitmix"
)

// RoundLuck is one round's result for seat 0 split into what the cards did
// and what the decisions earned (docs/review.md, "Luck"). For seat 1 every
// figure changes sign (Of).
type RoundLuck struct {
	Round int
	// Result is the round's points difference: the change in (seat 0's
	// game score − seat 1's) over the round.
	Result int
	// Deal is the deal's luck: the value of the deal as dealt less the mean
	// value of a deal.
	Deal float64
	// Draws is the luck of the cards turned over from the pile, each
	// against the mean of the cards that could have come.
	Draws float64
}

// Luck returns Deal + Draws.
func (l RoundLuck) Luck() float64 { return l.Deal + l.Draws }

// Of returns the round seen by seat p.
func (l RoundLuck) Of(p koikoi.Seat) RoundLuck {
	if p == 1 {
		l.Result, l.Deal, l.Draws = -l.Result, -l.Deal, -l.Draws
	}
	return l
}

// reshuffled returns the full state s with its pile in the order given:
// the hands, the field and every other card as they are.
func reshuffled(s koikoi.State, pile []koikoi.Card) koikoi.State {
	o := s.Observe(0)
	return o.DeterminizeFast(s.Hand(1), pile)
}

// shuffle returns cs in a random order.
func shuffle(cs []koikoi.Card, rng *splitmix.Source) []koikoi.Card {
	out := append([]koikoi.Card(nil), cs...)
	for i := len(out) - 1; i > 0; i-- {
		j := rng.Intn(i + 1)
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// roundSpans returns the first state of every round in the record and, for
// each, the state after its last step.
func roundSpans(r *Replay) (starts, ends []int) {
	starts = []int{0}
	for i := 0; i < r.Len(); i++ {
		if r.Step(i).Next {
			ends = append(ends, i)
			if r.State(i+1).Phase() != koikoi.PhaseGameOver {
				starts = append(starts, i+1)
			}
		}
	}
	if len(ends) < len(starts) {
		ends = append(ends, r.Len())
	}
	return starts, ends
}

// roundLuck measures the luck of the round that starts at state a and
// whose last state is b. Every value is seat 0's mean score difference at
// the round's end over n playouts of the normal level for both seats, in
// which the cards still in the pile are shuffled again; the playouts of a
// card's luck before and after it came share their shuffles.
func (rl *roller) roundLuck(r *Replay, a, b, n int) RoundLuck {
	first := r.State(a)
	base := 0
	if a > 0 {
		prev := r.State(a - 1)
		base = prev.Score(0) - prev.Score(1)
	}
	last := r.State(b)
	out := RoundLuck{Round: first.Round(), Result: last.Score(0) - last.Score(1) - base}
	rng := splitmix.Source(splitmix.Mix(0x6b6f69, uint64(first.Round())) ^ uint64(a))
	value := func(s koikoi.State) float64 { return rl.playout(s, 0) }

	// The deal: as dealt (after the blind hand exchange, when there is one)
	// against deals of other shuffles.
	d := a
	if first.Phase() == koikoi.PhaseExchange && d < b {
		d++
	}
	dealt := r.State(d)
	var asDealt, mean float64
	for range n {
		if dealt.Phase() >= koikoi.PhaseRoundOver {
			asDealt += float64(dealt.Score(0) - dealt.Score(1))
		} else {
			asDealt += value(reshuffled(dealt, shuffle(dealt.Pile(), &rng)))
		}
		mean += value(first.Redealt(rng.Next()))
	}
	out.Deal = (asDealt - mean) / float64(n)

	// Each move that turned cards over from the pile, by either seat.
	for i := d; i < b; i++ {
		s, next := r.State(i), r.State(i+1)
		if next.PileLen() == s.PileLen() || s.Phase() == koikoi.PhaseExchange {
			continue
		}
		m := r.Step(i).Move
		left := next.Pile()
		var sum float64
		for range n {
			pile := shuffle(s.Pile(), &rng)
			before, err := reshuffled(s, pile).Apply(m)
			if err != nil {
				continue // the move is legal in s, and the pile's order does not change that
			}
			after := next
			if next.Phase() < koikoi.PhaseRoundOver {
				after = reshuffled(next, keepOrder(pile, left))
			}
			sum += value(after) - value(before)
		}
		out.Draws += sum / float64(n)
	}
	return out
}

// keepOrder returns the cards of left in the order they have in pile.
func keepOrder(pile, left []koikoi.Card) []koikoi.Card {
	var in koikoi.Set
	for _, c := range left {
		in = in.Add(c)
	}
	out := make([]koikoi.Card, 0, len(left))
	for _, c := range pile {
		if in.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

// Lucks measures the luck of every round of the record, for seat 0 (see
// RoundLuck.Of for seat 1). It stops with ctx's error when ctx is done.
func Lucks(ctx context.Context, r *Replay, opts ...Option) ([]RoundLuck, error) {
	cfg := newConfig(opts)
	return lucks(ctx, r, cfg, 0, len(rounds(r)))
}

// rounds returns the spans of the finished rounds (a round still in play
// has no result to split).
func rounds(r *Replay) [][2]int {
	starts, ends := roundSpans(r)
	var out [][2]int
	for i := range starts {
		if r.State(ends[i]).Phase() >= koikoi.PhaseRoundOver {
			out = append(out, [2]int{starts[i], ends[i]})
		}
	}
	return out
}

func lucks(ctx context.Context, r *Replay, cfg config, done, total int) ([]RoundLuck, error) {
	rl := newRoller()
	var out []RoundLuck
	for _, sp := range rounds(r) {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		out = append(out, rl.roundLuck(r, sp[0], sp[1], cfg.luckSamples))
		done++
		if cfg.progress != nil {
			cfg.progress(done, total)
		}
	}
	return out, nil
}
