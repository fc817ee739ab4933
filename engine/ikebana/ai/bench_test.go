package ai

import (
	"runtime"
	"sort"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// decisionPoints collects observations where the seat to move must choose
// between at least two moves, from games between normal players at a table
// of n.
func decisionPoints(tb testing.TB, n, count int) []ikebana.Observation {
	tb.Helper()
	var out []ikebana.Observation
	np := mustNew(tb, "normal")
	for seed := uint64(100); len(out) < count; seed++ {
		s, err := ikebana.NewState(ikebana.WithPlayers(n), ikebana.WithSeed(seed))
		if err != nil {
			tb.Fatal(err)
		}
		for !s.GameOver() && len(out) < count {
			if s.Phase() == ikebana.PhaseRoundOver {
				s.PlayNextRound()
				continue
			}
			o := s.Observe(s.ToMove())
			if len(o.LegalMoves()) > 1 {
				out = append(out, o)
			}
			s.Play(np.Move(&o))
		}
	}
	return out
}

// benchDecisions times a level's decisions over varied positions and
// reports the 95th percentile of the wall time and, on Linux, of the
// thread's CPU time (what a decision costs on one core, whatever else the
// machine runs).
func benchDecisions(b *testing.B, level string, n int, opts ...Option) {
	obs := decisionPoints(b, n, 200)
	p := mustNew(b, level, opts...)
	wall := make([]time.Duration, 0, b.N)
	cpu := make([]time.Duration, 0, b.N)
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		o := &obs[i%len(obs)]
		c0, ok := threadCPU()
		t := time.Now()
		p.Move(o)
		wall = append(wall, time.Since(t))
		if c1, _ := threadCPU(); ok {
			cpu = append(cpu, c1-c0)
		}
	}
	b.StopTimer()
	b.ReportMetric(p95(wall), "p95-ms")
	if len(cpu) > 0 {
		b.ReportMetric(p95(cpu), "p95-cpu-ms")
	}
}

// p95 returns the 95th percentile of ts in milliseconds.
func p95(ts []time.Duration) float64 {
	sort.Slice(ts, func(i, j int) bool { return ts[i] < ts[j] })
	return float64(ts[len(ts)*95/100].Nanoseconds()) / 1e6
}

// BenchmarkHardDecision times the hard level at its default budget, at
// tables of 2, 4 and 5.
func BenchmarkHardDecision(b *testing.B) {
	for _, n := range []int{2, 4, 5} {
		b.Run(string(rune('0'+n))+"seats", func(b *testing.B) { benchDecisions(b, "hard", n) })
	}
}

// BenchmarkNormalDecision times the normal level (4 seats): the playout
// policy of the hard level.
func BenchmarkNormalDecision(b *testing.B) { benchDecisions(b, "normal", 4) }

// BenchmarkHardDecisionAllCores is the hard level with AllCores: one
// search with the default budget on each core (up to four). Run it
// without -cpu 1.
func BenchmarkHardDecisionAllCores(b *testing.B) { benchDecisions(b, "hard", 4, AllCores()...) }

// roundEnds plays count rounds of normal players at a table of n, from
// the first to the third of a game, and returns each round's end: the
// states the search values with winShare.
func roundEnds(tb testing.TB, n, count int) []ikebana.State {
	tb.Helper()
	np := mustNew(tb, "normal")
	var out []ikebana.State
	for seed := uint64(1); len(out) < count; seed++ {
		s, err := ikebana.NewState(ikebana.WithPlayers(n), ikebana.WithSeed(seed), ikebana.WithBouquetFinal(seed%2 == 0))
		if err != nil {
			tb.Fatal(err)
		}
		for !s.LastRound() && len(out) < count {
			if s.Phase() == ikebana.PhaseRoundOver {
				out = append(out, s)
				s.PlayNextRound()
				continue
			}
			o := s.Observe(s.ToMove())
			s.Play(np.Move(&o))
		}
	}
	return out
}

// BenchmarkWinShare times the value of a playout's end before the last
// round at a table of five, with the drifts of a seat that follows the
// advice against two normal and two hard computers.
func BenchmarkWinShare(b *testing.B) {
	ends := roundEnds(b, 5, 64)
	o := ends[0].Observe(0)
	c := newConfig([]Option{WithLevels([]string{"", "normal", "hard", "normal", "hard"})})
	d, _ := seatDrifts(&c, &o)
	d.now = 0.5
	b.ReportAllocs()
	b.ResetTimer()
	sum := 0.0
	for i := 0; i < b.N; i++ {
		sum += winShare(&ends[i%len(ends)], 0, &d)
	}
	if sum < 0 {
		b.Fatal(sum)
	}
}

// BenchmarkAnalyze times the advice's search at its default budget, as
// the app asks, at a table of five (a seat against two normal and two
// hard computers).
func BenchmarkAnalyze(b *testing.B) {
	obs := decisionPoints(b, 5, 200)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		o := &obs[i%len(obs)]
		levels := []string{"normal", "hard", "normal", "hard", "normal"}
		levels[o.Seat] = ""
		Analyze(o, WithSeed(uint64(i)), WithLevels(levels))
	}
}
