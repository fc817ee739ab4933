package hub

import (
	"sync"
	"time"

	"github.com/koikoi-app/koikoi/server/protocol"
)

// Invite codes are 23⁶ (148 million): a guesser must be slowed down, per
// player and per client address (which may hold many players), or enough
// connections would find a table's code in time. A player who gives
// JoinFailures wrong codes within JoinWindow, or an address
// AddrJoinFailures, gets rate_limited for any code until that window ends.
const (
	JoinFailures     = 10
	AddrJoinFailures = 30
	JoinWindow       = 10 * time.Minute
)

// windowCounts counts events per key in fixed windows: a key's count
// starts at its first event and is forgotten when its window ends.
type windowCounts struct {
	window time.Duration
	mu     sync.Mutex
	keys   map[string]*windowCount
	purged time.Time
}

type windowCount struct {
	n   int
	end time.Time
}

func newWindowCounts(window time.Duration) *windowCounts {
	return &windowCounts{window: window, keys: map[string]*windowCount{}}
}

// count returns how many events key had in its window at now.
func (w *windowCounts) count(key string, now time.Time) int {
	w.mu.Lock()
	defer w.mu.Unlock()
	if c := w.keys[key]; c != nil && now.Before(c.end) {
		return c.n
	}
	return 0
}

// add counts an event of key at now and returns the key's count.
func (w *windowCounts) add(key string, now time.Time) int {
	w.mu.Lock()
	defer w.mu.Unlock()
	if now.Sub(w.purged) > w.window {
		for k, c := range w.keys {
			if !now.Before(c.end) {
				delete(w.keys, k)
			}
		}
		w.purged = now
	}
	c := w.keys[key]
	if c == nil || !now.Before(c.end) {
		c = &windowCount{end: now.Add(w.window)}
		w.keys[key] = c
	}
	c.n++
	return c.n
}

// limits are the hub's limits on what one client address or player may
// try: new players an address makes, wrong invite codes.
type limits struct {
	newPlayers  int // a minute, per address; 0: no limit
	players     *windowCounts
	joinPlayers *windowCounts // wrong codes per player
	joinAddrs   *windowCounts // wrong codes per address
}

func newLimits(newPlayers int) *limits {
	return &limits{newPlayers: newPlayers, players: newWindowCounts(time.Minute),
		joinPlayers: newWindowCounts(JoinWindow), joinAddrs: newWindowCounts(JoinWindow)}
}

// SetAddr tells the session its client's address, which the per-address
// limits count by ("" counts with every session that has none).
func (s *Session) SetAddr(addr string) {
	s.mu.Lock()
	s.addr = addr
	s.mu.Unlock()
}

func (s *Session) clientAddr() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.addr
}

// allowNewPlayer counts a new player made from the session's address, or
// refuses it when the address made its minute's share.
func (s *Session) allowNewPlayer(now time.Time) error {
	l := s.hub.limits
	if l.newPlayers <= 0 {
		return nil
	}
	if l.players.add(s.clientAddr(), now) > l.newPlayers {
		s.hub.cfg.Metrics.Limited("players")
		return protocol.Errorf(protocol.CodeRateLimited, "at most %d new players a minute from one address", l.newPlayers)
	}
	return nil
}

// joinLocked refuses a join to a player or an address that gave too many
// wrong codes.
func (s *Session) joinLocked(player string, now time.Time) error {
	l := s.hub.limits
	if l.joinPlayers.count(player, now) >= JoinFailures || l.joinAddrs.count(s.clientAddr(), now) >= AddrJoinFailures {
		s.hub.cfg.Metrics.Limited("join_codes")
		return protocol.Errorf(protocol.CodeRateLimited, "too many wrong invite codes: wait up to %v", JoinWindow)
	}
	return nil
}

// joinFailed counts a wrong code.
func (s *Session) joinFailed(player string, now time.Time) {
	l := s.hub.limits
	l.joinPlayers.add(player, now)
	l.joinAddrs.add(s.clientAddr(), now)
}
