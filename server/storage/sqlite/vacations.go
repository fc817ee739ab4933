package sqlite

import (
	"context"
	"database/sql"
	"time"

	"github.com/koikoi-app/koikoi/server/storage"
)

var _ storage.Vacations = (*Store)(nil)

// SetVacation keeps a vacation or changes its end.
func (s *Store) SetVacation(ctx context.Context, v storage.Vacation) error {
	return s.inTx(ctx, func(ctx context.Context, tx *sql.Tx) error {
		_, err := s.exec(ctx, tx, `INSERT INTO vacations (player_id, starts, ends) VALUES (?, ?, ?)
			ON CONFLICT (player_id, starts) DO UPDATE SET ends = excluded.ends`, v.Player, ms(v.Starts), ms(v.Ends))
		return err
	})
}

// VacationsOf lists a player's vacations that end after since.
func (s *Store) VacationsOf(ctx context.Context, player string, since time.Time) ([]storage.Vacation, error) {
	rows, err := s.query(ctx, `SELECT player_id, starts, ends FROM vacations WHERE player_id = ? AND ends > ? ORDER BY starts`,
		player, ms(since))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []storage.Vacation
	for rows.Next() {
		var v storage.Vacation
		var starts, ends int64
		if err := rows.Scan(&v.Player, &starts, &ends); err != nil {
			return nil, err
		}
		v.Starts, v.Ends = fromMS(starts), fromMS(ends)
		out = append(out, v)
	}
	return out, rows.Err()
}
