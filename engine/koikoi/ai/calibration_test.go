package ai

import (
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// calibrationSeed is the first game of the calibration tests: far from the
// seeds the knots were fitted on (1 on), so the check is on fresh games.
const calibrationSeed = 7_000_000

// collect gathers at least n Koi-Koi decisions between players of the
// level, the presets in turn.
func collect(t *testing.T, level string, n int, seed uint64, opts ...Option) []KoiDecision {
	t.Helper()
	var out []KoiDecision
	for g := seed; len(out) < n; g++ {
		ds, err := CollectKoiDecisions(koikoi.MustPreset(koikoi.PresetNames[g%4]), level, g, opts...)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, ds...)
	}
	return out
}

func reliability(ds []KoiDecision, bins int) Reliability {
	p, hit := make([]float64, len(ds)), make([]bool, len(ds))
	for i, d := range ds {
		p[i], hit[i] = d.Forecast.ScoreAgain, d.ScoredAgain
	}
	return NewReliability(p, hit, bins)
}

// TestCalibration checks the chance of scoring again first on fresh games:
// in every bin of 200 decisions or more, predicted and observed differ by
// at most 5 points; and Koi-Koi's expected points are within a point of
// the mean that came. The short version bins 2,500 decisions of normal
// players in fifths (a few seconds on one core); the full one bins 10,000
// of normal players and 500 of hard ones (at a reduced budget) in tenths.
func TestCalibration(t *testing.T) {
	ds := collect(t, "normal", 2500, calibrationSeed)
	bins := 5
	if !testing.Short() {
		ds = append(collect(t, "normal", 10000, calibrationSeed+100_000),
			collect(t, "hard", 500, calibrationSeed+200_000, WithBudget(1000))...)
		bins = 10
	}
	r := reliability(ds, bins)
	var b strings.Builder
	r.Write(&b)
	if gap := r.WorstGap(200); gap > 5 {
		t.Errorf("a bin is %.1f points off (more than 5):\n%s", gap, b.String())
	}
	t.Logf("%d decisions:\n%s", r.N, b.String())
	forecast, came := 0.0, 0
	for _, d := range ds {
		forecast += d.Forecast.KoiPoints
		came += d.Points
	}
	n := float64(len(ds))
	if diff := float64(came)/n - forecast/n; diff < -1 || diff > 1 {
		t.Errorf("Koi-Koi's points: forecast %+.2f on average, came %+.2f", forecast/n, float64(came)/n)
	}
}

// TestCalibrateIsMonotone checks the map: increasing, in [0, 1], through
// its knots.
func TestCalibrateIsMonotone(t *testing.T) {
	prev := -1.0
	for i := 0; i <= 1000; i++ {
		x := float64(i) / 1000
		y := Calibrate(x)
		if y < prev || y < 0 || y > 1 {
			t.Fatalf("Calibrate(%v) = %v after %v", x, y, prev)
		}
		prev = y
	}
	for _, k := range calibrationKnots {
		if got := Calibrate(k.x); got != k.y {
			t.Errorf("Calibrate(%v) = %v; want %v", k.x, got, k.y)
		}
	}
}
