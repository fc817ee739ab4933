package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/koikoi-app/koikoi/server/storage"
)

// The statements of link codes and devices run in transactions.
const (
	insertLinkCode = `INSERT INTO link_codes (code_hash, player_id, created, expires) VALUES (?, ?, ?, ?)`
	linkCodeOf     = `SELECT player_id, expires, used FROM link_codes WHERE code_hash = ?`
	secretTaken    = `SELECT 1 FROM players WHERE secret_hash = ?`
	spendLinkCode  = `UPDATE link_codes SET used = 1 WHERE code_hash = ? AND used = 0`
	insertDevice   = `INSERT INTO devices (id, secret_hash, player_id, created) VALUES (?, ?, ?, ?)`
	deleteDevice   = `DELETE FROM devices WHERE player_id = ? AND id = ?`
)

// linkedPlayer finds the player of a linked device's secret.
func (s *Store) linkedPlayer(ctx context.Context, secretHash []byte) (storage.Player, error) {
	var id string
	if err := s.queryRow(ctx, nil, `SELECT player_id FROM devices WHERE secret_hash = ?`, secretHash).Scan(&id); err != nil {
		return storage.Player{}, notFound(err)
	}
	return s.Player(ctx, id)
}

// CreateLinkCode keeps a link code.
func (s *Store) CreateLinkCode(ctx context.Context, c storage.LinkCode) error {
	return s.inTx(ctx, func(ctx context.Context, tx *sql.Tx) error {
		_, err := s.exec(ctx, tx, insertLinkCode, c.Hash, c.Player, ms(c.Created), ms(c.Expires))
		return conflict(err)
	})
}

// LinkCodesSince counts a player's link codes since t.
func (s *Store) LinkCodesSince(ctx context.Context, playerID string, t time.Time) (int, error) {
	var n int
	err := s.queryRow(ctx, nil, `SELECT count(*) FROM link_codes WHERE player_id = ? AND created >= ?`, playerID, ms(t)).Scan(&n)
	return n, err
}

// RedeemLinkCode spends a code and links a device.
func (s *Store) RedeemLinkCode(ctx context.Context, codeHash []byte, now time.Time, d storage.Device) (storage.Device, error) {
	err := s.inTx(ctx, func(ctx context.Context, tx *sql.Tx) error {
		var expires int64
		var used bool
		if err := s.queryRow(ctx, tx, linkCodeOf, codeHash).Scan(&d.Player, &expires, &used); err != nil {
			return notFound(err)
		}
		if used || !now.Before(fromMS(expires)) {
			return storage.ErrNotFound
		}
		var one int
		switch err := s.queryRow(ctx, tx, secretTaken, d.SecretHash).Scan(&one); {
		case err == nil:
			return storage.ErrConflict
		case !errors.Is(err, sql.ErrNoRows):
			return err
		}
		r, err := s.exec(ctx, tx, spendLinkCode, codeHash)
		if err != nil {
			return err
		}
		if n, _ := r.RowsAffected(); n == 0 {
			return storage.ErrNotFound
		}
		_, err = s.exec(ctx, tx, insertDevice, d.ID, d.SecretHash, d.Player, ms(d.Created))
		return conflict(err)
	})
	return d, err
}

// PlayerDevices lists a player's linked devices.
func (s *Store) PlayerDevices(ctx context.Context, playerID string) ([]storage.Device, error) {
	rows, err := s.query(ctx, `SELECT id, secret_hash, created FROM devices WHERE player_id = ? ORDER BY created, id`, playerID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []storage.Device
	for rows.Next() {
		d := storage.Device{Player: playerID}
		var created int64
		if err := rows.Scan(&d.ID, &d.SecretHash, &created); err != nil {
			return nil, err
		}
		d.Created = fromMS(created)
		out = append(out, d)
	}
	return out, rows.Err()
}

// Unlink removes a linked device.
func (s *Store) Unlink(ctx context.Context, playerID, deviceID string) error {
	return s.inTx(ctx, func(ctx context.Context, tx *sql.Tx) error {
		r, err := s.exec(ctx, tx, deleteDevice, playerID, deviceID)
		if err != nil {
			return err
		}
		if n, _ := r.RowsAffected(); n == 0 {
			return storage.ErrNotFound
		}
		return nil
	})
}
