package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

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

// nonNegative checks count flags.
func nonNegative(pairs ...any) error {
	for i := 0; i+1 < len(pairs); i += 2 {
		if n := pairs[i+1].(int); n < 0 {
			return fmt.Errorf("--%s must not be negative (got %d)", pairs[i], n)
		}
	}
	return nil
}
