package hub

import "sync"

// tableLocks serialises this node's changes of one table (Hub.update):
// two at once would meet at the store's version check, and the loser
// would read the table and write its change again. Changes on other nodes
// still meet there.
type tableLocks struct {
	mu sync.Mutex
	m  map[string]*tableLock
}

type tableLock struct {
	sync.Mutex
	users int // holders and waiters: the entry goes with the last
}

// lock takes the table's lock and returns its release.
func (l *tableLocks) lock(id string) (unlock func()) {
	l.mu.Lock()
	if l.m == nil {
		l.m = map[string]*tableLock{}
	}
	e := l.m[id]
	if e == nil {
		e = &tableLock{}
		l.m[id] = e
	}
	e.users++
	l.mu.Unlock()
	e.Lock()
	return func() {
		e.Unlock()
		l.mu.Lock()
		if e.users--; e.users == 0 {
			delete(l.m, id)
		}
		l.mu.Unlock()
	}
}
