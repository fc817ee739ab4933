package ai

import "github.com/koikoi-app/koikoi/engine/ikebana"

// WithLevels tells the search who sits at the table, so that the chance of
// winning Advise gives counts each seat's strength: levels[q] is seat q's
// computer level (one of Levels) or "" for a person. The seat advised is
// taken to follow the advice. Without it every seat is taken to play like
// the normal level. The computers' own play does not use it.
func WithLevels(levels []string) Option {
	return func(c *config) { c.Levels = append([]string(nil), levels...) }
}

// seatDrifts returns each seat's drift for the advice of o's seat to move
// (seatDrift), and whether the chance of winning has been calibrated at
// such a table: the levels were given, and every other seat is a computer
// of a level with a measured drift. Without levels every drift is 0 and ok
// is true: the chance as it was calibrated before levels were known.
func seatDrifts(c *config, o *ikebana.Observation) (d drifts, ok bool) {
	if c.Levels == nil {
		return d, true
	}
	n := o.Players()
	ok = len(c.Levels) == n
	for q := range n {
		if ikebana.Seat(q) == o.Seat {
			continue
		}
		level := ""
		if q < len(c.Levels) {
			level = c.Levels[q]
		}
		edge, known := hintEdge(n, level)
		ok = ok && known
		d.d[q] = -edge
	}
	return d, ok
}

// Calibrated reports whether the chance of winning Advise gives o's seat
// with these options has been calibrated (docs/ikebana-ai.md): without
// WithLevels, as every seat playing like the normal level; with it, when
// every other seat is a computer whose level's edge was measured. Where it
// was not, Advise does not give it.
func Calibrated(o *ikebana.Observation, opts ...Option) bool {
	c := newConfig(opts)
	_, ok := seatDrifts(&c, o)
	return ok
}
