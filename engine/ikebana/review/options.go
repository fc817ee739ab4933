package review

import "github.com/koikoi-app/koikoi/engine/ikebana/ai"

// Option configures a review.
type Option func(*config)

type config struct {
	budget      int
	luckSamples int
	progress    func(done, total int)
}

// DefaultLuckSamples is the number of playouts behind each of the values
// the luck is measured with.
const DefaultLuckSamples = 128

// WithBudget sets the hard search's turns played out per decision (0:
// ai.DefaultBudget). A smaller budget reviews faster and judges weaker.
func WithBudget(turns int) Option { return func(c *config) { c.budget = turns } }

// WithLuckSamples sets the playouts behind each value the luck is measured
// with (0: DefaultLuckSamples).
func WithLuckSamples(n int) Option { return func(c *config) { c.luckSamples = n } }

// WithProgress has the review call f after each piece of work with the
// pieces done and the total (the seats' decisions, then the rounds' luck).
// f runs on the review's goroutine: a screen hands the numbers to its own
// (fyne.Do) and returns.
func WithProgress(f func(done, total int)) Option { return func(c *config) { c.progress = f } }

func newConfig(opts []Option) config {
	c := config{}
	for _, o := range opts {
		o(&c)
	}
	if c.budget <= 0 {
		c.budget = ai.DefaultBudget
	}
	if c.luckSamples <= 0 {
		c.luckSamples = DefaultLuckSamples
	}
	return c
}
