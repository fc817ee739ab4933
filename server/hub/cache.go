package hub

import (
	"sync"

	"github.com/koikoi-app/koikoi/server/game"
	"github.com/koikoi-app/koikoi/server/storage"
)

// cache keeps loaded games so a move does not replay the whole record. An
// entry is only good for the version it was stored at; take removes it, so
// the game that a failed commit changed is never reused.
type cache struct {
	mu  sync.Mutex
	max int
	m   map[string]cached
}

type cached struct {
	version int64
	table   game.Table
}

func newCache(max int) *cache { return &cache{max: max, m: map[string]cached{}} }

// take returns the game of t at t's version, loading it if needed; the
// caller owns it.
func (c *cache) take(t storage.Table) (game.Table, error) {
	c.mu.Lock()
	e, ok := c.m[t.ID]
	delete(c.m, t.ID)
	c.mu.Unlock()
	if ok && e.version == t.Version {
		return e.table, nil
	}
	r, err := game.Lookup(t.Game)
	if err != nil {
		return nil, err
	}
	return r.Load(t.State)
}

// put keeps the game of a table at a version.
func (c *cache) put(id string, version int64, g game.Table) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) >= c.max {
		for k := range c.m { // drop any one: map order is random
			delete(c.m, k)
			break
		}
	}
	c.m[id] = cached{version, g}
}
