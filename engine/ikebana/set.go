package ikebana

import (
	"fmt"
	"math/bits"
	"strings"
)

// Set is a set of cards as a bit mask: bit c is set when card c is in the
// set. Sets are values; every operation returns a new set.
type Set uint64

// FullDeck holds all 55 cards.
const FullDeck Set = 1<<NumCards - 1

// Jokers holds the five multicolour cards.
const Jokers Set = 0x1F << 50

// SetOf returns the set holding the given cards (invalid cards are left out).
func SetOf(cs ...Card) Set {
	var s Set
	for _, c := range cs {
		s = s.Add(c)
	}
	return s
}

// Has reports whether c is in s.
func (s Set) Has(c Card) bool { return c < NumCards && s&(1<<c) != 0 }

// Add returns s with c added (s itself when c is not a card).
func (s Set) Add(c Card) Set {
	if c >= NumCards {
		return s
	}
	return s | 1<<c
}

// Remove returns s without c.
func (s Set) Remove(c Card) Set {
	if c >= NumCards {
		return s
	}
	return s &^ (1 << c)
}

// Len returns the number of cards in s.
func (s Set) Len() int { return bits.OnesCount64(uint64(s)) }

// Empty reports whether s holds no card.
func (s Set) Empty() bool { return s == 0 }

// First returns the lowest card of s, or NoCard when s is empty.
func (s Set) First() Card {
	if s == 0 {
		return NoCard
	}
	return Card(bits.TrailingZeros64(uint64(s)))
}

// Nth returns the n-th card (0-based, in id order) of s, or NoCard.
func (s Set) Nth(n int) Card {
	for t := s; t != 0; t &= t - 1 {
		if n == 0 {
			return Card(bits.TrailingZeros64(uint64(t)))
		}
		n--
	}
	return NoCard
}

// Colour returns the cards of s of colour c (Multi: the jokers).
func (s Set) Colour(c Colour) Set {
	if c > Multi {
		return 0
	}
	return s & colourSets[c]
}

// Value returns the cards of s of value v (1..5), jokers included.
func (s Set) Value(v int) Set {
	if v < 1 || v > 5 {
		return 0
	}
	return s & valueSets[v]
}

// Cards returns the cards of s in id order.
func (s Set) Cards() []Card {
	out := make([]Card, 0, s.Len())
	for t := s; t != 0; t &= t - 1 {
		out = append(out, Card(bits.TrailingZeros64(uint64(t))))
	}
	return out
}

// String lists the card ids of s separated by spaces.
func (s Set) String() string {
	var b strings.Builder
	for t := s & FullDeck; t != 0; t &= t - 1 {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(Card(bits.TrailingZeros64(uint64(t))).String())
	}
	return b.String()
}

// ParseSet reads card ids separated by spaces, tabs or commas. Unknown and
// repeated ids are errors (ErrUnknownCard, ErrDuplicateCard).
func ParseSet(text string) (Set, error) {
	var s Set
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' }) {
		c, err := ParseCard(f)
		if err != nil {
			return 0, err
		}
		if s.Has(c) {
			return 0, fmt.Errorf("%w: %s", ErrDuplicateCard, c)
		}
		s = s.Add(c)
	}
	return s, nil
}

// colourSets[c] holds the cards of colour c; valueSets[v] those of value v.
var colourSets, valueSets = func() (cs [Multi + 1]Set, vs [6]Set) {
	for c := Card(0); c < NumCards; c++ {
		cs[c.Colour()] |= 1 << c
		vs[c.Value()] |= 1 << c
	}
	return cs, vs
}()
