// Command server runs one node of the online game server on an SQLite
// file: go run ./cmd/server (make server) starts a working local server
// with no set-up. See docs/online-protocol.md for what clients say.
package main
