package cli

import (
	"encoding"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/koikoi-app/koikoi/i18n"
)

// ExitUsage is the exit status for bad input (arguments, files, lines).
const ExitUsage = 2

// NewFlagSet returns the flag set of the subcommand name of program prog
// ("koikoi", "ikebana"): it reports errors to its caller instead of
// printing and exiting.
func NewFlagSet(prog, name string) *flag.FlagSet {
	fs := flag.NewFlagSet(prog+" "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs
}

// Parse parses args and reports a bad flag in one line on stderr. With -h
// it prints the defaults to stdout. ok is false when the command must stop;
// then status is its exit status.
func Parse(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) (ok bool, status int) {
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		fs.SetOutput(stdout)
		fmt.Fprintf(stdout, "usage of %s:\n", fs.Name())
		fs.PrintDefaults()
		return false, 0
	}
	if err != nil {
		return false, Fail(stderr, fs.Name(), err)
	}
	return true, 0
}

// ParseFile parses args, which must name one file, and decodes the file
// into v (a saved game's UnmarshalText): what replay commands start with.
// what names the file in the error for a missing one ("saved game"). ok
// is false when the command must stop; then status is its exit status.
func ParseFile(fs *flag.FlagSet, args []string, stdout, stderr io.Writer, what string, v encoding.TextUnmarshaler) (ok bool, status int) {
	if ok, status := Parse(fs, args, stdout, stderr); !ok {
		return false, status
	}
	if fs.NArg() != 1 {
		return false, Fail(stderr, fs.Name(), fmt.Errorf("want one %s file", what))
	}
	text, err := os.ReadFile(fs.Arg(0))
	if err != nil {
		return false, Fail(stderr, fs.Name(), err)
	}
	if err := v.UnmarshalText(text); err != nil {
		return false, Fail(stderr, fs.Name(), fmt.Errorf("%s: %v", fs.Arg(0), err))
	}
	return true, 0
}

// Fail prints one line, "who: err", on stderr and returns ExitUsage.
func Fail(stderr io.Writer, who string, err error) int {
	fmt.Fprintf(stderr, "%s: %v\n", who, err)
	return ExitUsage
}

// Language checks the value of a --lang flag: one of i18n's languages.
func Language(code string) error {
	for _, l := range i18n.Languages() {
		if l.Code == code {
			return nil
		}
	}
	return fmt.Errorf("unknown language %q (want en, fr, es, de or ja)", code)
}
