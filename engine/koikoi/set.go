package koikoi

import (
	"fmt"
	"math/bits"
	"strings"
)

// Set is a set of cards as a bit mask: bit c is set when card c is in the set.
// Sets are values; every operation returns a new set.
type Set uint64

// FullDeck holds all 48 cards.
const FullDeck Set = 1<<NumCards - 1

// SetOf returns the set holding the given cards.
func SetOf(cs ...Card) Set {
	var s Set
	for _, c := range cs {
		s |= 1 << c
	}
	return s
}

// Has reports whether c is in s.
func (s Set) Has(c Card) bool { return c < NumCards && s&(1<<c) != 0 }

// Add returns s with c added.
func (s Set) Add(c Card) Set { return s | 1<<c }

// Remove returns s without c.
func (s Set) Remove(c Card) Set { return s &^ (1 << c) }

// Len returns the number of cards in s.
func (s Set) Len() int { return bits.OnesCount64(uint64(s)) }

// Empty reports whether s holds no card.
func (s Set) Empty() bool { return s == 0 }

// Month returns the cards of s in month m (1..12).
func (s Set) Month(m int) Set { return s & MonthSet(m) }

// Captures returns what card c, played or drawn onto field f, captures
// (rules.md §3): nothing when no field card shares its month, then c stays;
// the one card of its month; all three when three lie there. With two,
// choose is true and take holds both: the player chooses one of them.
// The lightning is an ordinary November card here; its wild use as the
// Gaji is a move of its own (MoveGaji, and Observation.Targets).
func (f Set) Captures(c Card) (take Set, choose bool) {
	take = f & MonthSet(c.Month())
	return take, take.Len() == 2
}

// First returns the lowest card of s, or NoCard when s is empty.
func (s Set) First() Card {
	if s == 0 {
		return NoCard
	}
	return Card(bits.TrailingZeros64(uint64(s)))
}

// Cards returns the cards of s in deck order.
func (s Set) Cards() []Card {
	out := make([]Card, 0, s.Len())
	for t := s; t != 0; t &= t - 1 {
		out = append(out, Card(bits.TrailingZeros64(uint64(t))))
	}
	return out
}

// Nth returns the n-th card (0-based, in deck order) of s, or NoCard.
func (s Set) Nth(n int) Card {
	for t := s; t != 0; t &= t - 1 {
		if n == 0 {
			return Card(bits.TrailingZeros64(uint64(t)))
		}
		n--
	}
	return NoCard
}

// String lists the card ids of s separated by spaces.
func (s Set) String() string {
	var b strings.Builder
	for t := s; t != 0; t &= t - 1 {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(Card(bits.TrailingZeros64(uint64(t))).String())
	}
	return b.String()
}

// ParseSet reads card ids separated by spaces or commas. Unknown and
// repeated ids are errors (ErrUnknownCard, ErrDuplicateCard).
func ParseSet(text string) (Set, error) {
	return parseIDs(strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' }))
}

// parseIDs reads card ids into a set; an unknown or repeated id is an
// error.
func parseIDs(ids []string) (Set, error) {
	var s Set
	for _, id := range ids {
		c, err := ParseCard(id)
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

// MonthSet returns the four cards of month m (1..12).
func MonthSet(m int) Set {
	if m < 1 || m > 12 {
		return 0
	}
	return 0xF << (4 * (m - 1))
}

// Masks of the cards that yaku are made of.
var (
	Brights       = kindSet(Bright)
	Animals       = kindSet(Animal)
	Ribbons       = kindSet(Ribbon)
	Plains        = kindSet(Plain)
	PoetryRibbons = tagSet(TagPoetry)
	BlueRibbons   = tagSet(TagBlue)
	RedRibbons    = tagSet(TagRed)
	// InoShikaCho holds the boar, the deer and the butterflies.
	InoShikaCho = SetOf(BoarCard, DeerCard, ButterflyCard)
)

func kindSet(k Kind) Set {
	var s Set
	for c := Card(0); c < NumCards; c++ {
		if c.Kind() == k {
			s = s.Add(c)
		}
	}
	return s
}

func tagSet(t Tag) Set {
	var s Set
	for c := Card(0); c < NumCards; c++ {
		if c.Tag() == t {
			s = s.Add(c)
		}
	}
	return s
}
