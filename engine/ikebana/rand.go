package ikebana

import "github.com/koikoi-app/koikoi/internal/splitmix"

// splitMix is the SplitMix64 generator (internal/splitmix), shared with
// Koi-Koi: tiny, fast, and enough to shuffle cards reproducibly.
type splitMix = splitmix.Source

// shuffle puts cs in a Fisher–Yates order driven by s. Each 64-bit
// output serves two swaps, its halves scaled to [0, i] by Lemire's
// multiply-shift (a bias below 2⁻²⁶ for 55 cards).
func shuffle(s *splitMix, cs []Card) {
	i := len(cs) - 1
	for ; i > 1; i -= 2 {
		r := s.Next()
		j := int((r & 0xFFFFFFFF) * uint64(i+1) >> 32)
		cs[i], cs[j] = cs[j], cs[i]
		j = int((r >> 32) * uint64(i) >> 32)
		cs[i-1], cs[j] = cs[j], cs[i-1]
	}
	if i == 1 {
		j := s.Intn(2)
		cs[1], cs[j] = cs[j], cs[1]
	}
}

// RoundSeed returns the seed of round n (1-based) of a game started with
// gameSeed: it shuffles the round's deck and any reshuffle of an exhausted
// pile during the round. It is one-way (SHA-256): a round's seed, revealed
// when the round ends, tells nothing of the game seed or of other rounds.
func RoundSeed(gameSeed uint64, n int) uint64 { return deriveSeed(gameSeed, 'R', n) }

// deriveSeed hashes the game seed with a purpose and an index.
func deriveSeed(gameSeed uint64, purpose byte, n int) uint64 {
	return splitmix.Derive(gameSeed, purpose, n)
}

// ShuffledDeck returns the deck that seed shuffles, top card first: the 55
// cards in a Fisher–Yates order driven by SplitMix64.
func ShuffledDeck(seed uint64) [NumCards]Card {
	var d [NumCards]Card
	for i := range d {
		d[i] = Card(i)
	}
	r := splitMix(seed)
	shuffle(&r, d[:])
	return d
}
