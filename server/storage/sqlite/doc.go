// Package sqlite is the Store of a single node: an SQLite database in one
// file, through modernc.org/sqlite (pure Go, so the server builds with
// CGO_ENABLED=0). Its schema is migrated on Open by goose from the SQL
// files embedded under migrations/.
package sqlite
