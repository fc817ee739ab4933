package main

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/internal/cli"
)

// calibrationOpponents are the computers' levels calibrate plays against.
var calibrationOpponents = []string{"normal", "hard", "mixed"}

// runCalibrate measures the advice's chance of winning for a seat that
// follows it against computers of each level asked (ai.Calibrate) and
// prints the reliability tables; with --sweep, also each edge's Brier
// score, the edge that fits each table size best and the tables with it
// (Calibration.Fit, Calibration.Swept). It exits with status 1 when a band
// is off by more than ai.MaxBinError.
func runCalibrate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := cli.NewFlagSet("ikebana", "calibrate")
	n := fs.Int("n", 4000, "decisions to predict against each level, at least")
	seed := fs.Uint64("seed", 1, "seed of the first deal")
	opponents := fs.String("opponents", strings.Join(calibrationOpponents, ","), "the computers' levels, one run each: "+strings.Join(calibrationOpponents, ", ")+" (normal or hard at random)")
	budget := fs.Int("budget", 0, "turns played out per advice (0: the hard level's default, as the app asks)")
	hardBudget := fs.Int("hard-budget", ai.AppHardBudget, "turns played out per decision of the hard computers (0: the default)")
	workers := fs.Int("workers", runtime.NumCPU(), "games played at once (the results do not depend on it)")
	sweep := fs.String("sweep", "", "edges over the computers, in prestige a round, to predict with as well (e.g. -2,0,2,4): prints the one that fits each table size best and the tables with it")
	minutes := fs.Float64("minutes", 0, "stop starting games after this many minutes, each level (0: no limit)")
	quiet := fs.Bool("quiet", false, "no progress on standard error")
	if ok, status := cli.Parse(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() > 0 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	for name, v := range map[string]int{"-n": *n, "-workers": *workers} {
		if v < 1 {
			return cli.Fail(stderr, fs.Name(), fmt.Errorf("%s must be at least 1 (got %d)", name, v))
		}
	}
	if *budget < 0 || *hardBudget < 0 || *minutes < 0 {
		return cli.Fail(stderr, fs.Name(), errors.New("budgets and minutes must not be negative"))
	}
	levels := strings.Split(*opponents, ",")
	for _, l := range levels {
		if !slices.Contains(calibrationOpponents, l) {
			return cli.Fail(stderr, fs.Name(), fmt.Errorf("unknown opponents %q (want %s)", l, strings.Join(calibrationOpponents, ", ")))
		}
	}
	var edges []float64
	if *sweep != "" {
		for _, f := range strings.Split(*sweep, ",") {
			e, err := strconv.ParseFloat(strings.TrimSpace(f), 64)
			if err != nil {
				return cli.Fail(stderr, fs.Name(), fmt.Errorf("-sweep: %q is not a number", f))
			}
			edges = append(edges, e)
		}
	}
	var progress io.Writer
	if !*quiet {
		progress = stderr
	}
	status := 0
	for _, l := range levels {
		start := time.Now()
		o := ai.CalibrationOptions{Decisions: *n, Seed: *seed, Opponents: l, Budget: *budget,
			HardBudget: *hardBudget, Workers: *workers, Sweep: edges}
		if *minutes > 0 {
			o.Until = start.Add(time.Duration(*minutes * float64(time.Minute)))
		}
		c := ai.Calibrate(o, progress)
		c.WriteTable(stdout)
		if len(edges) > 0 {
			best, brier := c.Fit()
			for p := ikebana.MinPlayers; p <= ikebana.MaxPlayers; p++ {
				fmt.Fprintf(stdout, "%d seats, Brier score by edge:", p)
				for j, e := range edges {
					fmt.Fprintf(stdout, " %+g: %.4f;", e, brier[p][j])
				}
				fmt.Fprintf(stdout, " best %+g\n", edges[best[p]])
			}
			fmt.Fprintf(stdout, "\nWith the best edge at each table size:\n\n")
			sw := c.Swept(best)
			sw.WriteTable(stdout)
		}
		fmt.Fprintf(stdout, "\n(%s, %d workers)\n\n", time.Since(start).Round(time.Second), *workers)
		if err := c.Check(); err != nil {
			fmt.Fprintln(stderr, err)
			status = 1
		}
	}
	return status
}
