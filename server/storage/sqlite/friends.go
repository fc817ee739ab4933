package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/koikoi-app/koikoi/server/storage"
)

var _ storage.Friends = (*Store)(nil)

// FriendCode returns a player's friend code, "" while none.
func (s *Store) FriendCode(ctx context.Context, player string) (string, error) {
	var code string
	err := s.queryRow(ctx, nil, `SELECT code FROM friend_codes WHERE player_id = ?`, player).Scan(&code)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return code, err
}

// SetFriendCode gives a player a friend code.
func (s *Store) SetFriendCode(ctx context.Context, player, code string) error {
	return s.inTx(ctx, func(ctx context.Context, tx *sql.Tx) error {
		_, err := s.exec(ctx, tx, `INSERT INTO friend_codes (player_id, code) VALUES (?, ?)`, player, code)
		return conflict(err)
	})
}

// PlayerByFriendCode finds a player by friend code.
func (s *Store) PlayerByFriendCode(ctx context.Context, code string) (storage.Player, error) {
	var id string
	if err := s.queryRow(ctx, nil, `SELECT player_id FROM friend_codes WHERE code = ?`, code).Scan(&id); err != nil {
		return storage.Player{}, notFound(err)
	}
	return s.Player(ctx, id)
}

// AddFriend records that player added other.
func (s *Store) AddFriend(ctx context.Context, player, other string, at time.Time) error {
	return s.inTx(ctx, func(ctx context.Context, tx *sql.Tx) error {
		_, err := s.exec(ctx, tx, `INSERT INTO friends (player_id, friend_id, created) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
			player, other, ms(at))
		return err
	})
}

// RemoveFriend removes the additions between two players.
func (s *Store) RemoveFriend(ctx context.Context, player, other string) error {
	return s.inTx(ctx, func(ctx context.Context, tx *sql.Tx) error {
		_, err := s.exec(ctx, tx, `DELETE FROM friends WHERE (player_id = ? AND friend_id = ?) OR (player_id = ? AND friend_id = ?)`,
			player, other, other, player)
		return err
	})
}

// FriendList lists a player's additions both ways.
func (s *Store) FriendList(ctx context.Context, player string, alive time.Time) ([]storage.Friend, error) {
	rows, err := s.query(ctx, `SELECT o.id, p.name, min(o.created), max(o.added), max(o.added_by),
			EXISTS (SELECT 1 FROM presence r JOIN nodes n ON n.id = r.node WHERE r.player_id = o.id AND n.beat >= ?)
		FROM (SELECT friend_id AS id, created, 1 AS added, 0 AS added_by FROM friends WHERE player_id = ?
			UNION ALL SELECT player_id, created, 0, 1 FROM friends WHERE friend_id = ?) o
		JOIN players p ON p.id = o.id
		GROUP BY o.id, p.name ORDER BY p.name, o.id`, ms(alive), player, player)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []storage.Friend
	for rows.Next() {
		var f storage.Friend
		var since int64
		if err := rows.Scan(&f.Player, &f.Name, &since, &f.Added, &f.AddedBy, &f.Online); err != nil {
			return nil, err
		}
		f.Since = fromMS(since)
		out = append(out, f)
	}
	return out, rows.Err()
}

// SetPresence records the sessions that arrived on a node and removes
// those that left, in one transaction.
func (s *Store) SetPresence(ctx context.Context, node string, arrived, left []storage.Presence) error {
	if len(arrived) == 0 && len(left) == 0 {
		return nil
	}
	return s.inTx(ctx, func(ctx context.Context, tx *sql.Tx) error {
		for _, p := range left {
			if _, err := s.exec(ctx, tx, `DELETE FROM presence WHERE player_id = ? AND session = ?`, p.Player, p.Session); err != nil {
				return err
			}
		}
		for _, p := range arrived {
			if _, err := s.exec(ctx, tx, `INSERT INTO presence (player_id, session, node) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
				p.Player, p.Session, node); err != nil {
				return err
			}
		}
		return nil
	})
}

// AddTableInvite records an invitation.
func (s *Store) AddTableInvite(ctx context.Context, inv storage.TableInvite) error {
	return s.inTx(ctx, func(ctx context.Context, tx *sql.Tx) error {
		_, err := s.exec(ctx, tx, `INSERT INTO table_invites (id, table_id, from_id, to_id, created) VALUES (?, ?, ?, ?, ?)`,
			inv.ID, inv.Table, inv.From, inv.To, ms(inv.Created))
		return conflict(err)
	})
}

// TableInvites lists the invitations to a player.
func (s *Store) TableInvites(ctx context.Context, to string) ([]storage.TableInvite, error) {
	rows, err := s.query(ctx, `SELECT i.id, i.table_id, i.from_id, coalesce(p.name, ''), i.to_id, i.created
		FROM table_invites i LEFT JOIN players p ON p.id = i.from_id WHERE i.to_id = ? ORDER BY i.created DESC, i.id`, to)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []storage.TableInvite
	for rows.Next() {
		var inv storage.TableInvite
		var at int64
		if err := rows.Scan(&inv.ID, &inv.Table, &inv.From, &inv.FromName, &inv.To, &at); err != nil {
			return nil, err
		}
		inv.Created = fromMS(at)
		out = append(out, inv)
	}
	return out, rows.Err()
}

// TakeTableInvite removes an invitation to a player and returns it.
func (s *Store) TakeTableInvite(ctx context.Context, id, to string) (storage.TableInvite, error) {
	var inv storage.TableInvite
	err := s.inTx(ctx, func(ctx context.Context, tx *sql.Tx) error {
		var at int64
		if err := s.queryRow(ctx, tx, `SELECT id, table_id, from_id, to_id, created FROM table_invites WHERE id = ? AND to_id = ?`, id, to).
			Scan(&inv.ID, &inv.Table, &inv.From, &inv.To, &at); err != nil {
			return notFound(err)
		}
		inv.Created = fromMS(at)
		_, err := s.exec(ctx, tx, `DELETE FROM table_invites WHERE id = ?`, id)
		return err
	})
	return inv, err
}
