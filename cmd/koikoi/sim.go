package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
	"github.com/koikoi-app/koikoi/engine/koikoi/review"
	"github.com/koikoi-app/koikoi/internal/atomicfile"
	"github.com/koikoi-app/koikoi/internal/cli"
)

// simJSON is the output of koikoi sim --json.
type simJSON struct {
	Games    int     `json:"games"`
	P1Wins   int     `json:"p1_wins"`
	P2Wins   int     `json:"p2_wins"`
	Draws    int     `json:"draws"`
	P1Points int     `json:"p1_points"`
	P2Points int     `json:"p2_points"`
	Seconds  float64 `json:"seconds"`
	// Review is there with --review: each player's loss per decision and
	// luck per game.
	Review *simReviewJSON `json:"review,omitempty"`
}

// gameOutcome is one simulated game's final scores and, with --review,
// each seat's review.
type gameOutcome struct {
	p1, p2  int
	reviews []*review.Report
	err     error
}

func runSim(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := cli.NewFlagSet("koikoi", "sim")
	var rf rulesFlags
	rf.register(fs)
	p1 := fs.String("p1", "", "level of player 1: "+strings.Join(ai.Levels, ", "))
	p2 := fs.String("p2", "", "level of player 2")
	games := fs.Int("games", 0, "number of games")
	rounds := fs.Int("rounds", 0, "rounds per game, 1 to 12 (default: the preset's)")
	seed := fs.Uint64("seed", 1, "seed of the first game; game i uses seed+i")
	budget := fs.Int("budget", 0, "search iterations per decision of the hard level (0: its default)")
	workers := fs.Int("workers", runtime.NumCPU(), "games played at once (results do not depend on it)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	withReview := fs.Bool("review", false, "review every game: each player's loss per decision and luck per game (slow: a review costs more than the game)")
	record := fs.String("record", "", "write each game's record into this directory, as game-N.txt")
	var rvf reviewFlags
	rvf.register(fs, false)
	if ok, status := cli.Parse(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() > 0 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	r, err := rf.rules()
	if err != nil {
		return cli.Fail(stderr, fs.Name(), err)
	}
	switch {
	case *rounds == 0:
	case *rounds >= 1 && *rounds <= koikoi.MaxRounds:
		r.Rounds = *rounds
	default:
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("--rounds must be 1 to %d (got %d)", koikoi.MaxRounds, *rounds))
	}
	if *games <= 0 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("--games must be at least 1 (got %d)", *games))
	}
	if err := nonNegative("budget", *budget); err != nil {
		return cli.Fail(stderr, fs.Name(), err)
	}
	rvf.budget = *budget
	if err := rvf.check(); err != nil {
		return cli.Fail(stderr, fs.Name(), err)
	}
	if *record != "" {
		if st, err := os.Stat(*record); err != nil || !st.IsDir() {
			return cli.Fail(stderr, fs.Name(), fmt.Errorf("--record %q: not a directory", *record))
		}
	}
	for _, l := range []string{*p1, *p2} {
		if _, err := ai.New(l); err != nil {
			return cli.Fail(stderr, fs.Name(), fmt.Errorf("--p1/--p2: %v", err))
		}
	}
	if *workers < 1 {
		*workers = 1
	}
	start := time.Now()
	job := simJob{rules: r, levels: [2]string{*p1, *p2}, budget: *budget, record: *record}
	if *withReview {
		job.review = rvf.options()
	}
	out := simulate(job, *games, *seed, *workers)
	res := simJSON{Games: *games, Seconds: math.Round(time.Since(start).Seconds()*1000) / 1000}
	for _, o := range out {
		if o.err != nil {
			return cli.Fail(stderr, fs.Name(), o.err)
		}
	}
	if *withReview {
		res.Review = summarizeReviews(job.levels, out)
	}
	for _, o := range out {
		res.P1Points += o.p1
		res.P2Points += o.p2
		switch {
		case o.p1 > o.p2:
			res.P1Wins++
		case o.p2 > o.p1:
			res.P2Wins++
		default:
			res.Draws++
		}
	}
	if *asJSON {
		json.NewEncoder(stdout).Encode(res)
		return 0
	}
	printSimTable(stdout, *p1, *p2, r.String(), res, out)
	if res.Review != nil {
		printSimReview(stdout, res.Review)
	}
	return 0
}

// simJob is what every simulated game shares.
type simJob struct {
	rules  koikoi.Rules
	levels [2]string
	budget int
	record string          // directory for the records, or ""
	review []review.Option // nil: no review
}

