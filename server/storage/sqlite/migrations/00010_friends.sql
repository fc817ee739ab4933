-- +goose Up
-- Friends (storage.Friends): each player's friend code, who added whom
-- (a friendship is both ways; one way is a request), the sessions that
-- say a player is online, and the invitations to a table between friends.
CREATE TABLE friend_codes (
	player_id TEXT PRIMARY KEY,
	code      TEXT NOT NULL UNIQUE
) WITHOUT ROWID;

CREATE TABLE friends (
	player_id TEXT NOT NULL,
	friend_id TEXT NOT NULL,
	created   INTEGER NOT NULL, -- Unix milliseconds
	PRIMARY KEY (player_id, friend_id)
) WITHOUT ROWID;
CREATE INDEX friends_friend ON friends (friend_id);

CREATE TABLE presence (
	player_id TEXT NOT NULL,
	session   TEXT NOT NULL,
	node      TEXT NOT NULL,
	PRIMARY KEY (player_id, session)
) WITHOUT ROWID;
CREATE INDEX presence_node ON presence (node);

CREATE TABLE table_invites (
	id        TEXT PRIMARY KEY,
	table_id  TEXT NOT NULL,
	from_id   TEXT NOT NULL,
	to_id     TEXT NOT NULL,
	created   INTEGER NOT NULL, -- Unix milliseconds
	UNIQUE (to_id, table_id)
);

-- +goose Down
DROP TABLE table_invites;
DROP TABLE presence;
DROP TABLE friends;
DROP TABLE friend_codes;
