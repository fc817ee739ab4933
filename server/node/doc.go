// Package node assembles one server node: a Store, a Notifier, the hub and
// the WebSocket endpoint on an HTTP server, with /healthz and /metrics (a
// Prometheus registry of the node's own). cmd/server runs one; the tests
// and the load test start several in one process.
package node
