package storage

import (
	"context"
	"time"
)

// Attempts counts what the server's limits count, for every node at once:
// wrong invite codes, wrong link codes and new players, each under a key
// that says what and whose ("join player p1", "link addr 203.0.113.7").
// A limit that each node counted in its own memory would give a guesser n
// times the tries across n nodes; here every node reads the same count.
type Attempts interface {
	// AddAttempt records one attempt under key at t.
	AddAttempt(ctx context.Context, key string, at time.Time) error
	// CountAttempts counts key's attempts at or after since.
	CountAttempts(ctx context.Context, key string, since time.Time) (int, error)
	// PruneAttempts forgets every attempt before t (no limit looks back
	// that far).
	PruneAttempts(ctx context.Context, before time.Time) error
}
