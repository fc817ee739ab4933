package ikebana

import "fmt"

// DeterminizeOrder is Determinize with the pile given instead of shuffled:
// pile, top first, must hold exactly the unseen cards. seed drives what is
// shuffled later (an exhausted pile's reshuffle, the later rounds). The
// review compares the same pile before and after a card comes out of it.
func (o *Observation) DeterminizeOrder(pile []Card, seed uint64) (State, error) {
	s := o.public
	var set Set
	for _, c := range pile {
		if set.Has(c) {
			return s, fmt.Errorf("%w: %s twice in the pile", ErrBadDeck, c)
		}
		set |= 1 << c
	}
	if len(pile) != int(s.pileLen) || set != o.Unseen {
		return s, fmt.Errorf("%w: the pile must be the %d unseen cards", ErrBadDeck, s.pileLen)
	}
	for i, c := range pile {
		s.pile[len(pile)-1-i] = c
	}
	s.rng = splitMix(seed)
	return s, nil
}
