package ai

import (
	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/internal/seatview"
)

// view is what the simple levels decide from, taken from an Observation
// (a player's decision) or from a full State (a playout inside the hard
// level's search): the table as the seat to move sees it (shared with the
// advisor), and what the levels weigh it with.
type view struct{ seatview.View }

// observationView is the view of the seat to move in an observation.
func observationView(o *ikebana.Observation) view { return view{seatview.Of(o)} }

// stateView is the view of the player to move in a full state, for a
// table of n seats. The State's accessors have value receivers, so each
// call copies the state: it reads only what the decision needs.
func stateView(s *ikebana.State, n int, double bool) view {
	me := s.ToMove()
	v := view{seatview.View{Players: n, Me: me, Start: s.Phase() == ikebana.PhaseStart, Double: double, Bouquet: s.Bouquet(me)}}
	for q := range n {
		v.Prestige[q] = s.Prestige(ikebana.Seat(q))
	}
	if v.Start {
		for q := range n {
			if q != int(me) {
				v.Tops[q] = s.DiscardTop(ikebana.Seat(q))
			}
		}
		v.Tops[me] = ikebana.NoCard
		return v
	}
	v.Drawn = s.Drawn()
	v.Refusals, v.PayTo = s.RefusePrice()
	v.Refusals--
	return v
}

// mult is what a bouquet's points are multiplied by this round.
func (v *view) mult() float64 {
	if v.Double {
		return 2
	}
	return 1
}

// giftWeight is what one prestige given to seat q costs the player on top
// of his own loss: all of it against a single opponent, more when q leads
// the others than when he trails.
func (v *view) giftWeight(q ikebana.Seat) float64 {
	if v.Players == 2 {
		return 1
	}
	lead := -1 << 30
	for p := range v.Players {
		if p != int(v.Me) {
			lead = max(lead, v.Prestige[p])
		}
	}
	if v.Prestige[q] >= lead {
		return 0.6
	}
	return 0.2
}
