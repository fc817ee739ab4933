package sqlite

import (
	"context"
	"database/sql"
	"time"

	"github.com/koikoi-app/koikoi/server/storage"
)

var _ storage.Push = (*Store)(nil)

// SavePushSubscription adds or replaces a subscription.
func (s *Store) SavePushSubscription(ctx context.Context, p storage.PushSubscription) error {
	return s.inTx(ctx, func(ctx context.Context, tx *sql.Tx) error {
		_, err := s.exec(ctx, tx, `INSERT INTO push_subscriptions (endpoint, player_id, p256dh, auth, turns, invites, created)
			VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (endpoint) DO UPDATE SET player_id = excluded.player_id, p256dh = excluded.p256dh,
			auth = excluded.auth, turns = excluded.turns, invites = excluded.invites, created = excluded.created`,
			p.Endpoint, p.Player, p.P256dh, p.Auth, p.Turns, p.Invites, ms(p.Created))
		return err
	})
}

// RemovePushSubscription removes a player's subscription.
func (s *Store) RemovePushSubscription(ctx context.Context, player, endpoint string) error {
	return s.inTx(ctx, func(ctx context.Context, tx *sql.Tx) error {
		_, err := s.exec(ctx, tx, `DELETE FROM push_subscriptions WHERE player_id = ? AND endpoint = ?`, player, endpoint)
		return err
	})
}

// PushSubscriptions lists a player's subscriptions.
func (s *Store) PushSubscriptions(ctx context.Context, player string) ([]storage.PushSubscription, error) {
	rows, err := s.query(ctx, `SELECT endpoint, player_id, p256dh, auth, turns, invites, created FROM push_subscriptions
		WHERE player_id = ? ORDER BY created, endpoint`, player)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []storage.PushSubscription
	for rows.Next() {
		var p storage.PushSubscription
		var at int64
		if err := rows.Scan(&p.Endpoint, &p.Player, &p.P256dh, &p.Auth, &p.Turns, &p.Invites, &at); err != nil {
			return nil, err
		}
		p.Created = fromMS(at)
		out = append(out, p)
	}
	return out, rows.Err()
}

// Online reports whether a player has a session on a live node.
func (s *Store) Online(ctx context.Context, player string, alive time.Time) (bool, error) {
	var on bool
	err := s.queryRow(ctx, nil, `SELECT EXISTS (SELECT 1 FROM presence r JOIN nodes n ON n.id = r.node WHERE r.player_id = ? AND n.beat >= ?)`,
		player, ms(alive)).Scan(&on)
	return on, err
}

// ServerKey returns the value under name, keeping value first if none.
func (s *Store) ServerKey(ctx context.Context, name, value string) (string, error) {
	var kept string
	err := s.inTx(ctx, func(ctx context.Context, tx *sql.Tx) error {
		if _, err := s.exec(ctx, tx, `INSERT INTO server_keys (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING`, name, value); err != nil {
			return err
		}
		return s.queryRow(ctx, tx, `SELECT value FROM server_keys WHERE name = ?`, name).Scan(&kept)
	})
	return kept, err
}
