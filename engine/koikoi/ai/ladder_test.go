package ai

import (
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// TestLadder measures the levels against each other; it only runs when
// KOIKOI_LADDER lists pairings, such as "hard:normal,normal:easy" (a level
// may name its own budget: "hard@20000:hard@2000").
// KOIKOI_GAMES sets the games per pairing (default 2000; each seed is
// played twice, seats swapped), KOIKOI_BUDGET the hard level's budget and
// KOIKOI_RULES the preset; KOIKOI_TSUKIFUDA=off turns tsukifuda off and
// KOIKOI_SEED0 moves the first seed (default 1000000) for a fresh sample.
// The 95% intervals (of the points margin and of wins minus losses per
// game) are over the seed pairs.
func TestLadder(t *testing.T) {
	spec := os.Getenv("KOIKOI_LADDER")
	if spec == "" {
		t.Skip("set KOIKOI_LADDER to run the ladder")
	}
	games := envInt("KOIKOI_GAMES", 2000)
	budget := envInt("KOIKOI_BUDGET", 0)
	preset := os.Getenv("KOIKOI_RULES")
	if preset == "" {
		preset = "standard"
	}
	r := koikoi.MustPreset(preset)
	if os.Getenv("KOIKOI_TSUKIFUDA") == "off" {
		r.Tsukifuda = false
	}
	for _, pair := range strings.Split(spec, ",") {
		lv := strings.SplitN(pair, ":", 2)
		a, err := ladderPlayer(lv[0], 11, budget)
		if err != nil {
			t.Fatal(err)
		}
		b, err := ladderPlayer(lv[1], 22, budget)
		if err != nil {
			t.Fatal(err)
		}
		var sum, sumSq, wsum, wsq float64
		wins, losses, n := 0, 0, 0
		for g := 0; g < games/2; g++ {
			seed := uint64(envInt("KOIKOI_SEED0", 1_000_000) + g)
			x0, y0 := playGame(t, a, b, r, seed)
			y1, x1 := playGame(t, b, a, r, seed)
			for _, d := range []int{x0 - y0, x1 - y1} {
				switch {
				case d > 0:
					wins++
				case d < 0:
					losses++
				}
			}
			w := float64(sign(x0-y0)+sign(x1-y1)) / 2
			wsum += w
			wsq += w * w
			d := float64(x0-y0+x1-y1) / 2
			sum += d
			sumSq += d * d
			n++
		}
		mean := sum / float64(n)
		sd := math.Sqrt((sumSq - sum*sum/float64(n)) / float64(n-1))
		half := 1.96 * sd / math.Sqrt(float64(n))
		line := fmt.Sprintf("| %s vs %s | %s | %d | %+.2f | [%+.2f, %+.2f] | %.1f%% | %.1f%% |",
			lv[0], lv[1], preset, 2*n, mean, mean-half, mean+half, 100*float64(wins)/float64(2*n), 100*float64(losses)/float64(2*n))
		wm := wsum / float64(n)
		wh := 1.96 * math.Sqrt((wsq-wsum*wsum/float64(n))/float64(n-1)) / math.Sqrt(float64(n))
		line += fmt.Sprintf(" wins-losses %+.3f [%+.3f, %+.3f]", wm, wm-wh, wm+wh)
		t.Log(line)
		fmt.Println(line)
	}
}

// ladderPlayer builds a player from "level" or "level@budget".
func ladderPlayer(spec string, seed uint64, budget int) (Player, error) {
	level, b, ok := strings.Cut(spec, "@")
	if ok {
		n, err := strconv.Atoi(b)
		if err != nil {
			return nil, err
		}
		budget = n
	}
	return New(level, WithSeed(seed), WithBudget(budget))
}

func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return v
	}
	return def
}

// sign is -1, 0 or 1 as x is negative, zero or positive.
func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
