package ai

import (
	"fmt"
	"io"
	"math"
	"sync"
	"time"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// CalibrationOptions sets up Calibrate.
type CalibrationOptions struct {
	// Decisions is how many predictions to compare with outcomes, at
	// least (whole games are played, so a few more are taken).
	Decisions int
	// Seed makes the run reproducible: game g deals from Seed + g.
	Seed uint64
	// Opponents is the computers' level: "normal", "hard", or "mixed"
	// (each computer normal or hard at random).
	Opponents string
	// Budget is Advise's budget (0: DefaultBudget, as the app asks): the
	// seat that follows the advice plays its moves.
	Budget int
	// HardBudget is the budget of the hard computers (0: DefaultBudget);
	// the app's own are at AppHardBudget.
	HardBudget int
	// Workers plays games at once (0: 1). The result does not depend on
	// it.
	Workers int
	// Until, when set, is when to stop starting games: the run then
	// counts the games started before it, which may be fewer decisions
	// than Decisions.
	Until time.Time
	// Sweep, when set, are edges of the advised seat over every computer:
	// each prediction is also made with each of them in place of
	// hintEdges, over a subsample of the search's piles, for Fit.
	Sweep []float64
}

// AppHardBudget is the budget of the app's hard computers (ui/ikebana),
// the ones the calibration plays against.
const AppHardBudget = 8000

// CalibrationBin is one band of predicted chances and what happened.
type CalibrationBin struct {
	Lo, Hi    float64 // the band of predictions, [Lo, Hi)
	Decisions int
	Games     int     // how many games the decisions came from
	Predicted float64 // mean prediction
	Observed  float64 // mean share of the win the seat then had
	// SE is the standard error of Observed − Predicted, clustered by game:
	// the decisions of one game share its outcome, so they are not
	// independent (see Calibrate).
	SE float64
}

// Calibration is what Calibrate measured: the chance of winning Advise gave
// a seat that follows its advice, after each of its moves, against the
// share of the win the seat went on to have (1 for a win, 1/k for a win
// shared by k, 0 for a loss).
type Calibration struct {
	Opponents string
	Decisions int
	Games     int
	Bins      []CalibrationBin
	// Brier is the mean squared difference between the predictions and
	// the outcomes; Even is the same for the prediction 1/n at every
	// decision, the score of knowing nothing.
	Brier, Even float64
	// ByPlayers and ByRound split the predictions and outcomes by table
	// size and by round (from 1).
	ByPlayers [ikebana.MaxPlayers + 1]CalibrationBin
	ByRound   [ikebana.Rounds + 1]CalibrationBin
	// Sweep are the edges each prediction was also made with
	// (CalibrationOptions.Sweep).
	Sweep []float64
	games []gameRecord
}

// MaxBinError is the largest difference allowed between the predicted and
// the observed rate in a band with at least MinBinDecisions decisions.
const (
	MaxBinError     = 0.05
	MinBinDecisions = 200
)

// calibrationBins is the number of bands of width 0.1.
const calibrationBins = 10

// decisionRecord is one prediction of a game.
type decisionRecord struct {
	p     float64
	round int
	sweep []float64 // the prediction with each edge of the sweep
}

// gameRecord is a calibration game's predictions and outcome.
type gameRecord struct {
	players int
	recs    []decisionRecord
	outcome float64
}

// calibrationLevels returns the computers' levels of game g's table of n,
// "" at the seat that follows the advice.
func calibrationLevels(opponents string, n int, me ikebana.Seat, r *rng) []string {
	levels := make([]string, n)
	for q := range levels {
		switch {
		case ikebana.Seat(q) == me:
		case opponents == "mixed":
			levels[q] = [2]string{"normal", "hard"}[r.Intn(2)]
		default:
			levels[q] = opponents
		}
	}
	return levels
}

// calibrationGame plays game g of a calibration run: one seat, at random,
// plays Advise's moves and is predicted at each of its decisions; the
// others are computers. Table sizes 2 to 5 and the Bouquet final take
// turns with g. The seat's move and prediction are Advise's, taken from
// the search Advise makes (its move and the move's Outlook.Win), which
// also gives the sweep's.
func calibrationGame(o CalibrationOptions, g int) gameRecord {
	n := ikebana.MinPlayers + g%(ikebana.MaxPlayers-ikebana.MinPlayers+1)
	final := g/(ikebana.MaxPlayers-ikebana.MinPlayers+1)%2 == 1
	r := rng(mix(o.Seed, uint64(g)))
	s, err := ikebana.NewState(ikebana.WithPlayers(n), ikebana.WithBouquetFinal(final), ikebana.WithSeed(o.Seed+uint64(g)))
	if err != nil {
		panic(err) // n is a valid table size
	}
	me := ikebana.Seat(r.Intn(n))
	levels := calibrationLevels(o.Opponents, n, me, &r)
	players := make([]Player, n)
	for q, l := range levels {
		if l != "" {
			players[q], err = New(l, WithSeed(r.Next()), WithBudget(o.HardBudget))
			if err != nil {
				panic(err) // calibrationLevels names levels New knows
			}
		}
	}
	advice := &hardPlayer{cfg: newConfig([]Option{WithSeed(r.Next()), WithBudget(o.Budget), WithLevels(levels)})}
	advice.cfg.Sweep = o.Sweep
	rec := gameRecord{players: n}
	for !s.GameOver() {
		if s.Phase() == ikebana.PhaseRoundOver {
			s.PlayNextRound()
			continue
		}
		q := s.ToMove()
		obs := s.Observe(q)
		if q != me {
			s.Play(players[q].Move(&obs))
			continue
		}
		m, stats := advice.search(&obs, true)
		for _, st := range stats {
			if st.move == m {
				rec.recs = append(rec.recs, decisionRecord{p: min(1, max(0, st.value)), round: s.Round(), sweep: st.sweep})
			}
		}
		s.Play(m)
	}
	rec.outcome = winShare(&s, me, &drifts{})
	return rec
}

// Calibrate plays games of a seat that follows Advise against computers
// of o.Opponents' level at every table size, with and without the Bouquet
// final, and compares the chance of winning Advise gave at each of the
// seat's decisions with the share of the win it then had. progress, when
// not nil, gets a line now and then.
//
// The decisions of a game share its outcome, so a band's error is not an
// average of independent terms: its standard error is clustered by game
// (CR1). With e_i the outcome less the prediction of decision i of the
// band, ē their mean over the band's N decisions and S_g the sum of
// e_i − ē over the band's decisions of game g (G games),
// Var(ē) = G/(G−1) · Σ_g S_g² / N².
func Calibrate(o CalibrationOptions, progress io.Writer) Calibration {
	o.Workers = max(1, o.Workers)
	c := Calibration{Opponents: o.Opponents}
	var games []gameRecord
	var mu sync.Mutex
	results := map[int]gameRecord{}
	decisions, next, done := 0, 0, 0
	var wg sync.WaitGroup
	for range o.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				if decisions >= o.Decisions || (!o.Until.IsZero() && time.Now().After(o.Until)) {
					mu.Unlock()
					return
				}
				g := next
				next++
				mu.Unlock()
				rec := calibrationGame(o, g)
				mu.Lock()
				results[g] = rec
				// Games are counted in order, so the result does not
				// depend on the workers' timing.
				for r, ok := results[done]; ok; r, ok = results[done] {
					delete(results, done)
					if decisions < o.Decisions {
						games = append(games, r)
						decisions += len(r.recs)
					}
					done++
					if progress != nil && done%20 == 0 {
						fmt.Fprintf(progress, "%s: %d games, %d decisions\n", o.Opponents, done, decisions)
					}
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	c.Sweep = o.Sweep
	c.games = games
	c.summarize(func(_ int, d decisionRecord) float64 { return d.p })
	return c
}

// binTally gathers a band's decisions, game by game, for its mean and its
// clustered standard error.
type binTally struct {
	n, p, y float64
	games   map[int]*[2]float64 // per game: decisions, sum of outcome − prediction
}

func (t *binTally) add(g int, p, y float64) {
	if t.games == nil {
		t.games = map[int]*[2]float64{}
	}
	t.n++
	t.p += p
	t.y += y
	s := t.games[g]
	if s == nil {
		s = new([2]float64)
		t.games[g] = s
	}
	s[0]++
	s[1] += y - p
}

// bin is the band's means and clustered standard error.
func (t *binTally) bin(lo, hi float64) CalibrationBin {
	b := CalibrationBin{Lo: lo, Hi: hi, Decisions: int(t.n), Games: len(t.games)}
	if t.n == 0 {
		return b
	}
	b.Predicted, b.Observed = t.p/t.n, t.y/t.n
	mean := b.Observed - b.Predicted
	if g := float64(len(t.games)); g > 1 {
		ss := 0.0
		for _, s := range t.games {
			d := s[1] - s[0]*mean
			ss += d * d
		}
		b.SE = math.Sqrt(g / (g - 1) * ss / (t.n * t.n))
	}
	return b
}

// summarize fills c's tables from its games, with the predictions
// predict makes of each decision at a table of n.
func (c *Calibration) summarize(predict func(n int, d decisionRecord) float64) {
	var bins [calibrationBins]binTally
	var players [ikebana.MaxPlayers + 1]binTally
	var rounds [ikebana.Rounds + 1]binTally
	c.Bins, c.Games, c.Decisions, c.Brier, c.Even = nil, 0, 0, 0, 0
	for g, gr := range c.games {
		c.Games++
		y := gr.outcome
		for _, d := range gr.recs {
			p := predict(gr.players, d)
			bins[min(calibrationBins-1, int(p*calibrationBins))].add(g, p, y)
			players[gr.players].add(g, p, y)
			rounds[d.round].add(g, p, y)
			c.Decisions++
			c.Brier += (p - y) * (p - y)
			even := 1 / float64(gr.players)
			c.Even += (even - y) * (even - y)
		}
	}
	for b := range bins {
		c.Bins = append(c.Bins, bins[b].bin(float64(b)/calibrationBins, float64(b+1)/calibrationBins))
	}
	for n := range players {
		c.ByPlayers[n] = players[n].bin(0, 1)
	}
	for r := range rounds {
		c.ByRound[r] = rounds[r].bin(0, 1)
	}
	if c.Decisions > 0 {
		c.Brier /= float64(c.Decisions)
		c.Even /= float64(c.Decisions)
	}
}

// Fit returns, per table size, the index in Sweep of the edge whose
// predictions have the least Brier score, with every edge's score.
func (c *Calibration) Fit() (best [ikebana.MaxPlayers + 1]int, brier [ikebana.MaxPlayers + 1][]float64) {
	var count [ikebana.MaxPlayers + 1]int
	for n := range brier {
		brier[n] = make([]float64, len(c.Sweep))
	}
	for _, gr := range c.games {
		for _, d := range gr.recs {
			count[gr.players]++
			for j, p := range d.sweep {
				brier[gr.players][j] += (p - gr.outcome) * (p - gr.outcome)
			}
		}
	}
	for n := range brier {
		for j := range brier[n] {
			brier[n][j] /= float64(max(1, count[n]))
			if brier[n][j] < brier[n][best[n]] {
				best[n] = j
			}
		}
	}
	return best, brier
}

// Swept returns the calibration as it would have been with the sweep's
// edge edge[n] at each table size n (indexes in Sweep) in place of
// hintEdges.
func (c *Calibration) Swept(edge [ikebana.MaxPlayers + 1]int) Calibration {
	s := Calibration{Opponents: c.Opponents, Sweep: c.Sweep, games: c.games}
	s.summarize(func(n int, d decisionRecord) float64 { return min(1, max(0, d.sweep[edge[n]])) })
	return s
}

// Check returns an error naming every band with at least MinBinDecisions
// decisions whose predicted and observed rates differ by more than
// MaxBinError.
func (c *Calibration) Check() error {
	var bad []string
	for _, b := range c.Bins {
		if b.Decisions >= MinBinDecisions && math.Abs(b.Predicted-b.Observed) > MaxBinError {
			bad = append(bad, fmt.Sprintf("%.0f–%.0f%%: predicted %.1f%%, observed %.1f%% over %d decisions",
				100*b.Lo, 100*b.Hi, 100*b.Predicted, 100*b.Observed, b.Decisions))
		}
	}
	if len(bad) > 0 {
		return fmt.Errorf("ai: chance of winning against %s computers not calibrated: %v", c.Opponents, bad)
	}
	return nil
}

// WriteTable writes the reliability table as Markdown, then the Brier
// scores and the splits by table size and by round.
func (c *Calibration) WriteTable(w io.Writer) {
	fmt.Fprintf(w, "Against %s computers:\n\n", c.Opponents)
	fmt.Fprintf(w, "| predicted | decisions | games | mean predicted | observed | difference | clustered SE |\n| --- | --- | --- | --- | --- | --- | --- |\n")
	row := func(label string, b CalibrationBin) {
		fmt.Fprintf(w, "| %s | %d | %d | %.1f%% | %.1f%% | %+.1f | %.1f |\n", label, b.Decisions, b.Games,
			100*b.Predicted, 100*b.Observed, 100*(b.Observed-b.Predicted), 100*b.SE)
	}
	for _, b := range c.Bins {
		if b.Decisions > 0 {
			row(fmt.Sprintf("%.0f–%.0f%%", 100*b.Lo, 100*b.Hi), b)
		}
	}
	fmt.Fprintf(w, "\n%d decisions in %d games. Brier score %.4f (%.4f for 1/n at every decision).\n\n", c.Decisions, c.Games, c.Brier, c.Even)
	fmt.Fprintf(w, "| split | decisions | games | mean predicted | observed | difference | clustered SE |\n| --- | --- | --- | --- | --- | --- | --- |\n")
	for n, b := range c.ByPlayers {
		if b.Decisions > 0 {
			row(fmt.Sprintf("%d seats", n), b)
		}
	}
	for r, b := range c.ByRound {
		if b.Decisions > 0 {
			row(fmt.Sprintf("round %d", r), b)
		}
	}
	fmt.Fprintln(w)
}
