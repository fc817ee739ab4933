package node

import (
	"net/http"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/koikoi-app/koikoi/server/hub"
)

// MetricsPath is where a node serves its metrics, in Prometheus's text
// format.
const MetricsPath = "/metrics"

// newMetrics makes the node's registry: the hub's metrics, the Go
// runtime's and the process's. It is the node's own, not Prometheus's
// global one, so several nodes can run in one process (the tests).
func newMetrics() (*hub.Metrics, http.Handler) {
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return hub.NewMetrics(reg), promhttp.HandlerFor(reg, promhttp.HandlerOpts{Registry: reg})
}
