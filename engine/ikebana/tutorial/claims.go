package tutorial

import (
	"fmt"
	"slices"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// Place is what a claim asserts about the board.
type Place uint8

// The places (and facts) a Claim may name.
const (
	// InBouquet: Card is in Seat's bouquet on the table.
	InBouquet Place = iota + 1
	// OnDiscard: Card is the top of Seat's discard pile, for sale at
	// N prestige (its value) when N > 0.
	OnDiscard
	// TurnedOver: Card is the card just turned over from the pile.
	TurnedOver
	// Shown: Card is in the step's row of cards.
	Shown
	// InExample: Card is in the step's example bouquet.
	InExample
	// Named: Card is talked about as a fact of the game, and is not on the
	// screen (so the text cannot mislead about where it is).
	Named
	// HasPrestige: Seat has N prestige.
	HasPrestige
	// RefuseCost: refusing the card turned over costs N, paid to Seat.
	RefuseCost
)

var placeNames = [...]string{"", "bouquet", "discard top", "turned over", "shown", "example bouquet", "named", "prestige", "refusal cost"}

// String returns the place's name.
func (p Place) String() string {
	if int(p) < len(placeNames) {
		return placeNames[p]
	}
	return fmt.Sprintf("place(%d)", p)
}

// Claim is one thing a text asserts about the board it is shown on: where
// a card is, what a seat has, what a refusal costs. Every card a step's
// text or a wrong tap's answer names, and every price, carries a claim,
// and Holds checks it against the step.
type Claim struct {
	Place Place
	Card  ikebana.Card
	Seat  ikebana.Seat
	N     int
}

// Holds reports whether the claim is true of the step on screen: its
// table (seat 0's view), its row of cards or its example bouquet.
func (c Claim) Holds(v StepView) bool {
	has := func(cs []ikebana.Card) bool { return slices.Contains(cs, c.Card) }
	o := v.Table
	switch c.Place {
	case Shown:
		return has(v.Cards)
	case InExample:
		return has(v.Bouquet)
	case Named:
		return !has(v.Cards) && !has(v.Bouquet) && !onTable(o, c.Card)
	}
	if o == nil || int(c.Seat) >= o.Players() {
		return false
	}
	switch c.Place {
	case InBouquet:
		return o.Bouquets[c.Seat].Has(c.Card)
	case OnDiscard:
		return o.Tops[c.Seat] == c.Card && (c.N == 0 || c.N == c.Card.Value())
	case TurnedOver:
		return o.Drawn == c.Card
	case HasPrestige:
		return o.Prestige[c.Seat] == c.N
	case RefuseCost:
		if o.Phase != ikebana.PhaseDrawn {
			return false
		}
		price, to := o.RefusePrice()
		return c.N == price && c.Seat == to
	}
	return false
}

// onTable reports whether c is visible on the table.
func onTable(o *ikebana.Observation, c ikebana.Card) bool {
	if o == nil {
		return false
	}
	if o.Drawn == c {
		return true
	}
	for p := 0; p < o.Players(); p++ {
		if o.Bouquets[p].Has(c) || o.Tops[p] == c {
			return true
		}
	}
	return false
}
