package sqlite

import (
	"context"
	"time"
)

// AddAttempt records an attempt.
func (s *Store) AddAttempt(ctx context.Context, key string, at time.Time) error {
	_, err := s.exec(ctx, nil, `INSERT INTO attempts (key, at) VALUES (?, ?)`, key, ms(at))
	return err
}

// CountAttempts counts a key's attempts since a time.
func (s *Store) CountAttempts(ctx context.Context, key string, since time.Time) (int, error) {
	var n int
	err := s.queryRow(ctx, nil, `SELECT count(*) FROM attempts WHERE key = ? AND at >= ?`, key, ms(since)).Scan(&n)
	return n, err
}

// PruneAttempts forgets the attempts before t.
func (s *Store) PruneAttempts(ctx context.Context, before time.Time) error {
	_, err := s.exec(ctx, nil, `DELETE FROM attempts WHERE at < ?`, ms(before))
	return err
}
