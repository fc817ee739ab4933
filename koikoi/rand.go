package koikoi

import (
	"crypto/sha256"
	"encoding/binary"
	"math/bits"
)

// splitMix is the SplitMix64 generator: tiny, fast, and enough to shuffle
// cards reproducibly. It is a value, so it never allocates.
type splitMix uint64

func (s *splitMix) next() uint64 {
	*s += 0x9e3779b97f4a7c15
	z := uint64(*s)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// intn returns a number in [0, n) (Lemire's multiply-shift).
func (s *splitMix) intn(n int) int {
	hi, _ := bits.Mul64(s.next(), uint64(n))
	return int(hi)
}

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
		j := r.intn(i + 1)
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
	var b [17]byte
	binary.LittleEndian.PutUint64(b[:8], gameSeed)
	b[8] = purpose
	binary.LittleEndian.PutUint64(b[9:], uint64(n))
	sum := sha256.Sum256(b[:])
	return binary.LittleEndian.Uint64(sum[:8])
}
