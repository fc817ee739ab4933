// Package aiopt holds what both games' computer players are set up with:
// the seed of their random choices, the hard level's search budget and
// the number of goroutines it searches with. Each game's ai package
// re-exports the options with its own budget's unit and default; neither
// game imports the other.
package aiopt

import "runtime"

// Config is what the options set.
type Config struct {
	Seed    uint64
	Budget  int // the hard level's work per decision, in the game's unit
	Workers int
	// Levels says who sits at the table, seat by seat: a computer's level,
	// or "" for a person; nil when the player is not told (Ikebana's
	// chance of winning weighs each seat's strength with it).
	Levels []string
	// Sweep, for a game's calibration only, are trial edges of the seat
	// over every other seat: the search also values each move with each
	// of them (Ikebana's Calibrate fits its edges with them).
	Sweep []float64
}

// Option configures a player.
type Option func(*Config)

// WithSeed sets the seed of the player's random choices.
func WithSeed(seed uint64) Option { return func(c *Config) { c.Seed = seed } }

// WithBudget sets the hard level's work per decision; 0 keeps the game's
// default.
func WithBudget(n int) Option { return func(c *Config) { c.Budget = n } }

// WithWorkers sets the number of goroutines the hard level searches with.
func WithWorkers(n int) Option { return func(c *Config) { c.Workers = n } }

// AllCores returns the options that search on up to four cores, each with
// the game's default budget.
func AllCores(defaultBudget int) []Option {
	n := min(runtime.NumCPU(), 4)
	return []Option{WithWorkers(n), WithBudget(defaultBudget * n)}
}

// New applies opts to the defaults: seed 1, one worker, defaultBudget.
func New(opts []Option, defaultBudget int) Config {
	c := Config{Seed: 1, Workers: 1}
	for _, o := range opts {
		o(&c)
	}
	if c.Budget <= 0 {
		c.Budget = defaultBudget
	}
	if c.Workers < 1 {
		c.Workers = 1
	}
	return c
}
