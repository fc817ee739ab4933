package review

import (
	"context"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// BenchmarkReview12Rounds reviews one seat of a 12-round standard game
// between normal players, with the default options (the hard search's
// default budget on one worker, DefaultSamples, DefaultLuckSamples).
func BenchmarkReview12Rounds(b *testing.B) {
	rp := loadGame(b, koikoi.MustPreset("standard"), 12, [2]string{"normal", "normal"})
	b.ReportAllocs()
	b.ResetTimer()
	start, measured := cpuTime()
	decisions := 0
	for range b.N {
		rep, err := Review(context.Background(), rp, 0)
		if err != nil {
			b.Fatal(err)
		}
		decisions = len(rep.Decisions)
	}
	if end, _ := cpuTime(); measured {
		b.ReportMetric((end-start).Seconds()/float64(b.N), "cpu-s/op")
	}
	b.ReportMetric(float64(decisions), "decisions")
	b.ReportMetric(float64(rp.Final().Round()), "rounds")
}
