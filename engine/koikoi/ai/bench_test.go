package ai

import (
	"sort"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// decisionPoints collects observations where a seat must choose between at
// least two moves, from games between normal players.
func decisionPoints(tb testing.TB, n int) []koikoi.Observation {
	tb.Helper()
	var out []koikoi.Observation
	np, _ := New("normal")
	for seed := uint64(100); len(out) < n; seed++ {
		s, err := koikoi.NewState(koikoi.WithSeed(seed))
		if err != nil {
			tb.Fatal(err)
		}
		for s.Phase() < koikoi.PhaseRoundOver && len(out) < n {
			o := s.Observe(s.ToMove())
			if len(o.LegalMoves()) > 1 {
				out = append(out, o)
			}
			s, _ = s.Apply(np.Move(&o))
		}
	}
	return out
}

// benchDecisions times a level's decisions over varied positions and
// reports the 95th percentile.
func benchDecisions(b *testing.B, level string, opts ...Option) {
	obs := decisionPoints(b, 200)
	p, err := New(level, opts...)
	if err != nil {
		b.Fatal(err)
	}
	times := make([]time.Duration, 0, b.N)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		o := &obs[i%len(obs)]
		t := time.Now()
		p.Move(o)
		times = append(times, time.Since(t))
	}
	b.StopTimer()
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	b.ReportMetric(float64(times[len(times)*95/100].Nanoseconds())/1e6, "p95-ms")
}

// BenchmarkHardDecision times the hard level at its default budget.
func BenchmarkHardDecision(b *testing.B) { benchDecisions(b, "hard") }

// BenchmarkNormalDecision times the normal level.
func BenchmarkNormalDecision(b *testing.B) { benchDecisions(b, "normal") }

// BenchmarkHardDecisionAllCores is the hard level as the app and koikoi
// agent run it: one search with the default budget on each core (up to
// four). Run it without -cpu 1.
func BenchmarkHardDecisionAllCores(b *testing.B) { benchDecisions(b, "hard", AllCores()...) }
