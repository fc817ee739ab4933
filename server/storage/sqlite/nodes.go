package sqlite

import (
	"context"
	"database/sql"
	"time"

	"github.com/koikoi-app/koikoi/server/storage"
)

var _ storage.Nodes = (*Store)(nil)

// Beat records that node is alive at t.
func (s *Store) Beat(ctx context.Context, node string, t time.Time) error {
	return s.inTx(ctx, func(ctx context.Context, tx *sql.Tx) error {
		_, err := s.exec(ctx, tx, beat, node, ms(t))
		return err
	})
}

// SilentNodes lists the nodes whose last beat is before t.
func (s *Store) SilentNodes(ctx context.Context, before time.Time) ([]string, error) {
	return s.ids(ctx, `SELECT id FROM nodes WHERE beat < ? ORDER BY beat`, ms(before))
}

// TablesOnNode lists the unfinished tables with a seat whose connection
// is on node.
func (s *Store) TablesOnNode(ctx context.Context, node string) ([]string, error) {
	return s.ids(ctx, `SELECT id FROM game_tables WHERE status IN (?, ?)
		AND EXISTS (SELECT 1 FROM json_each(game_tables.seats) WHERE json_extract(json_each.value, '$.node') = ?)`,
		storage.StatusOpen, storage.StatusPlaying, node)
}

// ForgetNode removes a node's beats and the sessions it held.
func (s *Store) ForgetNode(ctx context.Context, node string) error {
	return s.inTx(ctx, func(ctx context.Context, tx *sql.Tx) error {
		if _, err := s.exec(ctx, tx, forgetNode, node); err != nil {
			return err
		}
		_, err := s.exec(ctx, tx, `DELETE FROM presence WHERE node = ?`, node)
		return err
	})
}

// ids runs a query of one text column.
func (s *Store) ids(ctx context.Context, query string, args ...any) ([]string, error) {
	rows, err := s.query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, rows.Err()
}
