package match

import (
	"errors"
	"fmt"
	"runtime"
	"testing"
	"time"
)

// count is a game for two: each move adds 1 to the total, by turns, and
// the game ends at 6. Its events are the totals.
type count struct{ total int }

var errTurn = errors.New("count: not your turn")

func (c *count) Players() int { return 2 }
func (c *count) ToMove() (int, bool) {
	return c.total % 2, c.total < 6
}
func (c *count) Observe(int) int { return c.total }
func (c *count) LegalMoves(p int) []int {
	if q, ok := c.ToMove(); !ok || q != p {
		return nil
	}
	return []int{1}
}
func (c *count) Apply(p, m int, dst []int) ([]int, error) {
	if q, ok := c.ToMove(); !ok || q != p {
		return dst, errTurn
	}
	if m != 1 {
		return dst, fmt.Errorf("count: %d is not 1", m)
	}
	c.total++
	return append(dst, c.total), nil
}
func (c *count) NextRound(dst []int) ([]int, error) { return dst, errors.New("count: one round") }
func (c *count) For(e, _ int) int                   { return e }
func (c *count) MarshalText() ([]byte, error)       { return fmt.Appendf(nil, "%d", c.total), nil }

// one always plays 1, after telling called (if set) that it was asked.
type one struct{ called chan struct{} }

func (o one) Move(*int) int {
	if o.called != nil {
		o.called <- struct{}{}
	}
	return 1
}

