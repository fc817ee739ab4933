package review

import (
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
	"github.com/koikoi-app/koikoi/internal/splitmix"
)

// The review's points are a round's points difference: the change in (the
// seat's game score − the other seat's) from a moment to the round's end.
// A value is the mean of that difference over playouts in which both seats
// play on as the normal level judges (docs/review.md, "Expected points").

// roller plays rounds out. It is not safe for use by several goroutines.
type roller struct {
	policy ai.Player // the normal level: deterministic, a function of the observation
	// obs is the observation the policy is asked about, one for every
	// decision of every playout: a new one each time escaped to the heap
	// (the policy takes a pointer through an interface), 335 MB of a
	// 12-round game's review.
	obs koikoi.Observation
}

func newRoller() *roller {
	p, _ := ai.New("normal")
	return &roller{policy: p}
}

// playout plays s to the end of its round and returns seat p's score
// difference then.
func (r *roller) playout(s koikoi.State, p koikoi.Seat) float64 {
	for s.Phase() < koikoi.PhaseRoundOver {
		r.obs = s.Observe(s.ToMove())
		next, err := s.Apply(r.policy.Move(&r.obs))
		if err != nil {
			break // no legal move: a position the rules do not reach
		}
		s = next
	}
	return float64(s.Score(p) - s.Score(p.Other()))
}

// positionSeed hashes what an observation shows, and nothing hidden: the
// review's random choices at a decision are a function of it, so the same
// position always gets the same grade.
func positionSeed(o *koikoi.Observation) uint64 {
	h := uint64(0x6b6f696b6f692d72) // "koikoi-r"
	for _, v := range [...]uint64{
		uint64(o.Seat), uint64(o.Phase), uint64(o.Round), uint64(o.Rounds), uint64(o.Month),
		uint64(o.Hand), uint64(o.Field), uint64(o.Captured), uint64(o.OppCaptured),
		uint64(o.OppHandLen), uint64(o.PileLen), uint64(o.Pending), uint64(o.Choices),
		uint64(o.Drawn), uint64(o.Played), uint64(o.KoiSelf), uint64(o.KoiOpp),
		uint64(int64(o.ScoreSelf)), uint64(int64(o.ScoreOpp)), uint64(o.FieldBrights), uint64(o.Hiki),
	} {
		h = splitmix.Mix(h, v)
	}
	if o.GajiLive {
		h = splitmix.Mix(h, 1)
	}
	return h
}

// guess deals the cards o's seat cannot see at random into the other hand
// and the pile, as the hard level's search does: a month declared by a
// Hiki has its other cards in the other hand.
func guess(o *koikoi.Observation, rng *splitmix.Source) koikoi.State {
	var cards [koikoi.NumCards]koikoi.Card
	unseen := o.Unseen()
	var known koikoi.Set
	for m := 1; m <= 12; m++ {
		if o.Hiki&(1<<m) != 0 {
			known |= unseen & koikoi.MonthSet(m)
		}
	}
	if known.Len() > o.OppHandLen {
		known = 0
	}
	n := 0
	for t := known; t != 0; t &= t - 1 {
		cards[n] = t.First()
		n++
	}
	fixed := n
	for t := unseen &^ known; t != 0; t &= t - 1 {
		cards[n] = t.First()
		n++
	}
	for i := n - 1; i > fixed; i-- {
		j := fixed + rng.Intn(i+1-fixed)
		cards[i], cards[j] = cards[j], cards[i]
	}
	var opp koikoi.Set
	for _, c := range cards[:o.OppHandLen] {
		opp = opp.Add(c)
	}
	return o.DeterminizeFast(opp, cards[o.OppHandLen:n])
}

// moveValues returns the expected points, for o's seat, of each move: the
// mean over samples guesses of the hidden cards (the same guesses for every
// move, so that the moves are compared on the same luck) of the playout
// after the move.
func (r *roller) moveValues(o *koikoi.Observation, moves []koikoi.Move, samples int) []float64 {
	out := make([]float64, len(moves))
	base := float64(o.ScoreSelf - o.ScoreOpp)
	rng := splitmix.Source(positionSeed(o))
	for range samples {
		s := guess(o, &rng)
		for i, m := range moves {
			next, err := s.Apply(m)
			if err != nil {
				continue // not a legal move here: the caller passes legal ones
			}
			out[i] += r.playout(next, o.Seat) - base
		}
	}
	for i := range out {
		out[i] /= float64(samples)
	}
	return out
}
