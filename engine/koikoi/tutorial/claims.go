package tutorial

import (
	"fmt"
	"slices"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// Place is where a text says a card is.
type Place uint8

// The places a Claim may name.
const (
	// InHand: in the player's hand.
	InHand Place = iota + 1
	// InField: face up in the field.
	InField
	// InCaptures: among the player's captures.
	InCaptures
	// InOppCaptures: among the computer's captures.
	InOppCaptures
	// JustDrawn: the card last turned over from the pile.
	JustDrawn
	// Waiting: the played or drawn card waiting for its capture choice.
	Waiting
	// Shown: in the step's row of cards.
	Shown
	// Named: talked about as a fact of the game, and not on the screen
	// (so the text cannot mislead about where it is).
	Named
)

var placeNames = [...]string{"", "hand", "field", "captures", "opponent's captures", "drawn", "waiting", "shown", "named"}

// String returns the place's name.
func (p Place) String() string {
	if int(p) < len(placeNames) {
		return placeNames[p]
	}
	return fmt.Sprintf("place(%d)", p)
}

// Claim is what a text says about one card it names: where the card is.
// Every card a step's text or a wrong tap's answer names carries a claim,
// and Holds checks it against the screen the text is shown on.
type Claim struct {
	Card  koikoi.Card
	Place Place
}

// at returns the claims that the cards are at place p.
func at(p Place, cs ...koikoi.Card) []Claim {
	out := make([]Claim, 0, len(cs))
	for _, c := range cs {
		out = append(out, Claim{c, p})
	}
	return out
}

// Holds reports whether the claim is true of the step on screen: its
// table (seat 0's view) or its row of cards.
func (c Claim) Holds(v StepView) bool {
	row := slices.Contains(v.Cards, c.Card)
	if c.Place == Shown {
		return row && v.Table == nil
	}
	if c.Place == Named {
		return !row && !onTable(v.Table, c.Card)
	}
	o := v.Table
	if o == nil {
		return false
	}
	switch c.Place {
	case InHand:
		return o.Hand.Has(c.Card) && !v.HideHand
	case InField:
		return o.Field.Has(c.Card)
	case InCaptures:
		return o.Captured.Has(c.Card)
	case InOppCaptures:
		return o.OppCaptured.Has(c.Card)
	case JustDrawn:
		return o.Drawn == c.Card
	case Waiting:
		return o.Pending == c.Card
	}
	return false
}

// onTable reports whether c is visible on the table.
func onTable(o *koikoi.Observation, c koikoi.Card) bool {
	if o == nil {
		return false
	}
	return (o.Hand | o.Field | o.Captured | o.OppCaptured).Has(c) || o.Pending == c || o.Drawn == c
}
