package ai

import "github.com/koikoi-app/koikoi/internal/splitmix"

// rng is SplitMix64 (internal/splitmix): tiny, fast, a value, and
// reproducible from its seed.
type rng = splitmix.Source

// mix folds v into the hash h (splitmix.Mix).
func mix(h, v uint64) uint64 { return splitmix.Mix(h, v) }
