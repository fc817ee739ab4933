package store

import (
	"encoding/json"
	"errors"
	"fmt"
)

// OnlineName is the blob of what the device keeps for online play. It is
// apart from the settings: the table's progress is saved after every move
// online, and a Settings screen saving its own copy must never write back
// an older seat.
const OnlineName = "online.json"

// Online is what the device keeps for online play.
type Online struct {
	Version int `json:"version"`
	// Secret is the device's identity on the server (online.NewSecret): the
	// player's only credential, kept like a password. Empty until the
	// first time the player goes online.
	Secret string `json:"secret,omitempty"`
	// Name is the display name the player chose (empty until then).
	Name string `json:"name,omitempty"`
	// Address is the server the player set in Settings; empty plays on
	// the build's server (online.DefaultAddress).
	Address string `json:"address,omitempty"`
	// Tables are the unfinished tables where the player sits, to take the
	// player back to them when the app starts again.
	Tables []OnlineTable `json:"tables,omitempty"`
	// Unfinished is how many unfinished tables the server last listed for
	// the player (turn-based ones among them): while there are some, the
	// app connects when it starts, to hear of the player's turns on Home.
	Unfinished int `json:"unfinished,omitempty"`
	// NotifyOff: the player turned the browser's notifications off (the
	// web build's Settings); they are on while the browser allows them.
	NotifyOff bool `json:"notifyOff,omitempty"`
	// Push is the browser's push subscription the server was given, to
	// send the player's choices again when they change; nil when none.
	Push *PushSubscription `json:"push,omitempty"`
}

// PushSubscription is a browser's push subscription: its push service's
// endpoint and the browser's keys (base64url).
type PushSubscription struct {
	Endpoint string `json:"endpoint"`
	P256dh   string `json:"p256dh"`
	Auth     string `json:"auth"`
}

// OnlineTable is a table the device holds a seat at.
type OnlineTable struct {
	ID   string `json:"id"`
	Game string `json:"game"` // "koikoi" or "ikebana"
	Seat int    `json:"seat"`
	// Seq is the last event the device read; it resumes after it.
	Seq int64 `json:"seq"`
}

// LoadOnline returns what the device keeps for online play: nothing on a
// first start. A damaged blob returns what could be read and an error
// wrapping ErrCorrupt: the app must not then make a new secret and save
// over it without asking, as the secret is the player's identity.
func (s *Store) LoadOnline() (Online, error) {
	var o Online
	b, err := s.b.Read(OnlineName)
	if errors.Is(err, ErrNotFound) {
		return o, nil
	}
	if err != nil {
		return o, err
	}
	if err := json.Unmarshal(b, &o); err != nil {
		return Online{}, fmt.Errorf("%w: online: %v", ErrCorrupt, err)
	}
	return o, nil
}

// SaveOnline writes what the device keeps for online play, atomically.
func (s *Store) SaveOnline(o Online) error {
	o.Version = 1
	return s.write(OnlineName, o)
}
