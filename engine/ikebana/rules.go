package ikebana

import (
	"fmt"
	"strconv"
	"strings"
)

// Table sizes.
const (
	MinPlayers = 2
	MaxPlayers = 5
)

// Rounds is the number of rounds in a game.
const Rounds = 4

// StartPrestige is every player's prestige at the start of a game.
const StartPrestige = 6

// BouquetSize is the number of cards in a finished bouquet.
const BouquetSize = 5

// Rules are the choices a game is set up with.
type Rules struct {
	Players int  // 2 to 5 seats
	Final   bool // the Bouquet-final variant: the last round's scores are doubled
}

// DefaultRules are four players without the Bouquet-final variant.
var DefaultRules = Rules{Players: 4}

// String writes the options as the record's "options" line does:
// "players=4 final=off".
func (o Rules) String() string {
	f := "off"
	if o.Final {
		f = "on"
	}
	return fmt.Sprintf("players=%d final=%s", o.Players, f)
}

// Set changes one option by name: players=2..5, final=on|off. Errors wrap
// ErrBadOptionValue.
func (o *Rules) Set(name, value string) error {
	switch name {
	case "players":
		n, err := strconv.Atoi(value)
		if err != nil || n < MinPlayers || n > MaxPlayers {
			return fmt.Errorf("%w: players=%s (want %d to %d)", ErrBadOptionValue, value, MinPlayers, MaxPlayers)
		}
		o.Players = n
	case "final":
		switch value {
		case "on":
			o.Final = true
		case "off":
			o.Final = false
		default:
			return fmt.Errorf("%w: final=%s (want on or off)", ErrBadOptionValue, value)
		}
	default:
		return fmt.Errorf("%w: unknown option %q (want players or final)", ErrBadOptionValue, name)
	}
	return nil
}

// ParseRules reads the form String writes, starting from DefaultRules;
// options left out keep their default.
func ParseRules(text string) (Rules, error) {
	o := DefaultRules
	for _, f := range strings.Fields(text) {
		name, value, ok := strings.Cut(f, "=")
		if !ok {
			return o, fmt.Errorf("%w: %q (want NAME=VALUE)", ErrBadOptionValue, f)
		}
		if err := o.Set(name, value); err != nil {
			return o, err
		}
	}
	return o, nil
}

// validate checks the options.
func (o Rules) validate() error {
	if o.Players < MinPlayers || o.Players > MaxPlayers {
		return fmt.Errorf("%w: %d players (want %d to %d)", ErrBadOptionValue, o.Players, MinPlayers, MaxPlayers)
	}
	return nil
}

// config is what a game is set up with; every state of the game shares it.
type config struct {
	rules Rules
	seed  uint64
	// roundSeeds[r] is RoundSeed(seed, r+1), computed once.
	roundSeeds [Rounds]uint64
	decks      [][NumCards]Card // stacked decks for the first rounds, top first
	first      Seat             // first player of the first round, when fixed
	fixed      bool
	// public is this config without the seed and the stacked decks: what
	// observations carry. Its sampled flag makes later rounds and reshuffles
	// of a determinized state follow the state's own generator.
	public  *config
	sampled bool
}

// Option sets up a new game (see NewState).
type Option func(*config) error

// WithRules sets the table size and the variant.
func WithRules(o Rules) Option {
	return func(c *config) error {
		if err := o.validate(); err != nil {
			return err
		}
		c.rules = o
		return nil
	}
}

// WithPlayers sets the number of seats, 2 to 5.
func WithPlayers(n int) Option {
	return func(c *config) error {
		o := c.rules
		o.Players = n
		if err := o.validate(); err != nil {
			return err
		}
		c.rules = o
		return nil
	}
}

// WithBouquetFinal turns the Bouquet-final variant on or off.
func WithBouquetFinal(on bool) Option {
	return func(c *config) error { c.rules.Final = on; return nil }
}

// WithSeed sets the seed that shuffles every round (and draws the first
// player unless WithFirstPlayer fixes him).
func WithSeed(seed uint64) Option {
	return func(c *config) error { c.seed = seed; return nil }
}

// WithDecks stacks the decks of the first rounds, each the 55 cards top
// first; later rounds, and reshuffles of an exhausted pile, follow the seed.
func WithDecks(decks ...[]Card) Option {
	return func(c *config) error {
		for _, d := range decks {
			if err := checkDeck(d); err != nil {
				return err
			}
			var a [NumCards]Card
			copy(a[:], d)
			c.decks = append(c.decks, a)
		}
		return nil
	}
}

// WithFirstPlayer fixes the first player of the first round instead of
// drawing him from the seed.
func WithFirstPlayer(p Seat) Option {
	return func(c *config) error {
		c.first, c.fixed = p, true
		return nil
	}
}

// checkDeck checks that d holds each card once.
func checkDeck(d []Card) error {
	if len(d) != NumCards {
		return fmt.Errorf("%w: %d cards", ErrBadDeck, len(d))
	}
	var s Set
	for _, c := range d {
		if !c.Valid() || s.Has(c) {
			return fmt.Errorf("%w: %s twice or unknown", ErrBadDeck, c)
		}
		s = s.Add(c)
	}
	return nil
}
