// Package storage defines what the game server keeps and the Store that
// keeps it: players (an identity is the hash of a device secret), tables
// (each one's engine text form, seats, clock and version), the events of
// each table in sequence, the records of finished games and statistics.
//
// A node holds no table state only in its memory: every change goes through
// Store.Commit, a transaction that checks the table's version, so the
// database serialises the moves of a table whichever node makes them.
// Notifier tells the other nodes that a table has new events.
//
// The SQLite store is in storage/sqlite; storagetest holds the suite every
// Store implementation must pass.
package storage
