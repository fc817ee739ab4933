package matchtest

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/match"
)

// sum is a game whose moves add to a total below 10; a move's event is the
// new total.
type sum int

func (s sum) ApplyEvents(m int, dst []int) (sum, []int, error) {
	if int(s)+m >= 10 {
		return s, dst, errors.New("sum: too much")
	}
	return s + sum(m), append(dst, int(s)+m), nil
}

// failure is a testing.TB whose Fatalf records its message and stops the
// check.
type failure struct {
	testing.TB
	msg string
}

func (f *failure) Helper() {}

func (f *failure) Fatalf(format string, args ...any) {
	f.msg = fmt.Sprintf(format, args...)
	panic(f)
}

// told runs Told on a failure and returns its message, "" when it passed.
func told(evs []match.Sequenced[int], seen uint64, moves ...int) (msg string) {
	f := &failure{TB: nil}
	defer func() {
		if r := recover(); r != nil && r != any(f) {
			panic(r)
		}
		msg = f.msg
	}()
	Told(f, "here", evs, seen, sum(1), moves, func(e int) int { return -e })
	return ""
}

// TestTold passes the engine's events as the viewer sees them, numbered on
// from the last seen, and fails on another event, number or count, or a
// move the engine refuses.
func TestTold(t *testing.T) {
	right := []match.Sequenced[int]{{Seq: 5, Event: -3}, {Seq: 6, Event: -7}}
	if msg := told(right, 4, 2, 4); msg != "" {
		t.Errorf("the right events failed: %s", msg)
	}
	for _, c := range []struct {
		evs   []match.Sequenced[int]
		seen  uint64
		moves []int
		want  string
	}{
		{right, 5, []int{2, 4}, "event 0 = 5 -3; want 6 -3"},
		{right, 4, []int{2, 5}, "event 1 = 6 -7; want 6 -8"},
		{right[:1], 4, []int{2, 4}, "1 events for the moves [2 4]; want 2"},
		{right, 4, []int{2, 9}, "replaying 9: sum: too much"},
	} {
		if msg := told(c.evs, c.seen, c.moves...); !strings.Contains(msg, c.want) {
			t.Errorf("Told(%v after %d, moves %v) failed with %q; want %q", c.evs, c.seen, c.moves, msg, c.want)
		}
	}
}
