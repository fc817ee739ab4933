package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/internal/cli"
)

// scoreJSON is the output of ikebana score.
type scoreJSON struct {
	Combinations []comboJSON `json:"combinations"`
	Base         int         `json:"base"`
	Colours      int         `json:"colours"`
	Multiplier   int         `json:"multiplier"`
	Total        int         `json:"total"`
}

// comboJSON is one combination: kind pair, three, four, five or run; value
// the cards' value (a run's lowest).
type comboJSON struct {
	Kind   string `json:"kind"`
	Value  int    `json:"value"`
	Points int    `json:"points"`
}

func runScore(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := cli.NewFlagSet("ikebana", "score")
	final := fs.Bool("final", false, "the Bouquet-final round: the score is doubled")
	batch := fs.Bool("batch", false, "score one bouquet per line of standard input")
	if ok, status := cli.Parse(fs, args, stdout, stderr); !ok {
		return status
	}
	if !*batch {
		if fs.NArg() == 0 {
			return cli.Fail(stderr, fs.Name(), fmt.Errorf("no cards given (five card ids such as red-1a or multi-5, or --batch)"))
		}
		out, err := scoreCards(strings.Join(fs.Args(), " "), *final)
		if err != nil {
			return cli.Fail(stderr, fs.Name(), err)
		}
		json.NewEncoder(stdout).Encode(out)
		return 0
	}
	if fs.NArg() > 0 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("--batch reads bouquets from standard input, not from arguments"))
	}
	return cli.Batch(fs, stdin, stdout, stderr, func(line string) (any, error) { return scoreCards(line, *final) })
}

// scoreCards scores one bouquet written as card ids.
func scoreCards(text string, final bool) (scoreJSON, error) {
	b, err := ikebana.ParseSet(text)
	if err != nil {
		return scoreJSON{}, err
	}
	if b.Len() != ikebana.BouquetSize {
		return scoreJSON{}, fmt.Errorf("a bouquet is %d cards, got %d", ikebana.BouquetSize, b.Len())
	}
	sc, err := ikebana.ScoreBouquet(b, final)
	if err != nil {
		return scoreJSON{}, err
	}
	out := scoreJSON{Combinations: []comboJSON{}, Base: sc.Base, Colours: sc.Colours, Multiplier: sc.Multiplier, Total: sc.Total}
	for _, c := range sc.Combinations() {
		out.Combinations = append(out.Combinations, comboJSON{c.Kind.String(), c.Value, c.Points})
	}
	return out, nil
}
