package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/internal/cli"
)

// runReplay reads a saved game (the package's text form) and prints each
// round's bouquets and scores, then the prestige and the winners.
func runReplay(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := cli.NewFlagSet("ikebana", "replay")
	if ok, status := cli.Parse(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() != 1 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("want one saved game file"))
	}
	text, err := os.ReadFile(fs.Arg(0))
	if err != nil {
		return cli.Fail(stderr, fs.Name(), err)
	}
	var g ikebana.Game
	if err := g.UnmarshalText(text); err != nil {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("%s: %v", fs.Arg(0), err))
	}
	s := g.State()
	fmt.Fprintf(stdout, "options %s\n", s.Rules())
	for _, r := range g.History() {
		fmt.Fprintf(stdout, "round %d, P%d first", r.Round, r.First+1)
		if r.Final {
			fmt.Fprint(stdout, ", bouquet final (doubled)")
		}
		fmt.Fprintln(stdout)
		for p, sc := range r.Scores {
			fmt.Fprintf(stdout, "  P%d %-50s %3d  %s\n", p+1, r.Bouquets[p], sc.Total, explain(sc))
		}
	}
	n := s.Players()
	var cash []string
	for p := 0; p < n; p++ {
		cash = append(cash, fmt.Sprintf("P%d %d", p+1, s.Prestige(ikebana.Seat(p))))
	}
	status := fmt.Sprintf("in progress, round %d", s.Round())
	if s.GameOver() {
		var ws []string
		for _, w := range s.Winners() {
			ws = append(ws, fmt.Sprintf("P%d", w+1))
		}
		if len(ws) == 1 {
			status = "game over, " + ws[0] + " wins"
		} else {
			status = "game over, " + strings.Join(ws, " and ") + " share the win"
		}
	}
	fmt.Fprintf(stdout, "prestige %s (%s)\n", strings.Join(cash, ", "), status)
	return 0
}

// explain writes how a score was made: "pair of 5s 10 + three of 1s 3,
// 5 colours x3 (multi-2 black)".
func explain(sc ikebana.Score) string {
	var parts []string
	for _, c := range sc.Combinations() {
		if c.Kind == ikebana.Run {
			parts = append(parts, fmt.Sprintf("run %d-%d %d", c.Value, c.Value+c.Size-1, c.Points))
		} else {
			parts = append(parts, fmt.Sprintf("%s of %ds %d", c.Kind, c.Value, c.Points))
		}
	}
	out := strings.Join(parts, " + ")
	if out == "" {
		out = "no combination"
	}
	out += fmt.Sprintf(", %d colours x%d", sc.Colours, sc.Multiplier)
	var jokers []string
	for v, col := range sc.Jokers {
		if col != ikebana.NoColour {
			jokers = append(jokers, fmt.Sprintf("multi-%d %s", v+1, col))
		}
	}
	if len(jokers) > 0 {
		out += " (" + strings.Join(jokers, ", ") + ")"
	}
	if sc.Final {
		out += ", x2 final"
	}
	return out
}
