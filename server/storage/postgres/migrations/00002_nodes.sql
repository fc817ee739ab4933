-- +goose Up
-- The nodes' heartbeats (storage.Nodes): a seat whose connection is on a
-- node that stopped beating counts as away.
CREATE TABLE nodes (
	id   TEXT PRIMARY KEY,
	beat TIMESTAMPTZ NOT NULL -- its last heartbeat
);

-- +goose Down
DROP TABLE nodes;
