package node_test

import (
	"net/http"
	"strings"
	"testing"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// scrape reads a node's /metrics.
func scrape(t *testing.T, n *node.Node) map[string]*dto.MetricFamily {
	t.Helper()
	resp, err := http.Get("http://" + strings.TrimSuffix(strings.TrimPrefix(n.URL(), "ws://"), node.Path) + node.MetricsPath)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET /metrics: %s", resp.Status)
	}
	p := expfmt.NewTextParser(model.UTF8Validation)
	fams, err := p.TextToMetricFamilies(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return fams
}

// value is the counter, gauge or histogram count of the family's metric
// with these label values (name=value pairs).
func value(fams map[string]*dto.MetricFamily, name string, labels ...string) float64 {
	var sum float64
next:
	for _, m := range fams[name].GetMetric() {
		for _, l := range labels {
			k, v, _ := strings.Cut(l, "=")
			found := false
			for _, lp := range m.GetLabel() {
				found = found || (lp.GetName() == k && lp.GetValue() == v)
			}
			if !found {
				continue next
			}
		}
		sum += m.GetCounter().GetValue() + m.GetGauge().GetValue() + float64(m.GetHistogram().GetSampleCount())
	}
	return sum
}

// TestMetrics: a move is counted by type and result, its latency goes into
// both histograms, the connections and the followed tables are gauged, and
// a refused move and a message that does not decode are counted by their
// codes.
func TestMetrics(t *testing.T) {
	n, store := testNode(t, hub.Config{})
	ctx := timeout(t, patience)
	aki, _ := player(t, ctx, n, "Aki")
	ben, _ := player(t, ctx, n, "Ben")
	st, _ := openTable(t, ctx, aki, ben, "3")
	before := scrape(t, n)
	if got := value(before, "koikoi_players_connected"); got != 2 {
		t.Errorf("players connected = %v; want 2", got)
	}
	if got := value(before, "koikoi_followed_tables"); got != 1 {
		t.Errorf("followed tables = %v; want 1", got)
	}

	tb, g := current(t, store, st.Table.ID)
	conns := map[int]*client.Conn{0: aki, 1: ben}
	mover, other := conns[g.ToMove()], conns[1-g.ToMove()]
	legal := g.Legal(g.ToMove())[0]
	verb, _, _ := strings.Cut(legal, " ")
	send(t, ctx, mover, protocol.Move{Header: hdr("move"), Table: st.Table.ID, Seq: tb.Seq, Move: legal})
	// The move's events reach the other seat; then a refused move.
	for {
		m, err := other.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if e, _ := m.Event(); m.Type == "event" && e.View != nil && e.Seq > tb.Seq {
			break
		}
	}
	expectError(t, ctx, other, send(t, ctx, other, protocol.Move{Header: hdr("move"), Table: st.Table.ID, Seq: 1, Move: legal}), protocol.CodeStale)
	other.SendRaw(ctx, []byte(`{"type":"nope","id":77}`))
	expectError(t, ctx, other, 77, protocol.CodeBadMessage)

	after := scrape(t, n)
	for _, c := range []struct {
		name   string
		labels []string
		want   float64
	}{
		{"koikoi_moves_total", []string{"type=" + verb, "result=ok"}, 1},
		{"koikoi_moves_total", []string{"result=stale"}, 1},
		{"koikoi_messages_total", []string{"type=move", "result=ok"}, 1},
		{"koikoi_answer_seconds", []string{"type=move"}, 2},
		{"koikoi_move_fanout_seconds", nil, 1},
		{"koikoi_commits_total", []string{"result=ok"}, 1},
		{"koikoi_notices_total", []string{"direction=sent"}, 1},
		{"koikoi_messages_total", []string{"type=unknown", "result=bad_message"}, 1},
	} {
		if got := value(after, c.name, c.labels...) - value(before, c.name, c.labels...); got != c.want {
			t.Errorf("%s%v went up by %v; want %v", c.name, c.labels, got, c.want)
		}
	}
	if got := value(after, "koikoi_connections"); got != 2 {
		t.Errorf("connections = %v; want 2", got)
	}
}

// TestMetricsOwnRegistry: two nodes in one process count apart.
func TestMetricsOwnRegistry(t *testing.T) {
	a, _ := testNode(t, hub.Config{})
	b, _ := testNode(t, hub.Config{})
	ctx := timeout(t, patience)
	player(t, ctx, a, "Aki")
	waitFor(t, func() bool { return value(scrape(t, a), "koikoi_players_connected") == 1 })
	if got := value(scrape(t, b), "koikoi_players_connected"); got != 0 {
		t.Errorf("the other node counts %v players; want 0", got)
	}
}
