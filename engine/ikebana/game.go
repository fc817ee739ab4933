package ikebana

import (
	"bufio"
	"bytes"
	"fmt"
	"strconv"
	"strings"
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

// recordHead is the first word of a record.
const recordHead = "ikebana-game"

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
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s %d\noptions %s\nseed %d\n", recordHead, recordVersion, c.rules, c.seed)
	if c.fixed {
		fmt.Fprintf(&b, "first %d\n", c.first)
	}
	for _, d := range c.decks {
		b.WriteString("deck")
		for _, card := range d {
			b.WriteByte(' ')
			b.WriteString(card.String())
		}
		b.WriteByte('\n')
	}
	b.WriteString("moves\n")
	for _, m := range g.record {
		b.WriteString(m)
		b.WriteByte('\n')
	}
	b.WriteString("end\n")
	return b.Bytes(), nil
}

// UnmarshalText reads the text form and replays it. Garbage, a record of
// another version, or a move that is not legal where it stands returns an
// error wrapping ErrBadRecord or ErrVersion, and leaves g unchanged. Blank
// lines and lines starting with # are skipped.
func (g *Game) UnmarshalText(text []byte) error {
	sc := bufio.NewScanner(bytes.NewReader(text))
	sc.Buffer(make([]byte, 4096), 1<<20)
	var lines []string
	var numbers []int
	for n := 1; sc.Scan(); n++ {
		if t := strings.TrimSpace(sc.Text()); t != "" && !strings.HasPrefix(t, "#") {
			lines = append(lines, t)
			numbers = append(numbers, n)
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%w: %v", ErrBadRecord, err)
	}
	if len(lines) == 0 {
		return fmt.Errorf("%w: empty", ErrBadRecord)
	}
	i := 0
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: line %d: %s", ErrBadRecord, numbers[i], fmt.Sprintf(format, a...))
	}
	head := strings.Fields(lines[0])
	if len(head) != 2 || head[0] != recordHead {
		return bad("not an Ikebana game record")
	}
	if v, err := strconv.Atoi(head[1]); err != nil || v != recordVersion {
		return fmt.Errorf("%w: %q (this version reads %d)", ErrVersion, head[1], recordVersion)
	}
	var opts []Option
	for i = 1; i < len(lines) && lines[i] != "moves"; i++ {
		key, val, _ := strings.Cut(lines[i], " ")
		switch key {
		case "options":
			o, err := ParseRules(val)
			if err != nil {
				return bad("%v", err)
			}
			opts = append(opts, WithRules(o))
		case "seed":
			n, err := strconv.ParseUint(val, 10, 64)
			if err != nil {
				return bad("bad seed %q", val)
			}
			opts = append(opts, WithSeed(n))
		case "first":
			n, err := strconv.Atoi(val)
			if err != nil || n < 0 || n >= MaxPlayers {
				return bad("bad first player %q", val)
			}
			opts = append(opts, WithFirstPlayer(Seat(n)))
		case "deck":
			var d []Card
			for _, f := range strings.Fields(val) {
				c, err := ParseCard(f)
				if err != nil {
					return bad("%v", err)
				}
				d = append(d, c)
			}
			opts = append(opts, WithDecks(d))
		default:
			return bad("unknown line %q", lines[i])
		}
	}
	if i == len(lines) {
		return fmt.Errorf("%w: no moves section", ErrBadRecord)
	}
	ng, err := NewGame(opts...)
	if err != nil {
		return bad("%v", err)
	}
	for i++; i < len(lines) && lines[i] != "end"; i++ {
		if lines[i] == "next" {
			err = ng.NextRound()
		} else {
			var m Move
			if m, err = ParseMove(lines[i]); err == nil {
				err = ng.Apply(m)
			}
		}
		if err != nil {
			return bad("%v", err)
		}
	}
	if i == len(lines) {
		return fmt.Errorf("%w: truncated (no end line)", ErrBadRecord)
	}
	if i != len(lines)-1 {
		i++
		return bad("text after the end line")
	}
	*g = *ng
	return nil
}
