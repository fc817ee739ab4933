package hub

import (
	"errors"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// Metrics are a node's counters, gauges and histograms, served at
// /metrics (docs/online-server.md lists them). They live on a registry of
// the node's own, not the global one, so several nodes run in one process.
type Metrics struct {
	reg prometheus.Registerer

	messages *prometheus.CounterVec   // by type and result
	moves    *prometheus.CounterVec   // by type (the move's verb) and result
	answer   *prometheus.HistogramVec // a message's arrival to its answer, by type
	fanOut   prometheus.Histogram     // a move's arrival to its events queued for this node's other seats
	players  prometheus.Gauge         // sessions that said hello
	conns    prometheus.Gauge         // open connections
	commits  *prometheus.CounterVec   // by result
	notices  *prometheus.CounterVec   // by direction
	storeErr prometheus.Counter       // store calls that failed (not a conflict, not a missing row)
	limited  *prometheus.CounterVec   // refusals by limit
	pushes   *prometheus.CounterVec   // Web Push notifications by result
	timeouts prometheus.Counter       // moves made for people out of time, committed here
	follows  *prometheus.CounterVec   // sessions that began following a table, by how the table was had
	word     *prometheus.CounterVec   // notices published on players' channels, by what they say
}

// latencyBuckets cover a move's path from under a millisecond (a node at
// rest) to seconds (a node whose database is away).
var latencyBuckets = []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10}

// NewMetrics makes a node's metrics and registers them on reg.
func NewMetrics(reg prometheus.Registerer) *Metrics {
	m := &Metrics{
		reg: reg,
		messages: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "koikoi_messages_total",
			Help: "Client messages answered, by type and result (ok or the error code)."}, []string{"type", "result"}),
		moves: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "koikoi_moves_total",
			Help: "Moves of people, by type (play, capture, draw...; other) and result (ok or the error code)."}, []string{"type", "result"}),
		answer: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "koikoi_answer_seconds",
			Help:    "From a client message's arrival to its answer (for a move: its commit), by type.",
			Buckets: latencyBuckets}, []string{"type"}),
		fanOut: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "koikoi_move_fanout_seconds",
			Help:    "From a move's arrival to its events queued for every seat followed on this node.",
			Buckets: latencyBuckets}),
		players: prometheus.NewGauge(prometheus.GaugeOpts{Name: "koikoi_players_connected",
			Help: "Connections whose player said hello."}),
		conns: prometheus.NewGauge(prometheus.GaugeOpts{Name: "koikoi_connections",
			Help: "Open WebSocket connections."}),
		commits: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "koikoi_commits_total",
			Help: "Changes of tables written, by result (ok, conflict, error)."}, []string{"result"}),
		notices: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "koikoi_notices_total",
			Help: "Notices of committed changes, by direction (sent, received)."}, []string{"direction"}),
		storeErr: prometheus.NewCounter(prometheus.CounterOpts{Name: "koikoi_store_errors_total",
			Help: "Calls to the database that failed (requests answered unavailable, events, due tables)."}),
		limited: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "koikoi_rate_limited_total",
			Help: "Refusals by a limit: messages (a connection's rate), connections and players (an address's), join_codes (wrong invite codes)."},
			[]string{"limit"}),
		pushes: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "koikoi_pushes_total",
			Help: "Web Push notifications sent to players away, by result (sent, failed)."}, []string{"result"}),
		timeouts: prometheus.NewCounter(prometheus.CounterOpts{Name: "koikoi_timeouts_total",
			Help: "Moves a computer made for a person whose clock ran out, committed by this node (of a table due on several nodes, the one whose commit won)."}),
		follows: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "koikoi_follows_total",
			Help: "Sessions that began following a table (create, join, resume...), by how the table was had: read (from the database) or known (this node had just committed it)."},
			[]string{"table"}),
	}
	m.word = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "koikoi_player_notices_total",
		Help: "Notices published on players' channels, by what changed for them (invites, tables)."}, []string{"what"})
	reg.MustRegister(m.messages, m.moves, m.answer, m.fanOut, m.players, m.conns, m.commits, m.notices, m.storeErr, m.limited, m.pushes, m.timeouts,
		m.follows, m.word)
	return m
}

// watch registers the gauge of the tables the hub's sessions follow.
func (m *Metrics) watch(h *Hub) {
	g := prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "koikoi_followed_tables",
		Help: "Tables that connections on this node follow."}, func() float64 {
		h.mu.Lock()
		defer h.mu.Unlock()
		return float64(len(h.follows))
	})
	if err := m.reg.Register(g); err != nil && !errors.As(err, new(prometheus.AlreadyRegisteredError)) {
		h.cfg.Log.Error("registering a metric", "err", err)
	}
}

// Connected counts a connection open (+1) or closed (-1).
func (m *Metrics) Connected(delta int) { m.conns.Add(float64(delta)) }

// Limited counts a refusal by a limit (messages, connections, players,
// join_codes).
func (m *Metrics) Limited(limit string) { m.limited.WithLabelValues(limit).Inc() }

// Undecoded counts a message refused before it could be read (bad JSON, an
// unknown type or field...) as of type "unknown".
func (m *Metrics) Undecoded(err *protocol.Error) {
	m.messages.WithLabelValues("unknown", result(err)).Inc()
}

// answered counts a message answered with err (nil: ok) and its latency
// from arrival.
func (m *Metrics) answered(typ string, err *protocol.Error, arrived time.Time) {
	m.messages.WithLabelValues(typ, result(err)).Inc()
	m.answer.WithLabelValues(typ).Observe(time.Since(arrived).Seconds())
}

// moved counts a person's move (its text) and, when it was made, the time
// from its arrival to its events' fan-out on this node.
func (m *Metrics) moved(move string, err *protocol.Error, arrived time.Time) {
	verb, _, _ := strings.Cut(move, " ")
	if !moveVerbs[verb] {
		verb = "other"
	}
	m.moves.WithLabelValues(verb, result(err)).Inc()
	if err == nil {
		m.fanOut.Observe(time.Since(arrived).Seconds())
	}
}

// moveVerbs are the first words of both games' moves (docs/online-protocol.md):
// a label takes no other value, whatever a client sends.
var moveVerbs = map[string]bool{
	"play": true, "capture": true, "koikoi": true, "shobu": true, "exchange": true, "keep": true, "gaji": true,
	"draw": true, "buy": true, "refuse": true,
}

// committed counts a commit by its result.
func (m *Metrics) committed(err error) {
	switch {
	case err == nil:
		m.commits.WithLabelValues("ok").Inc()
	case errors.Is(err, storage.ErrConflict):
		m.commits.WithLabelValues("conflict").Inc()
	default:
		m.commits.WithLabelValues("error").Inc()
		m.storeErr.Inc()
	}
}

// result is an answer's label: ok, or its error code.
func result(err *protocol.Error) string {
	if err == nil {
		return "ok"
	}
	return err.Code
}

// pushSent and pushFailed count Web Push notifications.
func (m *Metrics) pushSent()   { m.pushes.WithLabelValues("sent").Inc() }
func (m *Metrics) pushFailed() { m.pushes.WithLabelValues("failed").Inc() }
