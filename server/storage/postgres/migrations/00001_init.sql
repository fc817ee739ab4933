-- +goose Up
CREATE TABLE players (
	id          TEXT PRIMARY KEY,
	secret_hash BYTEA NOT NULL UNIQUE,
	name        TEXT NOT NULL,
	created     TIMESTAMPTZ NOT NULL
);

CREATE TABLE game_tables (
	id        TEXT PRIMARY KEY,
	game      TEXT NOT NULL,
	options   TEXT NOT NULL,
	invite    TEXT UNIQUE,      -- NULL unless private
	match_key TEXT NOT NULL DEFAULT '',
	status    TEXT NOT NULL,
	seats     JSONB NOT NULL,   -- array of storage.Seat
	state     BYTEA NOT NULL,   -- the engine's text form
	clock_ms  BIGINT NOT NULL,
	version   BIGINT NOT NULL,
	seq       BIGINT NOT NULL,
	deadline  TIMESTAMPTZ,      -- NULL: no clock running
	due       TIMESTAMPTZ,      -- NULL: never
	offered   TIMESTAMPTZ,      -- NULL: not yet
	created   TIMESTAMPTZ NOT NULL,
	updated   TIMESTAMPTZ NOT NULL
);
CREATE INDEX game_tables_open ON game_tables (status, match_key, created);
CREATE INDEX game_tables_due ON game_tables (due) WHERE due IS NOT NULL;
CREATE INDEX game_tables_updated ON game_tables (updated);
-- TablesOf: the seats holding a player (seats @> '[{"player": ...}]').
CREATE INDEX game_tables_seats ON game_tables USING GIN (seats jsonb_path_ops)
	WHERE status IN ('open', 'playing');

-- Public and views are kept as the bytes the server wrote (not JSONB, which
-- would respace them).
CREATE TABLE events (
	table_id TEXT NOT NULL,
	seq      BIGINT NOT NULL,
	kind     TEXT NOT NULL,
	actor    INTEGER NOT NULL,
	public   BYTEA,
	views    BYTEA,             -- JSON array, one entry per seat
	time     TIMESTAMPTZ NOT NULL,
	PRIMARY KEY (table_id, seq)
);

CREATE TABLE records (
	table_id TEXT PRIMARY KEY,
	game     TEXT NOT NULL,
	options  TEXT NOT NULL,
	text     BYTEA NOT NULL,
	status   TEXT NOT NULL,
	players  TEXT NOT NULL,     -- JSON array of storage.RecordSeat
	finished TIMESTAMPTZ NOT NULL
);

CREATE TABLE record_players (
	table_id  TEXT NOT NULL,
	player_id TEXT NOT NULL,
	game      TEXT NOT NULL,
	seat      INTEGER NOT NULL,
	score     INTEGER NOT NULL,
	outcome   TEXT NOT NULL,
	finished  TIMESTAMPTZ NOT NULL,
	PRIMARY KEY (player_id, table_id, seat)
);
CREATE INDEX record_players_newest ON record_players (player_id, finished);

-- +goose Down
DROP TABLE record_players;
DROP TABLE records;
DROP TABLE events;
DROP TABLE game_tables;
DROP TABLE players;
