package review

import (
	"context"
	"testing"
)

// BenchmarkReview5Seats reviews one seat of a four-round game at five
// seats between normal players, with the default options (the hard
// search's default budget on one worker, DefaultLuckSamples).
func BenchmarkReview5Seats(b *testing.B) {
	rp := loadGame(b, 5, []string{"normal", "normal", "normal", "normal", "normal"})
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
}
