-- +goose Up
-- Who sits at each unfinished table, so that TablesOf finds a player's
-- tables through an index instead of reading the seats of every table
-- (which costs a join a scan of every table being played). Triggers keep
-- it in step with game_tables.seats and status; a finished or closed table
-- has no rows here.
CREATE TABLE table_players (
	player_id TEXT NOT NULL,
	table_id  TEXT NOT NULL,
	PRIMARY KEY (player_id, table_id)
) WITHOUT ROWID;
CREATE INDEX table_players_table ON table_players (table_id);

INSERT OR IGNORE INTO table_players (player_id, table_id)
	SELECT json_extract(s.value, '$.player'), t.id FROM game_tables t, json_each(t.seats) s
	WHERE t.status IN ('open', 'playing') AND json_extract(s.value, '$.kind') = 'person';

-- +goose StatementBegin
CREATE TRIGGER table_players_insert AFTER INSERT ON game_tables
WHEN NEW.status IN ('open', 'playing')
BEGIN
	INSERT OR IGNORE INTO table_players (player_id, table_id)
		SELECT json_extract(value, '$.player'), NEW.id FROM json_each(NEW.seats)
		WHERE json_extract(value, '$.kind') = 'person';
END;
-- +goose StatementEnd

-- A move rewrites the seats unchanged: only a new text or status counts.
-- +goose StatementBegin
CREATE TRIGGER table_players_update AFTER UPDATE OF seats, status ON game_tables
WHEN NEW.seats IS NOT OLD.seats OR NEW.status IS NOT OLD.status
BEGIN
	DELETE FROM table_players WHERE table_id = NEW.id;
	INSERT OR IGNORE INTO table_players (player_id, table_id)
		SELECT json_extract(value, '$.player'), NEW.id FROM json_each(NEW.seats)
		WHERE NEW.status IN ('open', 'playing') AND json_extract(value, '$.kind') = 'person';
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER table_players_update;
DROP TRIGGER table_players_insert;
DROP TABLE table_players;
