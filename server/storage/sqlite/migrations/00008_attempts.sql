-- +goose Up
-- What the server's limits count, shared by every node (storage.Attempts):
-- one row an attempt, under a key that says what and whose.
CREATE TABLE attempts (
	key TEXT NOT NULL,
	at  INTEGER NOT NULL -- Unix milliseconds
);
CREATE INDEX attempts_key ON attempts (key, at);
CREATE INDEX attempts_at ON attempts (at);

-- +goose Down
DROP TABLE attempts;
