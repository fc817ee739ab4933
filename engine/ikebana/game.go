package ikebana

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
	record  []string // moves, and "next" where a new round was started
	history []RoundResult
}

// NewGame starts a game (see NewState for the options).
func NewGame(opts ...Option) (*Game, error) {
	s, err := NewState(opts...)
	if err != nil {
		return nil, err
	}
	return &Game{state: s}, nil
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
	g.moved(s, m)
	return nil
}

// ApplyEvents is Apply that also appends the move's events to dst (see
// State.ApplyEvents).
func (g *Game) ApplyEvents(m Move, dst []Event) ([]Event, error) {
	s, dst, err := g.state.ApplyEvents(m, dst)
	if err != nil {
		return dst, err
	}
	g.moved(s, m)
	return dst, nil
}

// moved records move m, which led to s.
func (g *Game) moved(s State, m Move) {
	g.state = s
	g.record = append(g.record, m.String())
	if s.phase == PhaseRoundOver || s.phase == PhaseGameOver {
		g.history = append(g.history, s.Result())
	}
}

// ApplyAs makes move m for seat p: a move out of turn returns
// ErrNotYourTurn.
func (g *Game) ApplyAs(p Seat, m Move) error {
	if _, err := g.state.ApplyAs(p, m); err != nil {
		return err
	}
	return g.Apply(m)
}

// NextRound starts the next round after a finished one.
func (g *Game) NextRound() error {
	s, err := g.state.NextRound()
	if err != nil {
		return err
	}
	g.nextRound(s)
	return nil
}

// NextRoundEvents is NextRound that also appends its events to dst.
func (g *Game) NextRoundEvents(dst []Event) ([]Event, error) {
	s, dst, err := g.state.NextRoundEvents(dst)
	if err != nil {
		return dst, err
	}
	g.nextRound(s)
	return dst, nil
}

// nextRound records the start of the next round, s.
func (g *Game) nextRound(s State) {
	g.state = s
	g.record = append(g.record, "next")
}

// History returns the results of the finished rounds, in order.
func (g *Game) History() []RoundResult { return append([]RoundResult(nil), g.history...) }

// Moves returns the number of records (moves and round changes) so far.
func (g *Game) Moves() int { return len(g.record) }

// recordVersion is the version of the text form this package writes.
const recordVersion = 1

// RecordHead is the first word of a game's record (its head line).
const RecordHead = "ikebana-game"

// MarshalText writes the game as text:
//
//	ikebana-game 1
//	options players=4 final=off
//	seed 42
//	first 2             (only when the first player was fixed)
//	deck red-1a ...     (one line per stacked deck, 55 ids, top first)
//	moves
//	draw
//	refuse
//	keep
//	buy 3
//	next
//	end
func (g *Game) MarshalText() ([]byte, error) {
	c := g.state.cfg
	if c == nil {
		return nil, ErrNoGame
	}
	setup := []record.Line{{Key: "options", Value: c.rules.String()}, {Key: "seed", Value: strconv.FormatUint(c.seed, 10)}}
	if c.fixed {
		setup = append(setup, record.Line{Key: "first", Value: strconv.Itoa(int(c.first))})
	}
	for _, d := range c.decks {
		setup = append(setup, record.Line{Key: "deck", Value: deckText(d[:])})
	}
	return record.Write(RecordHead, recordVersion, setup, g.record), nil
}

// deckText is a deck's line: its cards' ids, top first.
func deckText(d []Card) string {
	ids := make([]string, len(d))
	for i, c := range d {
		ids[i] = c.String()
	}
	return strings.Join(ids, " ")
}

// UnmarshalText reads the text form and replays it. Garbage, a record of
// another version, or a move that is not legal where it stands returns an
// error wrapping ErrBadRecord or ErrVersion, and leaves g unchanged. Blank
// lines and lines starting with # are skipped.
func (g *Game) UnmarshalText(text []byte) error {
	r, err := record.Read(text, RecordHead, "an Ikebana game record", ErrBadRecord, func(v string) error {
		if n, err := strconv.Atoi(v); err != nil || n != recordVersion {
			return fmt.Errorf("%w: %q (this version reads %d)", ErrVersion, v, recordVersion)
		}
		return nil
	})
	if err != nil {
		return err
	}
	var opts []Option
	for _, l := range r.Setup {
		o, err := setupOption(l)
		if err != nil {
			return r.Bad(l.N, "%v", err)
		}
		opts = append(opts, o)
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

// setupOption reads one setup line of a record.
func setupOption(l record.Line) (Option, error) {
	switch l.Key {
	case "options":
		o, err := ParseRules(l.Value)
		if err != nil {
			return nil, err
		}
		return WithRules(o), nil
	case "seed":
		n, err := strconv.ParseUint(l.Value, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("bad seed %q", l.Value)
		}
		return WithSeed(n), nil
	case "first":
		n, err := strconv.Atoi(l.Value)
		if err != nil || n < 0 || n >= MaxPlayers {
			return nil, fmt.Errorf("bad first player %q", l.Value)
		}
		return WithFirstPlayer(Seat(n)), nil
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
