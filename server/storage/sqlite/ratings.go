package sqlite

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/koikoi-app/koikoi/server/storage"
)

// The statements of Commit's rating changes (see writeRatings).
const (
	insertRating = `INSERT INTO ratings (player_id, pool, period, rating, deviation, volatility, games, updated)
		VALUES (?, ?, '', ?, ?, ?, ?, ?)`
	updateRating = `UPDATE ratings SET rating = ?, deviation = ?, volatility = ?, games = ?, updated = ?
		WHERE player_id = ? AND pool = ? AND period = '' AND games = ?`
	monthRating = `INSERT INTO ratings (player_id, pool, period, rating, deviation, volatility, games, updated)
		VALUES (?, ?, ?, ?, ?, ?, 1, ?)
		ON CONFLICT (player_id, pool, period) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation,
			volatility = excluded.volatility, games = ratings.games + 1, updated = excluded.updated`
	insertRatingPoint = `INSERT INTO rating_history (player_id, pool, time, table_id, rating, deviation) VALUES (?, ?, ?, ?, ?, ?)`
)

// writeRatings writes a commit's rating changes in its transaction: each
// all-time rating only if it is still the one the change was computed
// from (storage.RatingChange), then the month's and the history's.
func (s *Store) writeRatings(ctx context.Context, tx *sql.Tx, changes []storage.RatingChange) error {
	for _, rc := range changes {
		n := rc.Next
		if rc.Prev.Games == 0 {
			if _, err := s.exec(ctx, tx, insertRating, n.Player, n.Pool, n.Rating, n.Deviation, n.Volatility, n.Games, ms(n.Updated)); err != nil {
				return conflict(err)
			}
		} else {
			r, err := s.exec(ctx, tx, updateRating, n.Rating, n.Deviation, n.Volatility, n.Games, ms(n.Updated), n.Player, n.Pool, rc.Prev.Games)
			if err != nil {
				return err
			}
			if k, _ := r.RowsAffected(); k == 0 {
				return fmt.Errorf("%w: the rating of %s in %s is no longer at %d games", storage.ErrConflict, n.Player, n.Pool, rc.Prev.Games)
			}
		}
		if _, err := s.exec(ctx, tx, monthRating, n.Player, n.Pool, storage.Month(n.Updated), n.Rating, n.Deviation, n.Volatility, ms(n.Updated)); err != nil {
			return err
		}
		if _, err := s.exec(ctx, tx, insertRatingPoint, n.Player, n.Pool, ms(n.Updated), rc.TableID, n.Rating, n.Deviation); err != nil {
			return conflict(err)
		}
	}
	return nil
}

// PlayerRatings lists a player's all-time ratings.
func (s *Store) PlayerRatings(ctx context.Context, playerID string) ([]storage.PlayerRating, error) {
	rows, err := s.query(ctx, `SELECT pool, rating, deviation, volatility, games, updated FROM ratings
		WHERE player_id = ? AND period = '' ORDER BY pool`, playerID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []storage.PlayerRating
	for rows.Next() {
		r := storage.PlayerRating{Player: playerID}
		var updated int64
		if err := rows.Scan(&r.Pool, &r.Rating, &r.Deviation, &r.Volatility, &r.Games, &updated); err != nil {
			return nil, err
		}
		r.Updated = fromMS(updated)
		out = append(out, r)
	}
	return out, rows.Err()
}

// leaderboard reads the established ratings of a pool and period through
// ratings_board, in its order (TestLeaderboardPlan).
const leaderboard = `SELECT r.player_id, p.name, r.rating, r.deviation, r.games FROM ratings r JOIN players p ON p.id = r.player_id
	WHERE r.pool = ? AND r.period = ? AND r.deviation <= 110 ORDER BY r.rating DESC, r.player_id LIMIT ? OFFSET ?`

// Leaderboard lists a page of a leaderboard.
func (s *Store) Leaderboard(ctx context.Context, pool, period string, offset, limit int) ([]storage.BoardEntry, error) {
	rows, err := s.query(ctx, leaderboard, pool, period, limit, offset)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []storage.BoardEntry
	for rows.Next() {
		e := storage.BoardEntry{Place: offset + len(out) + 1}
		if err := rows.Scan(&e.Player, &e.Name, &e.Rating, &e.Deviation, &e.Games); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// BoardPlace counts the established ratings above the player's.
func (s *Store) BoardPlace(ctx context.Context, pool, period, playerID string) (int, error) {
	var rating, deviation float64
	err := s.queryRow(ctx, nil, `SELECT rating, deviation FROM ratings WHERE player_id = ? AND pool = ? AND period = ?`,
		playerID, pool, period).Scan(&rating, &deviation)
	if err == sql.ErrNoRows || (err == nil && deviation > storage.BoardDeviation) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	var above int
	err = s.queryRow(ctx, nil, `SELECT count(*) FROM ratings WHERE pool = ? AND period = ? AND deviation <= 110
		AND (rating > ? OR (rating = ? AND player_id < ?))`, pool, period, rating, rating, playerID).Scan(&above)
	return above + 1, err
}

// RatingHistory lists a player's last ratings in a pool, the oldest first.
func (s *Store) RatingHistory(ctx context.Context, playerID, pool string, limit int) ([]storage.RatingPoint, error) {
	rows, err := s.query(ctx, `SELECT table_id, rating, deviation, time FROM rating_history
		WHERE player_id = ? AND pool = ? ORDER BY time DESC, table_id DESC LIMIT ?`, playerID, pool, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []storage.RatingPoint
	for rows.Next() {
		var p storage.RatingPoint
		var t int64
		if err := rows.Scan(&p.TableID, &p.Rating, &p.Deviation, &t); err != nil {
			return nil, err
		}
		p.Time = fromMS(t)
		out = append(out, p)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out, rows.Err()
}
