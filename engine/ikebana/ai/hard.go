package ai

import (
	"math"
	"sync"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// hardPlayer searches: determinized Monte Carlo over the unseen pile.
// Every legal move is played out on the same sampled piles (common random
// numbers, so that the moves are compared on the same luck) by the normal
// level's judgement for every seat, to the end of the round; the end is
// valued by the seat's chance of winning the game from there (winShare:
// exact in the last round). The search starts from the normal level's
// choice and overrules it only when another move does better on the same
// piles by more than the noise.
type hardPlayer struct{ cfg config }

// Move returns the move the search values most.
func (p *hardPlayer) Move(o *ikebana.Observation) ikebana.Move {
	m, _ := p.search(o, false)
	return m
}

// moveStat is a root move and how the search rated it.
type moveStat struct {
	move ikebana.Move
	// value is the mean playout value: the chance of winning the game.
	value float64
	// points is the mean of what the seat's bouquet scored at the end of
	// the round (doubled in a Bouquet-final round).
	points float64
	// gain is the mean of value minus the normal choice's value on the
	// same piles, and se its standard error.
	gain, se float64
}

// minSamples is the fewest sampled piles a decision is searched on.
const minSamples = 50

// overrule is how many standard errors a move must gain over the normal
// level's choice to replace it.
const overrule = 1.0

// search returns the chosen move and every legal move's statistics. With
// a single legal move there is nothing to choose: it is played out only
// when rate is set.
func (p *hardPlayer) search(o *ikebana.Observation, rate bool) (ikebana.Move, []moveStat) {
	var buf [ikebana.MaxPlayers + 1]ikebana.Move
	legal := o.AppendLegalMoves(buf[:0])
	switch {
	case len(legal) == 0:
		return noMove, nil
	case len(legal) == 1 && !rate:
		return legal[0], []moveStat{{move: legal[0]}}
	}
	v := observationView(o)
	base := normalMove(&v)
	bi := 0
	for i, m := range legal {
		if m == base {
			bi = i
		}
	}
	// The budget counts turns played out: a playout from the start of a
	// round at five seats costs five times one near its end.
	left := 0
	for q := range o.Players() {
		left += ikebana.BouquetSize - o.Bouquets[q].Len()
	}
	samples := max(minSamples, p.cfg.budget/(len(legal)*left))
	seed := uint64(decisionRNG(p.cfg.seed, o))
	workers := min(p.cfg.workers, samples)
	sums := make([]sums, workers)
	var wg sync.WaitGroup
	for w := range workers {
		lo, hi := samples*w/workers, samples*(w+1)/workers
		if workers == 1 {
			sums[w].run(o, legal, bi, seed, lo, hi)
			break
		}
		wg.Add(1)
		go func() { defer wg.Done(); sums[w].run(o, legal, bi, seed, lo, hi) }()
	}
	wg.Wait()
	total := sums[0]
	for _, s := range sums[1:] {
		for i := range legal {
			total.v[i] += s.v[i]
			total.pts[i] += s.pts[i]
			total.d[i] += s.d[i]
			total.d2[i] += s.d2[i]
		}
	}
	n := float64(samples)
	stats := make([]moveStat, len(legal))
	best := bi
	for i, m := range legal {
		mean := total.d[i] / n
		vr := max(0, total.d2[i]/n-mean*mean)
		stats[i] = moveStat{move: m, value: total.v[i] / n, points: total.pts[i] / n, gain: mean, se: math.Sqrt(vr / (n - 1))}
		if i != bi && mean > overrule*stats[i].se && mean > stats[best].gain {
			best = i
		}
	}
	return legal[best], stats
}

// sums accumulates one worker's playouts: per move, the values and the
// bouquet's points, and the differences with the normal choice's value and
// their squares.
type sums struct {
	v, pts, d, d2 [ikebana.MaxPlayers + 1]float64
}

// run plays samples lo to hi (sample k's pile depends only on seed and k,
// so the result does not depend on how the samples are split).
func (sm *sums) run(o *ikebana.Observation, legal []ikebana.Move, bi int, seed uint64, lo, hi int) {
	var u [ikebana.MaxPlayers + 1]float64
	for k := lo; k < hi; k++ {
		start := o.Determinize(mix(seed, uint64(k)))
		for i, m := range legal {
			s := start
			s.Play(m)
			var pts int
			u[i], pts = playout(&s, o.Seat)
			sm.pts[i] += float64(pts)
		}
		for i := range legal {
			d := u[i] - u[bi]
			sm.v[i] += u[i]
			sm.d[i] += d
			sm.d2[i] += d * d
		}
	}
}

// playout plays the round on with the normal level's judgement for every
// seat; it returns the end's value for seat me and what me's bouquet
// scored.
func playout(s *ikebana.State, me ikebana.Seat) (float64, int) {
	n := s.Players()
	double := s.Rules().Final && s.LastRound()
	for s.Phase().Playing() {
		v := stateView(s, n, double)
		s.Play(normalMove(&v))
	}
	pts, _ := ikebana.BouquetTotal(s.Bouquet(me), double)
	return winShare(s, me), pts
}
