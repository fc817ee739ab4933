package review

import "github.com/koikoi-app/koikoi/engine/koikoi/ai"

// Option configures a review.
type Option func(*config)

type config struct {
	budget      int
	samples     int
	luckSamples int
	progress    func(done, total int)
}

// The defaults of a review's options.
const (
	// DefaultSamples is the number of guesses of the hidden cards behind a
	// decision's expected points.
	DefaultSamples = 200
	// DefaultLuckSamples is the number of playouts behind each of the
	// values the luck is measured with.
	DefaultLuckSamples = 200
)

// WithBudget sets the hard search's iterations per decision (0:
// ai.DefaultBudget). A smaller budget reviews faster and judges weaker.
func WithBudget(iterations int) Option { return func(c *config) { c.budget = iterations } }

// WithSamples sets the guesses of the hidden cards behind a decision's
// expected points (0: DefaultSamples).
func WithSamples(n int) Option { return func(c *config) { c.samples = n } }

// WithLuckSamples sets the playouts behind each value the luck is measured
// with (0: DefaultLuckSamples).
func WithLuckSamples(n int) Option { return func(c *config) { c.luckSamples = n } }

// WithProgress has the review call f after each piece of work with the
// pieces done and the total (the seat's decisions, then the rounds' luck).
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
	if c.samples <= 0 {
		c.samples = DefaultSamples
	}
	if c.luckSamples <= 0 {
		c.luckSamples = DefaultLuckSamples
	}
	return c
}
