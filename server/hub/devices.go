package hub

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"net"
	"strings"
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

// Wrong link codes: LinkFailures of them within the last LinkLockout from
// one address, or for one device secret, lock that address or secret out
// of linking until enough of them are older than that. The counts are the
// store's (limits.go): every node reads the same.
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
	keys := []string{linkAddrKey(addrOf(ctx)), linkSecretKey(secretHash)}
	for _, k := range keys {
		if over, err := h.limits.over(ctx, k, LinkFailures, LinkLockout, now); err != nil {
			return err
		} else if over {
			h.cfg.Metrics.Limited("link_codes")
			return protocol.Errorf(protocol.CodeRateLimited, "too many wrong link codes: try again within %v", LinkLockout)
		}
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
	if err := h.limits.add(ctx, now, keys...); err != nil {
		return err
	}
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
