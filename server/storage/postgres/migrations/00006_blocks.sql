-- +goose Up
-- Blocks (storage.Blocks): player_id blocks blocked_id.
CREATE TABLE blocks (
	player_id  TEXT NOT NULL,
	blocked_id TEXT NOT NULL,
	created    TIMESTAMPTZ NOT NULL,
	PRIMARY KEY (player_id, blocked_id)
);
CREATE INDEX blocks_blocked ON blocks (blocked_id);

-- +goose Down
DROP TABLE blocks;
