// Package ws carries the protocol over WebSocket (github.com/coder/websocket,
// which also builds for the browser): it checks the Host and the browser
// origin, limits the frame size, each connection's message rate and the
// connections of each client address (read through trusted proxies),
// closes a connection that does not say hello in time, and runs one
// hub.Session per connection.
package ws
