-- +goose Up
-- One player on several devices (storage.Devices): the link codes asked
-- for (only their hashes), and the devices linked with them, each a
-- secret besides the player's first one (players.secret_hash).
CREATE TABLE link_codes (
	code_hash BLOB PRIMARY KEY,
	player_id TEXT NOT NULL,
	created   INTEGER NOT NULL, -- Unix milliseconds
	expires   INTEGER NOT NULL, -- Unix milliseconds
	used      INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX link_codes_player ON link_codes (player_id, created);

CREATE TABLE devices (
	id          TEXT PRIMARY KEY,
	secret_hash BLOB NOT NULL UNIQUE,
	player_id   TEXT NOT NULL,
	created     INTEGER NOT NULL -- Unix milliseconds
);
CREATE INDEX devices_player ON devices (player_id, created);

-- +goose Down
DROP TABLE devices;
DROP TABLE link_codes;
