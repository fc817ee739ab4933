package ai

import (
	"math"
	"sync"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// node is a node of the search tree: the move that leads to it, who made
// it, and the statistics of the iterations that went through it. Nodes are
// kept in a slice and linked by index, so a search allocates nothing once
// the slice has grown.
type node struct {
	move    koikoi.Move
	mover   koikoi.Seat
	child   int32 // first child, or -1
	sibling int32 // next sibling, or -1
	visits  int32
	avail   int32   // iterations in which the move was legal
	sum     float64 // rewards from the mover's point of view
}

// explore is the exploration constant of the tree policy (rewards lie in
// [0, 1]).
const explore = 0.5

// playoutEpsilon is how often the playout policy plays a random move
// instead of its heuristic choice.
const playoutEpsilon = 0.1

// searcher runs the search of one worker.
type searcher struct {
	nodes []node
	path  []int32
	know  *know
	me    koikoi.Seat
	r     rng
	sigma float64
}

// hardPlayer searches with information-set Monte Carlo tree search.
type hardPlayer struct {
	cfg     config
	workers []*searcher
	normal  normalPlayer
}

func newHard(c config) *hardPlayer {
	h := &hardPlayer{cfg: c}
	for range c.Workers {
		h.workers = append(h.workers, &searcher{})
	}
	return h
}

// Move returns the move the search values most.
func (p *hardPlayer) Move(o *koikoi.Observation) koikoi.Move {
	m, _ := p.search(o)
	return m
}

// rootStat is a root move and how the search rated it.
type rootStat struct {
	move   koikoi.Move
	visits int
	mean   float64
}

// search returns the best move and the root's statistics.
func (p *hardPlayer) search(o *koikoi.Observation) (koikoi.Move, []rootStat) {
	var buf [16]koikoi.Move
	legal := o.AppendLegalMoves(buf[:0])
	switch {
	case len(legal) == 0:
		return koikoi.Move{Kind: koikoi.MovePlay, Card: koikoi.NoCard}, nil
	case len(legal) == 1:
		return legal[0], nil
	case o.Phase == koikoi.PhaseExchange:
		return koikoi.Keep, nil // decided before looking at the hand: nothing to gain
	case o.Phase == koikoi.PhaseKoiKoi && shobuWinsGame(o):
		return koikoi.Shobu, nil // nothing a Koi-Koi can add is worth more
	}
	k := p.normal.knowFor(o)
	base := decisionRNG(p.cfg.Seed, o)
	n := len(p.workers)
	per := max(1, p.cfg.Budget/n)
	var wg sync.WaitGroup
	for i, w := range p.workers {
		w.know, w.me = k, o.Seat
		w.r = rng(base.Next() ^ uint64(i)*0x9e3779b97f4a7c15)
		w.sigma = roundSigma(o.Rules)
		if n == 1 {
			w.run(o, per)
			break
		}
		wg.Add(1)
		go func() { defer wg.Done(); w.run(o, per) }()
	}
	wg.Wait()
	stats := make([]rootStat, 0, len(legal))
	for _, m := range legal {
		st := rootStat{move: m}
		sum := 0.0
		for _, w := range p.workers {
			for c := w.nodes[0].child; c >= 0; c = w.nodes[c].sibling {
				if w.nodes[c].move == m {
					st.visits += int(w.nodes[c].visits)
					sum += w.nodes[c].sum
				}
			}
		}
		if st.visits > 0 {
			st.mean = sum / float64(st.visits)
		}
		stats = append(stats, st)
	}
	best := 0
	for i, st := range stats {
		if st.visits > stats[best].visits || st.visits == stats[best].visits && st.mean > stats[best].mean {
			best = i
		}
	}
	return stats[best].move, stats
}

// roundSigma is the spread of one round's change in the score difference
// under the rules, for the chance of winning the game.
func roundSigma(r *koikoi.Rules) float64 {
	s := 6.0
	if r.ZeroSum {
		s *= 2
	}
	if r.FieldBrights {
		s *= 1.6
	}
	if r.Koi != koikoi.KoiOpponentDoubles {
		s *= 1.3
	}
	return s
}

// sample deals the unseen cards at random: the other hand, then the pile.
// A month declared by a Hiki has its fourth card in the other hand.
func (w *searcher) sample(o *koikoi.Observation) koikoi.State {
	var cards [koikoi.NumCards]koikoi.Card
	n := 0
	unseen := o.Unseen()
	var known koikoi.Set
	for m := 1; m <= 12; m++ {
		if o.Hiki&(1<<m) != 0 {
			known |= unseen & koikoi.MonthSet(m)
		}
	}
	if known.Len() > o.OppHandLen {
		known = 0 // not a position the rules reach: guess freely
	}
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
		j := fixed + w.r.Intn(i+1-fixed)
		cards[i], cards[j] = cards[j], cards[i]
	}
	var opp koikoi.Set
	for _, c := range cards[:o.OppHandLen] {
		opp = opp.Add(c)
	}
	return o.DeterminizeFast(opp, cards[o.OppHandLen:n])
}

