package postgres

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"

	"github.com/koikoi-app/koikoi/server/storage"
)

// queueRatings adds a commit's rating changes to its batch: each all-time
// rating only if it is still the one the change was computed from
// (storage.RatingChange; an insert of a first rating conflicts on the key,
// an update that matches no row fails in rating_check), then the month's
// and the history's.
func queueRatings(b *pgx.Batch, changes []storage.RatingChange) {
	for _, rc := range changes {
		n := rc.Next
		if rc.Prev.Games == 0 {
			b.Queue(`INSERT INTO ratings (player_id, pool, period, rating, deviation, volatility, games, updated)
				VALUES ($1, $2, '', $3, $4, $5, $6, $7)`, n.Player, n.Pool, n.Rating, n.Deviation, n.Volatility, n.Games, n.Updated)
		} else {
			b.Queue(`WITH u AS (UPDATE ratings SET rating = $3, deviation = $4, volatility = $5, games = $6, updated = $7
					WHERE player_id = $1 AND pool = $2 AND period = '' AND games = $8 RETURNING 1)
				SELECT rating_check($1, EXISTS (SELECT 1 FROM u))`,
				n.Player, n.Pool, n.Rating, n.Deviation, n.Volatility, n.Games, n.Updated, rc.Prev.Games)
		}
		b.Queue(`INSERT INTO ratings (player_id, pool, period, rating, deviation, volatility, games, updated)
			VALUES ($1, $2, $3, $4, $5, $6, 1, $7)
			ON CONFLICT (player_id, pool, period) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation,
				volatility = excluded.volatility, games = ratings.games + 1, updated = excluded.updated`,
			n.Player, n.Pool, storage.Month(n.Updated), n.Rating, n.Deviation, n.Volatility, n.Updated)
		b.Queue(`INSERT INTO rating_history (player_id, pool, time, table_id, rating, deviation) VALUES ($1, $2, $3, $4, $5, $6)`,
			n.Player, n.Pool, n.Updated, rc.TableID, n.Rating, n.Deviation)
	}
}

// PlayerRatings lists a player's all-time ratings.
func (s *Store) PlayerRatings(ctx context.Context, playerID string) ([]storage.PlayerRating, error) {
	rows, err := s.pool.Query(ctx, `SELECT pool, rating, deviation, volatility, games, updated FROM ratings
		WHERE player_id = $1 AND period = '' ORDER BY pool`, playerID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []storage.PlayerRating
	for rows.Next() {
		r := storage.PlayerRating{Player: playerID}
		if err := rows.Scan(&r.Pool, &r.Rating, &r.Deviation, &r.Volatility, &r.Games, &r.Updated); err != nil {
			return nil, err
		}
		r.Updated = r.Updated.UTC()
		out = append(out, r)
	}
	return out, rows.Err()
}

// leaderboard reads the established ratings of a pool and period through
// ratings_board, in its order (TestLeaderboardPlan).
const leaderboard = `SELECT r.player_id, p.name, r.rating, r.deviation, r.games FROM ratings r JOIN players p ON p.id = r.player_id
	WHERE r.pool = $1 AND r.period = $2 AND r.deviation <= 110 ORDER BY r.rating DESC, r.player_id LIMIT $3 OFFSET $4`

// Leaderboard lists a page of a leaderboard.
func (s *Store) Leaderboard(ctx context.Context, pool, period string, offset, limit int) ([]storage.BoardEntry, error) {
	rows, err := s.pool.Query(ctx, leaderboard, pool, period, limit, offset)
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
	err := s.pool.QueryRow(ctx, `SELECT rating, deviation FROM ratings WHERE player_id = $1 AND pool = $2 AND period = $3`,
		playerID, pool, period).Scan(&rating, &deviation)
	if errors.Is(err, pgx.ErrNoRows) || (err == nil && deviation > storage.BoardDeviation) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	var above int
	err = s.pool.QueryRow(ctx, `SELECT count(*) FROM ratings WHERE pool = $1 AND period = $2 AND deviation <= 110
		AND (rating > $3 OR (rating = $3 AND player_id < $4))`, pool, period, rating, playerID).Scan(&above)
	return above + 1, err
}

// RatingHistory lists a player's last ratings in a pool, the oldest first.
func (s *Store) RatingHistory(ctx context.Context, playerID, pool string, limit int) ([]storage.RatingPoint, error) {
	rows, err := s.pool.Query(ctx, `SELECT table_id, rating, deviation, time FROM rating_history
		WHERE player_id = $1 AND pool = $2 ORDER BY time DESC, table_id DESC LIMIT $3`, playerID, pool, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []storage.RatingPoint
	for rows.Next() {
		var p storage.RatingPoint
		if err := rows.Scan(&p.TableID, &p.Rating, &p.Deviation, &p.Time); err != nil {
			return nil, err
		}
		p.Time = p.Time.UTC()
		out = append(out, p)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out, rows.Err()
}
