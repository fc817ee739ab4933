package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"strings"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/review"
	"github.com/koikoi-app/koikoi/internal/cli"
)

// reviewFlags are the flags that tune a review (koikoi review, koikoi sim
// --review).
type reviewFlags struct {
	budget, samples, luckSamples int
}

func (rf *reviewFlags) register(fs interface {
	IntVar(*int, string, int, string)
}, withBudget bool) {
	if withBudget {
		fs.IntVar(&rf.budget, "budget", 0, "search iterations per decision of the review's hard search (0: its default)")
	}
	fs.IntVar(&rf.samples, "samples", 0, fmt.Sprintf("guesses of the hidden cards behind a decision's expected points (0: %d)", review.DefaultSamples))
	fs.IntVar(&rf.luckSamples, "luck-samples", 0, fmt.Sprintf("playouts behind each value the luck is measured with (0: %d)", review.DefaultLuckSamples))
}

func (rf *reviewFlags) check() error {
	return nonNegative("budget", rf.budget, "samples", rf.samples, "luck-samples", rf.luckSamples)
}

func (rf *reviewFlags) options() []review.Option {
	return []review.Option{review.WithBudget(rf.budget), review.WithSamples(rf.samples), review.WithLuckSamples(rf.luckSamples)}
}

// reviewJSON is one seat's review as koikoi review --json prints it.
type reviewJSON struct {
	Player    int            `json:"player"` // 1 or 2
	Decisions []decisionJSON `json:"decisions"`
	Key       []momentJSON   `json:"key"`
	Skill     float64        `json:"skill"`
	MeanLoss  float64        `json:"mean_loss"`
	Accuracy  float64        `json:"accuracy"`
	Result    int            `json:"result"`
	Expected  float64        `json:"expected"`
	Luck      float64        `json:"luck"`
	Rounds    []roundJSON    `json:"rounds"`
}

type decisionJSON struct {
	State        int     `json:"state"`
	Round        int     `json:"round"`
	Phase        string  `json:"phase"`
	Played       string  `json:"played"`
	Best         string  `json:"best"`
	PlayedPoints float64 `json:"played_points"`
	BestPoints   float64 `json:"best_points"`
	Loss         float64 `json:"loss"`
}

type momentJSON struct {
	decisionJSON
	Reasons []string `json:"reasons"`
}

type roundJSON struct {
	Round  int     `json:"round"`
	Result int     `json:"result"`
	Deal   float64 `json:"deal_luck"`
	Draws  float64 `json:"draws_luck"`
}

// round2 rounds to two decimals for printing.
func round2(x float64) float64 { return math.Round(x*100) / 100 }

func decisionOut(d review.Decision) decisionJSON {
	return decisionJSON{State: d.Index, Round: d.Round, Phase: d.Phase.String(), Played: d.Played.String(), Best: d.Best.String(),
		PlayedPoints: round2(d.PlayedPoints), BestPoints: round2(d.BestPoints), Loss: round2(d.Loss)}
}

func reportOut(rep *review.Report) reviewJSON {
	out := reviewJSON{Player: int(rep.Seat) + 1, Skill: round2(rep.Skill), MeanLoss: round2(rep.MeanLoss),
		Accuracy: math.Round(rep.Accuracy*10) / 10, Result: rep.Result, Expected: round2(rep.Expected), Luck: round2(rep.Luck),
		Decisions: []decisionJSON{}, Key: []momentJSON{}}
	for _, d := range rep.Decisions {
		out.Decisions = append(out.Decisions, decisionOut(d))
	}
	for _, k := range rep.Key {
		m := momentJSON{decisionJSON: decisionOut(k.Decision), Reasons: []string{}}
		for _, r := range k.Reasons {
			m.Reasons = append(m.Reasons, r.String())
		}
		out.Key = append(out.Key, m)
	}
	for _, l := range rep.Rounds {
		out.Rounds = append(out.Rounds, roundJSON{Round: l.Round, Result: l.Result, Deal: round2(l.Deal), Draws: round2(l.Draws)})
	}
	return out
}

// runReview reviews a saved game: each graded decision of a player, the
// costliest three with the advisor's reasons, the accuracy, and the result
// split into what the decisions earned and what the cards did.
func runReview(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := cli.NewFlagSet("koikoi", "review")
	seat := fs.Int("seat", 0, "the player to review, 1 or 2 (0: both)")
	asJSON := fs.Bool("json", false, "print one JSON object per player, one a line")
	var rf reviewFlags
	rf.register(fs, true)
	if ok, status := cli.Parse(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() != 1 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("want one saved game file"))
	}
	if *seat < 0 || *seat > 2 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("--seat must be 1 or 2, or 0 for both (got %d)", *seat))
	}
	if err := rf.check(); err != nil {
		return cli.Fail(stderr, fs.Name(), err)
	}
	text, err := os.ReadFile(fs.Arg(0))
	if err != nil {
		return cli.Fail(stderr, fs.Name(), err)
	}
	rp, err := review.Load(text)
	if err != nil {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("%s: %v", fs.Arg(0), err))
	}
	seats := []koikoi.Seat{0, 1}
	if *seat > 0 {
		seats = []koikoi.Seat{koikoi.Seat(*seat - 1)}
	}
	reps, err := review.ReviewSeats(context.Background(), rp, seats, rf.options()...)
	if err != nil {
		return cli.Fail(stderr, fs.Name(), err)
	}
	for _, rep := range reps {
		if *asJSON {
			json.NewEncoder(stdout).Encode(reportOut(rep))
			continue
		}
		printReview(stdout, rep)
	}
	return 0
}

// printReview prints one seat's review as text.
func printReview(w io.Writer, rep *review.Report) {
	fmt.Fprintf(w, "P%d: %d decisions graded, %.2f points lost per decision, accuracy %.0f\n",
		rep.Seat+1, len(rep.Decisions), rep.MeanLoss, rep.Accuracy)
	fmt.Fprintf(w, "  result %+d = decisions %+.2f + luck %+.2f (skill: %.2f points lost in all)\n",
		rep.Result, rep.Expected, rep.Luck, rep.Skill)
	for _, l := range rep.Rounds {
		fmt.Fprintf(w, "  round %2d: result %+4d, luck %+7.2f (deal %+.2f, cards turned over %+.2f)\n", l.Round, l.Result, l.Luck(), l.Deal, l.Draws)
	}
	if len(rep.Key) == 0 {
		fmt.Fprintln(w, "  no decision lost points")
	}
	for i, k := range rep.Key {
		fmt.Fprintf(w, "  costliest %d: round %d (state %d, %s): played %s (%+.2f), better %s (%+.2f), loss %.2f\n",
			i+1, k.Round, k.Index, k.Phase, k.Played, k.PlayedPoints, k.Best, k.BestPoints, k.Loss)
		var rs []string
		for _, r := range k.Reasons {
			rs = append(rs, r.String())
		}
		if len(rs) > 0 {
			fmt.Fprintf(w, "    why: %s\n", strings.Join(rs, "; "))
		}
	}
}
