package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/koikoi-app/koikoi/koikoi"
)

// exitUsage is the status for bad input.
const exitUsage = 2

// setFlags collects repeated --set NAME=VALUE flags.
type setFlags []string

func (s *setFlags) String() string     { return strings.Join(*s, " ") }
func (s *setFlags) Set(v string) error { *s = append(*s, v); return nil }

// rulesFlags are the --rules and --set flags every game command takes.
type rulesFlags struct {
	preset string
	sets   setFlags
}

func (rf *rulesFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&rf.preset, "rules", "standard", "rule preset: "+strings.Join(koikoi.PresetNames, ", "))
	fs.Var(&rf.sets, "set", "change an option, NAME=VALUE (repeatable): "+strings.Join(koikoi.OptionNames, ", "))
}

// rules returns the preset with the options applied.
func (rf *rulesFlags) rules() (koikoi.Rules, error) {
	r, err := koikoi.Preset(rf.preset)
	if err != nil {
		return r, err
	}
	return r, r.SetAll(rf.sets...)
}

// newFlagSet returns a flag set that reports errors instead of exiting.
func newFlagSet(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("koikoi "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs
}

// parseFlags parses args and reports a bad flag in one line. With -h it
// prints the defaults to stdout. ok is false when the command must stop;
// then status is its exit status.
func parseFlags(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) (ok bool, status int) {
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		fs.SetOutput(stdout)
		fmt.Fprintf(stdout, "usage of %s:\n", fs.Name())
		fs.PrintDefaults()
		return false, 0
	}
	if err != nil {
		return false, fail(stderr, fs.Name(), err)
	}
	return true, 0
}

// fail prints one line for an error and returns the bad-input status.
func fail(stderr io.Writer, who string, err error) int {
	fmt.Fprintf(stderr, "%s: %v\n", who, err)
	return exitUsage
}

// nonNegative checks count flags.
func nonNegative(pairs ...any) error {
	for i := 0; i+1 < len(pairs); i += 2 {
		if n := pairs[i+1].(int); n < 0 {
			return fmt.Errorf("--%s must not be negative (got %d)", pairs[i], n)
		}
	}
	return nil
}
