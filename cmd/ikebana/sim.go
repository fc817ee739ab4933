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

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/engine/ikebana/review"
	"github.com/koikoi-app/koikoi/internal/atomicfile"
	"github.com/koikoi-app/koikoi/internal/cli"
)

// simJSON is the output of ikebana sim --json: Seats in the order of
// --players.
type simJSON struct {
	Games int           `json:"games"`
	Seats []simSeatJSON `json:"seats"`
	// Review is there with --review: per level, the loss per decision and
	// the luck per game.
	Review []levelReviewJSON `json:"review,omitempty"`
}

// simSeatJSON is one player's record: its level, the games it won (a
// shared win counts) and its mean final prestige.
type simSeatJSON struct {
	Level    string  `json:"level"`
	Wins     int     `json:"wins"`
	Prestige float64 `json:"prestige"`
}

// setFlags collects repeated --set NAME=VALUE flags.
type setFlags []string

func (s *setFlags) String() string     { return strings.Join(*s, " ") }
func (s *setFlags) Set(v string) error { *s = append(*s, v); return nil }

// simGame is one simulated game's outcome, per player (in the order of
// --players, whatever seat each sat in).
type simGame struct {
	won      [ikebana.MaxPlayers]bool
	prestige [ikebana.MaxPlayers]int
	reviews  [ikebana.MaxPlayers]*review.Report // with --review
	err      error
}

func runSim(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := cli.NewFlagSet("ikebana", "sim")
	list := fs.String("players", "", "the players' levels, 2 to 5 separated by commas: "+strings.Join(ai.Levels, ", "))
	games := fs.Int("games", 0, "number of games")
	seed := fs.Uint64("seed", 1, "seed of the first deal")
	var sets setFlags
	fs.Var(&sets, "set", "change an option, NAME=VALUE (repeatable): final=on|off")
	budget := fs.Int("budget", 0, "turns played out per decision of the hard level (0: its default)")
	workers := fs.Int("workers", runtime.NumCPU(), "games played at once (the results do not depend on it)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	withReview := fs.Bool("review", false, "review every game: each level's loss per decision and luck per game (slow: a review costs more than the game)")
	record := fs.String("record", "", "write each game's record into this directory, as game-N.txt")
	luckSamples := fs.Int("luck-samples", 0, fmt.Sprintf("with --review, playouts behind each value the luck is measured with (0: %d)", review.DefaultLuckSamples))
	if ok, status := cli.Parse(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() > 0 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	levels, err := parseLevels(*list)
	if err != nil {
		return cli.Fail(stderr, fs.Name(), err)
	}
	opts := ikebana.Rules{Players: len(levels)}
	for _, s := range sets {
		name, value, ok := strings.Cut(s, "=")
		switch {
		case !ok:
			err = fmt.Errorf("--set %q: want NAME=VALUE", s)
		case name == "players":
			err = fmt.Errorf("--set players: the table has one seat per level of --players")
		default:
			err = opts.Set(name, value)
		}
		if err != nil {
			return cli.Fail(stderr, fs.Name(), err)
		}
	}
	if *games <= 0 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("--games must be at least 1 (got %d)", *games))
	}
	if *budget < 0 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("--budget must not be negative (got %d)", *budget))
	}
	if *luckSamples < 0 {
		return cli.Fail(stderr, fs.Name(), fmt.Errorf("--luck-samples must not be negative (got %d)", *luckSamples))
	}
	if *record != "" {
		if st, err := os.Stat(*record); err != nil || !st.IsDir() {
			return cli.Fail(stderr, fs.Name(), fmt.Errorf("--record %q: not a directory", *record))
		}
	}
	start := time.Now()
	job := simJob{opts: opts, levels: levels, seed: *seed, budget: *budget, record: *record}
	if *withReview {
		job.review = []review.Option{review.WithBudget(*budget), review.WithLuckSamples(*luckSamples)}
	}
	out := simulate(job, *games, max(1, *workers))
	for _, g := range out {
		if g.err != nil {
			return cli.Fail(stderr, fs.Name(), g.err)
		}
	}
	res := simJSON{Games: *games}
	if *withReview {
		res.Review = summarizeReviews(levels, out)
	}
	for i, l := range levels {
		st := simSeatJSON{Level: l}
		sum := 0
		for _, g := range out {
			if g.won[i] {
				st.Wins++
			}
			sum += g.prestige[i]
		}
		st.Prestige = math.Round(float64(sum)/float64(len(out))*100) / 100
		res.Seats = append(res.Seats, st)
	}
	if *asJSON {
		json.NewEncoder(stdout).Encode(res)
		return 0
	}
	printSim(stdout, opts, levels, out, time.Since(start))
	if res.Review != nil {
		printSimReview(stdout, res.Review)
	}
	return 0
}

