package match

import (
	"errors"
	"testing"
)

// drill is a lesson on the count game: the player (seat 0) must play 1,
// the script answers each move with its own 1; Next (a lesson action)
// plays the script's move alone. Its events are the totals.
type drill struct{ c count }

var errNotOne = errors.New("drill: play 1")

func (d *drill) Seats() []Seat     { return []Seat{{Kind: Person}, {Kind: Computer, Level: "script"}} }
func (d *drill) Observe() int      { return d.c.total }
func (d *drill) LegalMoves() []int { return d.c.LegalMoves(0) }
func (d *drill) For(e int) int     { return e }
func (d *drill) Submit(m int, dst []int) ([]int, error) {
	if m != 1 {
		return dst, errNotOne
	}
	dst, err := d.c.Apply(0, m, dst)
	if err != nil {
		return dst, err
	}
	return d.reply(dst), nil
}

func (d *drill) reply(dst []int) []int {
	dst, _ = d.c.Apply(1, 1, dst)
	return dst
}

// TestScripted: the script's refusal is its own error and tells nothing;
// a move and its reply are two numbered events and one signal; nobody
// thinks, nothing is handed over, no round is dealt.
func TestScripted(t *testing.T) {
	d := &drill{}
	m := NewScripted[int, int, int](d)
	if err := m.Submit(2); !errors.Is(err, errNotOne) || len(m.Events(0)) != 0 {
		t.Fatalf("Submit(2) = %v, %d events; want the script's error and none", err, len(m.Events(0)))
	}
	select {
	case <-m.Updates():
		t.Fatal("a refusal signalled Updates")
	default:
	}
	if err := m.Submit(1); err != nil {
		t.Fatal(err)
	}
	<-m.Updates()
	if got, obs := m.Since(0); len(got) != 2 || got[1] != (Sequenced[int]{Seq: 2, Event: 2}) || obs != 2 {
		t.Errorf("after a move: Since(0) = %v, %d; want 1, 2 and 2", got, obs)
	}
	if got, obs := m.Since(2); len(got) != 0 || obs != 2 {
		t.Errorf("Since(2) = %v, %d; want none and 2", got, obs)
	}
	if m.Viewer() != 0 || m.Thinking() || m.Handover() || len(m.Seats()) != 2 {
		t.Error("a scripted match has a viewer besides 0, thinks or hands over")
	}
	if err := m.NextRound(); !errors.Is(err, ErrNoNextRound) {
		t.Errorf("NextRound = %v; want ErrNoNextRound", err)
	}
	m.Stop()
	if err := m.Submit(1); !errors.Is(err, ErrStopped) || m.LegalMoves() != nil {
		t.Errorf("after Stop: Submit = %v, legal %v; want ErrStopped and none", err, m.LegalMoves())
	}
}

// TestLessonAct: a lesson action that moves on (a Next that plays a move)
// adds the moves' events the runner tells and signals; one that does not
// adds nothing.
func TestLessonAct(t *testing.T) {
	d := &drill{}
	var last []int // what the runner's last action played
	l := NewLesson[int, int, int](d, d, func(*drill) []int { return last })
	if l.Act(func(*drill) bool { return false }) {
		t.Fatal("a refused action reported true")
	}
	select {
	case <-l.Updates():
		t.Fatal("a refused action signalled Updates")
	default:
	}
	if !l.Act(func(d *drill) bool { last, _ = d.c.Apply(0, 1, nil); return true }) {
		t.Fatal("the action reported false")
	}
	<-l.Updates()
	var total int
	l.Read(func(d *drill) { total = d.c.total })
	if got := l.Events(0); len(got) != 1 || got[0].Event != 1 || total != 1 {
		t.Errorf("after the action's move: events %v, total %d; want [1] and 1", got, total)
	}
}