// simulate plays the games on several goroutines; game i depends only on
// its index, so the results are the same for any number of workers.
func simulate(job simJob, games int, seed uint64, workers int) []gameOutcome {
	out := make([]gameOutcome, games)
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				out[i] = job.play(i, seed+uint64(i), koikoi.Seat(i%2))
			}
		}()
	}
	for i := 0; i < games; i++ {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	return out
}

// play plays game i between the two levels (seat 0 is player 1), writes its
// record and reviews it when the job says so.
func (job simJob) play(i int, seed uint64, firstDealer koikoi.Seat) gameOutcome {
	opts := func(k uint64) []ai.Option {
		o := []ai.Option{ai.WithSeed(seed*2 + k)}
		if job.budget > 0 {
			o = append(o, ai.WithBudget(job.budget))
		}
		return o
	}
	a, _ := ai.New(job.levels[0], opts(0)...)
	b, _ := ai.New(job.levels[1], opts(1)...)
	players := [2]ai.Player{a, b}
	g, err := koikoi.NewGame(koikoi.WithRules(job.rules), koikoi.WithSeed(seed), koikoi.WithDealer(firstDealer))
	if err != nil {
		panic(err) // the rules were checked by the caller
	}
	for g.State().Phase() != koikoi.PhaseGameOver {
		if g.State().Phase() == koikoi.PhaseRoundOver {
			g.NextRound()
			continue
		}
		p := g.State().ToMove()
		obs := g.Observe(p)
		if err := g.Apply(players[p].Move(&obs)); err != nil {
			panic(fmt.Sprintf("level %s made an illegal move: %v", job.levels[p], err))
		}
	}
	s := g.State()
	o := gameOutcome{p1: s.Score(0), p2: s.Score(1)}
	if job.record == "" && job.review == nil {
		return o
	}
	text, err := g.MarshalText()
	if err == nil && job.record != "" {
		err = atomicfile.Write(filepath.Join(job.record, fmt.Sprintf("game-%d.txt", i+1)), text)
	}
	if err == nil && job.review != nil {
		var rp *review.Replay
		if rp, err = review.Load(text); err == nil {
			o.reviews, err = review.ReviewSeats(context.Background(), rp, []koikoi.Seat{0, 1}, job.review...)
		}
	}
	o.err = err
	return o
}

// printSimTable prints win rates and mean points with 95% confidence
// intervals.
func printSimTable(w io.Writer, l1, l2, rules string, res simJSON, out []gameOutcome) {
	n := float64(res.Games)
	fmt.Fprintf(w, "%d games, rules %s, %.1f s\n\n", res.Games, rules, res.Seconds)
	fmt.Fprintf(w, "%-10s %-8s %-20s %s\n", "player", "level", "wins (95% CI)", "points/game (95% CI)")
	rate := func(k int) string {
		p := float64(k) / n
		h := 1.96 * math.Sqrt(p*(1-p)/n)
		return fmt.Sprintf("%5.1f%% ± %.1f", 100*p, 100*h)
	}
	pts := func(f func(gameOutcome) int) string {
		m, h := meanCI(out, f)
		return fmt.Sprintf("%7.2f ± %.2f", m, h)
	}
	fmt.Fprintf(w, "%-10s %-8s %-20s %s\n", "p1", l1, rate(res.P1Wins), pts(func(o gameOutcome) int { return o.p1 }))
	fmt.Fprintf(w, "%-10s %-8s %-20s %s\n", "p2", l2, rate(res.P2Wins), pts(func(o gameOutcome) int { return o.p2 }))
	fmt.Fprintf(w, "%-10s %-8s %-20s\n", "draws", "", rate(res.Draws))
	m, h := meanCI(out, func(o gameOutcome) int { return o.p1 - o.p2 })
	fmt.Fprintf(w, "\nmargin p1 - p2: %.2f ± %.2f points per game\n", m, h)
}

// meanCI returns the mean of f over the games and the half-width of its
// 95% confidence interval.
func meanCI(out []gameOutcome, f func(gameOutcome) int) (mean, half float64) {
	n := float64(len(out))
	for _, o := range out {
		mean += float64(f(o))
	}
	mean /= n
	if len(out) < 2 {
		return mean, math.NaN()
	}
	var ss float64
	for _, o := range out {
		d := float64(f(o)) - mean
		ss += d * d
	}
	return mean, 1.96 * math.Sqrt(ss/(n-1)/n)
}
