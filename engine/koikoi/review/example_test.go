package review_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi/review"
)

// workedExample reviews player 1 of testdata/example.txt (one round of the
// standard preset, normal against random) with small budgets, and returns
// what docs/review.md prints.
func workedExample() string {
	text, err := os.ReadFile("testdata/example.txt")
	if err != nil {
		panic(err)
	}
	rp, err := review.Load(text)
	if err != nil {
		panic(err)
	}
	rep, err := review.Review(context.Background(), rp, 0,
		review.WithBudget(2000), review.WithSamples(200), review.WithLuckSamples(200))
	if err != nil {
		panic(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%-5s %-22s %8s  %-22s %8s  %5s\n", "state", "played", "points", "best", "points", "loss")
	for _, d := range rep.Decisions {
		fmt.Fprintf(&b, "%5d %-22s %+8.2f  %-22s %+8.2f  %5.2f\n", d.Index, d.Played, d.PlayedPoints, d.Best, d.BestPoints, d.Loss)
	}
	fmt.Fprintf(&b, "skill %.2f over %d decisions: %.3f a decision, accuracy %.1f\n", rep.Skill, len(rep.Decisions), rep.MeanLoss, rep.Accuracy)
	l := rep.Rounds[0]
	fmt.Fprintf(&b, "result %+d = expected %+.2f + luck %+.2f (deal %+.2f, cards turned over %+.2f)\n",
		rep.Result, rep.Expected, rep.Luck, l.Deal, l.Draws)
	return b.String()
}

func ExampleReview() {
	fmt.Print(workedExample())
	// Output:
	// state played                   points  best                     points   loss
	//     0 play sep-sake             +2.29  play sep-sake             +2.29   0.00
	//     2 play dec-phoenix          +1.21  play feb-plain-1          +1.58   0.37
	//     3 capture dec-plain-1       +1.14  capture dec-plain-2       +1.14   0.00
	//     5 play feb-plain-1          +0.61  play feb-plain-1          +0.61   0.00
	//     7 play jan-plain-1          +2.50  play jan-plain-1          +2.50   0.00
	//     9 play jun-butterflies      +4.40  play oct-deer             +4.49   0.09
	//    11 play oct-deer             +3.52  play oct-deer             +3.52   0.00
	//    12 shobu                     +1.00  shobu                     +1.00   0.00
	// skill 0.46 over 8 decisions: 0.057 a decision, accuracy 94.4
	// result +1 = expected +3.31 + luck -2.31 (deal +4.21, cards turned over -6.53)
}

// TestWorkedExampleInDoc checks that docs/review.md shows the numbers the
// code prints.
func TestWorkedExampleInDoc(t *testing.T) {
	doc, err := os.ReadFile("../../../docs/review.md")
	if err != nil {
		t.Fatal(err)
	}
	if want := workedExample(); !strings.Contains(string(doc), want) {
		t.Errorf("docs/review.md does not show the worked example as the code prints it:\n%s", want)
	}
}
