package ws

import "sync"

// addrConns counts the open connections of each client address.
type addrConns struct {
	max int // 0: no limit
	mu  sync.Mutex
	n   map[string]int
}

// acquire counts a new connection from addr, unless addr has max open.
func (a *addrConns) acquire(addr string) bool {
	if a.max <= 0 {
		return true
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.n[addr] >= a.max {
		return false
	}
	a.n[addr]++
	return true
}

// release counts a connection from addr closed.
func (a *addrConns) release(addr string) {
	if a.max <= 0 {
		return
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.n[addr]--; a.n[addr] <= 0 {
		delete(a.n, addr)
	}
}
