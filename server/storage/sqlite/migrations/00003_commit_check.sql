-- +goose Up
-- Nothing to do on SQLite. PostgreSQL's migration 3 adds commit_check, the
-- function that fails a table's commit sent as one pipelined batch when
-- its version check matched no row; SQLite commits in a transaction of
-- its own (Store.Commit) and checks the rows the UPDATE changed, so it
-- needs no function. This step keeps the same number meaning the same
-- change in both stores' chains (TestMigrationChains).
SELECT 1;

-- +goose Down
SELECT 1;
