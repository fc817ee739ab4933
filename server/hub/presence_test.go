package hub

import (
	"slices"
	"testing"

	"github.com/koikoi-app/koikoi/server/storage"
)

// TestPresenceBatches: comings and goings wait for the next batch; a
// session that comes and goes between two batches is never written; a
// batch the store refused goes back under what came since.
func TestPresenceBatches(t *testing.T) {
	a, b, c := storage.Presence{Player: "a", Session: "1"}, storage.Presence{Player: "b", Session: "2"}, storage.Presence{Player: "c", Session: "3"}
	w := newPresenceWriter()
	w.arrive(a)
	w.arrive(b)
	w.leave(b) // came and went: nothing to write
	arrived, left := w.take()
	if !slices.Equal(arrived, []storage.Presence{a}) || len(left) != 0 {
		t.Fatalf("first batch: arrived %v, left %v; want [a], []", arrived, left)
	}
	if arrived, left := w.take(); len(arrived)+len(left) != 0 {
		t.Fatalf("an empty batch: arrived %v, left %v", arrived, left)
	}
	// a leaves and c arrives; the store refuses the batch; meanwhile c
	// leaves again: only a's leaving is left to write.
	w.leave(a)
	w.arrive(c)
	arrived, left = w.take()
	w.leave(c)
	w.putBack(arrived, left)
	arrived, left = w.take()
	if len(arrived) != 0 || !slices.Equal(left, []storage.Presence{a}) {
		t.Errorf("after the refused batch: arrived %v, left %v; want [], [a]", arrived, left)
	}
}
