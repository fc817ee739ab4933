-- +goose Up
CREATE TABLE players (
	id          TEXT PRIMARY KEY,
	secret_hash BLOB NOT NULL UNIQUE,
	name        TEXT NOT NULL,
	created     INTEGER NOT NULL -- Unix milliseconds
);

CREATE TABLE game_tables (
	id        TEXT PRIMARY KEY,
	game      TEXT NOT NULL,
	options   TEXT NOT NULL,
	invite    TEXT UNIQUE,      -- NULL unless private
	match_key TEXT NOT NULL DEFAULT '',
	status    TEXT NOT NULL,
	seats     TEXT NOT NULL,    -- JSON array of storage.Seat
	state     BLOB NOT NULL,    -- the engine's text form
	clock_ms  INTEGER NOT NULL,
	version   INTEGER NOT NULL,
	seq       INTEGER NOT NULL,
	deadline  INTEGER,          -- Unix milliseconds, NULL: no clock running
	due       INTEGER,          -- Unix milliseconds, NULL: never
	offered   INTEGER,          -- Unix milliseconds, NULL: not yet
	created   INTEGER NOT NULL,
	updated   INTEGER NOT NULL
);
CREATE INDEX game_tables_open ON game_tables (status, match_key, created);
CREATE INDEX game_tables_due ON game_tables (due) WHERE due IS NOT NULL;

CREATE TABLE events (
	table_id TEXT NOT NULL,
	seq      INTEGER NOT NULL,
	kind     TEXT NOT NULL,
	actor    INTEGER NOT NULL,
	public   BLOB,
	views    BLOB,              -- JSON array, one entry per seat
	time     INTEGER NOT NULL,
	PRIMARY KEY (table_id, seq)
) WITHOUT ROWID;

CREATE TABLE records (
	table_id TEXT PRIMARY KEY,
	game     TEXT NOT NULL,
	options  TEXT NOT NULL,
	text     BLOB NOT NULL,
	status   TEXT NOT NULL,
	players  TEXT NOT NULL,     -- JSON array of storage.RecordSeat
	finished INTEGER NOT NULL
);

CREATE TABLE record_players (
	table_id  TEXT NOT NULL,
	player_id TEXT NOT NULL,
	game      TEXT NOT NULL,
	seat      INTEGER NOT NULL,
	score     INTEGER NOT NULL,
	outcome   TEXT NOT NULL,
	finished  INTEGER NOT NULL,
	PRIMARY KEY (player_id, table_id, seat)
);
CREATE INDEX record_players_newest ON record_players (player_id, finished);

-- +goose Down
DROP TABLE record_players;
DROP TABLE records;
DROP TABLE events;
DROP TABLE game_tables;
DROP TABLE players;