func (w *searcher) newNode(m koikoi.Move, mover koikoi.Seat) int32 {
	w.nodes = append(w.nodes, node{move: m, mover: mover, child: -1, sibling: -1})
	return int32(len(w.nodes) - 1)
}

// run makes iterations from the observation.
func (w *searcher) run(o *koikoi.Observation, iterations int) {
	w.nodes = w.nodes[:0]
	w.newNode(koikoi.Move{}, o.Seat.Other())
	start := o.ScoreSelf - o.ScoreOpp
	var buf [16]koikoi.Move
	for range iterations {
		s := w.sample(o)
		w.path = append(w.path[:0], 0)
		cur := int32(0)
		expanded := false
		for !expanded && s.Phase() < koikoi.PhaseRoundOver {
			legal := s.AppendLegalMoves(buf[:0])
			if len(legal) == 0 {
				break // a position the rules do not reach (a hand run dry early)
			}
			if len(legal) == 1 {
				s, _ = s.Apply(legal[0])
				continue
			}
			mover := s.ToMove()
			// Mark the children that are legal here and find the moves
			// not tried yet.
			var tried [16]bool
			best, bestU := int32(-1), math.Inf(-1)
			for c := w.nodes[cur].child; c >= 0; c = w.nodes[c].sibling {
				nd := &w.nodes[c]
				for i, m := range legal {
					if m == nd.move {
						tried[i] = true
						nd.avail++
						u := nd.sum/float64(nd.visits) + explore*math.Sqrt(math.Log(float64(nd.avail))/float64(nd.visits))
						if u > bestU {
							best, bestU = c, u
						}
						break
					}
				}
			}
			pick := -1
			for i := range legal {
				if !tried[i] {
					pick = i
					break
				}
			}
			if pick >= 0 {
				// Expand the untried move the policy likes best.
				pm := policyMove(&s, w.know, &w.r, 0)
				for i, m := range legal {
					if m == pm && !tried[i] {
						pick = i
					}
				}
				nd := w.newNode(legal[pick], mover)
				w.nodes[nd].sibling = w.nodes[cur].child
				w.nodes[cur].child = nd
				w.nodes[nd].avail = 1
				s, _ = s.Apply(legal[pick])
				w.path = append(w.path, nd)
				expanded = true
				break
			}
			s, _ = s.Apply(w.nodes[best].move)
			cur = best
			w.path = append(w.path, cur)
		}
		for s.Phase() < koikoi.PhaseRoundOver {
			next, err := s.Apply(policyMove(&s, w.know, &w.r, playoutEpsilon))
			if err != nil {
				break // no legal move: a position the rules do not reach
			}
			s = next
		}
		u := w.utility(&s, start)
		for _, id := range w.path {
			nd := &w.nodes[id]
			nd.visits++
			if nd.mover == w.me {
				nd.sum += u
			} else {
				nd.sum += 1 - u
			}
		}
	}
}

