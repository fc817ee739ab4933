package ikebana

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

// shuffle puts cs in a Fisher–Yates order driven by s. Each 64-bit
// output serves two swaps, its halves scaled to [0, i] by Lemire's
// multiply-shift (a bias below 2⁻²⁶ for 55 cards).
func (s *splitMix) shuffle(cs []Card) {
	i := len(cs) - 1
	for ; i > 1; i -= 2 {
		r := s.next()
		j := int((r & 0xFFFFFFFF) * uint64(i+1) >> 32)
		cs[i], cs[j] = cs[j], cs[i]
		j = int((r >> 32) * uint64(i) >> 32)
		cs[i-1], cs[j] = cs[j], cs[i-1]
	}
	if i == 1 {
		j := s.intn(2)
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
	var b [17]byte
	binary.LittleEndian.PutUint64(b[:8], gameSeed)
	b[8] = purpose
	binary.LittleEndian.PutUint64(b[9:], uint64(n))
	sum := sha256.Sum256(b[:])
	return binary.LittleEndian.Uint64(sum[:8])
}

// ShuffledDeck returns the deck that seed shuffles, top card first: the 55
// cards in a Fisher–Yates order driven by SplitMix64.
func ShuffledDeck(seed uint64) [NumCards]Card {
	var d [NumCards]Card
	for i := range d {
		d[i] = Card(i)
	}
	r := splitMix(seed)
	r.shuffle(d[:])
	return d
}
