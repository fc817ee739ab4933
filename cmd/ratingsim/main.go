package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"math"
	"math/rand/v2"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"sync"
	"syscall"
	"time"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/game"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/rating"
	"github.com/koikoi-app/koikoi/server/storage"
	"github.com/koikoi-app/koikoi/server/storage/sqlite"
	"github.com/koikoi-app/koikoi/server/ws"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "ratingsim:", err)
		os.Exit(1)
	}
}

// levels are the bots' strengths, weakest first.
var levels = []string{"random", "easy", "normal", "hard"}

type config struct {
	games, players, newcomers, newcomerGames, parallel, seats int
	gameName, rounds                                          string
	hardWeight                                                float64
	seed                                                      uint64
}

func parse(args []string, stderr io.Writer) (config, error) {
	var c config
	fs := flag.NewFlagSet("ratingsim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.IntVar(&c.games, "games", 150, "rated games of the population")
	fs.IntVar(&c.players, "players", 6, "players of each level")
	fs.IntVar(&c.newcomers, "newcomers", 2, "fresh players of each level who join at the end")
	fs.IntVar(&c.newcomerGames, "newcomer-games", 40, "games each newcomer plays")
	fs.IntVar(&c.parallel, "parallel", 6, "games at once")
	fs.StringVar(&c.gameName, "game", "koikoi", "koikoi or ikebana")
	fs.IntVar(&c.seats, "seats", 2, "seats a table (Ikebana: 2 to 5)")
	fs.StringVar(&c.rounds, "rounds", "1", "Koi-Koi's rounds a game (1 keeps runs short)")
	fs.Float64Var(&c.hardWeight, "hard-weight", 0.5, "how often a hard player is drawn against the others (1: as often)")
	fs.Uint64Var(&c.seed, "seed", 1, "the draw of opponents")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if c.gameName == "koikoi" {
		c.seats = 2
	}
	if c.seats < 2 || c.seats > 5 || c.players*len(levels) < c.seats*c.parallel {
		return c, fmt.Errorf("-seats %d -parallel %d need more -players", c.seats, c.parallel)
	}
	return c, nil
}

// bot is one simulated player.
type bot struct {
	level  string
	secret string
	id     string
	conn   *client.Conn
	fresh  bool // a newcomer
	busy   bool
	trail  []float64 // a newcomer's rating after each game
}

type sim struct {
	cfg   config
	n     *node.Node
	store storage.Store
	pool  string

	mu    sync.Mutex
	bots  []*bot
	rng   *rand.Rand
	pairs []pairResult
	done  int // the population's games finished
	idle  *sync.Cond
}

// pairResult is one pair of a game, from the favourite's side, with its
// players' levels (the favourite's first) and whether the game was in the
// second half of the population's games, when the ratings have settled.
type pairResult struct {
	predicted, score float64
	levels           [2]string
	late             bool
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	cfg, err := parse(args, stderr)
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "ratingsim")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	st, err := sqlite.Open(ctx, filepath.Join(dir, "server.db"))
	if err != nil {
		return err
	}
	defer st.Close()
	n, err := node.Start(node.Config{Addr: "127.0.0.1:0", Store: st, Notifier: storage.NewLocalNotifier(),
		Hub: hub.Config{ComputerDelay: -1, Clocks: []time.Duration{5 * time.Minute}, DefaultClock: 5 * time.Minute},
		// The players between games read nothing, so they answer no ping.
		WS: ws.Config{Rate: 10000, Burst: 10000, Ping: 24 * time.Hour}, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		return err
	}
	defer n.Close()
	s := &sim{cfg: cfg, n: n, store: st, rng: rand.New(rand.NewPCG(cfg.seed, 3)), pool: pool(cfg)}
	s.idle = sync.NewCond(&s.mu)
	for _, l := range levels {
		for range cfg.players {
			if err := s.join(ctx, l, false); err != nil {
				return err
			}
		}
	}
	start := time.Now()
	if err := s.play(ctx, cfg.games, false); err != nil {
		return err
	}
	means := map[string]float64{}
	report := result{Game: cfg.gameName, Seats: cfg.seats, Rounds: cfg.rounds, Pool: s.pool, Tau: rating.Tau, Games: cfg.games, Levels: map[string]levelResult{}}
	if cfg.gameName != "koikoi" {
		report.Rounds = ""
	}
	for _, l := range levels {
		lr, err := s.level(ctx, l)
		if err != nil {
			return err
		}
		report.Levels[l] = lr
		means[l] = lr.Mean
	}
	report.Ordered = slices.IsSortedFunc(levels, func(a, b string) int { return cmpF(means[a], means[b]) })
	report.Calibration, report.Calibrated = calibration(s.pairs)
	report.ByLevels = byLevels(s.pairs)

	if cfg.newcomers > 0 {
		for _, l := range levels {
			for range cfg.newcomers {
				if err := s.join(ctx, l, true); err != nil {
					return err
				}
			}
		}
		if err := s.play(ctx, cfg.newcomers*len(levels)*cfg.newcomerGames/cfg.seats*2, true); err != nil {
			return err
		}
		report.Newcomers = map[string]newcomerResult{}
		for _, l := range levels {
			report.Newcomers[l] = s.newcomers(l, means[l])
		}
	}
	report.Seconds = math.Round(time.Since(start).Seconds())
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(report)
}

// pool is the rating pool of the simulation's games: the game's.
func pool(cfg config) string { return cfg.gameName }

func cmpF(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// join connects a new player of a level.
func (s *sim) join(ctx context.Context, level string, fresh bool) error {
	c, err := client.Dial(ctx, s.n.URL())
	if err != nil {
		return err
	}
	secret := client.NewSecret()
	w, err := c.Hello(ctx, secret, level+strconv.Itoa(len(s.bots)))
	if err != nil {
		return err
	}
	s.mu.Lock()
	s.bots = append(s.bots, &bot{level: level, secret: secret, id: w.Player, conn: c, fresh: fresh})
	s.mu.Unlock()
	return nil
}

// play plays games rated games, cfg.parallel at once. With newcomers, every
// table has a newcomer who has games left to play.
func (s *sim) play(ctx context.Context, games int, newcomers bool) error {
	errs := make(chan error, games)
	var wg sync.WaitGroup
	sem := make(chan struct{}, s.cfg.parallel)
	for range games {
		sem <- struct{}{}
		table := s.pick(newcomers)
		if table == nil {
			<-sem
			break
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			if err := s.game(ctx, table); err != nil {
				errs <- err
			}
			s.mu.Lock()
			for _, b := range table {
				b.busy = false
			}
			s.idle.Broadcast()
			s.mu.Unlock()
		}()
		select {
		case err := <-errs:
			wg.Wait()
			return err
		default:
		}
	}
	wg.Wait()
	close(errs)
	return <-errs
}

// weight is how often a bot is drawn.
func (s *sim) weight(b *bot) float64 {
	if b.level == "hard" {
		return s.cfg.hardWeight
	}
	return 1
}

// pick draws the players of the next table among the idle ones, waiting
// for enough of them; with newcomers, the first is a newcomer with games
// left (nil when none has).
func (s *sim) pick(newcomers bool) []*bot {
	s.mu.Lock()
	defer s.mu.Unlock()
	for {
		var table []*bot
		if newcomers {
			var left []*bot
			busyLeft := false
			for _, b := range s.bots {
				if b.fresh && len(b.trail) < s.cfg.newcomerGames {
					if b.busy {
						busyLeft = true
					} else {
						left = append(left, b)
					}
				}
			}
			if len(left) == 0 && !busyLeft {
				return nil
			}
			if len(left) > 0 {
				table = append(table, left[s.rng.IntN(len(left))])
			}
		}
		var idle []*bot
		total := 0.0
		for _, b := range s.bots {
			if !b.busy && !b.fresh && !slices.Contains(table, b) {
				idle = append(idle, b)
				total += s.weight(b)
			}
		}
		if (!newcomers || len(table) == 1) && len(idle) >= s.cfg.seats-len(table) {
			for len(table) < s.cfg.seats {
				x := s.rng.Float64() * total
				for i, b := range idle {
					if x -= s.weight(b); x <= 0 || i == len(idle)-1 {
						table = append(table, b)
						total -= s.weight(b)
						idle = slices.Delete(idle, i, i+1)
						break
					}
				}
			}
			s.rng.Shuffle(len(table), func(i, j int) { table[i], table[j] = table[j], table[i] })
			for _, b := range table {
				b.busy = true
			}
			return table
		}
		s.idle.Wait()
	}
}

// game plays one rated table: the first bot creates it, the others join,
// bots play every seat; the ratings before it give each pair's predicted
// chance.
func (s *sim) game(ctx context.Context, table []*bot) error {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Minute)
	defer cancel()
	before := make([]rating.Rating, len(table))
	for i, b := range table {
		r, err := s.rating(ctx, b.id)
		if err != nil {
			return err
		}
		before[i] = r
	}
	opts := protocol.Options{}
	if s.cfg.gameName == "koikoi" {
		opts.Rules = map[string]string{"rounds": s.cfg.rounds}
	} else {
		opts.Players = s.cfg.seats
	}
	seats := make([]protocol.SeatSpec, len(table))
	for i := range seats {
		seats[i] = protocol.SeatSpec{Kind: "person"}
	}
	bots := make([]*client.Bot, len(table))
	first := table[0]
	id, err := first.conn.Send(ctx, protocol.Create{Header: protocol.Header{Type: "create"}, Game: s.cfg.gameName, Options: opts, Seats: seats, Rated: true})
	if err != nil {
		return err
	}
	m, err := first.conn.Await(ctx, id)
	if err != nil {
		return err
	}
	st, err := m.State()
	if err != nil {
		return err
	}
	tableID := st.Table.ID
	bots[0] = &client.Bot{Conn: first.conn, Level: first.level, Seed: s.seed(), Choose: game.BotMove}
	if err := bots[0].Take(m); err != nil {
		return err
	}
	for i, b := range table[1:] {
		id, err := b.conn.Send(ctx, protocol.Join{Header: protocol.Header{Type: "join"}, Code: st.Table.Invite})
		if err != nil {
			return err
		}
		m, err := b.conn.Await(ctx, id)
		if err != nil {
			return err
		}
		bots[i+1] = &client.Bot{Conn: b.conn, Level: b.level, Seed: s.seed(), Choose: game.BotMove}
		if err := bots[i+1].Take(m); err != nil {
			return err
		}
	}
	errs := make(chan error, len(bots))
	for _, b := range bots {
		go func() { errs <- b.Play(ctx) }()
	}
	for range bots {
		if err := <-errs; err != nil {
			return fmt.Errorf("table %s: %w", tableID, err)
		}
	}
	rec, err := s.store.Record(ctx, tableID)
	if err != nil {
		return err
	}
	after := make([]rating.Rating, len(table))
	for i, b := range table {
		if after[i], err = s.rating(ctx, b.id); err != nil {
			return err
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	late := s.done >= s.cfg.games/2
	if !table[0].fresh {
		s.done++
	}
	for i := range table {
		for j := i + 1; j < len(table); j++ {
			p := rating.Expected(before[i], before[j])
			sc := rec.PairScore(i, j)
			lv := [2]string{table[i].level, table[j].level}
			if p < 0.5 {
				p, sc, lv = 1-p, 1-sc, [2]string{lv[1], lv[0]}
			}
			s.pairs = append(s.pairs, pairResult{p, sc, lv, late})
		}
		if table[i].fresh {
			table[i].trail = append(table[i].trail, after[i].Rating)
		}
	}
	return nil
}

func (s *sim) seed() uint64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.rng.Uint64()
}

// rating is a player's rating in the simulation's pool.
func (s *sim) rating(ctx context.Context, player string) (rating.Rating, error) {
	list, err := s.store.PlayerRatings(ctx, player)
	if err != nil {
		return rating.Rating{}, err
	}
	for _, r := range list {
		if r.Pool == s.pool {
			return rating.Rating{Rating: r.Rating, Deviation: r.Deviation, Volatility: r.Volatility}, nil
		}
	}
	return rating.Start, nil
}

type result struct {
	Game        string                    `json:"game"`
	Seats       int                       `json:"seats"`
	Rounds      string                    `json:"rounds,omitempty"`
	Pool        string                    `json:"pool"`
	Tau         float64                   `json:"tau"`
	Games       int                       `json:"games"`
	Seconds     float64                   `json:"seconds"`
	Levels      map[string]levelResult    `json:"levels"`
	Ordered     bool                      `json:"ordered"`
	Calibration []bin                     `json:"calibration"`
	Calibrated  bool                      `json:"calibrated"`
	ByLevels    []levelPair               `json:"by_levels"`
	Newcomers   map[string]newcomerResult `json:"newcomers,omitempty"`
}

type levelResult struct {
	Players     int     `json:"players"`
	Games       float64 `json:"games_each"`
	Mean        float64 `json:"mean"`
	SD          float64 `json:"sd"`
	Min         float64 `json:"min"`
	Max         float64 `json:"max"`
	Provisional int     `json:"provisional"`
}

// level sums the ratings of a level's players (not the newcomers).
func (s *sim) level(ctx context.Context, level string) (levelResult, error) {
	var rs []float64
	lr := levelResult{Min: math.Inf(1), Max: math.Inf(-1)}
	games := 0
	for _, b := range s.bots {
		if b.level != level || b.fresh {
			continue
		}
		list, err := s.store.PlayerRatings(ctx, b.id)
		if err != nil {
			return lr, err
		}
		r := storage.PlayerRating{Rating: rating.Start.Rating, Deviation: rating.Start.Deviation}
		for _, x := range list {
			if x.Pool == s.pool {
				r = x
			}
		}
		rs = append(rs, r.Rating)
		games += r.Games
		if r.Deviation > rating.ProvisionalDeviation {
			lr.Provisional++
		}
		lr.Min, lr.Max = math.Min(lr.Min, r.Rating), math.Max(lr.Max, r.Rating)
	}
	lr.Players = len(rs)
	if len(rs) == 0 {
		return lr, nil
	}
	for _, r := range rs {
		lr.Mean += r
	}
	lr.Mean /= float64(len(rs))
	for _, r := range rs {
		lr.SD += (r - lr.Mean) * (r - lr.Mean)
	}
	lr.SD = math.Sqrt(lr.SD / float64(len(rs)))
	lr.Games = float64(games) / float64(len(rs))
	lr.Mean, lr.SD, lr.Min, lr.Max = math.Round(lr.Mean), math.Round(lr.SD), math.Round(lr.Min), math.Round(lr.Max)
	return lr, nil
}

type bin struct {
	From      float64 `json:"from"`
	To        float64 `json:"to"`
	Pairs     int     `json:"pairs"`
	Predicted float64 `json:"predicted"`
	Observed  float64 `json:"observed"`
	Within5   bool    `json:"within_5_points"`
	// SameLevel counts the bin's pairs of two players of one level, whose
	// true chance is even, and SameObserved is their mean score: what the
	// bin's prediction owes to the noise of single ratings.
	SameLevel    int     `json:"same_level"`
	SameObserved float64 `json:"same_level_observed"`
}

// calibration bins the pairs by the favourite's predicted chance (0.5 to
// 1 in tenths) and compares each bin's mean prediction with its mean
// score; calibrated when every bin of 200 pairs or more is within 0.05.
// Each bin also counts its pairs of one level and their mean score.
func calibration(pairs []pairResult) ([]bin, bool) {
	bins := make([]bin, 5)
	for i := range bins {
		bins[i].From, bins[i].To = 0.5+0.1*float64(i), 0.6+0.1*float64(i)
	}
	for _, p := range pairs {
		i := min(int((p.predicted-0.5)*10), len(bins)-1)
		bins[i].Pairs++
		bins[i].Predicted += p.predicted
		bins[i].Observed += p.score
		if p.levels[0] == p.levels[1] {
			bins[i].SameLevel++
			bins[i].SameObserved += p.score
		}
	}
	ok, any := true, false
	for i := range bins {
		b := &bins[i]
		if b.Pairs == 0 {
			continue
		}
		b.Predicted /= float64(b.Pairs)
		b.Observed /= float64(b.Pairs)
		if b.SameLevel > 0 {
			b.SameObserved = math.Round(b.SameObserved/float64(b.SameLevel)*1000) / 1000
		}
		b.Within5 = math.Abs(b.Predicted-b.Observed) <= 0.05+1e-9
		if b.Pairs >= 200 {
			any = true
			ok = ok && b.Within5
		}
		b.From, b.To = math.Round(b.From*10)/10, math.Round(b.To*10)/10
		b.Predicted, b.Observed = math.Round(b.Predicted*1000)/1000, math.Round(b.Observed*1000)/1000
	}
	return bins, ok && any
}

type newcomerResult struct {
	Players int   `json:"players"`
	Games   []int `json:"games_to_within_100"` // -1: never within its games
	Median  int   `json:"median"`
}

// newcomers counts, for each newcomer of a level, the games before its
// rating was first within 100 points of the level's mean.
func (s *sim) newcomers(level string, mean float64) newcomerResult {
	var r newcomerResult
	for _, b := range s.bots {
		if !b.fresh || b.level != level {
			continue
		}
		r.Players++
		g := -1
		for i, x := range b.trail {
			if math.Abs(x-mean) <= 100 {
				g = i + 1
				break
			}
		}
		r.Games = append(r.Games, g)
	}
	sorted := slices.Clone(r.Games)
	sort.Ints(sorted)
	if len(sorted) > 0 {
		r.Median = sorted[len(sorted)/2]
	}
	return r
}

// levelPair is the calibration of the games between two levels, the
// weaker first, in the second half of the population's games: a's mean
// predicted chance against b and its mean score.
type levelPair struct {
	A         string  `json:"a"`
	B         string  `json:"b"`
	Pairs     int     `json:"pairs"`
	Predicted float64 `json:"predicted"`
	Observed  float64 `json:"observed"`
}

// byLevels sums the late pairs by their levels (each pair of levels once,
// from the weaker level's side, which has a's index in levels lower).
func byLevels(pairs []pairResult) []levelPair {
	var out []levelPair
	for i, a := range levels {
		for _, b := range levels[i+1:] {
			lp := levelPair{A: a, B: b}
			for _, p := range pairs {
				switch {
				case !p.late:
				case p.levels == [2]string{a, b}:
					lp.Pairs++
					lp.Predicted += p.predicted
					lp.Observed += p.score
				case p.levels == [2]string{b, a}:
					lp.Pairs++
					lp.Predicted += 1 - p.predicted
					lp.Observed += 1 - p.score
				}
			}
			if lp.Pairs > 0 {
				lp.Predicted = math.Round(lp.Predicted/float64(lp.Pairs)*1000) / 1000
				lp.Observed = math.Round(lp.Observed/float64(lp.Pairs)*1000) / 1000
			}
			out = append(out, lp)
		}
	}
	return out
}
