package postgres

import (
	"context"
	"encoding/json"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/koikoi-app/koikoi/server/storage"
)

var _ storage.Nodes = (*Store)(nil)

// Beat records that node is alive at t.
func (s *Store) Beat(ctx context.Context, node string, t time.Time) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO nodes (id, beat) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET beat = excluded.beat`, node, t)
	return err
}

// SilentNodes lists the nodes whose last beat is before t.
func (s *Store) SilentNodes(ctx context.Context, before time.Time) ([]string, error) {
	rows, err := s.pool.Query(ctx, `SELECT id FROM nodes WHERE beat < $1 ORDER BY beat`, before)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowTo[string])
}

// TablesOnNode lists the unfinished tables with a seat whose connection
// is on node: the seats (JSONB) contain one whose node it is.
func (s *Store) TablesOnNode(ctx context.Context, node string) ([]string, error) {
	seat, err := json.Marshal([]map[string]string{{"node": node}})
	if err != nil {
		return nil, err
	}
	rows, err := s.pool.Query(ctx, `SELECT id FROM game_tables WHERE status IN ('open', 'playing') AND seats @> $1::jsonb`, string(seat))
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowTo[string])
}

// ForgetNode removes a node's beats and the sessions it held.
func (s *Store) ForgetNode(ctx context.Context, node string) error {
	_, err := s.pool.Exec(ctx, `WITH gone AS (DELETE FROM presence WHERE node = $1) DELETE FROM nodes WHERE id = $1`, node)
	return err
}
