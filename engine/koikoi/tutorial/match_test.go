package tutorial

import (
	"errors"
	"reflect"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/match"
	"github.com/koikoi-app/koikoi/engine/match/matchtest"
)

var _ match.Match[koikoi.Observation, koikoi.Move, koikoi.Event] = (*Match)(nil)

// rightMove returns the move the current step waits for at the table.
func rightMove(r *Runner) koikoi.Move {
	if s := r.cur(); s.free {
		return r.advice().Move
	}
	return r.defaultMove(r.cur())
}

// TestMatchDrivesEveryLesson plays every lesson through its Match as a
// table would: every legal move the step does not want is refused with
// the lesson's own explanation and changes nothing; the right one is
// taken, and its events (then the computer's replies') are what the
// engine's ApplyEvents tells of the moves made, numbered on from the
// last; Back restores the position with no event.
func TestMatchDrivesEveryLesson(t *testing.T) {
	for name, rules := range ruleSets(t) {
		for _, l := range Lessons(rules) {
			t.Run(name+"/"+l.ID, func(t *testing.T) {
				r := NewRunner(l, rules)
				m := NewMatch(r)
				defer m.Stop()
				var seen uint64
				for n := 0; !r.Done(); n++ {
					if n > 200 {
						t.Fatal("lesson does not end")
					}
					v := r.Step()
					where := l.ID + "." + v.Text.ID
					before, _ := r.State()
					legal := m.LegalMoves()
					switch v.Action {
					case ActionNext, ActionTap:
						if len(legal) > 0 {
							t.Fatalf("%s: %d legal moves on a %v step", where, len(legal), v.Action)
						}
					default:
						if !reflect.DeepEqual(legal, before.LegalMoves()) {
							t.Fatalf("%s: LegalMoves = %v; want the engine's %v", where, legal, before.LegalMoves())
						}
					}
					var right koikoi.Move
					if len(legal) > 0 {
						right = rightMove(r)
					}
					for _, mv := range legal {
						if mv == right {
							continue
						}
						want := r.Choose(mv) // the runner's own answer, which changes nothing when wrong
						if want.OK {
							m.Act((*Runner).Back) // another move the step takes: undo it
							continue
						}
						err := m.Submit(mv)
						var w *Wrong
						if !errors.As(err, &w) || !reflect.DeepEqual(w.Text, want.Text) {
							t.Fatalf("%s: Submit(%v) = %v; want the lesson's %+v", where, mv, err, want.Text)
						}
						if now, _ := r.State(); now != before || r.Index() != v.Index || len(m.Events(seen)) != 0 {
							t.Fatalf("%s: a refused %v changed the match", where, mv)
						}
					}
					// the right action, once and again after Back
					do := func() {
						t.Helper()
						switch {
						case len(legal) > 0:
							if err := m.Submit(right); err != nil {
								t.Fatalf("%s: Submit(%v) = %v", where, right, err)
							}
						case v.Action == ActionTap:
							if !m.Act(func(r *Runner) bool { return r.TapCard(r.cur().answer.First()).OK }) {
								t.Fatalf("%s: the right answer was refused", where)
							}
						default:
							if !m.Act((*Runner).Next) {
								t.Fatalf("%s: Next refused", where)
							}
						}
					}
					do()
					// The events are the engine's for the moves the runner made.
					evs := m.Events(seen)
					matchtest.Told(t, where, evs, seen, before, r.Moves(), func(e koikoi.Event) koikoi.Event { return e.For(You) })
					if len(legal) > 0 && (len(evs) == 0 || evs[0].Event.Seat != You) {
						t.Fatalf("%s: the player's move %v made no event of its own", where, right)
					}
					seen += uint64(len(evs))
					// Back restores the step with no event; the same action again
					// comes back to where it was.
					after, _ := r.State()
					if !m.Act((*Runner).Back) {
						t.Fatalf("%s: Back refused", where)
					}
					if now, _ := r.State(); now != before || r.Index() != v.Index || len(m.Events(seen)) != 0 {
						t.Fatalf("%s: Back did not restore the step, or told events", where)
					}
					do()
					seen = uint64(len(m.Events(0)))
					if now, _ := r.State(); !reflect.DeepEqual(now, after) {
						t.Fatalf("%s: the same action after Back made another position", where)
					}
				}
			})
		}
	}
}

// TestMatchUpdates: an accepted move signals Updates, a refused one does
// not; Stop closes it and refuses moves.
func TestMatchUpdates(t *testing.T) {
	rules := koikoi.MustPreset("standard")
	r := runTo(t, rules, "capture", "one")
	m := NewMatch(r)
	st, _ := r.State()
	var wrongMove koikoi.Move
	rightMv := rightMove(r)
	for _, mv := range m.LegalMoves() {
		if mv != rightMv {
			wrongMove = mv
		}
	}
	if err := m.Submit(wrongMove); err == nil {
		t.Fatalf("Submit(%v) on %v was taken; want the lesson's refusal", wrongMove, st)
	}
	select {
	case <-m.Updates():
		t.Fatal("a refused move signalled Updates")
	default:
	}
	if err := m.Submit(rightMv); err != nil {
		t.Fatal(err)
	}
	select {
	case <-m.Updates():
	default:
		t.Fatal("an accepted move did not signal Updates")
	}
	m.Stop()
	if _, ok := <-m.Updates(); ok {
		t.Error("Updates open after Stop")
	}
	if err := m.Submit(rightMv); !errors.Is(err, match.ErrStopped) {
		t.Errorf("Submit after Stop = %v; want ErrStopped", err)
	}
	if err := m.NextRound(); !errors.Is(err, match.ErrStopped) {
		t.Errorf("NextRound after Stop = %v; want ErrStopped", err)
	}
}
