package ai

import (
	"fmt"
	"runtime"
	"strings"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// Levels lists the levels New accepts, from the weakest to the strongest.
var Levels = []string{"random", "easy", "normal", "hard"}

// Player is a computer player. Move returns a legal move for the
// observation, which must be one where the seat is to move.
type Player interface {
	Move(obs *ikebana.Observation) ikebana.Move
}

// config is what the options set.
type config struct {
	seed    uint64
	budget  int
	workers int
	levels  []string // who sits at the table (WithLevels), nil when not told
	// sweep, for the calibration only (Calibrate), are edges of the seat
	// searching over every other seat: the search also values each move
	// with each of them, to fit hintEdges.
	sweep []float64
}

// Option configures a player.
type Option func(*config)

// WithSeed sets the seed of the player's random choices. With the same
// seed, the same observation gets the same move.
func WithSeed(seed uint64) Option { return func(c *config) { c.seed = seed } }

// WithBudget sets the hard level's work per decision, in turns played
// out (summed over its playouts); 0 keeps DefaultBudget.
func WithBudget(turns int) Option { return func(c *config) { c.budget = turns } }

// WithWorkers sets the number of goroutines the hard level searches with.
// The result depends on the number of workers but not on their timing, so
// it stays reproducible; the default is 1.
func WithWorkers(n int) Option { return func(c *config) { c.workers = n } }

// AllCores returns the options that let the hard level search on up to
// four cores, each with the default budget: the same time per decision as
// one core, and more playouts. A run that must be reproducible on any
// machine keeps one worker.
func AllCores() []Option {
	n := min(runtime.NumCPU(), 4)
	return []Option{WithWorkers(n), WithBudget(DefaultBudget * n)}
}

// DefaultBudget is the hard level's turns played out per decision when no
// budget is given (see docs/ikebana-ai.md for what it costs).
const DefaultBudget = 60000

func newConfig(opts []Option) config {
	c := config{seed: 1, workers: 1}
	for _, o := range opts {
		o(&c)
	}
	if c.budget <= 0 {
		c.budget = DefaultBudget
	}
	if c.workers < 1 {
		c.workers = 1
	}
	return c
}

// New returns a player of the named level (see Levels).
func New(level string, opts ...Option) (Player, error) {
	c := newConfig(opts)
	switch strings.ToLower(strings.TrimSpace(level)) {
	case "random":
		return &randomPlayer{cfg: c}, nil
	case "easy":
		return easyPlayer{}, nil
	case "normal":
		return normalPlayer{}, nil
	case "hard":
		return &hardPlayer{cfg: c}, nil
	}
	return nil, fmt.Errorf("ai: unknown level %q (want one of %s)", level, strings.Join(Levels, ", "))
}

// decisionRNG returns the random source of one decision: a function of the
// seed and of what the seat sees, never of the pile's order.
func decisionRNG(seed uint64, o *ikebana.Observation) rng {
	h := mix(0xcbf29ce484222325, seed)
	h = mix(h, uint64(o.Seat)|uint64(o.Phase)<<8|uint64(o.ToMove)<<16|uint64(o.Round)<<24|
		uint64(o.Refusals)<<32|uint64(o.PileLen)<<40|uint64(o.Drawn)<<48)
	for p := range o.Players() {
		h = mix(h, uint64(o.Bouquets[p]))
		h = mix(h, uint64(o.Discards[p])^uint64(o.Tops[p])<<56)
		h = mix(h, uint64(int64(o.Prestige[p])))
	}
	return rng(h)
}

// noMove is what a player answers when it is not its turn.
var noMove = ikebana.Move{Kind: ikebana.MoveKeep}

// randomPlayer plays uniformly random legal moves.
type randomPlayer struct{ cfg config }

// Move returns a uniformly random legal move.
func (p *randomPlayer) Move(o *ikebana.Observation) ikebana.Move {
	var buf [8]ikebana.Move
	ms := o.AppendLegalMoves(buf[:0])
	if len(ms) == 0 {
		return noMove
	}
	r := decisionRNG(p.cfg.seed, o)
	return ms[r.Intn(len(ms))]
}
