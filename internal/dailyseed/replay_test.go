package dailyseed

import (
	"errors"
	"strconv"
	"strings"
	"testing"
)

// step is a move of count: how far it counts.
type step int

func (m step) String() string { return strconv.Itoa(int(m)) }

// count is a game of two rounds: each counts to 3, the computer and the
// person in turn (the computer at even counts), one at a time.
type count struct{ n, round int }

func (c *count) State() count { return *c }

func (c *count) Apply(m step) error {
	if m != 1 {
		return errors.New("count: one at a time")
	}
	c.n++
	return nil
}

func (c *count) NextRound() error {
	c.n, c.round = 0, c.round+1
	return nil
}

func replayCount(moves ...step) (count, error) {
	var g count
	err := Replay(&g, moves,
		func(s count) bool { return s.round == 2 },
		func(s count) bool { return s.n == 3 },
		func(s count) (step, bool) { return 1, s.n%2 == 0 })
	return g, err
}

// TestReplay plays the person's moves between the computer's to the game's
// end, and refuses an illegal move, moves missing or moves left over.
func TestReplay(t *testing.T) {
	if g, err := replayCount(1, 1); err != nil || g != (count{0, 2}) {
		t.Fatalf("replay of the game = %+v, %v; want the end of round 2", g, err)
	}
	for _, c := range []struct {
		moves []step
		err   string
	}{
		{[]step{1}, "the game is not over after the 1 moves"},
		{[]step{1, 1, 1}, "1 moves left after the game's end"},
		{[]step{1, 2}, `move 2 "2": count: one at a time`},
	} {
		_, err := replayCount(c.moves...)
		if !errors.Is(err, ErrBadSubmission) || !strings.Contains(err.Error(), c.err) {
			t.Errorf("replay of %v = %v; want ErrBadSubmission: %s", c.moves, err, c.err)
		}
	}
}
