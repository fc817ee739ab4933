-- +goose Up
-- The daily deals' results (storage.Dailies): one a player, game and UTC
-- day, with the moves that gave it (one a line). dailies_rank is the
-- day's board in its order: points, accuracy (-1 when none was
-- computed), the time it was sent.
CREATE TABLE dailies (
	player_id TEXT NOT NULL,
	game      TEXT NOT NULL,
	day       TEXT NOT NULL, -- 2026-12-06
	moves     TEXT NOT NULL,
	points    INTEGER NOT NULL,
	accuracy  REAL NOT NULL,
	submitted INTEGER NOT NULL, -- Unix milliseconds
	PRIMARY KEY (player_id, game, day)
);
CREATE INDEX dailies_rank ON dailies (game, day, points DESC, accuracy DESC, submitted, player_id);

-- +goose Down
DROP TABLE dailies;
