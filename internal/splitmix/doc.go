// Package splitmix is the small random number generator both games use:
// SplitMix64, a 64-bit state that is a plain value (copying it forks the
// sequence, it never allocates), reproducible from its seed, with the
// helpers the rules and the computer players need (a bounded integer, a
// float, a one-way seed derivation and a word-mixing hash).
//
// It is not for secrets: the deals are made checkable (a revealed seed
// gives the deck), not unpredictable to someone who knows the seed.
package splitmix
