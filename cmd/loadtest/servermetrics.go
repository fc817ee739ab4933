package main

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"sort"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
)

// serverMetrics is what the nodes' own metrics say of the run (the nodes
// alive at its end: a node killed or restarted took its counts with it).
type serverMetrics struct {
	// Moves is the moves the nodes made (koikoi_moves_total, result ok).
	Moves float64 `json:"moves"`
	// FanOutP99MS is the p99 of a move's arrival to its events queued for
	// the other seats on its node (koikoi_move_fanout_seconds), and
	// AnswerP99MS of a move's arrival to its commit
	// (koikoi_answer_seconds{type="move"}), read from the histograms'
	// buckets as Prometheus's histogram_quantile does.
	FanOutP99MS float64 `json:"fanout_p99_ms"`
	AnswerP99MS float64 `json:"answer_p99_ms"`
	// Commits, StoreErrors and RateLimited sum the nodes' counters.
	Commits     float64 `json:"commits"`
	StoreErrors float64 `json:"store_errors"`
	RateLimited float64 `json:"rate_limited"`
	// CommitConflicts counts the changes another change of the table won
	// (koikoi_commits_total, result conflict): read again and redone.
	CommitConflicts float64 `json:"commit_conflicts"`
	// TimeoutsByNode is each live node's koikoi_timeouts_total: the moves
	// it made for people out of time (-async-due), in node order.
	TimeoutsByNode []float64 `json:"timeouts_by_node"`
}

// scrapeNodes reads every live node's /metrics and sums them.
func scrapeNodes(ctx context.Context, nodes []*serverNode) (serverMetrics, error) {
	var sm serverMetrics
	fanOut, answer := map[float64]float64{}, map[float64]float64{}
	for _, n := range nodes {
		select {
		case <-n.done:
			continue
		default:
		}
		fams, err := scrape(ctx, "http://"+n.addr+"/metrics")
		if err != nil {
			return sm, err
		}
		for _, m := range fams["koikoi_moves_total"].GetMetric() {
			if label(m, "result") == "ok" {
				sm.Moves += m.GetCounter().GetValue()
			}
		}
		for _, m := range fams["koikoi_move_fanout_seconds"].GetMetric() {
			addBuckets(fanOut, m.GetHistogram())
		}
		for _, m := range fams["koikoi_answer_seconds"].GetMetric() {
			if label(m, "type") == "move" {
				addBuckets(answer, m.GetHistogram())
			}
		}
		sm.Commits += sum(fams["koikoi_commits_total"])
		sm.StoreErrors += sum(fams["koikoi_store_errors_total"])
		sm.RateLimited += sum(fams["koikoi_rate_limited_total"])
		for _, m := range fams["koikoi_commits_total"].GetMetric() {
			if label(m, "result") == "conflict" {
				sm.CommitConflicts += m.GetCounter().GetValue()
			}
		}
		sm.TimeoutsByNode = append(sm.TimeoutsByNode, sum(fams["koikoi_timeouts_total"]))
	}
	sm.FanOutP99MS = math.Round(quantile(0.99, fanOut)*1e4) / 10
	sm.AnswerP99MS = math.Round(quantile(0.99, answer)*1e4) / 10
	return sm, nil
}

// scrape reads a /metrics page.
func scrape(ctx context.Context, url string) (map[string]*dto.MetricFamily, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, fmt.Errorf("scraping %s: %w", url, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("scraping %s: %s", url, resp.Status)
	}
	p := expfmt.NewTextParser(model.UTF8Validation)
	fams, err := p.TextToMetricFamilies(resp.Body)
	if err != nil {
		return nil, fmt.Errorf("scraping %s: %w", url, err)
	}
	return fams, nil
}

func label(m *dto.Metric, name string) string {
	for _, l := range m.GetLabel() {
		if l.GetName() == name {
			return l.GetValue()
		}
	}
	return ""
}

func sum(f *dto.MetricFamily) float64 {
	var s float64
	for _, m := range f.GetMetric() {
		s += m.GetCounter().GetValue()
	}
	return s
}

// addBuckets adds a histogram's cumulative bucket counts, by upper bound
// (the unbounded bucket's is the sample count).
func addBuckets(into map[float64]float64, h *dto.Histogram) {
	for _, b := range h.GetBucket() {
		if !math.IsInf(b.GetUpperBound(), 1) {
			into[b.GetUpperBound()] += float64(b.GetCumulativeCount())
		}
	}
	into[math.Inf(1)] += float64(h.GetSampleCount())
}

// quantile is the q-quantile of cumulative buckets (upper bound to count),
// in seconds, interpolated linearly inside its bucket as Prometheus's
// histogram_quantile does; the highest finite bound when it falls in the
// last, unbounded bucket; 0 with no observation.
func quantile(q float64, buckets map[float64]float64) float64 {
	bounds := make([]float64, 0, len(buckets))
	for b := range buckets {
		bounds = append(bounds, b)
	}
	sort.Float64s(bounds)
	if len(bounds) == 0 || buckets[bounds[len(bounds)-1]] == 0 {
		return 0
	}
	rank := q * buckets[bounds[len(bounds)-1]]
	lower, below := 0.0, 0.0
	for _, b := range bounds {
		count := buckets[b]
		if count >= rank {
			if math.IsInf(b, 1) {
				return lower
			}
			if count == below {
				return b
			}
			return lower + (b-lower)*(rank-below)/(count-below)
		}
		lower, below = b, count
	}
	return lower
}
