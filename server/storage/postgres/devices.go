package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/koikoi-app/koikoi/server/storage"
)

// linkedPlayer finds the player of a linked device's secret.
func (s *Store) linkedPlayer(ctx context.Context, secretHash []byte) (storage.Player, error) {
	var id string
	if err := s.pool.QueryRow(ctx, `SELECT player_id FROM devices WHERE secret_hash = $1`, secretHash).Scan(&id); err != nil {
		return storage.Player{}, notFound(err)
	}
	return s.Player(ctx, id)
}

// CreateLinkCode keeps a link code.
func (s *Store) CreateLinkCode(ctx context.Context, c storage.LinkCode) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO link_codes (code_hash, player_id, created, expires) VALUES ($1, $2, $3, $4)`,
		c.Hash, c.Player, c.Created, c.Expires)
	return conflict(err)
}

// LinkCodesSince counts a player's link codes since t.
func (s *Store) LinkCodesSince(ctx context.Context, playerID string, t time.Time) (int, error) {
	var n int
	err := s.pool.QueryRow(ctx, `SELECT count(*) FROM link_codes WHERE player_id = $1 AND created >= $2`, playerID, t).Scan(&n)
	return n, err
}

// RedeemLinkCode spends a code and links a device, in one transaction:
// the code's row is locked, so two devices redeeming it at once link one.
func (s *Store) RedeemLinkCode(ctx context.Context, codeHash []byte, now time.Time, d storage.Device) (storage.Device, error) {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var expires time.Time
		var used bool
		if err := tx.QueryRow(ctx, `SELECT player_id, expires, used FROM link_codes WHERE code_hash = $1 FOR UPDATE`, codeHash).
			Scan(&d.Player, &expires, &used); err != nil {
			return notFound(err)
		}
		if used || !now.Before(expires) {
			return storage.ErrNotFound
		}
		var one int
		switch err := tx.QueryRow(ctx, `SELECT 1 FROM players WHERE secret_hash = $1`, d.SecretHash).Scan(&one); {
		case err == nil:
			return storage.ErrConflict
		case !errors.Is(err, pgx.ErrNoRows):
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE link_codes SET used = true WHERE code_hash = $1`, codeHash); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `INSERT INTO devices (id, secret_hash, player_id, created) VALUES ($1, $2, $3, $4)`,
			d.ID, d.SecretHash, d.Player, d.Created)
		return conflict(err)
	})
	return d, err
}

// PlayerDevices lists a player's linked devices.
func (s *Store) PlayerDevices(ctx context.Context, playerID string) ([]storage.Device, error) {
	rows, err := s.pool.Query(ctx, `SELECT id, secret_hash, created FROM devices WHERE player_id = $1 ORDER BY created, id`, playerID)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (storage.Device, error) {
		d := storage.Device{Player: playerID}
		err := r.Scan(&d.ID, &d.SecretHash, &d.Created)
		d.Created = d.Created.UTC()
		return d, err
	})
}

// Unlink removes a linked device.
func (s *Store) Unlink(ctx context.Context, playerID, deviceID string) error {
	tag, err := s.pool.Exec(ctx, `DELETE FROM devices WHERE player_id = $1 AND id = $2`, playerID, deviceID)
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return storage.ErrNotFound
	}
	return nil
}
