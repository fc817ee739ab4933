package ai

import "math/bits"

// rng is SplitMix64: tiny, fast, a value, and reproducible from its seed.
type rng uint64

func (r *rng) next() uint64 {
	*r += 0x9e3779b97f4a7c15
	z := uint64(*r)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// intn returns a number in [0, n).
func (r *rng) intn(n int) int {
	hi, _ := bits.Mul64(r.next(), uint64(n))
	return int(hi)
}

// mix folds v into the hash h (FNV-1a style over 64-bit words).
func mix(h, v uint64) uint64 {
	h ^= v
	h *= 0x100000001b3
	return h ^ h>>29
}
