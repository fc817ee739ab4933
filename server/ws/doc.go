// Package ws carries the protocol over WebSocket (github.com/coder/websocket,
// which also builds for the browser): it checks the browser origin, limits
// the frame size and each connection's message rate, and runs one
// hub.Session per connection.
package ws
