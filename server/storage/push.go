package storage

import (
	"context"
	"time"
)

// Push is what a Store keeps for Web Push: each browser's subscription
// and what its player wants to hear of, whether a player has a session
// open anywhere, and the keys the nodes share.
type Push interface {
	// SavePushSubscription adds a subscription, or replaces the one with
	// its endpoint (a browser subscribes anew, or another player signs in
	// on it).
	SavePushSubscription(ctx context.Context, s PushSubscription) error
	// RemovePushSubscription removes a player's subscription (none:
	// nothing changes).
	RemovePushSubscription(ctx context.Context, player, endpoint string) error
	// PushSubscriptions lists a player's subscriptions.
	PushSubscriptions(ctx context.Context, player string) ([]PushSubscription, error)
	// Online reports whether the player has a session (see
	// Friends.Present) on a node whose last beat is at or after alive.
	Online(ctx context.Context, player string, alive time.Time) (bool, error)
	// ServerKey returns the value kept under name, keeping value there
	// first when there is none: the first node's value wins.
	ServerKey(ctx context.Context, name, value string) (string, error)
}

// PushSubscription is a browser's push subscription (the Push API's
// endpoint and keys) with what its player chose to hear of.
type PushSubscription struct {
	Endpoint string
	Player   string
	P256dh   string // the browser's public key, base64url
	Auth     string // the authentication secret, base64url
	Turns    bool   // a turn-based table waits for the player's move
	Invites  bool   // a friend's invitation
	Created  time.Time
}
