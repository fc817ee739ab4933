package ai

import (
	"math"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// TestFirstDecisionChance checks the chance of winning at the first
// decision of a level table: about 1/n at every table size, with and
// without the Bouquet final (the product of per-opponent chances it
// replaces gave 0.5^(n-1)).
func TestFirstDecisionChance(t *testing.T) {
	const deals = 8
	for n := ikebana.MinPlayers; n <= ikebana.MaxPlayers; n++ {
		for _, final := range []bool{false, true} {
			sum := 0.0
			for d := range deals {
				s, err := ikebana.NewState(ikebana.WithPlayers(n), ikebana.WithBouquetFinal(final), ikebana.WithSeed(uint64(500+d)))
				if err != nil {
					t.Fatal(err)
				}
				o := s.Observe(s.ToMove())
				a := Analyze(&o, WithSeed(uint64(d)), WithBudget(4000))
				best, ok := a.Of(a.Best)
				if !ok {
					t.Fatalf("%d seats: the first decision was not searched", n)
				}
				sum += best.Win
			}
			got := sum / deals
			if math.Abs(got-1/float64(n)) > 0.02 {
				t.Errorf("%d seats, final %v: first decision %.3f; want about %.3f", n, final, got, 1/float64(n))
			}
		}
	}
}

// TestCalibrationShort is a small calibration run: fewer games and smaller
// budgets than `ikebana calibrate` (docs/ikebana-ai.md), so its bands are
// noisier and allowed 8 points instead of 5; it checks that the harness
// counts what it should and that the chance beats knowing nothing.
func TestCalibrationShort(t *testing.T) {
	if testing.Short() {
		t.Skip("a calibration run of several seconds")
	}
	o := CalibrationOptions{Decisions: 1200, Seed: 77, Budget: 1500, HardBudget: 300, Every: 30, Workers: 2}
	c := Calibrate(o, nil)
	var b strings.Builder
	c.WriteTable(&b)
	t.Logf("\n%s", b.String())
	if c.Decisions < o.Decisions || c.Games == 0 {
		t.Fatalf("%d decisions in %d games; want at least %d", c.Decisions, c.Games, o.Decisions)
	}
	sum := 0
	for _, bin := range c.Bins {
		sum += bin.Decisions
		if bin.Decisions >= 150 && math.Abs(bin.Predicted-bin.Observed) > 0.08 {
			t.Errorf("band %.0f–%.0f%%: predicted %.3f, observed %.3f over %d decisions", 100*bin.Lo, 100*bin.Hi, bin.Predicted, bin.Observed, bin.Decisions)
		}
		if bin.Decisions > 0 && (bin.Predicted < bin.Lo || bin.Predicted >= bin.Hi+1e-9) {
			t.Errorf("band %.1f–%.1f holds a mean prediction of %.3f", bin.Lo, bin.Hi, bin.Predicted)
		}
	}
	if sum != c.Decisions {
		t.Errorf("the bands hold %d decisions of %d", sum, c.Decisions)
	}
	if c.Brier >= c.Even {
		t.Errorf("Brier score %.4f, no better than 1/n's %.4f", c.Brier, c.Even)
	}
	for n := ikebana.MinPlayers; n <= ikebana.MaxPlayers; n++ {
		if c.FirstGames[n] == 0 || math.Abs(c.First[n]-1/float64(n)) > 0.04 {
			t.Errorf("%d seats: first decisions %.3f over %d games; want about %.3f", n, c.First[n], c.FirstGames[n], 1/float64(n))
		}
	}
}

// TestCalibrationCheck checks that Check flags a band off by more than
// MaxBinError, and only one with enough decisions.
func TestCalibrationCheck(t *testing.T) {
	c := Calibration{Bins: []CalibrationBin{
		{Lo: 0.1, Hi: 0.2, Decisions: MinBinDecisions, Predicted: 0.15, Observed: 0.21},
		{Lo: 0.2, Hi: 0.3, Decisions: MinBinDecisions - 1, Predicted: 0.25, Observed: 0.5},
		{Lo: 0.3, Hi: 0.4, Decisions: 5000, Predicted: 0.35, Observed: 0.39},
	}}
	err := c.Check()
	if err == nil || !strings.Contains(err.Error(), "10–20%") || strings.Contains(err.Error(), "20–30%") || strings.Contains(err.Error(), "30–40%") {
		t.Errorf("Check() = %v; want only the 10–20%% band", err)
	}
	c.Bins = c.Bins[1:]
	if err := c.Check(); err != nil {
		t.Errorf("Check() = %v; want nil", err)
	}
}
