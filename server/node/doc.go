// Package node assembles one server node: a Store, a Notifier, the hub and
// the WebSocket endpoint on an HTTP server. cmd/server runs one; the tests
// and the load test start several in one process.
package node
