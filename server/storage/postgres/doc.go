// Package postgres is the Store and the Notifier of several nodes sharing
// one PostgreSQL (15 or newer) database, through github.com/jackc/pgx/v5.
// Its schema is migrated on Open by goose from the SQL files embedded under
// migrations/, as the SQLite store does. Commit is one transaction whose
// UPDATE checks the table's version, so the database serialises the moves of
// a table whichever node makes them; the Notifier tells every node of a
// table's new events with LISTEN/NOTIFY (github.com/jackc/pgxlisten).
package postgres
