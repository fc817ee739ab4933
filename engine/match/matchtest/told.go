// Package matchtest holds the checks both games' tests make of a match's
// event stream (engine/match): that it tells exactly what the engine's
// ApplyEvents tells of the moves made, numbered on from the last seen.
package matchtest

import (
	"reflect"
	"testing"

	"github.com/koikoi-app/koikoi/engine/match"
)

// Mover is a game's state as Told replays it.
type Mover[S, M, E any] interface {
	ApplyEvents(m M, dst []E) (S, []E, error)
}

// Told checks that evs, the events a match told after number seen, are
// the events of moves played from state before, as ApplyEvents tells
// them and as the viewer sees them (forViewer), numbered on from seen+1.
// where names the place in failures.
func Told[S Mover[S, M, E], M, E any](t testing.TB, where string, evs []match.Sequenced[E], seen uint64, before S, moves []M, forViewer func(E) E) {
	t.Helper()
	st := before
	var want []E
	for _, mv := range moves {
		var err error
		if st, want, err = st.ApplyEvents(mv, want); err != nil {
			t.Fatalf("%s: replaying %v: %v", where, mv, err)
		}
	}
	if len(evs) != len(want) {
		t.Fatalf("%s: %d events for the moves %v; want %d", where, len(evs), moves, len(want))
	}
	for i, e := range evs {
		if w := forViewer(want[i]); e.Seq != seen+uint64(i)+1 || !reflect.DeepEqual(e.Event, w) {
			t.Fatalf("%s: event %d = %d %v; want %d %v", where, i, e.Seq, e.Event, seen+uint64(i)+1, w)
		}
	}
}
