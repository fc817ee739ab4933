package postgres

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/koikoi-app/koikoi/server/storage"
)

var _ storage.Push = (*Store)(nil)

// SavePushSubscription adds or replaces a subscription.
func (s *Store) SavePushSubscription(ctx context.Context, p storage.PushSubscription) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO push_subscriptions (endpoint, player_id, p256dh, auth, turns, invites, created)
		VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (endpoint) DO UPDATE SET player_id = excluded.player_id, p256dh = excluded.p256dh,
		auth = excluded.auth, turns = excluded.turns, invites = excluded.invites, created = excluded.created`,
		p.Endpoint, p.Player, p.P256dh, p.Auth, p.Turns, p.Invites, p.Created)
	return err
}

// RemovePushSubscription removes a player's subscription.
func (s *Store) RemovePushSubscription(ctx context.Context, player, endpoint string) error {
	_, err := s.pool.Exec(ctx, `DELETE FROM push_subscriptions WHERE player_id = $1 AND endpoint = $2`, player, endpoint)
	return err
}

// PushSubscriptions lists a player's subscriptions.
func (s *Store) PushSubscriptions(ctx context.Context, player string) ([]storage.PushSubscription, error) {
	rows, err := s.pool.Query(ctx, `SELECT endpoint, player_id, p256dh, auth, turns, invites, created FROM push_subscriptions
		WHERE player_id = $1 ORDER BY created, endpoint`, player)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (storage.PushSubscription, error) {
		var p storage.PushSubscription
		err := r.Scan(&p.Endpoint, &p.Player, &p.P256dh, &p.Auth, &p.Turns, &p.Invites, &p.Created)
		p.Created = p.Created.UTC()
		return p, err
	})
}

// Online reports whether a player has a session on a live node.
func (s *Store) Online(ctx context.Context, player string, alive time.Time) (bool, error) {
	var on bool
	err := s.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM presence r JOIN nodes n ON n.id = r.node WHERE r.player_id = $1 AND n.beat >= $2)`,
		player, alive).Scan(&on)
	return on, err
}

// ServerKey returns the value under name, keeping value first if none.
func (s *Store) ServerKey(ctx context.Context, name, value string) (string, error) {
	var kept string
	err := s.pool.QueryRow(ctx, `WITH put AS (INSERT INTO server_keys (name, value) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING value)
		SELECT value FROM put UNION ALL SELECT value FROM server_keys WHERE name = $1 LIMIT 1`, name, value).Scan(&kept)
	return kept, err
}
