package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
)

// exitUsage is the status for bad input.
const exitUsage = 2

// newFlagSet returns a flag set for a subcommand that reports errors
// instead of exiting.
func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet("ikebana "+name, flag.ContinueOnError)
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
