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

// TestCacheLearn: a table another node committed, carried by its notice,
// serves the next move here; it never replaces what this node knows at
// that seq or later.
func TestCacheLearn(t *testing.T) {
	notice := func(tb storage.Table) storage.Notice {
		t.Helper()
		n, err := storage.ParseNotice(storage.EncodeNotice(tb, nil, 8000))
		if err != nil || !n.CarriesTable() {
			t.Fatalf("notice %+v, %v; want one that carries the table", n, err)
		}
		return n
	}
	c := newCache(10)
	tb := storage.Table{ID: "t1", Game: "ikebana", Version: 3, Seq: 5}
	c.learn(notice(tb))
	if got, ok := c.stored("t1"); !ok || got.Version != 3 || got.Seq != 5 {
		t.Fatalf("stored after learning = %+v, %v; want version 3 at seq 5", got, ok)
	}
	newer := storage.Table{ID: "t1", Game: "ikebana", Version: 4, Seq: 7}
	c.committed(newer, nil) // this node moved on meanwhile
	c.learn(notice(tb))     // the older notice arrives late
	if got, _ := c.stored("t1"); got.Version != 4 {
		t.Errorf("a late notice replaced version 4 by %d", got.Version)
	}
	later := storage.Table{ID: "t1", Game: "ikebana", Version: 6, Seq: 9}
	c.learn(notice(later))
	c.behind("t1", 9) // its own notice, or one without the table, at the same seq
	if got, ok := c.stored("t1"); !ok || got.Version != 6 {
		t.Errorf("stored = %+v, %v; want version 6", got, ok)
	}
	c.learn(notice(storage.Table{ID: "t1", Game: "ikebana", Version: 7, Seq: 10}))
	c.behind("t1", 11) // a later notice without the table
	if got, ok := c.stored("t1"); ok {
		t.Errorf("stored = %+v after a later notice without the table; want nothing", got)
	}
}
