package review

import (
	"context"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/internal/splitmix"
)

// RoundLuck is the luck of one round's cards for every seat, in percentage
// points of win share (docs/review.md, "Luck").
type RoundLuck struct {
	Round int
	// Seats holds each seat's luck: the sum, over the cards turned over in
	// the round, of the seat's expected win share just after the card came
	// less its expected win share just before, when any card of the pile
	// could have come.
	Seats []float64
}

// shuffle returns cs in a random order.
func shuffle(cs []ikebana.Card, rng *splitmix.Source) []ikebana.Card {
	out := append([]ikebana.Card(nil), cs...)
	for i := len(out) - 1; i > 0; i-- {
		j := rng.Intn(i + 1)
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// keepOrder returns the cards of left in the order they have in pile.
func keepOrder(pile, left []ikebana.Card) []ikebana.Card {
	var in ikebana.Set
	for _, c := range left {
		in = in.Add(c)
	}
	out := make([]ikebana.Card, 0, len(left))
	for _, c := range pile {
		if in.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

// turnsOver reports whether the move turns a card over from the pile.
func turnsOver(m ikebana.Move) bool {
	return m.Kind == ikebana.MoveDraw || m.Kind == ikebana.MoveRefuse
}

// withPile returns the full state s with its pile in the order given (top
// first) and seed for what is shuffled later.
func withPile(s ikebana.State, pile []ikebana.Card, seed uint64) ikebana.State {
	o := s.Observe(0)
	d, err := o.DeterminizeOrder(pile, seed)
	if err != nil {
		panic(err) // pile holds s's pile cards, always
	}
	return d
}

// cardLuck measures the luck of the card(s) step i turned over: the win
// shares after them less before, each the mean of n playouts. The playouts
// before and after share their pile's order (less the card that came) and
// their later shuffles.
func (rl *roller) cardLuck(r *Replay, i, n int, rng *splitmix.Source) shares {
	s, next := r.State(i), r.State(i+1)
	m := r.Step(i).Move
	left := next.Pile()
	var sum shares
	for range n {
		pile := shuffle(s.Pile(), rng)
		seed := rng.Next()
		before, err := withPile(s, pile, seed).Apply(m)
		if err != nil {
			continue // the move is legal in s, and the pile's order does not change that
		}
		order := keepOrder(pile, left)
		if len(order) != len(left) {
			order = shuffle(left, rng) // the pile ran out and the discards made a new one
		}
		a, b := rl.playout(withPile(next, order, seed)), rl.playout(before)
		for p := range sum {
			sum[p] += a[p] - b[p]
		}
	}
	for p := range sum {
		sum[p] /= float64(n)
	}
	return sum
}

// Lucks measures the luck of every round of the record for every seat. It
// stops with ctx's error when ctx is done.
func Lucks(ctx context.Context, r *Replay, opts ...Option) ([]RoundLuck, error) {
	cfg := newConfig(opts)
	return lucks(ctx, r, cfg, 0, r.Final().Round())
}

func lucks(ctx context.Context, r *Replay, cfg config, done, total int) ([]RoundLuck, error) {
	rl := newRoller()
	players := r.Players()
	var out []RoundLuck
	for i := 0; i < r.Len(); i++ {
		s := r.State(i)
		if len(out) == 0 || out[len(out)-1].Round != s.Round() {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			if len(out) > 0 {
				done++
				if cfg.progress != nil {
					cfg.progress(done, total)
				}
			}
			out = append(out, RoundLuck{Round: s.Round(), Seats: make([]float64, players)})
		}
		st := r.Step(i)
		if st.Next || !turnsOver(st.Move) {
			continue
		}
		rng := splitmix.Source(splitmix.Mix(0x6c75636b, uint64(i)))
		l := rl.cardLuck(r, i, cfg.luckSamples, &rng)
		for p := range players {
			out[len(out)-1].Seats[p] += l[p]
		}
	}
	if len(out) > 0 {
		done++
		if cfg.progress != nil {
			cfg.progress(done, total)
		}
	}
	return out, nil
}
