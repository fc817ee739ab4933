-- +goose Up
-- commit_check ends a table's commit (Store.Commit) whose version check
-- matched no row with an error, so that the commit, sent as one pipelined
-- batch in an implicit transaction, writes nothing: SQLSTATE KK404 when
-- the table does not exist, KK409 when it is no longer at the version the
-- change was made on.
-- +goose StatementBegin
CREATE FUNCTION commit_check(table_id TEXT, updated BOOLEAN) RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
	IF updated THEN
		RETURN;
	END IF;
	IF EXISTS (SELECT 1 FROM game_tables WHERE id = table_id) THEN
		RAISE EXCEPTION 'table % changed', table_id USING ERRCODE = 'KK409';
	END IF;
	RAISE EXCEPTION 'no table %', table_id USING ERRCODE = 'KK404';
END
$$;
-- +goose StatementEnd

-- +goose Down
DROP FUNCTION commit_check(TEXT, BOOLEAN);
