package sqlite

import (
	"context"
	"database/sql"
	"strings"

	"github.com/koikoi-app/koikoi/server/storage"
)

// dailyBoard reads the day's board in its order, through dailies_rank.
const dailyBoard = `SELECT d.player_id, coalesce(p.name, ''), d.points, d.accuracy, d.submitted FROM dailies d
		LEFT JOIN players p ON p.id = d.player_id WHERE d.game = ? AND d.day = ?
		ORDER BY d.points DESC, d.accuracy DESC, d.submitted, d.player_id LIMIT ? OFFSET ?`

// AddDaily stores a daily result.
func (s *Store) AddDaily(ctx context.Context, d storage.Daily) error {
	return s.inTx(ctx, func(ctx context.Context, tx *sql.Tx) error {
		_, err := s.exec(ctx, tx, `INSERT INTO dailies (player_id, game, day, moves, points, accuracy, submitted)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, d.Player, d.Game, d.Date, strings.Join(d.Moves, "\n"), d.Points, d.Accuracy, ms(d.Submitted))
		return conflict(err)
	})
}

// DailyOf reads a player's result of a day and counts the results ahead.
func (s *Store) DailyOf(ctx context.Context, playerID, game, date string) (storage.Daily, error) {
	d := storage.Daily{Player: playerID, Game: game, Date: date}
	var moves string
	var t int64
	err := s.queryRow(ctx, nil, `SELECT coalesce(p.name, ''), d.moves, d.points, d.accuracy, d.submitted FROM dailies d
		LEFT JOIN players p ON p.id = d.player_id WHERE d.player_id = ? AND d.game = ? AND d.day = ?`,
		playerID, game, date).Scan(&d.Name, &moves, &d.Points, &d.Accuracy, &t)
	if err != nil {
		return d, notFound(err)
	}
	d.Submitted = fromMS(t)
	if moves != "" {
		d.Moves = strings.Split(moves, "\n")
	}
	var ahead int
	err = s.queryRow(ctx, nil, `SELECT count(*) FROM dailies WHERE game = ?1 AND day = ?2 AND (points > ?3
		OR (points = ?3 AND accuracy > ?4)
		OR (points = ?3 AND accuracy = ?4 AND submitted < ?5)
		OR (points = ?3 AND accuracy = ?4 AND submitted = ?5 AND player_id < ?6))`,
		game, date, d.Points, d.Accuracy, t, playerID).Scan(&ahead)
	d.Place = ahead + 1
	return d, err
}

// DailyBoard lists a page of a day's board.
func (s *Store) DailyBoard(ctx context.Context, game, date string, offset, limit int) ([]storage.Daily, error) {
	rows, err := s.query(ctx, dailyBoard, game, date, limit, offset)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []storage.Daily
	for rows.Next() {
		d := storage.Daily{Game: game, Date: date, Place: offset + len(out) + 1}
		var t int64
		if err := rows.Scan(&d.Player, &d.Name, &d.Points, &d.Accuracy, &t); err != nil {
			return nil, err
		}
		d.Submitted = fromMS(t)
		out = append(out, d)
	}
	return out, rows.Err()
}

// DailyPlayers counts a day's results.
func (s *Store) DailyPlayers(ctx context.Context, game, date string) (int, error) {
	var n int
	err := s.queryRow(ctx, nil, `SELECT count(*) FROM dailies WHERE game = ? AND day = ?`, game, date).Scan(&n)
	return n, err
}
