package tutorial

import (
	"errors"
	"reflect"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/match"
	"github.com/koikoi-app/koikoi/engine/match/matchtest"
)

var _ match.Match[ikebana.Observation, ikebana.Move, ikebana.Event] = (*Match)(nil)

// rightMove returns the move the current step waits for at the table.
func rightMove(r *Runner) ikebana.Move {
	if s := r.cur(); !s.free {
		return s.expect[0]
	}
	return r.advice().Move
}

// everyMove returns every move a florist could try at a table of n: the
// four kinds, with a purchase from each seat, legal or not.
func everyMove(n int) []ikebana.Move {
	ms := []ikebana.Move{ikebana.Draw, ikebana.Keep, ikebana.Refuse}
	for p := range n {
		ms = append(ms, ikebana.Buy(ikebana.Seat(p)))
	}
	return ms
}

// TestMatchDrivesEveryLesson plays every lesson through its Match as the
// lesson's board does: every move the step does not want, legal or not,
// is refused with the lesson's own explanation and changes nothing; the
// right one is taken, and its events (then the computers' replies') are
// what the engine's ApplyEvents tells of the moves made, numbered on from
// the last; Back restores the position with no event.
func TestMatchDrivesEveryLesson(t *testing.T) {
	for _, l := range Lessons() {
		t.Run(l.ID, func(t *testing.T) {
			r := NewRunner(l)
			m := NewMatch(r)
			defer m.Stop()
			var seen uint64
			for n := 0; !r.Done(); n++ {
				if n > 300 {
					t.Fatal("lesson does not end")
				}
				v := r.Step()
				where := l.ID + "." + v.Text.ID
				before, has := r.State()
				legal := m.LegalMoves()
				switch {
				case v.Action != ActionMove:
					if len(legal) > 0 {
						t.Fatalf("%s: %d legal moves on a %v step", where, len(legal), v.Action)
					}
				case !reflect.DeepEqual(legal, before.LegalMoves()):
					t.Fatalf("%s: LegalMoves = %v; want the engine's %v", where, legal, before.LegalMoves())
				}
				var right ikebana.Move
				if v.Action == ActionMove {
					right = rightMove(r)
					for _, mv := range everyMove(before.Players()) {
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
				} else if has {
					if err := m.Submit(ikebana.Draw); err == nil {
						t.Fatalf("%s: a move was taken on a %v step", where, v.Action)
					}
				}
				// the right action, once and again after Back
				do := func() {
					t.Helper()
					switch v.Action {
					case ActionMove:
						if err := m.Submit(right); err != nil {
							t.Fatalf("%s: Submit(%v) = %v", where, right, err)
						}
					case ActionTap:
						if !m.Act(func(r *Runner) bool { return r.TapCard(r.answers(r.cur()).First()).OK }) {
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
				matchtest.Told(t, where, evs, seen, before, r.Moves(), func(e ikebana.Event) ikebana.Event { return e.For(You) })
				if v.Action == ActionMove && (len(evs) == 0 || evs[0].Event.Seat != You) {
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

// TestMatchUpdates: an accepted move signals Updates, a refused one does
// not; Stop closes it and refuses moves.
func TestMatchUpdates(t *testing.T) {
	r := NewRunner(Lessons()[1])
	m := NewMatch(r)
	for r.Step().Action != ActionMove {
		if !m.Act((*Runner).Next) {
			t.Fatal("the turn lesson asks for no move")
		}
	}
	<-m.Updates()
	if err := m.Submit(ikebana.Keep); err == nil {
		t.Fatal("Keep before the draw was taken")
	}
	select {
	case <-m.Updates():
		t.Fatal("a refused move signalled Updates")
	default:
	}
	if err := m.Submit(ikebana.Draw); err != nil {
		t.Fatal(err)
	}
	select {
	case <-m.Updates():
	default:
		t.Fatal("an accepted move did not signal Updates")
	}
	o := m.Observe()
	if got := m.Seats(); len(got) != o.Players() || got[0].Kind != match.Person || got[1].Kind != match.Computer {
		t.Errorf("Seats() = %v", got)
	}
	m.Stop()
	if _, ok := <-m.Updates(); ok {
		t.Error("Updates open after Stop")
	}
	if err := m.Submit(ikebana.Keep); !errors.Is(err, match.ErrStopped) {
		t.Errorf("Submit after Stop = %v; want ErrStopped", err)
	}
}
