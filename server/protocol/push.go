package protocol

// Web Push (docs/online-protocol.md, "Word when it is your turn"): a
// browser subscribes with the server's key, and says what its player
// wants to hear of while no app of theirs is connected.

// MaxPushSubscriptions is how many browsers a player may subscribe.
const MaxPushSubscriptions = 10

// The client's messages of Web Push.
type (
	// GetPushKey asks for the server's VAPID public key.
	GetPushKey struct{ Header }
	// PushSubscribe keeps a browser's subscription (the Push API's
	// endpoint and keys, base64url) and what it wants: Turns (a
	// turn-based table waits for the player's move) and Invites (a
	// friend's invitation). Subscribing again changes the choices.
	PushSubscribe struct {
		Header
		Endpoint string `json:"endpoint"`
		P256dh   string `json:"p256dh"`
		Auth     string `json:"auth"`
		Turns    bool   `json:"turns,omitempty"`
		Invites  bool   `json:"invites,omitempty"`
	}
	// PushUnsubscribe forgets a browser's subscription.
	PushUnsubscribe struct {
		Header
		Endpoint string `json:"endpoint"`
	}
)

// PushKey answers GetPushKey; Key is empty when the server sends no push.
type PushKey struct {
	Type string `json:"type"` // "push_key"
	Re   int64  `json:"re,omitempty"`
	Key  string `json:"key"`
}
