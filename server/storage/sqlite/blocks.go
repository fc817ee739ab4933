package sqlite

import (
	"context"
	"database/sql"
	"time"

	"github.com/koikoi-app/koikoi/server/storage"
)

const (
	insertBlock = `INSERT INTO blocks (player_id, blocked_id, created) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`
	deleteBlock = `DELETE FROM blocks WHERE player_id = ? AND blocked_id = ?`
)

// Block records a block.
func (s *Store) Block(ctx context.Context, player, other string, at time.Time) error {
	return s.inTx(ctx, func(ctx context.Context, tx *sql.Tx) error {
		_, err := s.exec(ctx, tx, insertBlock, player, other, ms(at))
		return err
	})
}

// Unblock removes a block.
func (s *Store) Unblock(ctx context.Context, player, other string) error {
	return s.inTx(ctx, func(ctx context.Context, tx *sql.Tx) error {
		_, err := s.exec(ctx, tx, deleteBlock, player, other)
		return err
	})
}

// BlockList lists a player's blocks both ways.
func (s *Store) BlockList(ctx context.Context, player string) ([]storage.Blocked, []string, error) {
	rows, err := s.query(ctx, `SELECT b.blocked_id, coalesce(p.name, ''), b.created FROM blocks b LEFT JOIN players p ON p.id = b.blocked_id
		WHERE b.player_id = ? ORDER BY b.created DESC, b.blocked_id`, player)
	if err != nil {
		return nil, nil, err
	}
	var blocks []storage.Blocked
	for rows.Next() {
		var b storage.Blocked
		var t int64
		if err := rows.Scan(&b.Player, &b.Name, &t); err != nil {
			rows.Close()
			return nil, nil, err
		}
		b.Since = fromMS(t)
		blocks = append(blocks, b)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, nil, err
	}
	by, err := s.ids(ctx, `SELECT player_id FROM blocks WHERE blocked_id = ? ORDER BY player_id`, player)
	return blocks, by, err
}
