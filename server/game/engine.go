package game

import (
	"encoding/json"
	"fmt"

	"github.com/koikoi-app/koikoi/internal/aiopt"
)

// The adapters' work with their engine, written once for both: each
// engine's game, moves, observations and computer players have the same
// shape, and these functions take them as type parameters.

// newGame reads a table's options text with parse and deals a game with
// the seed; a refusal of either is ErrBadOptions.
func newGame[R, O, G any](text string, seed uint64, parse func(string) (R, error), deal func(...O) (G, error), withRules func(R) O, withSeed func(uint64) O) (G, error) {
	r, err := parse(text)
	if err == nil {
		var g G
		if g, err = deal(withRules(r), withSeed(seed)); err == nil {
			return g, nil
		}
	}
	var zero G
	return zero, fmt.Errorf("%w: %v", ErrBadOptions, err)
}

// recordGame is an engine's game as a record's lines replay it.
type recordGame[M any] interface {
	Apply(m M) error
	NextRound() error
}

// applyLine applies a line of the record's moves to g: a move, or "next".
func applyLine[M any](g recordGame[M], parse func(string) (M, error), line string) error {
	if line == "next" {
		return g.NextRound()
	}
	m, err := parse(line)
	if err != nil {
		return err
	}
	return g.Apply(m)
}

// moveTexts writes moves as the engine writes them.
func moveTexts[M fmt.Stringer](ms []M) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.String())
	}
	return out
}

// legalFor is Legal at table t: the moves legal gives, written, for the
// seat to move; none for another seat.
func legalFor[M fmt.Stringer](t Table, seat int, legal func() []M) []string {
	if seat != t.ToMove() {
		return nil
	}
	return moveTexts(legal())
}

// player is an engine's computer player.
type player[O any, M fmt.Stringer] interface{ Move(o *O) M }

// computerMove returns the move the engine's computer player of level,
// made by newPlayer with the seed, makes on observation o.
func computerMove[O any, M fmt.Stringer, P player[O, M]](newPlayer func(string, ...aiopt.Option) (P, error), level string, seed uint64, o *O) (string, error) {
	p, err := newPlayer(level, aiopt.WithSeed(seed))
	if err != nil {
		return "", err
	}
	return p.Move(o).String(), nil
}

// viewMove is computerMove on a view, the engine's observation of type O
// in its JSON form.
func viewMove[O any, M fmt.Stringer, P player[O, M]](newPlayer func(string, ...aiopt.Option) (P, error), view json.RawMessage, level string, seed uint64) (string, error) {
	var o O
	if err := json.Unmarshal(view, &o); err != nil {
		return "", err
	}
	return computerMove(newPlayer, level, seed, &o)
}
