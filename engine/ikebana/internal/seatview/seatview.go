// Package seatview is what an Ikebana decision reads of the table, for
// the computer players (engine/ikebana/ai) and the advisor
// (engine/ikebana/advice): the seat to move, its bouquet and everyone's
// prestige, the cards on offer, and the price of a refusal. It holds
// nothing the seat to move cannot see.
package seatview

import "github.com/koikoi-app/koikoi/engine/ikebana"

// View is the table as the seat to move sees it for a decision.
type View struct {
	Players  int
	Me       ikebana.Seat
	Start    bool // draw or buy; otherwise keep or refuse Drawn
	Double   bool // this round's scores are doubled (Bouquet final)
	Bouquet  ikebana.Set
	Prestige [ikebana.MaxPlayers]int
	Tops     [ikebana.MaxPlayers]ikebana.Card
	Drawn    ikebana.Card
	Refusals int
	PayTo    ikebana.Seat // who the next refusal pays
}

// Of is the view of the seat to move in o.
func Of(o *ikebana.Observation) View {
	v := View{
		Players: o.Players(), Me: o.ToMove, Start: o.Phase == ikebana.PhaseStart, Double: o.Rules.Final && o.LastRound(),
		Bouquet: o.Bouquets[o.ToMove], Prestige: o.Prestige, Tops: o.Tops, Drawn: o.Drawn, Refusals: o.Refusals,
	}
	_, v.PayTo = o.RefusePrice()
	return v
}

// CanBuy reports whether the player may buy seat q's top card.
func (v *View) CanBuy(q int) bool {
	t := v.Tops[q]
	return v.Start && q != int(v.Me) && t != ikebana.NoCard && t.Value() <= v.Prestige[v.Me]
}

// CanRefuse reports whether the player may refuse the card drawn.
func (v *View) CanRefuse() bool { return !v.Start && v.Prestige[v.Me] > v.Refusals }