// parseLevels reads --players: 2 to 5 known levels.
func parseLevels(list string) ([]string, error) {
	if strings.TrimSpace(list) == "" {
		return nil, fmt.Errorf("--players is missing (for example --players hard,normal)")
	}
	var levels []string
	for _, l := range strings.Split(list, ",") {
		l = strings.ToLower(strings.TrimSpace(l))
		if _, err := ai.New(l); err != nil {
			return nil, fmt.Errorf("--players: unknown level %q (want %s)", l, strings.Join(ai.Levels, ", "))
		}
		levels = append(levels, l)
	}
	if len(levels) < ikebana.MinPlayers || len(levels) > ikebana.MaxPlayers {
		return nil, fmt.Errorf("--players: %d players (want %d to %d levels)", len(levels), ikebana.MinPlayers, ikebana.MaxPlayers)
	}
	return levels, nil
}

// simJob is what every simulated game shares.
type simJob struct {
	opts   ikebana.Rules
	levels []string
	seed   uint64
	budget int
	record string          // directory for the records, or ""
	review []review.Option // nil: no review
}

// simulate plays the games on several goroutines. Games come in blocks of
// one deal per table size: game i deals seed + i/n and seats player j at
// seat (j + i) mod n, so every player plays each deal from every seat
// (luck cancels out between the players). Game i depends only on its
// index, so the results are the same for any number of workers.
func simulate(job simJob, games, workers int) []simGame {
	out := make([]simGame, games)
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				out[i] = job.play(i)
			}
		}()
	}
	for i := range games {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	return out
}

// play plays game i of a simulation, writes its record and reviews it when
// the job says so.
func (job simJob) play(i int) simGame {
	levels := job.levels
	n := len(levels)
	deal := job.seed + uint64(i/n)
	var players [ikebana.MaxPlayers]ai.Player
	var playerAt [ikebana.MaxPlayers]int
	for j, l := range levels {
		at := (j + i) % n
		o := []ai.Option{ai.WithSeed(deal*8 + uint64(j))}
		if job.budget > 0 {
			o = append(o, ai.WithBudget(job.budget))
		}
		players[at], _ = ai.New(l, o...) // the levels were checked
		playerAt[at] = j
	}
	g, err := ikebana.NewGame(ikebana.WithRules(job.opts), ikebana.WithSeed(deal))
	if err != nil {
		panic(err) // the options were checked by the caller
	}
	for !g.State().GameOver() {
		if g.State().Phase() == ikebana.PhaseRoundOver {
			g.NextRound()
			continue
		}
		p := g.State().ToMove()
		obs := g.Observe(p)
		if err := g.Apply(players[p].Move(&obs)); err != nil {
			panic(fmt.Sprintf("level %s made an illegal move: %v", levels[playerAt[p]], err))
		}
	}
	s := g.State()
	var out simGame
	for at := range n {
		j := playerAt[at]
		out.won[j] = s.Wins(ikebana.Seat(at))
		out.prestige[j] = s.Prestige(ikebana.Seat(at))
	}
	if job.record == "" && job.review == nil {
		return out
	}
	text, err := g.MarshalText()
	if err == nil && job.record != "" {
		err = atomicfile.Write(filepath.Join(job.record, fmt.Sprintf("game-%d.txt", i+1)), text)
	}
	if err == nil && job.review != nil {
		var rp *review.Replay
		if rp, err = review.Load(text); err == nil {
			seats := make([]ikebana.Seat, n)
			for at := range seats {
				seats[at] = ikebana.Seat(at)
			}
			var reps []*review.Report
			reps, err = review.ReviewSeats(context.Background(), rp, seats, job.review...)
			for at, rep := range reps {
				out.reviews[playerAt[at]] = rep
			}
		}
	}
	out.err = err
	return out
}

