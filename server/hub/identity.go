package hub

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// Display name limits, in characters.
const (
	MinName = 1
	MaxName = 24
)

// SecretBytes is the size of a device secret.
const SecretBytes = 32

// hashSecret is what the server keeps of a device secret. The secret is 32
// random bytes made by the device, not a password a person chose: nobody
// can guess it or try a dictionary on its hash, so a fast hash (SHA-256)
// is as safe as a slow password hash here, and it lets the store find a
// player by an indexed lookup. A leaked database gives no usable secret.
func hashSecret(secret string) ([]byte, error) {
	raw, err := base64.RawURLEncoding.DecodeString(secret)
	if err != nil || len(raw) != SecretBytes {
		return nil, protocol.Errorf(protocol.CodeBadSecret, "the device secret must be %d bytes in unpadded base64url", SecretBytes)
	}
	sum := sha256.Sum256(raw)
	return sum[:], nil
}

// CheckName validates a display name and returns it trimmed: 1 to 24
// characters, at least one of them visible (a letter, digit, symbol or
// punctuation), and no control, formatting or other invisible character
// (see invisible).
func CheckName(name string) (string, error) {
	name = strings.TrimSpace(name)
	if !utf8.ValidString(name) {
		return "", protocol.Errorf(protocol.CodeBadName, "a name must be UTF-8")
	}
	n := utf8.RuneCountInString(name)
	if n < MinName || n > MaxName {
		return "", protocol.Errorf(protocol.CodeBadName, "a name has %d to %d characters", MinName, MaxName)
	}
	visible := false
	for _, r := range name {
		if invisible(r) || r == utf8.RuneError {
			return "", protocol.Errorf(protocol.CodeBadName, "a name may not hold control or invisible characters (%U)", r)
		}
		if unicode.In(r, unicode.L, unicode.N, unicode.S, unicode.P) {
			visible = true
		}
	}
	if !visible {
		return "", protocol.Errorf(protocol.CodeBadName, "a name needs a visible letter, digit or sign")
	}
	return name, nil
}

// invisible reports whether r shows nothing where it stands: a control,
// a Default_Ignorable_Code_Point (Unicode's derived property: formatting
// characters, variation selectors, the combining grapheme joiner, the
// Hangul fillers...) or a blank that is not a space (the braille blank).
func invisible(r rune) bool {
	return unicode.IsControl(r) || unicode.Is(unicode.Cf, r) ||
		unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r) || unicode.Is(unicode.Variation_Selector, r) ||
		r == '\u2800'
}

// hello identifies the device: a known secret is its player, a new one
// makes a player with the name given.
func (s *Session) hello(ctx context.Context, m *protocol.Hello, re int64) error {
	if m.V != protocol.Version {
		return protocol.Errorf(protocol.CodeVersion, "this server speaks protocol version %d", protocol.Version)
	}
	if s.Player() != nil {
		return protocol.Errorf(protocol.CodeBadMessage, "hello was already said on this connection")
	}
	hash, err := hashSecret(m.Secret)
	if err != nil {
		return err
	}
	if m.Link != "" {
		if err := s.link(ctx, m.Link, hash); err != nil {
			return err
		}
	}
	var name string
	if m.Name != "" {
		if name, err = CheckName(m.Name); err != nil {
			return err
		}
	}
	h := s.hub
	p, err := h.store.PlayerBySecret(ctx, hash)
	isNew := errors.Is(err, storage.ErrNotFound) // a new player sits at no table yet
	switch {
	case isNew:
		if name == "" {
			return protocol.Errorf(protocol.CodeBadName, "a new player needs a name")
		}
		if err := s.allowNewPlayer(ctx, h.cfg.Now()); err != nil {
			return err
		}
		p = storage.Player{ID: newID(16), SecretHash: hash, Name: name, Created: h.cfg.Now()}
		if err := h.store.CreatePlayer(ctx, p); err != nil {
			return err
		}
	case err != nil:
		return err
	case name != "" && name != p.Name:
		if err := h.store.RenamePlayer(ctx, p.ID, name); err != nil {
			return err
		}
		p.Name = name
	}
	w := protocol.Welcome{Type: "welcome", Re: re, V: protocol.Version, Player: p.ID, Name: p.Name, Tables: []protocol.TableInfo{}}
	if !isNew {
		if w.Tables, err = h.tablesOf(ctx, p.ID); err != nil {
			return err
		}
	}
	s.mu.Lock()
	before := s.player
	s.player = &p
	s.secret = hash
	s.mu.Unlock()
	if before != nil {
		h.leave(s, before.ID) // a second hello: the session is the new player's
	} else {
		h.cfg.Metrics.players.Inc()
	}
	h.arrive(s, p.ID)
	s.reply(w)
	return nil
}

// rename changes the player's display name (tables already joined keep
// the name they were joined with).
func (s *Session) rename(ctx context.Context, m *protocol.Rename, re int64) error {
	name, err := CheckName(m.Name)
	if err != nil {
		return err
	}
	p := s.Player()
	if err := s.hub.store.RenamePlayer(ctx, p.ID, name); err != nil {
		return err
	}
	s.mu.Lock()
	s.player.Name = name
	s.mu.Unlock()
	s.reply(protocol.Renamed{Type: "renamed", Re: re, Name: name})
	return nil
}
