package hub

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"sync"
	"time"

	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// Invite codes are 23⁶ (148 million): a guesser must be slowed down, per
// player and per client address (which may hold many players), or enough
// connections would find a table's code in time. A player who gives
// JoinFailures wrong codes within the last JoinWindow, or an address
// AddrJoinFailures, gets rate_limited for any code until enough of them
// are older than that.
const (
	JoinFailures     = 10
	AddrJoinFailures = 30
	JoinWindow       = 10 * time.Minute
)

// limits are the hub's limits on what one client address or player may
// try: new players an address makes, wrong invite codes, wrong link codes.
// Their counts live in the store (storage.Attempts), shared by every node:
// a guesser gets no more tries from more nodes. Each count looks back over
// its window from now.
type limits struct {
	store      storage.Attempts
	newPlayers int // a minute, per address; 0: no limit

	mu     sync.Mutex
	pruned time.Time // when the counts were last pruned
}

func newLimits(store storage.Attempts, newPlayers int) *limits {
	return &limits{store: store, newPlayers: newPlayers}
}

// The keys of the counts: what, and whose. An address is kept only as a
// hash (the store holds no IP address), a device secret as its hash's.
func playersKey(addr string) string  { return "players addr " + addrHash(addr) }
func joinPlayerKey(id string) string { return "join player " + id }
func joinAddrKey(addr string) string { return "join addr " + addrHash(addr) }
func linkAddrKey(addr string) string { return "link addr " + addrHash(addr) }
func linkSecretKey(h []byte) string  { return "link secret " + hex.EncodeToString(h) }
func dailyKey(player string) string  { return "daily player " + player }

// addrHash is a client address's hash in the limits' keys.
func addrHash(addr string) string {
	sum := sha256.Sum256([]byte("koikoi addr " + addr))
	return hex.EncodeToString(sum[:12])
}

// over reports whether key has max attempts or more within window of now.
func (l *limits) over(ctx context.Context, key string, max int, window time.Duration, now time.Time) (bool, error) {
	n, err := l.store.CountAttempts(ctx, key, now.Add(-window))
	return n >= max, err
}

// add counts an attempt under every key.
func (l *limits) add(ctx context.Context, now time.Time, keys ...string) error {
	for _, k := range keys {
		if err := l.store.AddAttempt(ctx, k, now); err != nil {
			return err
		}
	}
	return nil
}

// longestWindow is how far back a limit looks: older attempts are pruned.
var longestWindow = max(time.Minute, JoinWindow, LinkLockout, DailyWindow)

// prune forgets the attempts no limit looks back to, once a minute at
// most (any node may: what one prunes is old for all).
func (l *limits) prune(ctx context.Context, now time.Time) error {
	l.mu.Lock()
	if now.Sub(l.pruned) < time.Minute {
		l.mu.Unlock()
		return nil
	}
	l.pruned = now
	l.mu.Unlock()
	return l.store.PruneAttempts(ctx, now.Add(-longestWindow))
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
func (s *Session) allowNewPlayer(ctx context.Context, now time.Time) error {
	l := s.hub.limits
	if l.newPlayers <= 0 {
		return nil
	}
	key := playersKey(s.clientAddr())
	if over, err := l.over(ctx, key, l.newPlayers, time.Minute, now); err != nil || over {
		if err != nil {
			return err
		}
		s.hub.cfg.Metrics.Limited("players")
		return protocol.Errorf(protocol.CodeRateLimited, "at most %d new players a minute from one address", l.newPlayers)
	}
	return l.add(ctx, now, key)
}

// joinLocked refuses a join to a player or an address that gave too many
// wrong codes.
func (s *Session) joinLocked(ctx context.Context, player string, now time.Time) error {
	l := s.hub.limits
	byPlayer, err := l.over(ctx, joinPlayerKey(player), JoinFailures, JoinWindow, now)
	if err != nil {
		return err
	}
	byAddr, err := l.over(ctx, joinAddrKey(s.clientAddr()), AddrJoinFailures, JoinWindow, now)
	if err != nil {
		return err
	}
	if byPlayer || byAddr {
		s.hub.cfg.Metrics.Limited("join_codes")
		return protocol.Errorf(protocol.CodeRateLimited, "too many wrong invite codes: wait up to %v", JoinWindow)
	}
	return nil
}

// joinFailed counts a wrong code.
func (s *Session) joinFailed(ctx context.Context, player string, now time.Time) error {
	return s.hub.limits.add(ctx, now, joinPlayerKey(player), joinAddrKey(s.clientAddr()))
}