// printSim prints each player's wins and mean prestige with 95%
// intervals, then how each level compares with the next one listed, paired
// over the blocks of rotated games. The intervals are over the blocks (one
// deal played from every seat), not the games: the games of a block share
// their deal, and at a table such as hard,normal,hard,normal two of its
// games seat the same levels in the same places.
func printSim(w io.Writer, opts ikebana.Rules, levels []string, out []simGame, took time.Duration) {
	fmt.Fprintf(w, "%d games, %s, seats rotating, %.1f s\n\n", len(out), opts, took.Seconds())
	fmt.Fprintf(w, "%-7s %-7s %-22s %s\n", "player", "level", "wins (95% interval)", "final prestige (95% interval)")
	blocks := splitBlocks(out, len(levels))
	for i, l := range levels {
		wins := 0
		for _, g := range out {
			if g.won[i] {
				wins++
			}
		}
		wm, wh := meanInterval(blocks, func(b []simGame) float64 {
			won := 0
			for _, g := range b {
				if g.won[i] {
					won++
				}
			}
			return float64(won) / float64(len(b))
		})
		m, mh := meanInterval(blocks, func(b []simGame) float64 {
			sum := 0
			for _, g := range b {
				sum += g.prestige[i]
			}
			return float64(sum) / float64(len(b))
		})
		fmt.Fprintf(w, "%-7s %-7s %5d %5.1f%% ± %-5.1f  %7.2f ± %.2f\n", fmt.Sprintf("P%d", i+1), l, wins, 100*wm, 100*wh, m, mh)
	}
	// Compare each level with the next distinct one listed, over blocks
	// of len(levels) games (one deal from every seat).
	var distinct []string
	for _, l := range levels {
		if !contains(distinct, l) {
			distinct = append(distinct, l)
		}
	}
	if len(distinct) < 2 {
		return
	}
	fmt.Fprintln(w)
	for k := 0; k+1 < len(distinct); k++ {
		a, b := distinct[k], distinct[k+1]
		blocks := blockDiffs(levels, out, a, b)
		wm, wh := meanInterval(blocks, func(d [2]float64) float64 { return d[0] })
		pm, ph := meanInterval(blocks, func(d [2]float64) float64 { return d[1] })
		fmt.Fprintf(w, "%s − %s (paired over %d deals): wins %+.1f ± %.1f points of %%, prestige %+.2f ± %.2f\n",
			a, b, len(blocks), 100*wm, 100*wh, pm, ph)
	}
}

// splitBlocks cuts the games into blocks of n (the last may be shorter).
func splitBlocks(out []simGame, n int) [][]simGame {
	var blocks [][]simGame
	for start := 0; start < len(out); start += n {
		blocks = append(blocks, out[start:min(len(out), start+n)])
	}
	return blocks
}

// blockDiffs returns, per block of rotated games, the mean win rate and
// mean prestige of level a's players minus level b's.
func blockDiffs(levels []string, out []simGame, a, b string) [][2]float64 {
	n := len(levels)
	var diffs [][2]float64
	for start := 0; start+n <= len(out); start += n {
		var d [2]float64
		for _, g := range out[start : start+n] {
			for _, side := range []struct {
				level string
				sign  float64
			}{{a, 1}, {b, -1}} {
				count := 0
				for _, l := range levels {
					if l == side.level {
						count++
					}
				}
				for j, l := range levels {
					if l != side.level {
						continue
					}
					won := 0.0
					if g.won[j] {
						won = 1
					}
					d[0] += side.sign * won / float64(count*n)
					d[1] += side.sign * float64(g.prestige[j]) / float64(count*n)
				}
			}
		}
		diffs = append(diffs, d)
	}
	return diffs
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// meanInterval returns the mean of f over xs and the half-width of its 95%
// interval (NaN with fewer than two).
func meanInterval[T any](xs []T, f func(T) float64) (mean, half float64) {
	n := float64(len(xs))
	if len(xs) == 0 {
		return math.NaN(), math.NaN()
	}
	for _, x := range xs {
		mean += f(x)
	}
	mean /= n
	if len(xs) < 2 {
		return mean, math.NaN()
	}
	var ss float64
	for _, x := range xs {
		d := f(x) - mean
		ss += d * d
	}
	return mean, 1.96 * math.Sqrt(ss/(n-1)/n)
}
