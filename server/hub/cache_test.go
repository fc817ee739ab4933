package hub

import (
	"testing"

	"github.com/koikoi-app/koikoi/server/game"
	"github.com/koikoi-app/koikoi/server/storage"
)

// TestCacheStored: the table a node committed serves its next move until
// a notice says another node moved it on; its game stays good for its
// version.
func TestCacheStored(t *testing.T) {
	r, _ := game.Lookup("ikebana")
	setup, err := r.Check(game.Options{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := r.New(setup.Text, 1)
	if err != nil {
		t.Fatal(err)
	}
	state, _ := g.MarshalText()
	tb := storage.Table{ID: "t1", Game: "ikebana", Version: 3, Seq: 5, State: state}
	c := newCache(10)
	c.committed(tb, g)
	if got, ok := c.stored("t1"); !ok || got.Version != 3 || got.Seq != 5 {
		t.Fatalf("stored = %+v, %v; want version 3 at seq 5", got, ok)
	}
	c.behind("t1", 5) // this node's own notice
	if _, ok := c.stored("t1"); !ok {
		t.Error("a notice of the same seq forgot the table")
	}
	c.behind("t1", 6) // another node's commit
	if _, ok := c.stored("t1"); ok {
		t.Error("a notice of a later seq kept the table")
	}
	if got, err := c.take(tb); err != nil || got != g {
		t.Errorf("take after the notice = %v, %v; want the cached game (its version is checked)", got, err)
	}
	c.committed(tb, nil) // a change without a loaded game
	if got, err := c.take(tb); err != nil || got == nil || got == g {
		t.Errorf("take of an entry without a game = %v, %v; want a game loaded afresh", got, err)
	}
	c.committed(tb, g)
	c.drop("t1")
	if _, ok := c.stored("t1"); ok {
		t.Error("stored after drop")
	}
}
