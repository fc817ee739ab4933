package main

import (
	"fmt"
	"io"
	"runtime"
	"sync"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
	"github.com/koikoi-app/koikoi/internal/cli"
)

// runCalibrate measures the advisor's Koi-Koi forecast: it plays games of
// every preset between normal players (and some between hard players),
// forecasts every Koi-Koi decision and plays a Koi-Koi out with the real
// hidden cards, then prints the reliability table of the chance of scoring
// again first and how the expected points compare with what came.
func runCalibrate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := cli.NewFlagSet("koikoi", "calibrate")
	n := fs.Int("n", 12000, "decisions to collect (normal players)")
	hard := fs.Int("hard", 1000, "further decisions between hard players")
	budget := fs.Int("budget", 2000, "search iterations per decision of the hard players")
	seed := fs.Uint64("seed", 1, "seed of the first game; game i uses seed+i")
	workers := fs.Int("workers", runtime.NumCPU(), "games played at once (results do not depend on it)")
	raw := fs.Bool("raw", false, "print one line per decision: preset level raw-chance chance scored-again points raw-expected-points (for fitting)")
	if ok, status := cli.Parse(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() > 0 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	if *n < 0 || *hard < 0 || *workers < 1 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("--n and --hard must be at least 0, --workers at least 1"))
	}
	ds, err := collectDecisions("normal", *n, *seed, *workers)
	if err == nil && *hard > 0 {
		var hs []ai.KoiDecision
		hs, err = collectDecisions("hard", *hard, *seed+1_000_000, *workers, ai.WithBudget(*budget))
		ds = append(ds, hs...)
	}
	if err != nil {
		return cli.Fail(stderr, fs.Name(), err)
	}
	if *raw {
		for _, d := range ds {
			hit := 0
			if d.ScoredAgain {
				hit = 1
			}
			fmt.Fprintf(stdout, "%s %s %.4f %.4f %d %d %.3f\n", d.Preset, d.Level, d.Forecast.RawScoreAgain, d.Forecast.ScoreAgain, hit, d.Points, d.Forecast.RawKoiPoints)
		}
		return 0
	}
	writeCalibration(stdout, ds)
	return 0
}

// collectDecisions plays games of the presets in turn until it has want
// decisions, workers games at a time, in the order of their seeds.
func collectDecisions(level string, want int, seed uint64, workers int, opts ...ai.Option) ([]ai.KoiDecision, error) {
	var out []ai.KoiDecision
	for next := seed; len(out) < want; {
		batch := make([][]ai.KoiDecision, workers)
		errs := make([]error, workers)
		var wg sync.WaitGroup
		for i := range workers {
			g := next + uint64(i)
			rules := koikoi.MustPreset(koikoi.PresetNames[g%uint64(len(koikoi.PresetNames))])
			wg.Add(1)
			go func() {
				defer wg.Done()
				batch[i], errs[i] = ai.CollectKoiDecisions(rules, level, g, opts...)
			}()
		}
		wg.Wait()
		next += uint64(workers)
		for i := range batch {
			if errs[i] != nil {
				return out, errs[i]
			}
			out = append(out, batch[i]...)
		}
	}
	return out[:want], nil
}

// writeCalibration prints the reliability tables: all decisions, then by
// level and by preset, and the expected points against the points that
// came.
func writeCalibration(w io.Writer, ds []ai.KoiDecision) {
	table := func(title string, keep func(ai.KoiDecision) bool) {
		var p []float64
		var hit []bool
		pts, got := 0.0, 0
		for _, d := range ds {
			if keep(d) {
				p = append(p, d.Forecast.ScoreAgain)
				hit = append(hit, d.ScoredAgain)
				pts += d.Forecast.KoiPoints
				got += d.Points
			}
		}
		if len(p) == 0 {
			return
		}
		r := ai.NewReliability(p, hit, 10)
		fmt.Fprintf(w, "\n%s: %d decisions, worst gap %.1f points in bins of 200 or more\n\n", title, r.N, r.WorstGap(200))
		r.Write(w)
		fmt.Fprintf(w, "\nKoi-Koi's points: forecast %+.2f on average, came %+.2f\n", pts/float64(len(p)), float64(got)/float64(len(p)))
	}
	table("All", func(ai.KoiDecision) bool { return true })
	for _, lv := range []string{"normal", "hard"} {
		table("Level "+lv, func(d ai.KoiDecision) bool { return d.Level == lv })
	}
	for _, pr := range koikoi.PresetNames {
		table("Preset "+pr, func(d ai.KoiDecision) bool { return d.Preset == pr })
	}
}
