package advice

import "github.com/koikoi-app/koikoi/engine/ikebana"

// view is what the reasons read of an observation: the seat to move,
// its bouquet and everyone's prestige, the cards on offer, and the price
// of a refusal.
type view struct {
	players  int
	me       ikebana.Seat
	start    bool // draw or buy; otherwise keep or refuse drawn
	double   bool // this round's scores are doubled (Bouquet final)
	bouquet  ikebana.Set
	prestige [ikebana.MaxPlayers]int
	tops     [ikebana.MaxPlayers]ikebana.Card
	drawn    ikebana.Card
	refusals int
	payTo    ikebana.Seat // who the next refusal pays
}

// viewOf is the view of the seat to move in o.
func viewOf(o *ikebana.Observation) view {
	v := view{
		players: o.Players(), me: o.ToMove, start: o.Phase == ikebana.PhaseStart, double: o.Rules.Final && o.LastRound(),
		bouquet: o.Bouquets[o.ToMove], prestige: o.Prestige, tops: o.Tops, drawn: o.Drawn, refusals: o.Refusals,
	}
	_, v.payTo = o.RefusePrice()
	return v
}

// canBuy reports whether the player may buy seat q's top card.
func (v *view) canBuy(q int) bool {
	t := v.tops[q]
	return v.start && q != int(v.me) && t != ikebana.NoCard && t.Value() <= v.prestige[v.me]
}

// canRefuse reports whether the player may refuse the card drawn.
func (v *view) canRefuse() bool { return !v.start && v.prestige[v.me] > v.refusals }
