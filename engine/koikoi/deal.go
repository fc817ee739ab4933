package koikoi

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
)

// Where a dealt card goes.
const (
	toOpp   = 0 // the non-dealer
	toOya   = 1 // the dealer
	toField = 2
)

// dealOrder returns, for the first 24 positions of a deck, where each card
// goes under pattern p. The other 24 cards are the draw pile, top first.
func dealOrder(p DealPattern) [24]uint8 {
	var o [24]uint8
	i := 0
	put := func(to uint8, n int) {
		for ; n > 0; n-- {
			o[i] = to
			i++
		}
	}
	switch p {
	case DealTwos:
		for k := 0; k < 4; k++ {
			put(toOpp, 2)
			put(toField, 2)
			put(toOya, 2)
		}
	case DealFoursPlayersField:
		for k := 0; k < 2; k++ {
			put(toOpp, 4)
			put(toOya, 4)
			put(toField, 4)
		}
	default: // DealFoursThenField
		for k := 0; k < 2; k++ {
			put(toOpp, 4)
			put(toOya, 4)
		}
		put(toField, 8)
	}
	return o
}

var dealOrders = [3][24]uint8{dealOrder(DealTwos), dealOrder(DealFoursPlayersField), dealOrder(DealFoursThenField)}

// dealFrom splits deck into the Oya's hand, the other hand and the field.
func dealFrom(p DealPattern, deck *[NumCards]Card) (oya, opp, field Set) {
	var sets [3]Set
	for i, to := range dealOrders[p] {
		sets[to] = sets[to].Add(deck[i])
	}
	return sets[toOya], sets[toOpp], sets[toField]
}

// StackDeck arranges a deck so that the rules' deal gives the Oya, the
// other player and the field exactly the given 8 cards each, and the draw
// pile is pile, top first. Tests and the tutorial use it to stage a round.
func StackDeck(r *Rules, oya, opp, field, pile []Card) ([]Card, error) {
	if len(oya) != 8 || len(opp) != 8 || len(field) != 8 || len(pile) != 24 {
		return nil, fmt.Errorf("%w: want 8 cards each for the hands and the field and 24 in the pile", ErrBadDeck)
	}
	src := [3][]Card{opp, oya, field}
	deck := make([]Card, 0, NumCards)
	var used [3]int
	for _, to := range dealOrders[r.Deal] {
		deck = append(deck, src[to][used[to]])
		used[to]++
	}
	deck = append(deck, pile...)
	if err := checkDeck(deck); err != nil {
		return nil, err
	}
	return deck, nil
}

func checkDeck(deck []Card) error {
	if len(deck) != NumCards {
		return fmt.Errorf("%w: %d cards", ErrBadDeck, len(deck))
	}
	var s Set
	for _, c := range deck {
		if !c.Valid() || s.Has(c) {
			return fmt.Errorf("%w: %s", ErrBadDeck, c)
		}
		s = s.Add(c)
	}
	return nil
}

// DealHash returns the short commitment to a deal shown before a round:
// the first 12 hex digits of SHA-256 over "koikoi-deal v1", the seed in
// decimal and the deck's card ids, separated by spaces. Once the seed is
// revealed anyone can recompute it (see ShuffledDeck).
func DealHash(seed uint64, deck [NumCards]Card) string {
	var b strings.Builder
	fmt.Fprintf(&b, "koikoi-deal v1 %d", seed)
	for _, c := range deck {
		b.WriteByte(' ')
		b.WriteString(c.String())
	}
	sum := sha256.Sum256([]byte(b.String()))
	return hex.EncodeToString(sum[:6])
}
