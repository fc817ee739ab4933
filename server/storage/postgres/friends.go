package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/koikoi-app/koikoi/server/storage"
)

var _ storage.Friends = (*Store)(nil)

// FriendCode returns a player's friend code, "" while none.
func (s *Store) FriendCode(ctx context.Context, player string) (string, error) {
	var code string
	err := s.pool.QueryRow(ctx, `SELECT code FROM friend_codes WHERE player_id = $1`, player).Scan(&code)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", nil
	}
	return code, err
}

// SetFriendCode gives a player a friend code.
func (s *Store) SetFriendCode(ctx context.Context, player, code string) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO friend_codes (player_id, code) VALUES ($1, $2)`, player, code)
	return conflict(err)
}

// PlayerByFriendCode finds a player by friend code.
func (s *Store) PlayerByFriendCode(ctx context.Context, code string) (storage.Player, error) {
	var id string
	if err := s.pool.QueryRow(ctx, `SELECT player_id FROM friend_codes WHERE code = $1`, code).Scan(&id); err != nil {
		return storage.Player{}, notFound(err)
	}
	return s.Player(ctx, id)
}

// AddFriend records that player added other.
func (s *Store) AddFriend(ctx context.Context, player, other string, at time.Time) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO friends (player_id, friend_id, created) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
		player, other, at)
	return err
}

// RemoveFriend removes the additions between two players.
func (s *Store) RemoveFriend(ctx context.Context, player, other string) error {
	_, err := s.pool.Exec(ctx, `DELETE FROM friends WHERE (player_id = $1 AND friend_id = $2) OR (player_id = $2 AND friend_id = $1)`,
		player, other)
	return err
}

// FriendList lists a player's additions both ways.
func (s *Store) FriendList(ctx context.Context, player string, alive time.Time) ([]storage.Friend, error) {
	rows, err := s.pool.Query(ctx, `SELECT o.id, p.name, min(o.created), bool_or(o.added), bool_or(o.added_by),
			EXISTS (SELECT 1 FROM presence r JOIN nodes n ON n.id = r.node WHERE r.player_id = o.id AND n.beat >= $1)
		FROM (SELECT friend_id AS id, created, true AS added, false AS added_by FROM friends WHERE player_id = $2
			UNION ALL SELECT player_id, created, false, true FROM friends WHERE friend_id = $2) o
		JOIN players p ON p.id = o.id
		GROUP BY o.id, p.name ORDER BY p.name, o.id`, alive, player)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (storage.Friend, error) {
		var f storage.Friend
		err := r.Scan(&f.Player, &f.Name, &f.Since, &f.Added, &f.AddedBy, &f.Online)
		f.Since = f.Since.UTC()
		return f, err
	})
}

// SetPresence records the sessions that arrived on a node and removes
// those that left, in one statement.
func (s *Store) SetPresence(ctx context.Context, node string, arrived, left []storage.Presence) error {
	if len(arrived) == 0 && len(left) == 0 {
		return nil
	}
	ap, as := presenceColumns(arrived)
	lp, ls := presenceColumns(left)
	_, err := s.pool.Exec(ctx, `WITH gone AS (DELETE FROM presence WHERE (player_id, session) IN (SELECT * FROM unnest($1::text[], $2::text[])))
		INSERT INTO presence (player_id, session, node) SELECT p, s, $5 FROM unnest($3::text[], $4::text[]) AS u(p, s) ON CONFLICT DO NOTHING`,
		lp, ls, ap, as, node)
	return err
}

// presenceColumns returns the players and sessions as two columns.
func presenceColumns(list []storage.Presence) (players, sessions []string) {
	players, sessions = make([]string, len(list)), make([]string, len(list))
	for i, p := range list {
		players[i], sessions[i] = p.Player, p.Session
	}
	return players, sessions
}

// AddTableInvite records an invitation.
func (s *Store) AddTableInvite(ctx context.Context, inv storage.TableInvite) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO table_invites (id, table_id, from_id, to_id, created) VALUES ($1, $2, $3, $4, $5)`,
		inv.ID, inv.Table, inv.From, inv.To, inv.Created)
	return conflict(err)
}

// TableInvites lists the invitations to a player.
func (s *Store) TableInvites(ctx context.Context, to string) ([]storage.TableInvite, error) {
	rows, err := s.pool.Query(ctx, `SELECT i.id, i.table_id, i.from_id, coalesce(p.name, ''), i.to_id, i.created
		FROM table_invites i LEFT JOIN players p ON p.id = i.from_id WHERE i.to_id = $1 ORDER BY i.created DESC, i.id`, to)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (storage.TableInvite, error) {
		var inv storage.TableInvite
		err := r.Scan(&inv.ID, &inv.Table, &inv.From, &inv.FromName, &inv.To, &inv.Created)
		inv.Created = inv.Created.UTC()
		return inv, err
	})
}

// TakeTableInvite removes an invitation to a player and returns it.
func (s *Store) TakeTableInvite(ctx context.Context, id, to string) (storage.TableInvite, error) {
	var inv storage.TableInvite
	err := s.pool.QueryRow(ctx, `DELETE FROM table_invites WHERE id = $1 AND to_id = $2 RETURNING id, table_id, from_id, to_id, created`, id, to).
		Scan(&inv.ID, &inv.Table, &inv.From, &inv.To, &inv.Created)
	inv.Created = inv.Created.UTC()
	return inv, notFound(err)
}