func newCount(t *testing.T, cfg Config[int, int]) (*Local[int, int, int], *count) {
	t.Helper()
	c := &count{}
	m, err := NewLocal[int, int, int](c, cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	return m, c
}

// TestComputerOffTheCaller: a computer's move comes from its own goroutine
// after its pause, and Updates tells of it.
func TestComputerOffTheCaller(t *testing.T) {
	m, c := newCount(t, Config[int, int]{Seats: []Seat{{Kind: Person}, {Kind: Computer}},
		Players: []Player[int, int]{nil, one{}}})
	m.Start()
	if err := m.Submit(1); err != nil {
		t.Fatal(err)
	}
	for m.Observe() < 2 {
		<-m.Updates()
	}
	if got := m.Events(0); len(got) != 2 || got[1] != (Sequenced[int]{Seq: 2, Event: 2}) {
		t.Errorf("Events(0) = %v; want 1 and 2", got)
	}
	if c.total != 2 || m.Thinking() {
		t.Errorf("total %d, thinking %v; want 2 and false", c.total, m.Thinking())
	}
}

// TestStopCancelsThePause: Stop during a computer's pause cancels its
// timer; the move never comes.
func TestStopCancelsThePause(t *testing.T) {
	m, c := newCount(t, Config[int, int]{Seats: []Seat{{Kind: Computer}, {Kind: Person}},
		Players: []Player[int, int]{one{}, nil}, Options: Options{Delay: func() time.Duration { return time.Hour }}})
	m.Start()
	if !m.Thinking() {
		t.Fatal("the computer is not thinking")
	}
	// Wait until the computer chose and its pause runs.
	for {
		m.mu.Lock()
		armed := m.timer != nil
		m.mu.Unlock()
		if armed {
			break
		}
		runtime.Gosched()
	}
	m.mu.Lock()
	timer := m.timer
	m.mu.Unlock()
	m.Stop()
	if timer.Stop() {
		t.Error("the pause's timer was still running after Stop")
	}
	if m.Thinking() || c.total != 0 || len(m.Events(0)) != 0 {
		t.Errorf("after Stop: thinking %v, total %d", m.Thinking(), c.total)
	}
	if err := m.Submit(1); !errors.Is(err, ErrStopped) {
		t.Errorf("Submit after Stop = %v; want ErrStopped", err)
	}
	for range m.Updates() { // Stop closed it: the loop ends
	}
	m.Stop() // a second Stop does nothing
}

// TestStopDropsTheThought: Stop while the computer thinks drops its move.
func TestStopDropsTheThought(t *testing.T) {
	called := make(chan struct{})
	m, c := newCount(t, Config[int, int]{Seats: []Seat{{Kind: Computer}, {Kind: Person}},
		Players: []Player[int, int]{one{called}, nil}})
	m.Start()
	m.Stop()
	<-called // the computer answers after Stop
	m.mu.Lock()
	timer := m.timer
	m.mu.Unlock()
	if timer != nil {
		timer.Stop()
		t.Error("a pause started after Stop")
	}
	if c.total != 0 {
		t.Errorf("total %d after Stop; want 0", c.total)
	}
}

func TestSubmitOutOfTurn(t *testing.T) {
	m, c := newCount(t, Config[int, int]{Seats: []Seat{{Kind: Computer}, {Kind: Person}},
		Players: []Player[int, int]{one{}, nil}, Options: Options{Delay: func() time.Duration { return time.Hour }}})
	m.Start()
	defer m.Stop()
	if err := m.Submit(1); !errors.Is(err, errTurn) {
		t.Errorf("Submit out of turn = %v; want the engine's error", err)
	}
	if c.total != 0 || len(m.Events(0)) != 0 || len(m.LegalMoves()) != 0 {
		t.Error("a move out of turn changed the match")
	}
}

// TestHoldStopsTheComputers: between two computers, Hold holds the match
// after each turn; nobody thinks or plays until Release, the save taken
// then is of the position the table shows, and Release lets the next one
// play. The last turn of the game holds nothing.
func TestHoldStopsTheComputers(t *testing.T) {
	var saved []string
	var m *Local[int, int, int]
	m, c := newCount(t, Config[int, int]{Seats: []Seat{{Kind: Computer}, {Kind: Computer}},
		Players: []Player[int, int]{one{}, one{}},
		Options: Options{Sync: true, Hold: func() bool { return true }, OnMove: func() {
			b, _ := m.MarshalText()
			saved = append(saved, string(b))
		}}})
	m.Start()
	for want := 1; want <= 6; want++ {
		if c.total != want || len(m.Events(0)) != want {
			t.Fatalf("turn %d: total %d, %d events; want %d", want, c.total, len(m.Events(0)), want)
		}
		if held := m.Held(); held != (want < 6) {
			t.Fatalf("turn %d: Held() = %v; want %v", want, held, want < 6)
		}
		if m.Thinking() {
			t.Fatalf("turn %d: a computer thinks while the match is held", want)
		}
		if last := saved[len(saved)-1]; last != fmt.Sprint(want) {
			t.Fatalf("turn %d: the save is of %s; want the position held, %d", want, last, want)
		}
		m.Release()
	}
	m.Release() // no hold: nothing happens
	if c.total != 6 || len(saved) != 6 {
		t.Errorf("after the game: total %d, %d saves; want 6 and 6", c.total, len(saved))
	}
}

// TestHoldOnlyBetweenComputers: a computer's turn that a person's follows
// holds nothing (the person's move is the tap), nor does any turn with the
// setting off.
func TestHoldOnlyBetweenComputers(t *testing.T) {
	hold := true
	m, c := newCount(t, Config[int, int]{Seats: []Seat{{Kind: Person}, {Kind: Computer}},
		Players: []Player[int, int]{nil, one{}}, Options: Options{Sync: true, Hold: func() bool { return hold }}})
	m.Start()
	if err := m.Submit(1); err != nil {
		t.Fatal(err)
	}
	if c.total != 2 || m.Held() {
		t.Fatalf("person then computer: total %d, held %v; want 2 and no hold", c.total, m.Held())
	}
	hold = false
	m, c = newCount(t, Config[int, int]{Seats: []Seat{{Kind: Computer}, {Kind: Computer}},
		Players: []Player[int, int]{one{}, one{}}, Options: Options{Sync: true, Hold: func() bool { return hold }}})
	m.Start()
	if c.total != 6 || m.Held() {
		t.Fatalf("setting off: total %d, held %v; want the whole game, no hold", c.total, m.Held())
	}
}

// TestReleaseSkipsThePause: off the caller's goroutine the held match
// waits with no computer thinking and no pause running; after Release the
// next computer plays at once, without its pause (the table already showed
// the last turn), and the match holds again.
func TestReleaseSkipsThePause(t *testing.T) {
	pauses := 0
	m, c := newCount(t, Config[int, int]{Seats: []Seat{{Kind: Computer}, {Kind: Computer}},
		Players: []Player[int, int]{one{}, one{}},
		Options: Options{Hold: func() bool { return true }, Delay: func() time.Duration {
			pauses++
			if pauses == 1 {
				return 0 // the first move comes at once
			}
			return time.Hour // any later pause would never end in the test
		}}})
	defer m.Stop()
	m.Start()
	waitFor := func(total int) {
		t.Helper()
		deadline := time.After(time.Minute)
		for {
			m.mu.Lock()
			done := c.total == total && m.held
			m.mu.Unlock()
			if done {
				return
			}
			select {
			case <-m.Updates():
			case <-deadline:
				t.Fatalf("no hold after move %d", total)
			}
		}
	}
	waitFor(1)
	m.mu.Lock()
	idle := !m.thinking && m.timer == nil
	m.mu.Unlock()
	if !idle {
		t.Fatal("a computer thinks, or its pause runs, while the match is held")
	}
	m.Release()
	waitFor(2)
	if pauses != 1 {
		t.Errorf("%d pauses asked for; want 1 (the move after Release has none)", pauses)
	}
}

// TestSinceAgrees: while two computers play on their own goroutines, every
// Since reads the events and the observation after them together: the
// total seen is the number of events told.
func TestSinceAgrees(t *testing.T) {
	m, _ := newCount(t, Config[int, int]{Seats: []Seat{{Kind: Computer}, {Kind: Computer}},
		Players: []Player[int, int]{one{}, one{}}})
	defer m.Stop()
	m.Start()
	for {
		evs, obs := m.Since(0)
		if len(evs) != obs || obs > 0 && evs[obs-1].Event != obs {
			t.Fatalf("Since(0) = %v, %d; want the events up to the total", evs, obs)
		}
		if obs == 6 {
			break
		}
		runtime.Gosched()
	}
	evs, obs := m.Since(4)
	if len(evs) != 2 || evs[0] != (Sequenced[int]{Seq: 5, Event: 5}) || obs != 6 {
		t.Errorf("Since(4) = %v, %d; want 5 and 6, then 6", evs, obs)
	}
}
