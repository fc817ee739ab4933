package koikoi

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/koikoi-app/koikoi/internal/record"
)

// Game is a game with its record: the current State, every move made since
// the start and the results of the finished rounds. Its text form (see
// MarshalText) is what saves and replays store. A Game is not safe for use
// by several goroutines at once.
type Game struct {
	state   State
	record  []string // moves, and "next" where a new round was dealt
	history []RoundResult
}

// NewGame starts a game (see NewState for the options).
func NewGame(opts ...Option) (*Game, error) {
	s, err := NewState(opts...)
	if err != nil {
		return nil, err
	}
	g := &Game{state: s}
	// The first round can end at its deal too (teshi, kuttsuki, four in
	// the field): it belongs in the history like any other.
	if s.phase == PhaseRoundOver {
		g.history = append(g.history, s.result)
	}
	return g, nil
}

// State returns the current state.
func (g *Game) State() State { return g.state }

// Observe returns what seat p sees now.
func (g *Game) Observe(p Seat) Observation { return g.state.Observe(p) }

// Apply makes move m for the player to move. An illegal move returns an
// error and changes nothing.
func (g *Game) Apply(m Move) error {
	s, err := g.state.Apply(m)
	if err != nil {
		return err
	}
	g.advance(s, m.String())
	return nil
}

// ApplyEvents is Apply that also appends the move's events to dst (see
// State.ApplyEvents).
func (g *Game) ApplyEvents(m Move, dst []Event) ([]Event, error) {
	s, dst, err := g.state.ApplyEvents(m, dst)
	if err != nil {
		return dst, err
	}
	g.advance(s, m.String())
	return dst, nil
}

// NextRound deals the next round after a finished one (or ends the game).
func (g *Game) NextRound() error {
	s, err := g.state.NextRound()
	if err != nil {
		return err
	}
	g.advance(s, "next")
	return nil
}

// NextRoundEvents is NextRound that also appends its events to dst.
func (g *Game) NextRoundEvents(dst []Event) ([]Event, error) {
	s, dst, err := g.state.NextRoundEvents(dst)
	if err != nil {
		return dst, err
	}
	// A round can end at its deal (teshi, kuttsuki, four in the field).
	g.advance(s, "next")
	return dst, nil
}

// advance records what led to s: a move or "next".
func (g *Game) advance(s State, what string) {
	g.state = s
	g.record = append(g.record, what)
	if s.phase == PhaseRoundOver {
		g.history = append(g.history, s.result)
	}
}

// History returns the results of the finished rounds, in order.
func (g *Game) History() []RoundResult { return append([]RoundResult(nil), g.history...) }

// Moves returns the number of records (moves and round changes) so far.
func (g *Game) Moves() int { return len(g.record) }

// recordVersion is the version of the text form this engine writes.
// Version 2 (rules.md as revised): the Gaji's wild use is its own move,
// Koi-Koi is offered only when the counted points rise, the presets'
// defaults changed (hand exchange on in rulebook and sloper) and so did
// some of their rules. Version 1 records still load and replay under the
// rules they were played with.
const recordVersion = 2

// legacyVersion is the oldest record version UnmarshalText reads.
const legacyVersion = 1

// RecordHead is the first word of a game's record (its head line).
const RecordHead = "koikoi-game"

// withLegacy makes a game follow the rules of version 1 records.
func withLegacy() Option {
	return func(c *config) error {
		c.legacy = true
		r := &c.rules
		r.HandWinPassesDeal, r.FlipBeforeDraw, r.GajiBarOther, r.Hiki = false, false, false, false
		return nil
	}
}

// legacyRules reads a version 1 rules line: the presets had the hand
// exchange off then.
func legacyRules(text string) (Rules, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return Rules{}, fmt.Errorf("%w: empty", ErrUnknownPreset)
	}
	r, err := Preset(f[0])
	if err != nil {
		return Rules{}, err
	}
	r.Exchange = false
	if err := r.SetAll(f[1:]...); err != nil {
		return Rules{}, err
	}
	return r, nil
}

