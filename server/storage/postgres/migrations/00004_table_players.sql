-- +goose Up
-- Who sits at each unfinished table, so that TablesOf finds a player's
-- tables through a B-tree instead of the GIN index on game_tables.seats.
-- That index cost every move: a move's UPDATE changes indexed columns
-- (due, updated), so it is never a HOT update and adds an entry to every
-- index of the table, and the GIN index's pending list, which every
-- search reads whole, grew by one entry a move (at 1,000 tables, TablesOf
-- at a player's hello took 2.8 ms and half of PostgreSQL's CPU). Triggers
-- keep table_players in step with game_tables.seats and status, as on
-- SQLite; a finished or closed table has no rows here.
CREATE TABLE table_players (
	player_id TEXT NOT NULL,
	table_id  TEXT NOT NULL,
	PRIMARY KEY (player_id, table_id)
);
CREATE INDEX table_players_table ON table_players (table_id);

INSERT INTO table_players (player_id, table_id)
	SELECT DISTINCT s->>'player', t.id FROM game_tables t,
		jsonb_array_elements(CASE WHEN jsonb_typeof(t.seats) = 'array' THEN t.seats ELSE '[]' END) s
	WHERE t.status IN ('open', 'playing') AND s->>'kind' = 'person' AND s->>'player' <> ''
	ON CONFLICT DO NOTHING;

-- +goose StatementBegin
CREATE FUNCTION table_players_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		DELETE FROM table_players WHERE table_id = NEW.id;
	END IF;
	IF NEW.status IN ('open', 'playing') AND jsonb_typeof(NEW.seats) = 'array' THEN
		INSERT INTO table_players (player_id, table_id)
			SELECT DISTINCT s->>'player', NEW.id FROM jsonb_array_elements(NEW.seats) s
			WHERE s->>'kind' = 'person' AND s->>'player' <> ''
			ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END
$$;
-- +goose StatementEnd

CREATE TRIGGER table_players_insert AFTER INSERT ON game_tables
	FOR EACH ROW EXECUTE FUNCTION table_players_sync();

-- A move rewrites the seats unchanged, and a person's coming and going
-- changes only their presence: only other players or a new status count.
CREATE TRIGGER table_players_update AFTER UPDATE OF seats, status ON game_tables
	FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status
		OR jsonb_path_query_array(NEW.seats, '$[*].player') IS DISTINCT FROM jsonb_path_query_array(OLD.seats, '$[*].player'))
	EXECUTE FUNCTION table_players_sync();

DROP INDEX game_tables_seats;

-- +goose Down
CREATE INDEX game_tables_seats ON game_tables USING GIN (seats jsonb_path_ops)
	WHERE status IN ('open', 'playing');
DROP TRIGGER table_players_update ON game_tables;
DROP TRIGGER table_players_insert ON game_tables;
DROP FUNCTION table_players_sync();
DROP TABLE table_players;
