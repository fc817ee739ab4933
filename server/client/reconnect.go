package client

import (
	"context"
	"errors"
	"time"

	"github.com/cenkalti/backoff/v5"
)

// The reconnection policy: the first wait is about FirstWait, each next one
// twice the last, up to MaxWait, every one randomised by ±Jitter of itself.
const (
	FirstWait = 250 * time.Millisecond
	MaxWait   = 5 * time.Second
	Jitter    = 0.5
)

// Backoff returns the waits of one client before each of its attempts to
// reconnect (or to ask again for what the server could not do): growing
// exponentially and capped, so that a server that is down is not hammered,
// and random, so that the clients of a node that died, who all notice it
// in the same instant, do not all come back to the survivors in the same
// instant either. Call Reset once a connection works again.
func Backoff() *backoff.ExponentialBackOff { return NewBackoff(FirstWait, MaxWait) }

// NewBackoff is Backoff with other bounds: about first, then twice the
// last wait up to most, each randomised by ±Jitter.
func NewBackoff(first, most time.Duration) *backoff.ExponentialBackOff {
	return &backoff.ExponentialBackOff{InitialInterval: first, RandomizationFactor: Jitter, Multiplier: 2, MaxInterval: most}
}

// Reconnect waits b's next backoff, then calls connect, and so on until
// connect succeeds or ctx ends. It waits before the first attempt too: the
// moment a connection broke is the same for every client of the node.
// connect may pick another server at each attempt.
func Reconnect(ctx context.Context, b backoff.BackOff, connect func(context.Context) (*Conn, error)) (*Conn, error) {
	var last error
	for {
		if err := wait(ctx, b); err != nil {
			return nil, errors.Join(err, last)
		}
		c, err := connect(ctx)
		if err == nil {
			b.Reset()
			return c, nil
		}
		last = err
	}
}

// ErrGaveUp is returned when a backoff says to stop trying.
var ErrGaveUp = errors.New("client: gave up reconnecting")

// wait waits b's next backoff, or until ctx ends.
func wait(ctx context.Context, b backoff.BackOff) error {
	d := b.NextBackOff()
	if d == backoff.Stop {
		return ErrGaveUp
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
