package advice

import (
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
)

// benchPositions returns n decisions of games of the presets in turn.
func benchPositions(b *testing.B, n int) []koikoi.Observation {
	var out []koikoi.Observation
	for seed := uint64(1); len(out) < n; seed++ {
		walkGame(b, koikoi.PresetNames[seed%4], seed, func(o *koikoi.Observation) {
			if len(out) < n && len(o.LegalMoves()) > 1 {
				out = append(out, *o)
			}
		})
	}
	return out
}

// BenchmarkAdvise times the advice at the hard level's default budget:
// its search, the reasons, and at a Koi-Koi decision the forecast.
func BenchmarkAdvise(b *testing.B) {
	obs := benchPositions(b, 100)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Advise(&obs[i%len(obs)])
	}
}

// BenchmarkReasons times the reasons alone, for a move already searched.
func BenchmarkReasons(b *testing.B) {
	obs := benchPositions(b, 100)
	as := make([]Advice, len(obs))
	for i := range obs {
		as[i] = Advise(&obs[i], ai.WithBudget(50))
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		j := i % len(obs)
		if obs[j].Phase != koikoi.PhaseKoiKoi && obs[j].Phase != koikoi.PhaseExchange {
			moveReasons(&obs[j], &as[j].Analysis, as[j].Move)
		}
	}
}
