// Package client is a headless client of the game server: Conn speaks the
// protocol over WebSocket, Bot plays a seat at a level. The tests and the
// load test use it; it builds for WebAssembly too.
package client
