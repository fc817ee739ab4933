package lesson

import (
	"errors"
	"reflect"
	"testing"
)

// toyStep is a step of a lesson on sum: the position it stages (start, the
// computer's script), and whether the computer replies or plays freely.
type toyStep struct {
	start         *sum
	script        []int
	bad           bool // the staged deal is rejected
	free, replies bool
}

// toy is a lesson on sum: a round is over at 8; the computer plays its
// script's next move, once, when it replies.
type toy []toyStep

type toyPos = Pos[sum, []int]

func (t toy) Len() int { return len(t) }

func (t toy) Stage(i int) (toyPos, bool, error) {
	s := t[i]
	if s.start == nil {
		return toyPos{}, false, nil
	}
	if s.bad {
		return toyPos{State: *s.start}, true, errors.New("toy: bad deal")
	}
	return toyPos{State: *s.start, Extra: s.script}, true, nil
}

func (t toy) Free(i int) bool    { return t[i].free }
func (t toy) Replies(i int) bool { return t[i].replies }
func (t toy) Over(p toyPos) bool { return p.Has && p.State >= 8 }
func (t toy) Reply(p *toyPos, rec *Played[int, string]) {
	if len(p.Extra) == 0 || t.Over(*p) {
		return
	}
	next, err := Apply(rec, p.State, p.Extra[0])
	if err == nil {
		p.State, p.Extra = next, p.Extra[1:]
	}
}

func at(n sum) *sum { return &n }

// lessonOfFive explains (the computer replying), waits for a move (the
// computer replying), plays a free round to 8, passes by a free step
// whose round is over, and ends on a step that explains.
var lessonOfFive = toy{
	{start: at(0), script: []int{2, 1}, replies: true},
	{replies: true},
	{free: true},
	{start: at(9), free: true},
	{},
}

type toyRunner = Runner[int, sum, int, string, []int]

// want checks where r stands: the step, the staged sum and what the last
// action played.
func want(t *testing.T, r *toyRunner, idx int, s sum, moves ...int) {
	t.Helper()
	if r.Index() != idx || r.Pos.State != s || !r.Pos.Has || !reflect.DeepEqual(r.Played.Moves, moves) {
		t.Fatalf("at step %d, sum %d, played %v; want step %d, sum %d, played %v",
			r.Index(), r.Pos.State, r.Played.Moves, idx, s, moves)
	}
}

// TestRunner plays the lesson through, each action saving the way back,
// then comes back step by step to the positions as they were.
func TestRunner(t *testing.T) {
	r := NewRunner[int](t.Name(), lessonOfFive)
	if r.Len() != 5 || r.CanBack() || r.Err() != nil {
		t.Fatalf("new: %d steps, can back %v, err %v", r.Len(), r.CanBack(), r.Err())
	}
	want(t, &r, 0, 0)
	r.Next()
	want(t, &r, 1, 2, 2)
	if err := r.Make(9); err == nil {
		t.Fatal("Make(9) at 2 = nil; want the engine's error")
	}
	want(t, &r, 1, 2, 2) // the illegal move changed nothing
	if err := r.Make(3); err != nil {
		t.Fatal(err)
	}
	r.Settle()
	want(t, &r, 2, 6, 3, 1)
	if r.Make(1) != nil {
		t.Fatal("Make(1) refused")
	}
	r.Settle() // the free round goes on: 7 is not over
	want(t, &r, 2, 7, 1)
	if r.Make(1) != nil {
		t.Fatal("Make(1) refused")
	}
	r.Settle() // over at 8: the next step, over already, is passed by
	want(t, &r, 4, 9, 1)
	r.Answered()
	if !r.Done() || r.Index() != 5 {
		t.Fatalf("after the last step: index %d, done %v", r.Index(), r.Done())
	}
	for _, w := range []struct {
		idx int
		s   sum
	}{{4, 9}, {2, 7}, {2, 6}, {1, 2}, {0, 0}} {
		if !r.Back() {
			t.Fatalf("Back refused; want step %d", w.idx)
		}
		want(t, &r, w.idx, w.s)
	}
	if r.Back() {
		t.Error("Back at the start")
	}
	if len(r.Pos.Extra) != 2 {
		t.Errorf("script at the start = %v; want both moves again", r.Pos.Extra)
	}
}

// TestRunnerSkip ends the lesson at once; Back returns to where it was.
func TestRunnerSkip(t *testing.T) {
	r := NewRunner[int](t.Name(), lessonOfFive)
	r.Next()
	r.Skip()
	if !r.Done() || len(r.Played.Moves) != 0 {
		t.Fatalf("after Skip: done %v, played %v", r.Done(), r.Played.Moves)
	}
	r.Skip() // done already: nothing to save
	if !r.Back() {
		t.Fatal("Back after Skip refused")
	}
	want(t, &r, 1, 2)
	if !r.Back() || r.Index() != 0 {
		t.Errorf("the second Back: step %d; want 0", r.Index())
	}
}

// TestRunnerHint computes the hint once per position: again after a move,
// Back or Forget.
func TestRunnerHint(t *testing.T) {
	r := NewRunner[int](t.Name(), lessonOfFive)
	calls := 0
	hint := func() int {
		calls++
		return int(r.Pos.State) + 1
	}
	if h := r.Hint(hint); h != 1 || r.Hint(hint) != 1 || calls != 1 {
		t.Fatalf("Hint twice at 0 = %d after %d calls; want 1 after 1", h, calls)
	}
	r.Next()
	r.Make(3)
	if h := r.Hint(hint); h != 6 || calls != 2 {
		t.Errorf("Hint after a move = %d after %d calls; want 6 after 2", h, calls)
	}
	r.Forget()
	if r.Hint(hint); calls != 3 {
		t.Errorf("Hint after Forget: %d calls; want 3", calls)
	}
	r.Back()
	if h := r.Hint(hint); h != 3 || calls != 4 {
		t.Errorf("Hint after Back = %d after %d calls; want 3 after 4", h, calls)
	}
}

// TestRunnerErr keeps the first staging error, with the lesson and step,
// and no game staged.
func TestRunnerErr(t *testing.T) {
	r := NewRunner[int]("bad", toy{{}, {start: at(1), bad: true}, {start: at(2), bad: true}})
	r.Answered()
	r.Answered()
	if r.Err() == nil || r.Err().Error() != "tutorial: bad step 1: toy: bad deal" || r.Pos.Has {
		t.Errorf("Err = %v, staged %v; want step 1's error and no game", r.Err(), r.Pos.Has)
	}
}
