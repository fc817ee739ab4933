package postgres

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/koikoi-app/koikoi/server/storage"
)

// Block records a block.
func (s *Store) Block(ctx context.Context, player, other string, at time.Time) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO blocks (player_id, blocked_id, created) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, player, other, at)
	return err
}

// Unblock removes a block.
func (s *Store) Unblock(ctx context.Context, player, other string) error {
	_, err := s.pool.Exec(ctx, `DELETE FROM blocks WHERE player_id = $1 AND blocked_id = $2`, player, other)
	return err
}

// BlockList lists a player's blocks both ways.
func (s *Store) BlockList(ctx context.Context, player string) ([]storage.Blocked, []string, error) {
	rows, err := s.pool.Query(ctx, `SELECT b.blocked_id, coalesce(p.name, ''), b.created FROM blocks b LEFT JOIN players p ON p.id = b.blocked_id
		WHERE b.player_id = $1 ORDER BY b.created DESC, b.blocked_id`, player)
	if err != nil {
		return nil, nil, err
	}
	blocks, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (storage.Blocked, error) {
		var b storage.Blocked
		err := r.Scan(&b.Player, &b.Name, &b.Since)
		b.Since = b.Since.UTC()
		return b, err
	})
	if err != nil {
		return nil, nil, err
	}
	rows, err = s.pool.Query(ctx, `SELECT player_id FROM blocks WHERE blocked_id = $1 ORDER BY player_id`, player)
	if err != nil {
		return nil, nil, err
	}
	by, err := pgx.CollectRows(rows, pgx.RowTo[string])
	return blocks, by, err
}
