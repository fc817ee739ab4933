package main

import (
	"fmt"
	"io"
	"runtime"
	"time"

	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/internal/cli"
)

// runCalibrate measures the advice's chance of winning against what
// happens (ai.Calibrate) and prints the reliability table; it exits with
// status 1 when a band is off by more than ai.MaxBinError.
func runCalibrate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := cli.NewFlagSet("ikebana", "calibrate")
	n := fs.Int("n", 12000, "decisions to predict, at least")
	seed := fs.Uint64("seed", 1, "seed of the first deal")
	budget := fs.Int("budget", 0, "turns played out per prediction (0: the hard level's default, as the app asks)")
	hardBudget := fs.Int("hard-budget", 10000, "turns played out per decision of the hard players at the tables (0: the default)")
	every := fs.Int("every", 10, "one decision in this many is predicted, on average")
	workers := fs.Int("workers", runtime.NumCPU(), "games played at once (the results do not depend on it)")
	quiet := fs.Bool("quiet", false, "no progress on standard error")
	if ok, status := cli.Parse(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() > 0 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	for name, v := range map[string]int{"-n": *n, "-every": *every, "-workers": *workers} {
		if v < 1 {
			return cli.Fail(stderr, fs.Name(), fmt.Errorf("%s must be at least 1 (got %d)", name, v))
		}
	}
	if *budget < 0 || *hardBudget < 0 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("budgets must not be negative"))
	}
	var progress io.Writer
	if !*quiet {
		progress = stderr
	}
	start := time.Now()
	c := ai.Calibrate(ai.CalibrationOptions{Decisions: *n, Seed: *seed, Budget: *budget, HardBudget: *hardBudget,
		Every: *every, Workers: *workers}, progress)
	c.WriteTable(stdout)
	fmt.Fprintf(stdout, "\n(%s, %d workers)\n", time.Since(start).Round(time.Second), *workers)
	if err := c.Check(); err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	return 0
}
