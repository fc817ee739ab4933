// Command loadtest measures the game server under load and faults. It
// builds cmd/server and starts its nodes as child processes (one on SQLite
// in a temporary directory, or several on a throwaway PostgreSQL cluster
// that it starts and stops), plays bots over real WebSockets on loopback,
// and prints one JSON object of what it saw:
//
//	go run ./cmd/loadtest -tables 1000 -seconds 120 -nodes 2 -json
//
// Every seat is a person played by the headless client's bot, moving after
// a random 0.5–2 s; tables mix Koi-Koi with Ikebana at 2–5 seats, and a
// table's seats connect to different nodes. A finished game makes way for
// a new one until the time is up; then the bots stop moving, the events in
// flight arrive, and each seat's last event is compared with its table's
// in the database. The nodes' own /metrics are read last: their p99 of a
// move ("server") stands beside the bots'.
//
// Faults, each a flag: -kill (SIGKILL one of two nodes halfway: its clients
// resume on the other), -restart (SIGKILL the single SQLite node halfway
// and start it again on its database), -drop 30s (some clients vanish a
// quarter of the way in and come back after 30 s), -pg-outage 5s (stop
// PostgreSQL halfway for 5 s). A run with a fault goes on past its length
// until a move gets through after the fault (a minute at most).
//
// Turn-based tables (issue 31): -async-tables N writes N of them into the
// database before the run (see seed.go), -players N of their players
// connect and follow one of their tables, -async-share of the tables'
// players to move connect during the run, move once and leave, and
// -async-due N tables have their clocks run out during the run:
//
//	go run ./cmd/loadtest -tables 1000 -seconds 120 -nodes 2 -async-tables 1000000 -players 10000 -json
package main
