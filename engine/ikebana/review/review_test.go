package review

import (
	"context"
	"errors"
	"math"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
)

// quick are small budgets for tests.
var quick = []Option{WithBudget(400), WithLuckSamples(4)}

func loadGame(t testing.TB, seed uint64, levels []string) *Replay {
	t.Helper()
	g, _ := playGame(t, seed, levels, false)
	text, err := g.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	rp, err := Load(text)
	if err != nil {
		t.Fatal(err)
	}
	return rp
}

// TestGradeSeesOnlyTheSeat grades each decision again with the pile
// shuffled otherwise (the only hidden cards of Ikebana): the grade must not
// change.
func TestGradeSeesOnlyTheSeat(t *testing.T) {
	checked := 0
	for n := 2; n <= 4; n += 2 {
		rp := loadGame(t, uint64(n), mixed[:n])
		for _, i := range gradedDecisions(rp, 0)[:12] {
			o := rp.Observe(i, 0)
			m := rp.Step(i).Move
			want, _ := grade(&o, m, 400)
			for k := range uint64(2) {
				s := o.Determinize(k + 100)
				so := s.Observe(0)
				if got, _ := grade(&so, m, 400); got != want {
					t.Fatalf("%d seats, state %d: the grade changed with the pile's order: %+v, then %+v", n, i, want, got)
				}
				checked++
			}
		}
	}
	if checked < 40 {
		t.Fatalf("only %d scrambled decisions checked", checked)
	}
}

func TestReviewSplitsTheResult(t *testing.T) {
	for n := ikebana.MinPlayers; n <= ikebana.MaxPlayers; n++ {
		rp := loadGame(t, 20+uint64(n), mixed[:n])
		seats := make([]ikebana.Seat, n)
		for p := range seats {
			seats[p] = ikebana.Seat(p)
		}
		reps, err := ReviewSeats(context.Background(), rp, seats, quick...)
		if err != nil {
			t.Fatal(err)
		}
		var luck, result, start float64
		for _, rep := range reps {
			if math.Abs(rep.Expected+rep.Luck-rep.Result) > 1e-9 {
				t.Errorf("%d seats, seat %d: Expected %.3f + Luck %.3f ≠ Result %.3f", n, rep.Seat, rep.Expected, rep.Luck, rep.Result)
			}
			sum := 0.0
			for _, d := range rep.Decisions {
				if d.Loss < 0 || d.Played == d.Best && d.Loss != 0 {
					t.Errorf("%d seats, seat %d: decision %+v", n, rep.Seat, d)
				}
				sum += d.Loss
			}
			if math.Abs(sum-rep.Skill) > 1e-9 || len(rep.RoundLuck) != ikebana.Rounds {
				t.Errorf("%d seats, seat %d: Skill %.3f, sum of losses %.3f, %d rounds of luck", n, rep.Seat, rep.Skill, sum, len(rep.RoundLuck))
			}
			for i, k := range rep.Key {
				if k.Loss <= 0 || i > 0 && k.Loss > rep.Key[i-1].Loss || len(k.Reasons) == 0 {
					t.Errorf("%d seats, seat %d: key moment %d: loss %.2f, %d reasons", n, rep.Seat, i, k.Loss, len(k.Reasons))
				}
			}
			luck += rep.Luck
			result += rep.Result
			start += rep.Start
		}
		// Every playout shares the win out whole: the seats' luck adds up to
		// nothing, their results and starts to 100.
		if math.Abs(luck) > 1e-6 || math.Abs(result-100) > 1e-6 || math.Abs(start-100) > 1e-6 {
			t.Errorf("%d seats: luck adds up to %.4f, results to %.2f, starts to %.2f; want 0, 100, 100", n, luck, result, start)
		}
	}
}

func TestJudgeLosesNothing(t *testing.T) {
	g, err := ikebana.NewGame(ikebana.WithPlayers(3), ikebana.WithSeed(4))
	if err != nil {
		t.Fatal(err)
	}
	other, _ := ai.New("normal")
	players := []ai.Player{Judge(quick...), other, other}
	for !g.State().GameOver() {
		if g.State().Phase() == ikebana.PhaseRoundOver {
			g.NextRound()
			continue
		}
		o := g.Observe(g.State().ToMove())
		if err := g.Apply(players[o.Seat].Move(&o)); err != nil {
			t.Fatal(err)
		}
	}
	text, _ := g.MarshalText()
	rp, _ := Load(text)
	ds, _, err := Grades(context.Background(), rp, 0, quick...)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range ds {
		if d.Loss != 0 || d.Played != d.Best {
			t.Fatalf("the judge's own move %v graded against %v, loss %.2f", d.Played, d.Best, d.Loss)
		}
	}
	if len(ds) == 0 {
		t.Fatal("no decision graded")
	}
}

func TestReviewProgressAndCancel(t *testing.T) {
	rp := loadGame(t, 2, mixed[:2])
	last, all := 0, 0
	_, err := Review(context.Background(), rp, 0, append(quick, WithProgress(func(done, total int) {
		if done != last+1 || done > total {
			t.Fatalf("progress %d/%d after %d", done, total, last)
		}
		last, all = done, total
	}))...)
	if err != nil || last == 0 || last != all {
		t.Fatalf("Review: %v, the last progress %d/%d", err, last, all)
	}
	ctx, cancel := context.WithCancel(context.Background())
	n := 0
	_, err = Review(ctx, rp, 0, append(quick, WithProgress(func(done, total int) {
		n++
		if done == 3 {
			cancel()
		}
	}))...)
	if !errors.Is(err, context.Canceled) || n != 3 {
		t.Fatalf("Review cancelled at 3: %v after %d steps", err, n)
	}
}
