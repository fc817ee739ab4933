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
	table   game.Table     // nil when only the stored table is kept
	stored  *storage.Table // the table as stored at version, when known
	// notice carries the table as another node committed it after stored,
	// read only when a move here needs it (see learn).
	notice *storage.Notice
}

func newCache(max int) *cache { return &cache{max: max, m: map[string]cached{}} }

// take returns the game of t at t's version, loading it if needed; the
// caller owns it.
func (c *cache) take(t storage.Table) (game.Table, error) {
	c.mu.Lock()
	e, ok := c.m[t.ID]
	delete(c.m, t.ID)
	c.mu.Unlock()
	if ok && e.version == t.Version && e.table != nil {
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
	c.set(id, cached{version: version, table: g})
}

// committed keeps a table as this node just committed it, with its game
// (nil if not loaded), so that the next move at the table need not read
// it back (see stored).
func (c *cache) committed(t storage.Table, g game.Table) {
	c.set(t.ID, cached{version: t.Version, table: g, stored: &t})
}

func (c *cache) set(id string, e cached) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.setLocked(id, e)
}

func (c *cache) setLocked(id string, e cached) {
	if _, ok := c.m[id]; !ok && len(c.m) >= c.max {
		for k := range c.m { // drop any one: map order is random
			delete(c.m, k)
			break
		}
	}
	c.m[id] = e
}

// stored returns the table as this node last committed it, or as another
// node did when a notice carried it (see learn). Another node may have
// changed it since: the caller checks what it reads against the request
// and the store's version check at the commit decides.
func (c *cache) stored(id string) (storage.Table, bool) {
	c.mu.Lock()
	e, ok := c.m[id]
	c.mu.Unlock()
	if !ok {
		return storage.Table{}, false
	}
	if n := e.notice; n != nil {
		// Decoded outside the lock, which every table's moves share; kept
		// only if nothing replaced the entry meanwhile.
		t, carried, err := n.Committed()
		c.mu.Lock()
		if cur, ok := c.m[id]; ok && cur.notice == n {
			cur.notice = nil
			if carried && err == nil && t.Version >= cur.version {
				if t.Version != cur.version {
					cur.version, cur.table = t.Version, nil
				}
				cur.stored = &t
			}
			c.m[id] = cur
		}
		e = c.m[id]
		c.mu.Unlock()
	}
	if e.stored != nil {
		return *e.stored, true
	}
	return storage.Table{}, false
}

// learn keeps a notice that carries a table another node committed, so
// that the next move here need not read the table back; it is decoded
// only then (most of a table's notices reach a node whose people do not
// move next). A notice of what the cache already holds changes nothing.
func (c *cache) learn(n storage.Notice) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.m[n.Table]
	if ok && e.stored != nil && e.stored.Seq >= n.Seq {
		return
	}
	e.stored, e.notice = nil, &n
	c.setLocked(n.Table, e)
}

// drop forgets a table.
func (c *cache) drop(id string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.m, id)
}

// behind forgets the stored table if a notice says the table went past
// it (another node's commit), keeping its game, which take checks by
// version.
func (c *cache) behind(id string, seq int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.m[id]; ok && (e.stored != nil && e.stored.Seq < seq || e.notice != nil && e.notice.Seq < seq) {
		e.stored, e.notice = nil, nil
		c.m[id] = e
	}
}
