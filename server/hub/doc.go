// Package hub runs tables: it turns the clients' messages into changes of
// tables in the Store, passes every table's new events on to the seats
// connected to this node, and acts when a table is due (a computer's move,
// a move clock running out, a grace period ending, a quick match waiting).
//
// A node keeps no table state only in memory: every change is a
// Store.Commit with a version check, so any node serves any table, and
// several nodes acting on one table at once cannot both win. After a
// commit the node publishes "table X has events up to seq N" on the
// Notifier; each node then reads the new events from the Store and sends
// each connected seat its own part of them, in order and exactly once.
//
// The daily deal (daily.go) has no table: a result's moves are replayed
// through the engine by a few workers (Config.DailyWorkers) beside the
// connection, and the day's board is read from the Store.
package hub
