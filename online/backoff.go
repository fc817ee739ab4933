package online

import (
	"math/rand/v2"
	"time"
)

// backoff is the pause before reconnection attempt n (from 0): it doubles
// from least up to most, and is drawn at random in the upper half of that,
// so that the clients a server restart dropped all at once do not all
// come back at once.
func backoff(least, most time.Duration, n int) time.Duration {
	d := least
	for i := 0; i < n && d < most; i++ {
		d *= 2
	}
	d = min(d, most)
	return d/2 + rand.N(d/2+1)
}
