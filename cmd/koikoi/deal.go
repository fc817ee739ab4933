package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/internal/cli"
)

// runDeal prints the deck a deal seed gives and its hash, so that anyone
// can check a round the app revealed: the hash shown before the round must
// match, and the deck must be the one that was played.
func runDeal(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := cli.NewFlagSet("koikoi", "deal")
	seed := fs.Uint64("seed", 0, "the deal seed revealed at the round's end")
	if ok, status := cli.Parse(fs, args, stdout, stderr); !ok {
		return status
	}
	seen := false
	fs.Visit(func(f *flag.Flag) { seen = seen || f.Name == "seed" })
	if !seen || fs.NArg() > 0 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("want exactly --seed N"))
	}
	deck := koikoi.ShuffledDeck(*seed)
	ids := make([]string, len(deck))
	for i, c := range deck {
		ids[i] = c.String()
	}
	fmt.Fprintf(stdout, "seed %d\nhash %s\ndeck %s\n", *seed, koikoi.DealHash(*seed, deck), strings.Join(ids, " "))
	return 0
}
