package storage

import (
	"context"
	"time"
)

// Devices is what a Store keeps to let one player play from several
// devices: a device asks for a link code, another device redeems it with
// its own secret and becomes the same player (PlayerBySecret finds the
// player by either secret), until it is unlinked.
type Devices interface {
	// CreateLinkCode keeps a link code (its hash) of a player until it
	// expires.
	CreateLinkCode(ctx context.Context, code LinkCode) error
	// LinkCodesSince counts the link codes a player asked for since t.
	LinkCodesSince(ctx context.Context, playerID string, t time.Time) (int, error)
	// RedeemLinkCode spends a link code unexpired at now and links the
	// device d (Player set to the code's player) in one transaction:
	// ErrNotFound for a code unknown, spent or expired, ErrConflict when
	// the device's secret is already a player's or a device's.
	RedeemLinkCode(ctx context.Context, codeHash []byte, now time.Time, d Device) (Device, error)
	// PlayerDevices lists a player's linked devices, the oldest first.
	PlayerDevices(ctx context.Context, playerID string) ([]Device, error)
	// Unlink removes a player's linked device: its secret is no one's
	// any more (ErrNotFound for no such device of this player).
	Unlink(ctx context.Context, playerID, deviceID string) error
}

// LinkCode is a one-time code that links a device to a player.
type LinkCode struct {
	Hash    []byte
	Player  string
	Created time.Time
	Expires time.Time
}

// Device is a device linked to a player: a secret besides the player's
// first one.
type Device struct {
	ID         string
	SecretHash []byte
	Player     string
	Created    time.Time
}
