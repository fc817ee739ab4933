package review

import (
	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/internal/splitmix"
)

// shares are every seat's win share in percentage points: 100 for a win,
// 100/k for a win shared by k, 0 for a loss.
type shares [ikebana.MaxPlayers]float64

// roller plays games out. It is not safe for use by several goroutines.
type roller struct {
	policy ai.Player // the normal level: deterministic, a function of the observation
	// obs is the observation the policy is asked about, one for every
	// decision of every playout: a new one each time escaped to the heap
	// (the policy takes a pointer through an interface), 736 MB of a
	// five-seat game's review.
	obs ikebana.Observation
}

func newRoller() *roller {
	p, _ := ai.New("normal")
	return &roller{policy: p}
}

// playout plays s to the end of its round, every seat as the normal level
// judges, and returns the round's end valued by roundEndShares.
func (r *roller) playout(s ikebana.State) shares {
	for s.Phase().Playing() {
		r.obs = s.Observe(s.ToMove())
		if s.Play(r.policy.Move(&r.obs)) != nil {
			break // no legal move: a position the rules do not reach
		}
	}
	return roundEndShares(&s)
}

// winShares returns the seats' shares of the win as things stand.
func winShares(s *ikebana.State) shares {
	var out shares
	w := s.Winners()
	for _, p := range w {
		out[p] = 100 / float64(len(w))
	}
	return out
}

// positionSeed hashes what an observation shows, and nothing hidden: the
// review's random choices at a decision are a function of it, so the same
// position always gets the same grade.
func positionSeed(o *ikebana.Observation) uint64 {
	h := uint64(0x696b6562616e612d) // "ikebana-"
	for _, v := range [...]uint64{
		uint64(o.Seat), uint64(o.Phase), uint64(o.ToMove), uint64(o.Round), uint64(o.First),
		uint64(o.Drawn), uint64(o.Refusals), uint64(o.PileLen), uint64(o.Unseen),
	} {
		h = splitmix.Mix(h, v)
	}
	for p := range o.Players() {
		h = splitmix.Mix(h, uint64(o.Bouquets[p]))
		h = splitmix.Mix(h, uint64(o.Discards[p])^uint64(o.Tops[p])<<56)
		h = splitmix.Mix(h, uint64(int64(o.Prestige[p])))
	}
	return h
}
