-- +goose Up
-- Only a table waiting for players is looked up by its match key (quick
-- match, the lobby), so only those need be in game_tables_open. Indexed
-- by status too, every version of every table was: a move's UPDATE
-- changes indexed columns (due, updated), so it is never a HOT update and
-- adds an entry to each index of the table, this one included, for a
-- table nobody will look up by key again. The queries say status = 'open'
-- as a literal, so that the planner can use the partial index.
DROP INDEX game_tables_open;
CREATE INDEX game_tables_open ON game_tables (match_key, created, id) WHERE status = 'open';

-- +goose Down
DROP INDEX game_tables_open;
CREATE INDEX game_tables_open ON game_tables (status, match_key, created);
