package splitmix

import (
	"crypto/sha256"
	"encoding/binary"
	"math/bits"
)

// Source is the SplitMix64 generator; its value is its state.
type Source uint64

// Next returns the next 64 random bits.
func (s *Source) Next() uint64 {
	*s += 0x9e3779b97f4a7c15
	z := uint64(*s)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Intn returns a number in [0, n) by Lemire's multiply-shift; n must be
// positive.
func (s *Source) Intn(n int) int {
	hi, _ := bits.Mul64(s.Next(), uint64(n))
	return int(hi)
}

// Float returns a number in [0, 1).
func (s *Source) Float() float64 { return float64(s.Next()>>11) / (1 << 53) }

// Derive hashes a game seed with a purpose and an index into a new seed.
// It is one-way (SHA-256): a derived seed, revealed, tells nothing of the
// game seed or of the seeds derived for other indexes.
func Derive(gameSeed uint64, purpose byte, n int) uint64 {
	var b [17]byte
	binary.LittleEndian.PutUint64(b[:8], gameSeed)
	b[8] = purpose
	binary.LittleEndian.PutUint64(b[9:], uint64(n))
	sum := sha256.Sum256(b[:])
	return binary.LittleEndian.Uint64(sum[:8])
}

// Mix folds the word v into the hash h (FNV-1a style over 64-bit words):
// how a computer player turns what it sees into a seed.
func Mix(h, v uint64) uint64 {
	h ^= v
	h *= 0x100000001b3
	return h ^ h>>29
}
