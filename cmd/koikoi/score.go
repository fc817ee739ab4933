package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/internal/cli"
)

// scoreJSON is the output of koikoi score.
type scoreJSON struct {
	Yaku  []yakuJSON `json:"yaku"`
	Base  int        `json:"base"`
	Total int        `json:"total"`
}

type yakuJSON struct {
	ID     string `json:"id"`
	Points int    `json:"points"`
}

func runScore(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := cli.NewFlagSet("koikoi", "score")
	var rf rulesFlags
	rf.register(fs)
	month := fs.Int("month", 0, "the round's month, 1-12 (for tsukifuda)")
	koiSelf := fs.Int("koi-self", 0, "Koi-Koi calls of the scoring player")
	koiOpp := fs.Int("koi-opp", 0, "Koi-Koi calls of the opponent")
	brights := fs.Int("field-brights", 0, "brights in the field at the deal")
	batch := fs.Bool("batch", false, "score one set per line of standard input")
	if ok, status := cli.Parse(fs, args, stdout, stderr); !ok {
		return status
	}
	r, err := rf.rules()
	if err != nil {
		return cli.Fail(stderr, fs.Name(), err)
	}
	if err := nonNegative("koi-self", *koiSelf, "koi-opp", *koiOpp, "field-brights", *brights, "month", *month); err != nil {
		return cli.Fail(stderr, fs.Name(), err)
	}
	if *month > 12 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("--month must be 1 to 12 (got %d)", *month))
	}
	if *brights > 5 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("--field-brights must be 0 to 5 (got %d)", *brights))
	}
	ctx := koikoi.ScoreContext{Month: *month, KoiSelf: *koiSelf, KoiOpp: *koiOpp, FieldBrights: *brights}
	if !*batch {
		if fs.NArg() == 0 {
			return cli.Fail(stderr, fs.Name(), fmt.Errorf("no cards given (card ids as in docs/cards.tsv, or --batch)"))
		}
		out, err := scoreCards(&r, strings.Join(fs.Args(), " "), ctx)
		if err != nil {
			return cli.Fail(stderr, fs.Name(), err)
		}
		json.NewEncoder(stdout).Encode(out)
		return 0
	}
	if fs.NArg() > 0 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("--batch reads cards from standard input, not from arguments"))
	}
	return cli.Batch(fs, stdin, stdout, stderr, func(line string) (any, error) { return scoreCards(&r, line, ctx) })
}

// scoreCards scores one set of card ids.
func scoreCards(r *koikoi.Rules, text string, ctx koikoi.ScoreContext) (scoreJSON, error) {
	set, err := koikoi.ParseSet(text)
	if err != nil {
		return scoreJSON{}, err
	}
	sc := r.Score(set, ctx)
	out := scoreJSON{Yaku: []yakuJSON{}, Base: sc.Base, Total: sc.Total}
	for y := koikoi.Yaku(0); y < koikoi.NumYaku; y++ {
		if p := sc.Yaku[y]; p > 0 {
			out.Yaku = append(out.Yaku, yakuJSON{y.String(), int(p)})
		}
	}
	return out, nil
}