// shobuWinsGame reports whether stopping now, in the game's last round,
// wins the game outright.
func shobuWinsGame(o *koikoi.Observation) bool {
	if o.Round < o.Rounds {
		return false
	}
	gain := o.Score().Total
	if o.Rules.ZeroSum {
		gain *= 2
	}
	return o.ScoreSelf-o.ScoreOpp+gain > 0
}

// lastRoundPoints is the weight of the round's points in the value of the
// game's last round: there the game's result decides, and the points only
// break ties between moves that win (or lose) alike.
const lastRoundPoints = 0.05

// utility values a finished round for the searching seat: half the chance
// of winning the game, half the round's points (so that the player keeps
// scoring when the game is decided). In the last round the chance of
// winning the game decides alone, but for lastRoundPoints.
func (w *searcher) utility(s *koikoi.State, start int) float64 {
	d := s.Score(w.me) - s.Score(w.me.Other())
	left := s.RoundsToPlay() - s.Round()
	var pwin float64
	switch {
	case left > 0:
		pwin = 0.5 * (1 + math.Erf(float64(d)/(w.sigma*math.Sqrt(2*float64(left)))))
	case d > 0:
		pwin = 1
	case d == 0:
		pwin = 0.5
	}
	pts := 0.5 + 0.5*math.Tanh(float64(d-start)/(3*w.sigma))
	if left <= 0 {
		return (1-lastRoundPoints)*pwin + lastRoundPoints*pts
	}
	return 0.5*pwin + 0.5*pts
}

// policyMove is the heuristic move of the player to move in a full state,
// judged from what that player can see; with probability eps a random
// legal move instead.
func policyMove(s *koikoi.State, k *know, r *rng, eps float64) koikoi.Move {
	p := s.ToMove()
	switch s.Phase() {
	case koikoi.PhaseExchange:
		return koikoi.Keep
	case koikoi.PhaseKoiKoi:
		sc := s.Rules().Score(s.Captured(p), koikoi.ScoreContext{Month: s.Month(), KoiSelf: s.KoiKoi(p), KoiOpp: s.KoiKoi(p.Other()), FieldBrights: s.FieldBrights()})
		g := game{lead: s.Score(p) - s.Score(p.Other()), left: s.RoundsToPlay() - s.Round(),
			mult: s.Rules().Koi != koikoi.KoiOpponentDoubles, zeroSum: s.Rules().ZeroSum, sevenDbl: s.Rules().SevenDoubles}
		if koiHeuristic(k, s.Captured(p), s.Captured(p.Other()), s.Hand(p).Len(), sc.Total, g) {
			return koikoi.KoiKoi
		}
		return koikoi.Shobu
	}
	hand := s.Hand(p)
	v := view{k: k, hand: hand, field: s.Field(), mine: s.Captured(p), theirs: s.Captured(p.Other()),
		oppHand: s.Hand(p.Other()).Len(), gajiLive: s.CanPlayGaji(), hiki: s.Rules().Hiki, declared: s.HikiMonths()}
	v.unseen = koikoi.FullDeck &^ (hand | v.field | v.mine | v.theirs | koikoi.SetOf(s.Pending()))
	if s.Phase() == koikoi.PhaseCaptureHand || s.Phase() == koikoi.PhaseCaptureDraw {
		ch := s.Choices()
		if eps > 0 && r.Float() < eps {
			return koikoi.Capture(ch.Nth(r.Intn(ch.Len())))
		}
		best, bv := ch.First(), math.Inf(-1)
		for t := ch; t != 0; t &= t - 1 {
			if x := v.captureScore(s.Pending(), t.First()); x > bv {
				best, bv = t.First(), x
			}
		}
		return koikoi.Capture(best)
	}
	if eps > 0 && r.Float() < eps {
		return koikoi.Play(hand.Nth(r.Intn(hand.Len())))
	}
	m, _ := v.bestPlay()
	return m
}