// MarshalText writes the game as text:
//
//	koikoi-game 2
//	rules museum gaji=on
//	seed 42
//	dealer 0            (only when the first dealer was fixed)
//	deck jan-crane ...  (one line per stacked deck, 48 ids)
//	moves
//	play jan-crane
//	capture jan-plain-1
//	next
//	end
func (g *Game) MarshalText() ([]byte, error) {
	c := g.state.cfg
	if c == nil {
		return nil, ErrNoGame
	}
	version := recordVersion
	if c.legacy {
		version = legacyVersion // a replayed version 1 game stays one
	}
	setup := []record.Line{{Key: "rules", Value: c.rules.String()}, {Key: "seed", Value: strconv.FormatUint(c.seed, 10)}}
	if c.fixed {
		setup = append(setup, record.Line{Key: "dealer", Value: strconv.Itoa(int(c.dealer))})
	}
	for _, d := range c.decks {
		ids := make([]string, len(d))
		for i, card := range d {
			ids[i] = card.String()
		}
		setup = append(setup, record.Line{Key: "deck", Value: strings.Join(ids, " ")})
	}
	return record.Write(RecordHead, version, setup, g.record), nil
}

// UnmarshalText reads the text form and replays it. Garbage, a record of
// another version, or a move that is not legal where it stands returns an
// error wrapping ErrBadRecord or ErrVersion, and leaves g unchanged. Blank
// lines and lines starting with # are skipped; text after the end line is
// an error (internal/record).
func (g *Game) UnmarshalText(text []byte) error {
	v := 0
	r, err := record.Read(text, RecordHead, "a Koi-Koi game record", ErrBadRecord, func(text string) error {
		n, err := strconv.Atoi(text)
		if err != nil || n < legacyVersion || n > recordVersion {
			return fmt.Errorf("%w: %q (this version reads %d to %d)", ErrVersion, text, legacyVersion, recordVersion)
		}
		v = n
		return nil
	})
	if err != nil {
		return err
	}
	parseRules := ParseRules
	if v == legacyVersion {
		parseRules = legacyRules
	}
	var opts []Option
	for _, l := range r.Setup {
		o, err := setupOption(l, parseRules)
		if err != nil {
			return r.Bad(l.N, "%v", err)
		}
		opts = append(opts, o)
	}
	if v == legacyVersion {
		opts = append(opts, withLegacy()) // after the rules it amends
	}
	ng, err := NewGame(opts...)
	if err != nil {
		return r.Bad(r.MovesN, "%v", err)
	}
	for _, l := range r.Moves {
		if l.Value == "next" {
			err = ng.NextRound()
		} else {
			var m Move
			if m, err = ParseMove(l.Value); err == nil {
				err = ng.Apply(m)
			}
		}
		if err != nil {
			return r.Bad(l.N, "%v", err)
		}
	}
	*g = *ng
	return nil
}

// setupOption reads one setup line of a record; parseRules reads its
// version's rules.
func setupOption(l record.Line, parseRules func(string) (Rules, error)) (Option, error) {
	switch l.Key {
	case "rules":
		r, err := parseRules(l.Value)
		if err != nil {
			return nil, err
		}
		return WithRules(r), nil
	case "seed":
		n, err := strconv.ParseUint(l.Value, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("bad seed %q", l.Value)
		}
		return WithSeed(n), nil
	case "dealer":
		switch l.Value {
		case "0", "1":
			return WithDealer(Seat(l.Value[0] - '0')), nil
		}
		return nil, fmt.Errorf("bad dealer %q", l.Value)
	case "deck":
		var d []Card
		for _, f := range strings.Fields(l.Value) {
			c, err := ParseCard(f)
			if err != nil {
				return nil, err
			}
			d = append(d, c)
		}
		return WithDecks(d), nil
	}
	return nil, fmt.Errorf("unknown line %q", strings.TrimSpace(l.Key+" "+l.Value))
}
