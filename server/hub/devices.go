package hub

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"net"
	"strings"
	"sync"
	"time"

	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// Link codes: LinkCodeLength characters of InviteAlphabet (about 36 bits),
// valid for LinkCodeTTL and one device; a player may ask for
// LinkCodesPerHour of them an hour.
const (
	LinkCodeLength   = 8
	LinkCodeTTL      = 10 * time.Minute
	LinkCodesPerHour = 5
)

// Wrong link codes: LinkFailures of them within LinkLockout from one
// address, or for one device secret, lock that address or secret out of
// linking for LinkLockout. The count is each node's own: across n nodes
// a guesser gets n times as many tries, still nothing against 23^8 codes
// that live ten minutes.
const (
	LinkFailures = 5
	LinkLockout  = 15 * time.Minute
)

type addrKey struct{}

// WithAddr returns a context that carries a connection's remote address
// (host:port or host), for the limits of link codes by address.
func WithAddr(ctx context.Context, addr string) context.Context {
	if host, _, err := net.SplitHostPort(addr); err == nil {
		addr = host
	}
	return context.WithValue(ctx, addrKey{}, addr)
}

func addrOf(ctx context.Context) string {
	a, _ := ctx.Value(addrKey{}).(string)
	return a
}

// linkGuard counts wrong link codes by address and by device secret.
type linkGuard struct {
	mu    sync.Mutex
	fails map[string][]time.Time // each key's failures within LinkLockout
}

// locked reports whether any key is locked out at now.
func (g *linkGuard) locked(now time.Time, keys ...string) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, k := range keys {
		if len(g.recent(k, now)) >= LinkFailures {
			return true
		}
	}
	return false
}

// failed counts a wrong code against every key.
func (g *linkGuard) failed(now time.Time, keys ...string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.fails == nil {
		g.fails = map[string][]time.Time{}
	}
	for _, k := range keys {
		g.fails[k] = append(g.recent(k, now), now)
	}
	for k := range g.fails { // forget what no longer counts
		if len(g.recent(k, now)) == 0 {
			delete(g.fails, k)
		}
	}
}

// recent is a key's failures within LinkLockout of now. g.mu is held.
func (g *linkGuard) recent(k string, now time.Time) []time.Time {
	l := g.fails[k]
	for len(l) > 0 && now.Sub(l[0]) >= LinkLockout {
		l = l[1:]
	}
	return l
}

// hashLinkCode reads a code as typed (any case, spaces and dashes
// ignored) and returns its hash; ok is false for what cannot be a code.
func hashLinkCode(code string) (hash []byte, ok bool) {
	code = strings.ToUpper(strings.NewReplacer(" ", "", "-", "").Replace(code))
	if len(code) != LinkCodeLength || strings.Trim(code, InviteAlphabet) != "" {
		return nil, false
	}
	sum := sha256.Sum256([]byte("koikoi link " + code))
	return sum[:], true
}

// linkCode gives the player a new link code.
func (s *Session) linkCode(ctx context.Context, p *storage.Player, re int64) error {
	h := s.hub
	now := h.cfg.Now()
	n, err := h.store.LinkCodesSince(ctx, p.ID, now.Add(-time.Hour))
	if err != nil {
		return err
	}
	if n >= LinkCodesPerHour {
		return protocol.Errorf(protocol.CodeRateLimited, "at most %d link codes an hour", LinkCodesPerHour)
	}
	for attempt := 0; ; attempt++ {
		b := make([]byte, LinkCodeLength)
		rand.Read(b)
		for i := range b {
			b[i] = InviteAlphabet[int(b[i])%len(InviteAlphabet)]
		}
		code := string(b)
		hash, _ := hashLinkCode(code)
		err := h.store.CreateLinkCode(ctx, storage.LinkCode{Hash: hash, Player: p.ID, Created: now, Expires: now.Add(LinkCodeTTL)})
		if errors.Is(err, storage.ErrConflict) && attempt < 5 {
			continue
		}
		if err != nil {
			return err
		}
		s.reply(protocol.LinkCode{Type: "link_code", Re: re, Code: code[:4] + "-" + code[4:], Expires: now.Add(LinkCodeTTL).UnixMilli()})
		return nil
	}
}

// link redeems a link code for this connection's device secret, before
// its hello goes on: the secret becomes the code's player's.
func (s *Session) link(ctx context.Context, code string, secretHash []byte) error {
	h := s.hub
	now := h.cfg.Now()
	keys := []string{"addr " + addrOf(ctx), "secret " + string(secretHash)}
	if h.links.locked(now, keys...) {
		return protocol.Errorf(protocol.CodeRateLimited, "too many wrong link codes: try again in %v", LinkLockout)
	}
	if _, err := h.store.PlayerBySecret(ctx, secretHash); err == nil {
		return protocol.Errorf(protocol.CodeBadSecret, "this secret is already a player's: link with a new one")
	} else if !errors.Is(err, storage.ErrNotFound) {
		return err
	}
	hash, ok := hashLinkCode(code)
	if ok {
		_, err := h.store.RedeemLinkCode(ctx, hash, now, storage.Device{ID: newID(16), SecretHash: secretHash, Created: now})
		switch {
		case err == nil:
			return nil
		case errors.Is(err, storage.ErrConflict):
			return protocol.Errorf(protocol.CodeBadSecret, "this secret is already a player's: link with a new one")
		case !errors.Is(err, storage.ErrNotFound):
			return err
		}
	}
	h.links.failed(now, keys...)
	return protocol.Errorf(protocol.CodeNotFound, "no such link code, or it was used or has expired")
}

// devices lists the player's linked devices.
func (s *Session) devices(ctx context.Context, p *storage.Player, re int64) error {
	list, err := s.hub.store.PlayerDevices(ctx, p.ID)
	if err != nil {
		return err
	}
	out := protocol.DeviceList{Type: "devices", Re: re, Devices: []protocol.DeviceEntry{}}
	for _, d := range list {
		out.Devices = append(out.Devices, protocol.DeviceEntry{ID: d.ID, Created: d.Created.UnixMilli(), This: bytes.Equal(d.SecretHash, s.secretHash())})
	}
	s.reply(out)
	return nil
}

// unlink removes one of the player's linked devices.
func (s *Session) unlink(ctx context.Context, p *storage.Player, m *protocol.Unlink, re int64) error {
	if err := s.hub.store.Unlink(ctx, p.ID, m.Device); err != nil {
		return err
	}
	s.reply(protocol.OK{Type: "ok", Re: re})
	return nil
}

// secretHash is the hash of the session's device secret.
func (s *Session) secretHash() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.secret
}
