package ai

import (
	"math"
	"strings"
	"testing"
	"time"

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

// TestCalibrationShort is a small calibration run: few games and small
// budgets, so its bands are too noisy to hold to MaxBinError (the full
// runs are `ikebana calibrate`, docs/ikebana-ai.md). It checks that the
// harness counts what it should, that the chance beats knowing nothing,
// and that the sweep's fit and tables hold the same decisions.
func TestCalibrationShort(t *testing.T) {
	if testing.Short() {
		t.Skip("a calibration run of several seconds")
	}
	o := CalibrationOptions{Decisions: 600, Seed: 77, Opponents: "mixed", Budget: 1500, HardBudget: 300, Workers: 2, Sweep: []float64{-3, 0, 3}}
	c := Calibrate(o, nil)
	var b strings.Builder
	c.WriteTable(&b)
	t.Logf("\n%s", b.String())
	if c.Decisions < o.Decisions || c.Games == 0 {
		t.Fatalf("%d decisions in %d games; want at least %d", c.Decisions, c.Games, o.Decisions)
	}
	checkBins := func(c Calibration) {
		t.Helper()
		sum := 0
		for _, bin := range c.Bins {
			sum += bin.Decisions
			if bin.Decisions > 0 && (bin.Predicted < bin.Lo || bin.Predicted >= bin.Hi+1e-9) {
				t.Errorf("band %.1f–%.1f holds a mean prediction of %.3f", bin.Lo, bin.Hi, bin.Predicted)
			}
			if !(bin.SE >= 0) || math.IsInf(bin.SE, 0) {
				t.Errorf("band %.1f–%.1f: standard error %v", bin.Lo, bin.Hi, bin.SE)
			}
		}
		if sum != c.Decisions {
			t.Errorf("the bands hold %d decisions of %d", sum, c.Decisions)
		}
	}
	checkBins(c)
	if c.Brier >= c.Even {
		t.Errorf("Brier score %.4f, no better than 1/n's %.4f", c.Brier, c.Even)
	}
	best, brier := c.Fit()
	want := 0.0 // the swept table's Brier score, from the fit's
	for n := ikebana.MinPlayers; n <= ikebana.MaxPlayers; n++ {
		if c.ByPlayers[n].Decisions == 0 {
			t.Fatalf("no decisions at %d seats", n)
		}
		for j := range o.Sweep {
			if brier[n][j] < brier[n][best[n]] {
				t.Errorf("%d seats: Brier by edge %v; the best is not %d", n, brier[n], best[n])
			}
		}
		want += brier[n][best[n]] * float64(c.ByPlayers[n].Decisions) / float64(c.Decisions)
	}
	sw := c.Swept(best)
	checkBins(sw)
	if sw.Decisions != c.Decisions || sw.Games != c.Games || math.Abs(sw.Brier-want) > 1e-9 {
		t.Errorf("swept: %d decisions in %d games, Brier %.6f, for %d in %d and %.6f", sw.Decisions, sw.Games, sw.Brier, c.Decisions, c.Games, want)
	}
}

// TestClusteredSE checks a band's standard error against a computation by
// hand: two games, the second twice as far off.
func TestClusteredSE(t *testing.T) {
	var b binTally
	b.add(0, 0.2, 1)
	b.add(0, 0.4, 1)
	b.add(1, 0.3, 0)
	b.add(2, 0.3, 0)
	bin := b.bin(0, 1)
	// e = 0.8, 0.6, -0.3, -0.3: mean 0.2; game sums of e − mean: 1.0,
	// -0.5, -0.5; Var = 3/2 · (1 + 0.25 + 0.25) / 16.
	want := math.Sqrt(1.5 * 1.5 / 16)
	if bin.Decisions != 4 || bin.Games != 3 || math.Abs(bin.Observed-bin.Predicted-0.2) > 1e-12 || math.Abs(bin.SE-want) > 1e-12 {
		t.Errorf("bin %+v; want 4 decisions, 3 games, difference 0.2, SE %.4f", bin, want)
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

// TestCalibrationUntil checks that a run past its time starts no game.
func TestCalibrationUntil(t *testing.T) {
	c := Calibrate(CalibrationOptions{Decisions: 100, Opponents: "normal", Budget: 300, Until: time.Now().Add(-time.Second)}, nil)
	if c.Games != 0 || c.Decisions != 0 {
		t.Errorf("%d games, %d decisions after the time; want none", c.Games, c.Decisions)
	}
}
