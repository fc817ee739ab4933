package koikoi

import "github.com/koikoi-app/koikoi/internal/splitmix"

// splitMix is the SplitMix64 generator (internal/splitmix), shared with
// Ikebana: tiny, fast, and enough to shuffle cards reproducibly.
type splitMix = splitmix.Source

// ShuffledDeck returns the deck that seed shuffles: the 48 cards in a
// Fisher–Yates order driven by SplitMix64. It is the documented way any
// deal can be checked from its revealed seed.
func ShuffledDeck(seed uint64) [NumCards]Card {
	var d [NumCards]Card
	for i := range d {
		d[i] = Card(i)
	}
	r := splitMix(seed)
	for i := NumCards - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		d[i], d[j] = d[j], d[i]
	}
	return d
}

// DealSeed returns the seed of the n-th deal (0-based, redeals included)
// of a game started with gameSeed. It is one-way (SHA-256): the seed of a
// round, revealed when the round ends, tells nothing of the game seed or of
// the decks still to come.
func DealSeed(gameSeed uint64, n int) uint64 { return deriveSeed(gameSeed, 'D', n) }

// deriveSeed hashes the game seed with a purpose and an index.
func deriveSeed(gameSeed uint64, purpose byte, n int) uint64 {
	return splitmix.Derive(gameSeed, purpose, n)
}
