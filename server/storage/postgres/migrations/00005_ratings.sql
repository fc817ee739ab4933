-- +goose Up
-- Rated play (storage.Ratings): a table's rated mark, who left a game a
-- computer finished, each player's Glicko-2 rating a pool, all time
-- (period '') and as it stood at the end of each month played (period
-- '2026-12'), and each rating after every rated game.
ALTER TABLE game_tables ADD COLUMN rated BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE record_players ADD COLUMN left_game BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE ratings (
	player_id  TEXT NOT NULL,
	pool       TEXT NOT NULL,
	period     TEXT NOT NULL,
	rating     DOUBLE PRECISION NOT NULL,
	deviation  DOUBLE PRECISION NOT NULL,
	volatility DOUBLE PRECISION NOT NULL,
	games      INTEGER NOT NULL,
	updated    TIMESTAMPTZ NOT NULL,
	PRIMARY KEY (player_id, pool, period)
);
-- The leaderboards: established ratings only (storage.BoardDeviation),
-- the highest first, read from the index without a sort.
CREATE INDEX ratings_board ON ratings (pool, period, rating DESC, player_id) WHERE deviation <= 110;

CREATE TABLE rating_history (
	player_id TEXT NOT NULL,
	pool      TEXT NOT NULL,
	time      TIMESTAMPTZ NOT NULL,
	table_id  TEXT NOT NULL,
	rating    DOUBLE PRECISION NOT NULL,
	deviation DOUBLE PRECISION NOT NULL,
	PRIMARY KEY (player_id, pool, time, table_id)
);

-- rating_check fails a commit (SQLSTATE KK409, as commit_check) whose
-- rating update matched no row: another game's end changed the rating
-- since the hub read it.
-- +goose StatementBegin
CREATE FUNCTION rating_check(player TEXT, updated BOOLEAN) RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
	IF NOT updated THEN
		RAISE EXCEPTION 'the rating of % changed', player USING ERRCODE = 'KK409';
	END IF;
END
$$;
-- +goose StatementEnd

-- +goose Down
DROP FUNCTION rating_check(TEXT, BOOLEAN);
DROP TABLE rating_history;
DROP TABLE ratings;
ALTER TABLE record_players DROP COLUMN left_game;
ALTER TABLE game_tables DROP COLUMN rated;
