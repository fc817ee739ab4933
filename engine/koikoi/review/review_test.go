package review

import (
	"context"
	"errors"
	"math"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
	"github.com/koikoi-app/koikoi/internal/splitmix"
)

// quick are small budgets for tests.
var quick = []Option{WithBudget(300), WithSamples(30), WithLuckSamples(20)}

func loadGame(t testing.TB, r koikoi.Rules, seed uint64, levels [2]string) *Replay {
	t.Helper()
	g, _ := playGame(t, r, seed, levels)
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

// scramble deals the cards o's seat cannot see again, at random, into the
// other hand and the pile, and returns what the seat sees then.
func scramble(t *testing.T, o *koikoi.Observation, rng *splitmix.Source) koikoi.Observation {
	t.Helper()
	var cards []koikoi.Card
	for u := o.Unseen(); u != 0; u &= u - 1 {
		cards = append(cards, u.First())
	}
	for i := len(cards) - 1; i > 0; i-- {
		j := rng.Intn(i + 1)
		cards[i], cards[j] = cards[j], cards[i]
	}
	var opp koikoi.Set
	for _, c := range cards[:o.OppHandLen] {
		opp = opp.Add(c)
	}
	s, err := o.Determinize(opp, cards[o.OppHandLen:])
	if err != nil {
		t.Fatal(err)
	}
	return s.Observe(o.Seat)
}

func TestGradeSeesOnlyTheSeat(t *testing.T) {
	g := &grader{cfg: newConfig(quick), roll: newRoller()}
	rng := splitmix.Source(5)
	checked := 0
	for seed := uint64(1); seed <= 3; seed++ {
		r := koikoi.MustPreset("standard")
		r.Rounds = 2
		rp := loadGame(t, r, seed, [2]string{"random", "normal"})
		for _, p := range []koikoi.Seat{0, 1} {
			for _, i := range gradedDecisions(rp, p) {
				o := rp.Observe(i, p)
				m := rp.Step(i).Move
				want := g.grade(&o, m)
				for range 2 {
					so := scramble(t, &o, &rng)
					if got := g.grade(&so, m); got != want {
						t.Fatalf("seed %d, state %d: the grade changed with the hidden cards: %+v, then %+v", seed, i, want, got)
					}
					checked++
				}
			}
		}
	}
	if checked < 50 {
		t.Fatalf("only %d scrambled decisions checked", checked)
	}
}

func TestReviewSplitsTheResult(t *testing.T) {
	for _, preset := range koikoi.PresetNames {
		r := koikoi.MustPreset(preset)
		r.Rounds = 2
		rp := loadGame(t, r, 11, [2]string{"easy", "random"})
		reps, err := ReviewSeats(context.Background(), rp, []koikoi.Seat{0, 1}, quick...)
		if err != nil {
			t.Fatal(err)
		}
		final := rp.Final()
		for _, rep := range reps {
			p := rep.Seat
			if want := final.Score(p) - final.Score(p.Other()); rep.Result != want {
				t.Errorf("%s seat %d: Result = %d; want the final difference %d", preset, p, rep.Result, want)
			}
			if math.Abs(rep.Expected+rep.Luck-float64(rep.Result)) > 1e-9 {
				t.Errorf("%s seat %d: Expected %.3f + Luck %.3f ≠ Result %d", preset, p, rep.Expected, rep.Luck, rep.Result)
			}
			sum := 0.0
			for _, d := range rep.Decisions {
				if d.Loss < 0 || d.Played == d.Best && d.Loss != 0 {
					t.Errorf("%s seat %d: decision %+v has loss %.3f", preset, p, d, d.Loss)
				}
				sum += d.Loss
			}
			if math.Abs(sum-rep.Skill) > 1e-9 {
				t.Errorf("%s seat %d: Skill %.3f ≠ sum of losses %.3f", preset, p, rep.Skill, sum)
			}
			if len(rep.Key) > KeyMoments {
				t.Errorf("%s seat %d: %d key moments", preset, p, len(rep.Key))
			}
			for i, k := range rep.Key {
				if k.Loss <= 0 || i > 0 && k.Loss > rep.Key[i-1].Loss || len(k.Reasons) == 0 {
					t.Errorf("%s seat %d: key moment %d: loss %.2f, %d reasons", preset, p, i, k.Loss, len(k.Reasons))
				}
			}
		}
		if reps[0].Luck != -reps[1].Luck {
			t.Errorf("%s: luck %.3f and %.3f; want opposites", preset, reps[0].Luck, reps[1].Luck)
		}
	}
}

func TestJudgeLosesNothing(t *testing.T) {
	r := koikoi.MustPreset("standard")
	r.Rounds = 2
	g, err := koikoi.NewGame(koikoi.WithRules(r), koikoi.WithSeed(4))
	if err != nil {
		t.Fatal(err)
	}
	other, _ := ai.New("normal")
	players := [2]ai.Player{Judge(quick...), other}
	for g.State().Phase() != koikoi.PhaseGameOver {
		if g.State().Phase() == koikoi.PhaseRoundOver {
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
	rp := loadGame(t, koikoi.MustPreset("standard"), 2, [2]string{"easy", "easy"})
	last, calls, all := 0, 0, 0
	_, err := Review(context.Background(), rp, 0, append(quick, WithProgress(func(done, total int) {
		calls++
		if done != last+1 || done > total {
			t.Fatalf("progress %d/%d after %d", done, total, last)
		}
		last, all = done, total
	}))...)
	if err != nil || calls == 0 || last != all {
		t.Fatalf("Review: %v after %d progress calls, the last %d/%d", err, calls, last, all)
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
