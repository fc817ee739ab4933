package ai

import (
	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// kindValue is the easy level's worth of a card: brights first.
var kindValue = [...]int{koikoi.Bright: 20, koikoi.Animal: 10, koikoi.Ribbon: 5, koikoi.Plain: 1}

func setValue(s koikoi.Set) int {
	n := 0
	for t := s; t != 0; t &= t - 1 {
		n += kindValue[t.First().Kind()]
	}
	return n
}

// easyPlayer captures greedily by card rank and stops at its first yaku
// unless its hand is still full.
type easyPlayer struct{ cfg config }

// Move returns the easy level's move.
func (p *easyPlayer) Move(o *koikoi.Observation) koikoi.Move {
	r := decisionRNG(p.cfg.Seed, o)
	switch o.Phase {
	case koikoi.PhaseExchange:
		return koikoi.Keep
	case koikoi.PhaseKoiKoi:
		if o.Hand.Len() >= 6 && o.Score().Total < 4 {
			return koikoi.KoiKoi
		}
		return koikoi.Shobu
	case koikoi.PhaseCaptureHand, koikoi.PhaseCaptureDraw:
		best, bv := o.Choices.First(), -1
		for t := o.Choices; t != 0; t &= t - 1 {
			if v := kindValue[t.First().Kind()]; v > bv {
				best, bv = t.First(), v
			}
		}
		return koikoi.Capture(best)
	}
	// Play: the most valuable capture, else throw away the cheapest card.
	best, bv := koikoi.NoCard, -1<<30
	start := r.Intn(16) // break ties at random
	for i := 0; i < o.Hand.Len(); i++ {
		c := o.Hand.Nth((i + start) % o.Hand.Len())
		m, choose := o.Field.Captures(c)
		v := -kindValue[c.Kind()] - 100
		if m != 0 {
			v = kindValue[c.Kind()]
			if !choose {
				v += setValue(m)
			} else { // the better of the two
				mv := 0
				for t := m; t != 0; t &= t - 1 {
					mv = max(mv, kindValue[t.First().Kind()])
				}
				v += mv
			}
		}
		if v > bv {
			best, bv = c, v
		}
	}
	// The Gaji wild takes the best card of the field (a Hiki may stop
	// it, which costs nothing but the choice made again).
	if o.IsLegal(koikoi.Gaji) {
		top := 0
		for t := o.Field; t != 0; t &= t - 1 {
			top = max(top, kindValue[t.First().Kind()])
		}
		if v := kindValue[koikoi.LightningCard.Kind()] + top + 1; v > bv {
			return koikoi.Gaji
		}
	}
	return koikoi.Play(best)
}

// viewOf returns the heuristics' view of an observation.
func viewOf(k *know, o *koikoi.Observation) view {
	return view{k: k, hand: o.Hand, field: o.Field, mine: o.Captured, theirs: o.OppCaptured,
		unseen: o.Unseen(), oppHand: o.OppHandLen, gajiLive: o.IsLegal(koikoi.Gaji),
		hiki: o.Rules.Hiki, declared: o.Hiki}
}

// normalPlayer weighs the yaku both seats build and the risk of each
// discard, and calls Koi-Koi from how close each seat is to a yaku.
type normalPlayer struct {
	cfg  config
	know *know
}

func (p *normalPlayer) knowFor(o *koikoi.Observation) *know {
	if p.know == nil || p.know.rules != *o.Rules || p.know.month != o.Month {
		p.know = newKnow(o.Rules, o.Month)
	}
	return p.know
}

// Move returns the normal level's move.
func (p *normalPlayer) Move(o *koikoi.Observation) koikoi.Move {
	k := p.knowFor(o)
	v := viewOf(k, o)
	switch o.Phase {
	case koikoi.PhaseExchange:
		return koikoi.Keep
	case koikoi.PhaseKoiKoi:
		if koiHeuristic(k, o.Captured, o.OppCaptured, o.Hand.Len(), o.Score().Total, gameContext(o)) {
			return koikoi.KoiKoi
		}
		return koikoi.Shobu
	case koikoi.PhaseCaptureHand, koikoi.PhaseCaptureDraw:
		best, bv := o.Choices.First(), -1e9
		for t := o.Choices; t != 0; t &= t - 1 {
			if s := v.captureScore(o.Pending, t.First()); s > bv {
				best, bv = t.First(), s
			}
		}
		return koikoi.Capture(best)
	}
	best, _ := v.bestPlay()
	return best
}

// game is where the game stands, for the Koi-Koi choice.
type game struct {
	lead     int // this seat's game score minus the other's
	left     int // rounds after this one
	mult     bool
	zeroSum  bool
	sevenDbl bool
}

func gameContext(o *koikoi.Observation) game {
	return game{lead: o.ScoreSelf - o.ScoreOpp, left: o.Rounds - o.Round,
		mult:    o.Rules.Koi == koikoi.KoiWinnerCalls || o.Rules.Koi == koikoi.KoiWinnerCallsAndOpponent || o.Rules.Koi == koikoi.KoiBothCalls,
		zeroSum: o.Rules.ZeroSum, sevenDbl: o.Rules.SevenDoubles}
}

// koiHeuristic decides Koi-Koi (true) or Shobu for a player who holds
// mine, the other theirs, with hand cards left and score points on offer.
func koiHeuristic(k *know, mine, theirs koikoi.Set, hand, score int, g game) bool {
	if hand <= 1 {
		return false
	}
	win := score
	if g.zeroSum {
		win *= 2
	}
	if g.left == 0 {
		if g.lead+win > 0 {
			return false // stopping wins the game
		}
		return hand >= 2 // stopping loses anyway
	}
	if g.sevenDbl && score >= 7 {
		return false
	}
	danger := k.threat(theirs, mine)
	hope := k.threat(mine, theirs)
	limit := 1.0
	if g.mult {
		limit = 2.5
	}
	if danger >= limit {
		return false
	}
	if hand >= 4 && hope >= 1 {
		return true
	}
	return hand >= 6 && score <= 2 && danger < 0.5
}
