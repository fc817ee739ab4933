package client

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/cenkalti/backoff/v5"
)

// TestBackoff: each wait is the last one doubled, up to the cap, and
// randomised by ±Jitter; Reset starts over.
func TestBackoff(t *testing.T) {
	for client := range 50 {
		b := Backoff()
		for round := range 2 {
			base := FirstWait
			for attempt := range 10 {
				lo := time.Duration(float64(base) * (1 - Jitter))
				hi := time.Duration(float64(base)*(1+Jitter)) + 1
				if got := b.NextBackOff(); got < lo || got > hi {
					t.Fatalf("client %d, round %d: wait %d = %v; want within [%v, %v]", client, round, attempt, got, lo, hi)
				}
				base = min(2*base, MaxWait)
			}
			b.Reset()
		}
	}
}

// TestBackoffSpread: the clients of a node that died all notice it at
// once; their first attempts to reconnect are spread over the whole jitter
// window, none of its tenths holding more than a small share of them.
func TestBackoffSpread(t *testing.T) {
	const clients = 2000
	lo := time.Duration(float64(FirstWait) * (1 - Jitter))
	width := time.Duration(float64(FirstWait) * 2 * Jitter)
	var buckets [10]int
	for range clients {
		d := Backoff().NextBackOff()
		i := min(int((d-lo)*10/width), 9)
		buckets[i]++
	}
	for i, n := range buckets {
		// Uniform: about 200 a tenth; 300 is many standard deviations off.
		if n > clients*3/20 || n < clients/20 {
			t.Errorf("tenth %d of the first waits' window holds %d of %d clients; want about %d (all: %v)", i, n, clients, clients/10, buckets)
		}
	}
}

// countingBackoff records its calls; its waits are short.
type countingBackoff struct {
	next, resets int
	stopAfter    int // NextBackOff returns Stop after this many calls (0: never)
}

func (c *countingBackoff) NextBackOff() time.Duration {
	c.next++
	if c.stopAfter > 0 && c.next > c.stopAfter {
		return backoff.Stop
	}
	return time.Millisecond
}

func (c *countingBackoff) Reset() { c.resets++ }

// TestReconnect: a wait before every attempt, the first included; the
// backoff starts over once connected; a backoff that stops, or a context
// that ends, ends the attempts with the last connection error.
func TestReconnect(t *testing.T) {
	refused := errors.New("connection refused")
	failing := func(n int, calls *[]int) func(context.Context) (*Conn, error) {
		return func(context.Context) (*Conn, error) {
			*calls = append(*calls, len(*calls))
			if len(*calls) <= n {
				return nil, refused
			}
			return &Conn{}, nil
		}
	}
	t.Run("connects", func(t *testing.T) {
		b := &countingBackoff{}
		var calls []int
		c, err := Reconnect(context.Background(), b, failing(3, &calls))
		if err != nil || c == nil {
			t.Fatalf("Reconnect = %v, %v; want a connection", c, err)
		}
		if len(calls) != 4 || b.next != 4 || b.resets != 1 {
			t.Errorf("%d attempts, %d waits, %d resets; want 4, 4, 1", len(calls), b.next, b.resets)
		}
	})
	t.Run("gives up", func(t *testing.T) {
		b := &countingBackoff{stopAfter: 2}
		var calls []int
		_, err := Reconnect(context.Background(), b, failing(10, &calls))
		if !errors.Is(err, ErrGaveUp) || !errors.Is(err, refused) || len(calls) != 2 {
			t.Errorf("Reconnect = %v after %d attempts; want ErrGaveUp and the refusal after 2", err, len(calls))
		}
	})
	t.Run("cancelled", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		var calls []int
		_, err := Reconnect(ctx, Backoff(), func(ctx context.Context) (*Conn, error) {
			calls = append(calls, 0)
			cancel()
			return nil, refused
		})
		if !errors.Is(err, context.Canceled) || !slices.Equal(calls, []int{0}) {
			t.Errorf("Reconnect = %v after %d attempts; want context.Canceled after 1", err, len(calls))
		}
	})
}
