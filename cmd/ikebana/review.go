package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"strings"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/review"
	"github.com/koikoi-app/koikoi/internal/cli"
)

// reviewJSON is one seat's review as ikebana review --json prints it; the
// shares and losses are percentage points of the win.
type reviewJSON struct {
	Player    int            `json:"player"` // 1 to 5
	Decisions []decisionJSON `json:"decisions"`
	Key       []momentJSON   `json:"key"`
	Skill     float64        `json:"skill"`
	MeanLoss  float64        `json:"mean_loss"`
	Accuracy  float64        `json:"accuracy"`
	Start     float64        `json:"start"`
	Result    float64        `json:"result"`
	Expected  float64        `json:"expected"`
	Luck      float64        `json:"luck"`
	RoundLuck []float64      `json:"round_luck"`
}

type decisionJSON struct {
	State       int     `json:"state"`
	Round       int     `json:"round"`
	Phase       string  `json:"phase"`
	Card        string  `json:"card,omitempty"`
	Played      string  `json:"played"`
	Best        string  `json:"best"`
	PlayedShare float64 `json:"played_share"`
	BestShare   float64 `json:"best_share"`
	Loss        float64 `json:"loss"`
}

type momentJSON struct {
	decisionJSON
	Reasons []string `json:"reasons"`
}

func round2(x float64) float64 { return math.Round(x*100) / 100 }

func decisionOut(d review.Decision) decisionJSON {
	out := decisionJSON{State: d.Index, Round: d.Round, Phase: d.Phase.String(), Played: d.Played.String(), Best: d.Best.String(),
		PlayedShare: round2(d.PlayedShare), BestShare: round2(d.BestShare), Loss: round2(d.Loss)}
	if d.Card != ikebana.NoCard {
		out.Card = d.Card.String()
	}
	return out
}

func reportOut(rep *review.Report) reviewJSON {
	out := reviewJSON{Player: int(rep.Seat) + 1, Skill: round2(rep.Skill), MeanLoss: round2(rep.MeanLoss),
		Accuracy: math.Round(rep.Accuracy*10) / 10, Start: round2(rep.Start), Result: round2(rep.Result),
		Expected: round2(rep.Expected), Luck: round2(rep.Luck), Decisions: []decisionJSON{}, Key: []momentJSON{}}
	for _, d := range rep.Decisions {
		out.Decisions = append(out.Decisions, decisionOut(d))
	}
	for _, k := range rep.Key {
		m := momentJSON{decisionJSON: decisionOut(k.Decision), Reasons: []string{}}
		for _, r := range k.Reasons {
			m.Reasons = append(m.Reasons, r.Kind.String())
		}
		out.Key = append(out.Key, m)
	}
	for _, l := range rep.RoundLuck {
		out.RoundLuck = append(out.RoundLuck, round2(l))
	}
	return out
}

// runReview reviews a saved game: each graded decision of a player, the
// costliest three with the advisor's reasons, the accuracy, and the result
// split into what the decisions earned and what the cards did.
func runReview(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := cli.NewFlagSet("ikebana", "review")
	seat := fs.Int("seat", 0, "the player to review, 1 to 5 (0: every player)")
	asJSON := fs.Bool("json", false, "print one JSON object per player, one a line")
	budget := fs.Int("budget", 0, "turns played out per decision by the review's hard search (0: its default)")
	luck := fs.Int("luck-samples", 0, fmt.Sprintf("playouts behind each value the luck is measured with (0: %d)", review.DefaultLuckSamples))
	if ok, status := cli.Parse(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() != 1 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("want one saved game file"))
	}
	for _, f := range []struct {
		name string
		v    int
	}{{"budget", *budget}, {"luck-samples", *luck}} {
		if f.v < 0 {
			return cli.Fail(stderr, fs.Name(), fmt.Errorf("--%s must not be negative (got %d)", f.name, f.v))
		}
	}
	text, err := os.ReadFile(fs.Arg(0))
	if err != nil {
		return cli.Fail(stderr, fs.Name(), err)
	}
	rp, err := review.Load(text)
	if err != nil {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("%s: %v", fs.Arg(0), err))
	}
	n := rp.Players()
	if *seat < 0 || *seat > n {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("--seat must be 1 to %d, or 0 for every player (got %d)", n, *seat))
	}
	var seats []ikebana.Seat
	for p := range n {
		if *seat == 0 || *seat == p+1 {
			seats = append(seats, ikebana.Seat(p))
		}
	}
	reps, err := review.ReviewSeats(context.Background(), rp, seats, review.WithBudget(*budget), review.WithLuckSamples(*luck))
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
	fmt.Fprintf(w, "P%d: %d decisions graded, %.2f points of win share lost per decision, accuracy %.0f\n",
		rep.Seat+1, len(rep.Decisions), rep.MeanLoss, rep.Accuracy)
	fmt.Fprintf(w, "  share of the win %.1f%%, from %.1f%% at the start: decisions %+.1f, luck %+.1f (skill: %.1f lost in all)\n",
		rep.Result, rep.Start, rep.Expected-rep.Start, rep.Luck, rep.Skill)
	for i, l := range rep.RoundLuck {
		fmt.Fprintf(w, "  round %d: luck %+.1f\n", i+1, l)
	}
	if len(rep.Key) == 0 {
		fmt.Fprintln(w, "  no decision lost anything")
	}
	for i, k := range rep.Key {
		card := ""
		if k.Card != ikebana.NoCard {
			card = " " + k.Card.String()
		}
		fmt.Fprintf(w, "  costliest %d: round %d (state %d, %s%s): played %s (%.1f%%), better %s (%.1f%%), loss %.1f\n",
			i+1, k.Round, k.Index, k.Phase, card, k.Played, k.PlayedShare, k.Best, k.BestShare, k.Loss)
		var rs []string
		for _, r := range k.Reasons {
			rs = append(rs, r.Kind.String())
		}
		if len(rs) > 0 {
			fmt.Fprintf(w, "    why: %s\n", strings.Join(rs, "; "))
		}
	}
}
