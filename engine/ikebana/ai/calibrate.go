package ai

import (
	"fmt"
	"io"
	"math"
	"sync"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// CalibrationOptions sets up Calibrate.
type CalibrationOptions struct {
	// Decisions is how many predictions to compare with outcomes, at
	// least (whole games are played, so a few more are taken).
	Decisions int
	// Seed makes the run reproducible: game g deals from Seed + g.
	Seed uint64
	// Budget is Advise's budget for each prediction (0: DefaultBudget, as
	// the app asks).
	Budget int
	// HardBudget is the budget of the hard players at the tables (0:
	// DefaultBudget); a smaller one runs faster.
	HardBudget int
	// Every is how many decisions of a seat go by, on average, for one
	// that is predicted (0: 10): predictions far apart in many games are
	// worth more than many of the same game, which share its outcome.
	Every int
	// Workers plays games at once (0: 1). The result does not depend on
	// it.
	Workers int
}

// CalibrationBin is one band of predicted chances and what happened.
type CalibrationBin struct {
	Lo, Hi    float64 // the band of predictions, [Lo, Hi)
	Decisions int
	Predicted float64 // mean prediction
	Observed  float64 // mean share of the win the seat then had
}

// Calibration is what Calibrate measured: Advise's chance of winning after
// the move the seat made (its Outlook's Win; WinChance when the seat
// follows the advice) against the share of the win the seat went on to
// have (1 for a win, 1/k for a win shared by k, 0 for a loss).
type Calibration struct {
	Decisions int
	Games     int
	Bins      []CalibrationBin
	// Brier is the mean squared difference between the predictions and
	// the outcomes; Even is the same for the prediction 1/n at every
	// decision, the score of knowing nothing.
	Brier, Even float64
	// First is, per table size, the mean prediction at the game's first
	// decision and how many games it is over.
	First      [ikebana.MaxPlayers + 1]float64
	FirstGames [ikebana.MaxPlayers + 1]int
	// ByPlayers and ByLevel split the predictions and outcomes by table
	// size and by the predicted seat's level ("normal", "hard").
	ByPlayers [ikebana.MaxPlayers + 1]CalibrationBin
	ByLevel   map[string]CalibrationBin
}

// MaxBinError is the largest difference allowed between the predicted and
// the observed rate in a band with at least MinBinDecisions decisions.
const (
	MaxBinError     = 0.05
	MinBinDecisions = 200
)

// calibrationBins is the number of bands of width 0.1.
const calibrationBins = 10

// decisionRecord is one prediction and whose outcome it waits for.
type decisionRecord struct {
	seat    ikebana.Seat
	hard    bool
	p       float64
	players int
	first   bool
}

// calibrationGame plays game g of a calibration run and returns its
// predictions with their outcomes. Table sizes 2 to 5 and the Bouquet
// final take turns with g; each seat is normal or hard at random.
func calibrationGame(o CalibrationOptions, g int) (recs []decisionRecord, outcome [ikebana.MaxPlayers]float64) {
	n := ikebana.MinPlayers + g%(ikebana.MaxPlayers-ikebana.MinPlayers+1)
	final := g/(ikebana.MaxPlayers-ikebana.MinPlayers+1)%2 == 1
	r := rng(mix(o.Seed, uint64(g)))
	s, err := ikebana.NewState(ikebana.WithPlayers(n), ikebana.WithBouquetFinal(final), ikebana.WithSeed(o.Seed+uint64(g)))
	if err != nil {
		panic(err) // n is a valid table size
	}
	var hard [ikebana.MaxPlayers]*hardPlayer
	for p := range n {
		if r.Intn(2) == 0 {
			hard[p] = &hardPlayer{cfg: newConfig([]Option{WithSeed(r.Next()), WithBudget(o.HardBudget)})}
		}
	}
	advise := []Option{WithSeed(r.Next()), WithBudget(o.Budget)}
	first := true
	for !s.GameOver() {
		if s.Phase() == ikebana.PhaseRoundOver {
			s.PlayNextRound()
			continue
		}
		me := s.ToMove()
		obs := s.Observe(me)
		var m ikebana.Move
		if hard[me] != nil {
			m = hard[me].Move(&obs)
		} else {
			v := observationView(&obs)
			m = normalMove(&v)
		}
		if first || r.Intn(o.Every) == 0 {
			// The prediction is the chance after the move the seat
			// makes: the advised one when it follows the advice.
			an := Analyze(&obs, advise...)
			mv, ok := an.Of(m)
			if !ok { // a move the search did not rate has no chance
				mv.Win = math.NaN()
			}
			recs = append(recs, decisionRecord{seat: me, hard: hard[me] != nil, p: mv.Win, players: n, first: first})
			first = false
		}
		s.Play(m)
	}
	for p := range n {
		outcome[p] = winShare(&s, ikebana.Seat(p))
	}
	return recs, outcome
}

// Calibrate plays games between normal and hard players at every table
// size, with and without the Bouquet final, asks Advise for the chance of
// winning at decisions along the way, and compares each prediction with
// the share of the win the seat then had. progress, when not nil, gets a
// line now and then.
func Calibrate(o CalibrationOptions, progress io.Writer) Calibration {
	if o.Every <= 0 {
		o.Every = 10
	}
	o.Workers = max(1, o.Workers)
	c := Calibration{ByLevel: map[string]CalibrationBin{}}
	var sum [calibrationBins]struct{ n, p, y float64 }
	var mu sync.Mutex
	results := map[int]gameResult{}
	next, done := 0, 0
	add := func(rs []decisionRecord, out [ikebana.MaxPlayers]float64) {
		for _, d := range rs {
			y := out[d.seat]
			b := min(calibrationBins-1, int(d.p*calibrationBins))
			sum[b].n++
			sum[b].p += d.p
			sum[b].y += y
			c.Decisions++
			c.Brier += (d.p - y) * (d.p - y)
			even := 1 / float64(d.players)
			c.Even += (even - y) * (even - y)
			if d.first {
				c.First[d.players] += d.p
				c.FirstGames[d.players]++
			}
			addTo(&c.ByPlayers[d.players], d.p, y)
			level := "normal"
			if d.hard {
				level = "hard"
			}
			bin := c.ByLevel[level]
			addTo(&bin, d.p, y)
			c.ByLevel[level] = bin
		}
		c.Games++
	}
	var wg sync.WaitGroup
	for range o.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				if c.Decisions >= o.Decisions {
					mu.Unlock()
					return
				}
				g := next
				next++
				mu.Unlock()
				rs, out := calibrationGame(o, g)
				mu.Lock()
				results[g] = gameResult{rs, out}
				// Games are added in order, so the result does not depend
				// on the workers' timing.
				for r, ok := results[done]; ok; r, ok = results[done] {
					delete(results, done)
					if c.Decisions < o.Decisions {
						add(r.recs, r.outcome)
					}
					done++
					if progress != nil && done%100 == 0 {
						fmt.Fprintf(progress, "%d games, %d decisions\n", done, c.Decisions)
					}
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	for b := range sum {
		bin := CalibrationBin{Lo: float64(b) / calibrationBins, Hi: float64(b+1) / calibrationBins, Decisions: int(sum[b].n)}
		if sum[b].n > 0 {
			bin.Predicted, bin.Observed = sum[b].p/sum[b].n, sum[b].y/sum[b].n
		}
		c.Bins = append(c.Bins, bin)
	}
	if c.Decisions > 0 {
		c.Brier /= float64(c.Decisions)
		c.Even /= float64(c.Decisions)
	}
	for n := range c.First {
		if c.FirstGames[n] > 0 {
			c.First[n] /= float64(c.FirstGames[n])
		}
		finish(&c.ByPlayers[n])
	}
	for l, b := range c.ByLevel {
		finish(&b)
		c.ByLevel[l] = b
	}
	return c
}

// gameResult is a finished calibration game waiting for its turn to be
// counted.
type gameResult struct {
	recs    []decisionRecord
	outcome [ikebana.MaxPlayers]float64
}

// addTo adds a prediction and its outcome to a running bin (sums until
// finish turns them into means).
func addTo(b *CalibrationBin, p, y float64) {
	b.Decisions++
	b.Predicted += p
	b.Observed += y
}

// finish turns a running bin's sums into means.
func finish(b *CalibrationBin) {
	if b.Decisions > 0 {
		b.Predicted /= float64(b.Decisions)
		b.Observed /= float64(b.Decisions)
	}
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
		return fmt.Errorf("ai: chance of winning not calibrated: %v", bad)
	}
	return nil
}

// WriteTable writes the reliability table as Markdown, then the Brier
// scores and the first decision's chances.
func (c *Calibration) WriteTable(w io.Writer) {
	fmt.Fprintf(w, "| predicted | decisions | mean predicted | observed | difference |\n| --- | --- | --- | --- | --- |\n")
	for _, b := range c.Bins {
		if b.Decisions == 0 {
			continue
		}
		fmt.Fprintf(w, "| %.0f–%.0f%% | %d | %.1f%% | %.1f%% | %+.1f |\n", 100*b.Lo, 100*b.Hi, b.Decisions,
			100*b.Predicted, 100*b.Observed, 100*(b.Observed-b.Predicted))
	}
	fmt.Fprintf(w, "\n%d decisions in %d games. Brier score %.4f (%.4f for 1/n at every decision).\n\n", c.Decisions, c.Games, c.Brier, c.Even)
	fmt.Fprintf(w, "| split | decisions | mean predicted | observed |\n| --- | --- | --- | --- |\n")
	for n, b := range c.ByPlayers {
		if b.Decisions > 0 {
			fmt.Fprintf(w, "| %d seats | %d | %.1f%% | %.1f%% |\n", n, b.Decisions, 100*b.Predicted, 100*b.Observed)
		}
	}
	for _, l := range []string{"normal", "hard"} {
		if b := c.ByLevel[l]; b.Decisions > 0 {
			fmt.Fprintf(w, "| %s seats | %d | %.1f%% | %.1f%% |\n", l, b.Decisions, 100*b.Predicted, 100*b.Observed)
		}
	}
	fmt.Fprintf(w, "\nFirst decision of a game (all seats level):")
	for n, g := range c.FirstGames {
		if g > 0 {
			fmt.Fprintf(w, " %d seats %.1f%% (1/n = %.1f%%, %d games);", n, 100*c.First[n], 100/float64(n), g)
		}
	}
	fmt.Fprintln(w)
}
