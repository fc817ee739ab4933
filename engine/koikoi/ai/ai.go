package ai

import (
	"fmt"
	"strings"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/internal/aiopt"
)

// Levels lists the levels New accepts, from the weakest to the strongest.
var Levels = []string{"random", "easy", "normal", "hard"}

// Player is a computer player. Move returns a legal move for the
// observation, which must be one where the seat is to move.
type Player interface {
	Move(obs *koikoi.Observation) koikoi.Move
}

// config is what the options set (internal/aiopt, shared with the other
// game's players).
type config = aiopt.Config

// Option configures a player.
type Option = aiopt.Option

// WithSeed sets the seed of the player's random choices. With the same
// seed, the same observation gets the same move.
func WithSeed(seed uint64) Option { return aiopt.WithSeed(seed) }

// WithBudget sets the hard level's search iterations per decision; 0 keeps
// DefaultBudget.
func WithBudget(iterations int) Option { return aiopt.WithBudget(iterations) }

// WithWorkers sets the number of goroutines the hard level searches with.
// The result depends on the number of workers but not on their timing, so
// it stays reproducible; the default is 1.
func WithWorkers(n int) Option { return aiopt.WithWorkers(n) }

// AllCores returns the options that let the hard level search on up to
// four cores, each with the default budget: the same time per decision as
// one core, and more iterations. The app and koikoi agent use them; a run
// that must be reproducible on any machine keeps one worker.
func AllCores() []Option { return aiopt.AllCores(DefaultBudget) }

// DefaultBudget is the hard level's iterations per decision when no budget
// is given: about 70 ms at the 95th percentile on one server core (AMD EPYC), leaving room for a phone core three times slower within 250 ms.
const DefaultBudget = 20000

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
		return &easyPlayer{cfg: c}, nil
	case "normal":
		return &normalPlayer{cfg: c}, nil
	case "hard":
		return newHard(c), nil
	}
	return nil, fmt.Errorf("ai: unknown level %q (want one of %s)", level, strings.Join(Levels, ", "))
}

// decisionRNG returns the random source of one decision: a function of the
// seed and of what the seat sees, never of hidden cards.
func decisionRNG(seed uint64, o *koikoi.Observation) rng {
	h := mix(0xcbf29ce484222325, seed)
	for _, v := range [...]uint64{
		uint64(o.Hand), uint64(o.Field), uint64(o.Captured), uint64(o.OppCaptured),
		uint64(o.Pending), uint64(o.Choices), uint64(o.Phase), uint64(o.Round),
		uint64(o.OppHandLen), uint64(o.PileLen), uint64(o.KoiSelf), uint64(o.KoiOpp),
		uint64(int64(o.ScoreSelf)), uint64(int64(o.ScoreOpp)),
	} {
		h = mix(h, v)
	}
	return rng(h)
}

// randomPlayer plays uniformly random legal moves.
type randomPlayer struct{ cfg config }

// Move returns a uniformly random legal move.
func (p *randomPlayer) Move(o *koikoi.Observation) koikoi.Move {
	var buf [16]koikoi.Move
	ms := o.AppendLegalMoves(buf[:0])
	if len(ms) == 0 {
		return koikoi.Move{Kind: koikoi.MovePlay, Card: koikoi.NoCard}
	}
	r := decisionRNG(p.cfg.Seed, o)
	return ms[r.Intn(len(ms))]
}
