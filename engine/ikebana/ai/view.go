package ai

import "github.com/koikoi-app/koikoi/engine/ikebana"

// view is what the simple levels decide from, taken from an Observation
// (a player's decision) or from a full State (a playout inside the hard
// level's search); it holds nothing the seat to move cannot see.
type view struct {
	players  int
	me       ikebana.Seat
	start    bool // draw or buy; otherwise keep or refuse Drawn
	double   bool // this round's scores are doubled (Bouquet final)
	bouquet  ikebana.Set
	prestige [ikebana.MaxPlayers]int
	tops     [ikebana.MaxPlayers]ikebana.Card
	drawn    ikebana.Card
	refusals int
	payTo    ikebana.Seat // who the next refusal pays
}

// observationView is the view of the seat to move in an observation.
func observationView(o *ikebana.Observation) view {
	v := view{
		players: o.Players(), me: o.ToMove, start: o.Phase == ikebana.PhaseStart,
		double:  o.Rules.Final && o.LastRound(),
		bouquet: o.Bouquets[o.ToMove], tops: o.Tops, drawn: o.Drawn, refusals: o.Refusals,
		prestige: o.Prestige,
	}
	_, v.payTo = o.RefusePrice()
	return v
}

// stateView is the view of the player to move in a full state, for a
// table of n seats. The State's accessors have value receivers, so each
// call copies the state: it reads only what the decision needs.
func stateView(s *ikebana.State, n int, double bool) view {
	me := s.ToMove()
	v := view{players: n, me: me, start: s.Phase() == ikebana.PhaseStart, double: double, bouquet: s.Bouquet(me)}
	for q := range n {
		v.prestige[q] = s.Prestige(ikebana.Seat(q))
	}
	if v.start {
		for q := range n {
			if q != int(me) {
				v.tops[q] = s.DiscardTop(ikebana.Seat(q))
			}
		}
		v.tops[me] = ikebana.NoCard
		return v
	}
	v.drawn = s.Drawn()
	v.refusals, v.payTo = s.RefusePrice()
	v.refusals--
	return v
}

// canBuy reports whether the player may buy seat q's top card.
func (v *view) canBuy(q int) bool {
	t := v.tops[q]
	return v.start && q != int(v.me) && t != ikebana.NoCard && t.Value() <= v.prestige[v.me]
}

// canRefuse reports whether the player may refuse the card drawn.
func (v *view) canRefuse() bool { return !v.start && v.prestige[v.me] > v.refusals }

// mult is what a bouquet's points are multiplied by this round.
func (v *view) mult() float64 {
	if v.double {
		return 2
	}
	return 1
}

// giftWeight is what one prestige given to seat q costs the player on top
// of his own loss: all of it against a single opponent, more when q leads
// the others than when he trails.
func (v *view) giftWeight(q ikebana.Seat) float64 {
	if v.players == 2 {
		return 1
	}
	lead := -1 << 30
	for p := range v.players {
		if p != int(v.me) {
			lead = max(lead, v.prestige[p])
		}
	}
	if v.prestige[q] >= lead {
		return 0.6
	}
	return 0.2
}
