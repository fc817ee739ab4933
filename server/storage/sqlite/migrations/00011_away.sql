-- +goose Up
-- Web Push (storage.Push): each browser's push subscription with what
-- its player wants to hear of, the keys every node signs with, and the
-- players' vacations.
CREATE TABLE push_subscriptions (
	endpoint  TEXT PRIMARY KEY,
	player_id TEXT NOT NULL,
	p256dh    TEXT NOT NULL,
	auth      TEXT NOT NULL,
	turns     INTEGER NOT NULL,
	invites   INTEGER NOT NULL,
	created   INTEGER NOT NULL -- Unix milliseconds
);
CREATE INDEX push_subscriptions_player ON push_subscriptions (player_id);

-- Vacations: while one runs, its player's turn-based clocks do not run
-- out (see the hub's pace.go).
CREATE TABLE vacations (
	player_id TEXT NOT NULL,
	starts    INTEGER NOT NULL, -- Unix milliseconds
	ends      INTEGER NOT NULL,
	PRIMARY KEY (player_id, starts)
);

CREATE TABLE server_keys (
	name  TEXT PRIMARY KEY,
	value TEXT NOT NULL
);

-- +goose Down
DROP TABLE server_keys;
DROP TABLE vacations;
DROP TABLE push_subscriptions;
