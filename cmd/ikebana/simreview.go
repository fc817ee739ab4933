package main

import (
	"fmt"
	"io"
	"math"

	"github.com/koikoi-app/koikoi/engine/ikebana/review"
)

// levelReviewJSON is one level's review summed up over the games of
// ikebana sim --review, in percentage points of win share: the mean loss
// per decision and the mean luck per game of its players, each with its
// standard error (the games are the units).
type levelReviewJSON struct {
	Level     string  `json:"level"`
	Decisions int     `json:"decisions"`
	Loss      float64 `json:"loss_per_decision"`
	LossSE    float64 `json:"loss_per_decision_se"`
	Accuracy  float64 `json:"accuracy"` // of the mean loss per decision
	Luck      float64 `json:"luck_per_game"`
	LuckSE    float64 `json:"luck_per_game_se"`
}

// summarizeReviews sums the reviews up per level, in the order the levels
// first appear in --players.
func summarizeReviews(levels []string, out []simGame) []levelReviewJSON {
	var res []levelReviewJSON
	for _, l := range levels {
		done := false
		for _, r := range res {
			done = done || r.Level == l
		}
		if done {
			continue
		}
		// Per game: the level's losses, decisions, and its players' mean luck.
		var loss, decisions, luck []float64
		for _, g := range out {
			var lo, de, lu, k float64
			for j, lj := range levels {
				if lj != l {
					continue
				}
				rep := g.reviews[j]
				lo += rep.Skill
				de += float64(len(rep.Decisions))
				lu += rep.Luck
				k++
			}
			loss, decisions, luck = append(loss, lo), append(decisions, de), append(luck, lu/k)
		}
		n := float64(len(out))
		var sl, sd, su float64
		for i := range loss {
			sl, sd, su = sl+loss[i], sd+decisions[i], su+luck[i]
		}
		ratio := sl / max(sd, 1)
		mean := su / n
		var ssl, ssu float64
		for i := range loss {
			d := loss[i] - ratio*decisions[i]
			ssl += d * d
			e := luck[i] - mean
			ssu += e * e
		}
		s := levelReviewJSON{Level: l, Decisions: int(sd), Loss: round4(ratio), Accuracy: round2(review.Accuracy(ratio)), Luck: round2(mean)}
		if n > 1 {
			s.LossSE = round4(math.Sqrt(ssl/(n*(n-1))) / (sd / n))
			s.LuckSE = round2(math.Sqrt(ssu / (n - 1) / n))
		}
		res = append(res, s)
	}
	return res
}

func round4(x float64) float64 { return math.Round(x*10000) / 10000 }

// printSimReview prints the review's summary under sim's table.
func printSimReview(w io.Writer, rs []levelReviewJSON) {
	fmt.Fprintf(w, "\nreview, in points of win share:\n%-8s %-10s %-26s %-10s %s\n", "level", "decisions", "loss/decision (± 1 s.e.)", "accuracy", "luck/game (± 1 s.e.)")
	for _, s := range rs {
		fmt.Fprintf(w, "%-8s %-10d %-26s %-10.1f %+.2f ± %.2f\n", s.Level, s.Decisions, fmt.Sprintf("%.4f ± %.4f", s.Loss, s.LossSE), s.Accuracy, s.Luck, s.LuckSE)
	}
}
