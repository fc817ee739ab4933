-- +goose Up
-- Rated play (storage.Ratings): a table's rated mark, who left a game a
-- computer finished, each player's Glicko-2 rating a pool, all time
-- (period '') and as it stood at the end of each month played (period
-- '2026-12'), and each rating after every rated game.
ALTER TABLE game_tables ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
ALTER TABLE record_players ADD COLUMN left_game INTEGER NOT NULL DEFAULT 0;

CREATE TABLE ratings (
	player_id  TEXT NOT NULL,
	pool       TEXT NOT NULL,
	period     TEXT NOT NULL,
	rating     REAL NOT NULL,
	deviation  REAL NOT NULL,
	volatility REAL NOT NULL,
	games      INTEGER NOT NULL,
	updated    INTEGER NOT NULL, -- Unix milliseconds
	PRIMARY KEY (player_id, pool, period)
) WITHOUT ROWID;
-- The leaderboards: established ratings only (storage.BoardDeviation),
-- the highest first, read from the index without a sort.
CREATE INDEX ratings_board ON ratings (pool, period, rating DESC, player_id) WHERE deviation <= 110;

CREATE TABLE rating_history (
	player_id TEXT NOT NULL,
	pool      TEXT NOT NULL,
	time      INTEGER NOT NULL, -- Unix milliseconds
	table_id  TEXT NOT NULL,
	rating    REAL NOT NULL,
	deviation REAL NOT NULL,
	PRIMARY KEY (player_id, pool, time, table_id)
) WITHOUT ROWID;

-- +goose Down
DROP TABLE rating_history;
DROP TABLE ratings;
ALTER TABLE record_players DROP COLUMN left_game;
ALTER TABLE game_tables DROP COLUMN rated;
