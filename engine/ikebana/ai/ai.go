package ai

import (
	"fmt"
	"strings"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/internal/aiopt"
)

// Levels lists the levels New accepts, from the weakest to the strongest.
var Levels = []string{"random", "easy", "normal", "hard"}

// Player is a computer player. Move returns a legal move for the
// observation, which must be one where the seat is to move.
type Player interface {
	Move(obs *ikebana.Observation) ikebana.Move
}

// config is what the options set (internal/aiopt, shared with the other
// game's players).
type config = aiopt.Config

// Option configures a player.
type Option = aiopt.Option

// WithSeed sets the seed of the player's random choices. With the same
// seed, the same observation gets the same move.
func WithSeed(seed uint64) Option { return aiopt.WithSeed(seed) }

// WithBudget sets the hard level's work per decision, in turns played
// out (summed over its playouts); 0 keeps DefaultBudget.
func WithBudget(turns int) Option { return aiopt.WithBudget(turns) }

// WithWorkers sets the number of goroutines the hard level searches with.
// The result depends on the number of workers but not on their timing, so
// it stays reproducible; the default is 1.
func WithWorkers(n int) Option { return aiopt.WithWorkers(n) }

// AllCores returns the options that let the hard level search on up to
// four cores, each with the default budget: the same time per decision as
// one core, and more playouts. A run that must be reproducible on any
// machine keeps one worker.
func AllCores() []Option { return aiopt.AllCores(DefaultBudget) }

// DefaultBudget is the hard level's turns played out per decision when no
// budget is given (see docs/ikebana-ai.md for what it costs).
const DefaultBudget = 60000

// newConfig applies opts to the defaults: seed 1, one worker,
// DefaultBudget.
func newConfig(opts []Option) config { return aiopt.New(opts, DefaultBudget) }

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
	r := decisionRNG(p.cfg.Seed, o)
	return ms[r.Intn(len(ms))]
}
