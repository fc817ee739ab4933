package main

import (
	"fmt"
	"io"
	"math"

	"github.com/koikoi-app/koikoi/engine/koikoi/review"
)

// simReviewJSON is koikoi sim --review's summary: per player, the mean loss
// per decision and the mean luck per game, each with its standard error.
type simReviewJSON struct {
	P1 levelReviewJSON `json:"p1"`
	P2 levelReviewJSON `json:"p2"`
}

// levelReviewJSON is one player's summary over the games.
type levelReviewJSON struct {
	Level     string  `json:"level"`
	Decisions int     `json:"decisions"`
	Loss      float64 `json:"loss_per_decision"`
	LossSE    float64 `json:"loss_per_decision_se"`
	Accuracy  float64 `json:"accuracy"` // of the mean loss per decision
	Luck      float64 `json:"luck_per_game"`
	LuckSE    float64 `json:"luck_per_game_se"`
	Expected  float64 `json:"expected_per_game"`
	Result    float64 `json:"result_per_game"`
}

// summarizeReviews sums the games' reviews up per player. The loss per
// decision is a ratio over the games (all losses over all decisions); its
// standard error is the ratio estimator's, with the games as the units.
func summarizeReviews(levels [2]string, out []gameOutcome) *simReviewJSON {
	var sums [2]levelReviewJSON
	for p := range 2 {
		n := float64(len(out))
		var loss, decisions, luck, luck2, expected, result float64
		for _, o := range out {
			rep := o.reviews[p]
			loss += rep.Skill
			decisions += float64(len(rep.Decisions))
			luck += rep.Luck
			luck2 += rep.Luck * rep.Luck
			expected += rep.Expected
			result += float64(rep.Result)
		}
		ratio := loss / max(decisions, 1)
		var ss float64
		for _, o := range out {
			rep := o.reviews[p]
			d := rep.Skill - ratio*float64(len(rep.Decisions))
			ss += d * d
		}
		s := levelReviewJSON{Level: levels[p], Decisions: int(decisions), Loss: round4(ratio), Accuracy: round2(review.Accuracy(ratio)),
			Luck: round2(luck / n), Expected: round2(expected / n), Result: round2(result / n)}
		if n > 1 {
			s.LossSE = round4(math.Sqrt(ss/(n*(n-1))) / (decisions / n))
			s.LuckSE = round2(math.Sqrt((luck2 - luck*luck/n) / (n - 1) / n))
		}
		sums[p] = s
	}
	return &simReviewJSON{P1: sums[0], P2: sums[1]}
}

func round4(x float64) float64 { return math.Round(x*10000) / 10000 }

// printSimReview prints the review's summary under sim's table.
func printSimReview(w io.Writer, r *simReviewJSON) {
	fmt.Fprintf(w, "\n%-10s %-8s %-10s %-26s %-10s %s\n", "player", "level", "decisions", "loss/decision (± 1 s.e.)", "accuracy", "luck/game (± 1 s.e.)")
	for i, s := range [2]levelReviewJSON{r.P1, r.P2} {
		fmt.Fprintf(w, "%-10s %-8s %-10d %-26s %-10.1f %+.2f ± %.2f\n", fmt.Sprintf("p%d", i+1), s.Level, s.Decisions,
			fmt.Sprintf("%.4f ± %.4f", s.Loss, s.LossSE), s.Accuracy, s.Luck, s.LuckSE)
	}
}
