package postgres

import (
	"context"
	"time"
)

// AddAttempt records an attempt.
func (s *Store) AddAttempt(ctx context.Context, key string, at time.Time) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO attempts (key, at) VALUES ($1, $2)`, key, at)
	return err
}

// CountAttempts counts a key's attempts since a time.
func (s *Store) CountAttempts(ctx context.Context, key string, since time.Time) (int, error) {
	var n int
	err := s.pool.QueryRow(ctx, `SELECT count(*) FROM attempts WHERE key = $1 AND at >= $2`, key, since).Scan(&n)
	return n, err
}

// PruneAttempts forgets the attempts before t.
func (s *Store) PruneAttempts(ctx context.Context, before time.Time) error {
	_, err := s.pool.Exec(ctx, `DELETE FROM attempts WHERE at < $1`, before)
	return err
}
