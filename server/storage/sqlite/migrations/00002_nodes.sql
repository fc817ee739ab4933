-- +goose Up
-- The nodes' heartbeats (storage.Nodes): a seat whose connection is on a
-- node that stopped beating counts as away.
CREATE TABLE nodes (
	id   TEXT PRIMARY KEY,
	beat INTEGER NOT NULL -- Unix milliseconds of its last heartbeat
);

-- +goose Down
DROP TABLE nodes;
