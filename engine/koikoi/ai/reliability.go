package ai

import (
	"fmt"
	"io"
	"math"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// KoiDecision is one Koi-Koi decision of a simulated game with what the
// forecast predicted and what a Koi-Koi then brought, played on with the
// real hidden cards by the game's own players.
type KoiDecision struct {
	Preset string
	Level  string
	// Forecast is the forecast shown to the seat deciding.
	Forecast KoiForecast
	// ScoredAgain says whether, after the Koi-Koi, the seat made a new or
	// better yaku before the other player made one.
	ScoredAgain bool
	// Points is the round's points the Koi-Koi brought the seat (negative
	// when the other player won the round).
	Points int
}

// CollectKoiDecisions plays a game of the rules between two players of the
// level and, at every Koi-Koi decision, forecasts it and plays out a
// Koi-Koi with the real hidden cards to see what it brings (the game then
// goes on with the player's own choice). It returns the decisions in order.
func CollectKoiDecisions(rules koikoi.Rules, level string, seed uint64, opts ...Option) ([]KoiDecision, error) {
	s, err := koikoi.NewState(koikoi.WithRules(rules), koikoi.WithSeed(seed))
	if err != nil {
		return nil, err
	}
	var players [2]Player
	for i := range players {
		if players[i], err = New(level, append([]Option{WithSeed(seed*2 + uint64(i))}, opts...)...); err != nil {
			return nil, err
		}
	}
	var out []KoiDecision
	for s.Phase() != koikoi.PhaseGameOver {
		if s.Phase() == koikoi.PhaseRoundOver {
			if s, err = s.NextRound(); err != nil {
				return out, err
			}
			continue
		}
		p := s.ToMove()
		o := s.Observe(p)
		if s.Phase() == koikoi.PhaseKoiKoi && o.Hand.Len() > 0 {
			d := KoiDecision{Preset: rules.Name, Level: level, Forecast: Forecast(&o, WithSeed(seed))}
			d.ScoredAgain, d.Points, err = playOutKoi(s, players)
			if err != nil {
				return out, err
			}
			out = append(out, d)
		}
		if s, err = s.Apply(players[p].Move(&o)); err != nil {
			return out, err
		}
	}
	return out, nil
}

// playOutKoi calls Koi-Koi for the seat to move in s and plays the round
// on with the players: whether the seat made a new yaku first, and the
// round's points for it.
func playOutKoi(s koikoi.State, players [2]Player) (bool, int, error) {
	me := s.ToMove()
	s, err := s.Apply(koikoi.KoiKoi)
	if err != nil {
		return false, 0, err
	}
	again, first := false, false
	for s.Phase() < koikoi.PhaseRoundOver {
		if s.Phase() == koikoi.PhaseKoiKoi && !again {
			again, first = true, s.ToMove() == me
		}
		o := s.Observe(s.ToMove())
		if s, err = s.Apply(players[s.ToMove()].Move(&o)); err != nil {
			return false, 0, err
		}
	}
	res := s.Result()
	if res.Draw {
		return first, 0, nil
	}
	if !again && res.Winner == me {
		first = true
	}
	if res.Winner == me {
		return first, res.Points, nil
	}
	return first, -res.Points, nil
}

// Bin is one row of a reliability table: the decisions whose prediction
// fell in [Lo, Hi).
type Bin struct {
	Lo, Hi    float64
	N         int
	Predicted float64 // mean predicted chance
	Observed  float64 // share of the decisions where it happened
}

// Reliability is a reliability table of predicted chances against what
// happened, with the Brier score of the predictions.
type Reliability struct {
	Bins  []Bin
	N     int
	Brier float64
	// Predicted and Observed are the means over all decisions.
	Predicted, Observed float64
}

// NewReliability bins predictions p[i] of events that happened or not
// (hit[i]) into bins of width 1/bins.
func NewReliability(p []float64, hit []bool, bins int) Reliability {
	r := Reliability{Bins: make([]Bin, bins), N: len(p)}
	for i := range r.Bins {
		r.Bins[i].Lo, r.Bins[i].Hi = float64(i)/float64(bins), float64(i+1)/float64(bins)
	}
	for i, x := range p {
		b := min(int(x*float64(bins)), bins-1)
		y := 0.0
		if hit[i] {
			y = 1
		}
		r.Bins[b].N++
		r.Bins[b].Predicted += x
		r.Bins[b].Observed += y
		r.Predicted += x
		r.Observed += y
		r.Brier += (x - y) * (x - y)
	}
	for i := range r.Bins {
		if n := float64(r.Bins[i].N); n > 0 {
			r.Bins[i].Predicted /= n
			r.Bins[i].Observed /= n
		}
	}
	if r.N > 0 {
		r.Brier /= float64(r.N)
		r.Predicted /= float64(r.N)
		r.Observed /= float64(r.N)
	}
	return r
}

// WorstGap returns the largest difference, in points (percent), between
// predicted and observed over the bins holding at least minN decisions.
func (r *Reliability) WorstGap(minN int) float64 {
	w := 0.0
	for _, b := range r.Bins {
		if b.N >= minN {
			w = max(w, 100*math.Abs(b.Predicted-b.Observed))
		}
	}
	return w
}

// Write prints the table as Markdown.
func (r *Reliability) Write(w io.Writer) error {
	if _, err := fmt.Fprintf(w, "| predicted | decisions | mean predicted | observed | gap |\n|---|---:|---:|---:|---:|\n"); err != nil {
		return err
	}
	for _, b := range r.Bins {
		if b.N == 0 {
			continue
		}
		if _, err := fmt.Fprintf(w, "| %2.0f–%3.0f %% | %d | %.1f %% | %.1f %% | %+.1f |\n", 100*b.Lo, 100*b.Hi, b.N, 100*b.Predicted, 100*b.Observed, 100*(b.Observed-b.Predicted)); err != nil {
			return err
		}
	}
	_, err := fmt.Fprintf(w, "| all | %d | %.1f %% | %.1f %% | Brier %.4f |\n", r.N, 100*r.Predicted, 100*r.Observed, r.Brier)
	return err
}
