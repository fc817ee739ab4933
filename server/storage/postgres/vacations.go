package postgres

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/koikoi-app/koikoi/server/storage"
)

var _ storage.Vacations = (*Store)(nil)

// SetVacation keeps a vacation or changes its end.
func (s *Store) SetVacation(ctx context.Context, v storage.Vacation) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO vacations (player_id, starts, ends) VALUES ($1, $2, $3)
		ON CONFLICT (player_id, starts) DO UPDATE SET ends = excluded.ends`, v.Player, v.Starts, v.Ends)
	return err
}

// VacationsOf lists a player's vacations that end after since.
func (s *Store) VacationsOf(ctx context.Context, player string, since time.Time) ([]storage.Vacation, error) {
	rows, err := s.pool.Query(ctx, `SELECT player_id, starts, ends FROM vacations WHERE player_id = $1 AND ends > $2 ORDER BY starts`,
		player, since)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (storage.Vacation, error) {
		var v storage.Vacation
		err := r.Scan(&v.Player, &v.Starts, &v.Ends)
		v.Starts, v.Ends = v.Starts.UTC(), v.Ends.UTC()
		return v, err
	})
}
