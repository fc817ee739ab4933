package main

import (
	"fmt"
	"io"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/internal/cli"
)

// runReplay reads a saved game (the engine's text form) and prints each
// round's result and the final score.
func runReplay(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := cli.NewFlagSet("koikoi", "replay")
	var g koikoi.Game
	if ok, status := cli.ParseFile(fs, args, stdout, stderr, "saved game", &g); !ok {
		return status
	}
	s := g.State()
	fmt.Fprintf(stdout, "rules %s\n", s.Rules().String())
	for _, r := range g.History() {
		fmt.Fprintf(stdout, "round %2d  month %2d  dealer P%d  ", r.Round, r.Month, r.Dealer+1)
		if r.Draw {
			fmt.Fprintf(stdout, "draw (%s)\n", r.Reason)
			continue
		}
		fmt.Fprintf(stdout, "P%d wins %d (%s)", r.Winner+1, r.Points, r.Reason)
		for y := koikoi.Yaku(0); y < koikoi.NumYaku; y++ {
			if p := r.Score.Yaku[y]; p > 0 {
				fmt.Fprintf(stdout, " %s=%d", y, p)
			}
		}
		if r.Score.Doubled {
			fmt.Fprint(stdout, " x2(7+)")
		}
		if r.Score.KoiMult > 1 {
			fmt.Fprintf(stdout, " x%d(koi-koi)", r.Score.KoiMult)
		}
		if r.Score.FieldMult > 1 {
			fmt.Fprintf(stdout, " x%d(field brights)", r.Score.FieldMult)
		}
		fmt.Fprintln(stdout)
	}
	status := "in progress"
	if s.Phase() == koikoi.PhaseGameOver {
		status = "game over"
		if w, ok := s.Winner(); ok {
			status += fmt.Sprintf(", P%d wins", w+1)
		} else {
			status += ", a draw"
		}
	}
	fmt.Fprintf(stdout, "score P1 %d, P2 %d (%s)\n", s.Score(0), s.Score(1), status)
	return 0
}
