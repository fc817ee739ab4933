package push

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"syscall"
	"time"

	webpush "github.com/SherClockHolmes/webpush-go"

	"github.com/koikoi-app/koikoi/server/storage"
)

// Config configures a Sender.
type Config struct {
	// Subscriber is the contact the push services see in the VAPID
	// signature: "mailto:" an address, or an https URL.
	Subscriber string
	// AllowPrivate lets endpoints be plain http on private or loopback
	// addresses: for tests only.
	AllowPrivate bool
	// Timeout bounds one notification's request (0: 10 s).
	Timeout time.Duration
}

// Errors Check returns; callers test them with errors.Is.
var (
	// ErrEndpoint: an endpoint that is not an https URL of a public host.
	ErrEndpoint = errors.New("push: the endpoint must be an https URL on a public host")
	// ErrKeys: subscription keys that are not a P-256 public key (65
	// bytes) and a 16-byte secret, in unpadded base64url.
	ErrKeys = errors.New("push: the keys must be a P-256 public key and a 16-byte secret, base64url")
)

// vapidKey is the store's name of the nodes' shared VAPID key pair.
const vapidKey = "vapid"

// Sender sends notifications. It is safe for concurrent use.
type Sender struct {
	cfg             Config
	public, private string
	client          *http.Client
	resolver        *net.Resolver
}

// New returns a Sender with the nodes' VAPID keys: those the store keeps,
// or a new pair it keeps for every node from now on.
func New(ctx context.Context, store storage.Push, cfg Config) (*Sender, error) {
	if cfg.Timeout == 0 {
		cfg.Timeout = 10 * time.Second
	}
	if cfg.Subscriber == "" {
		return nil, errors.New("push: a subscriber contact is required")
	}
	priv, pub, err := webpush.GenerateVAPIDKeys()
	if err != nil {
		return nil, err
	}
	kept, err := store.ServerKey(ctx, vapidKey, priv+" "+pub)
	if err != nil {
		return nil, fmt.Errorf("push: the VAPID keys: %w", err)
	}
	priv, pub, ok := strings.Cut(kept, " ")
	if !ok {
		return nil, errors.New("push: the stored VAPID keys are damaged")
	}
	s := &Sender{cfg: cfg, public: pub, private: priv, resolver: net.DefaultResolver}
	dialer := &net.Dialer{Timeout: cfg.Timeout, Control: s.control}
	s.client = &http.Client{Timeout: cfg.Timeout, Transport: &http.Transport{DialContext: dialer.DialContext,
		TLSHandshakeTimeout: cfg.Timeout, MaxIdleConnsPerHost: 4, IdleConnTimeout: time.Minute}}
	return s, nil
}

// PublicKey is the VAPID public key a browser subscribes with
// (applicationServerKey), base64url.
func (s *Sender) PublicKey() string { return s.public }

// Check checks a subscription before it is kept: an https endpoint (http
// on a private host with AllowPrivate) whose host's every address is
// public, and keys of the right sizes.
func (s *Sender) Check(ctx context.Context, sub storage.PushSubscription) error {
	if len(sub.Endpoint) > 2048 {
		return ErrEndpoint
	}
	u, err := url.Parse(sub.Endpoint)
	if err != nil || u.Host == "" || u.User != nil || (u.Scheme != "https" && !(s.cfg.AllowPrivate && u.Scheme == "http")) {
		return ErrEndpoint
	}
	if !s.cfg.AllowPrivate {
		addrs, err := s.resolver.LookupNetIP(ctx, "ip", u.Hostname())
		if err != nil || len(addrs) == 0 {
			return ErrEndpoint
		}
		for _, a := range addrs {
			if !public(a) {
				return ErrEndpoint
			}
		}
	}
	if n, err := decodedLen(sub.P256dh); err != nil || n != 65 {
		return ErrKeys
	}
	if n, err := decodedLen(sub.Auth); err != nil || n != 16 {
		return ErrKeys
	}
	return nil
}

// decodedLen is the length of a base64url key, padded or not.
func decodedLen(k string) (int, error) {
	b, err := decodeKey(k)
	return len(b), err
}

// control refuses a connection to an address that is not public (unless
// AllowPrivate): a host name checked at subscription may resolve
// elsewhere later.
func (s *Sender) control(network, address string, _ syscall.RawConn) error {
	if s.cfg.AllowPrivate {
		return nil
	}
	ap, err := netip.ParseAddrPort(address)
	if err != nil || !public(ap.Addr()) {
		return fmt.Errorf("%w: %s", ErrEndpoint, address)
	}
	return nil
}

// cgnat is the shared address space of carrier-grade NAT (RFC 6598).
var cgnat = netip.MustParsePrefix("100.64.0.0/10")

// public reports whether an address is a public unicast one.
func public(a netip.Addr) bool {
	a = a.Unmap()
	return a.IsGlobalUnicast() && !a.IsPrivate() && !cgnat.Contains(a)
}

// Message is a notification's payload: what happened, at which table.
// The browser's service worker writes the sentence in its player's
// language.
type Message struct {
	Kind  string `json:"kind"` // "turn" or "invite"
	Table string `json:"table"`
	Game  string `json:"game"`
	From  string `json:"from,omitempty"` // an invitation's sender
}

// Send sends a message to a subscription. Gone reports a subscription
// the push service no longer knows (404 or 410): forget it.
func (s *Sender) Send(ctx context.Context, sub storage.PushSubscription, m Message) (gone bool, err error) {
	payload, err := json.Marshal(m)
	if err != nil {
		return false, err
	}
	resp, err := webpush.SendNotificationWithContext(ctx, payload, &webpush.Subscription{Endpoint: sub.Endpoint,
		Keys: webpush.Keys{P256dh: sub.P256dh, Auth: sub.Auth}},
		&webpush.Options{HTTPClient: s.client, Subscriber: s.cfg.Subscriber, TTL: 24 * 60 * 60, Urgency: webpush.UrgencyNormal,
			Topic: topic(m), VAPIDPublicKey: s.public, VAPIDPrivateKey: s.private})
	if err != nil {
		return false, err
	}
	defer resp.Body.Close()
	io.Copy(io.Discard, io.LimitReader(resp.Body, 4096))
	switch {
	case resp.StatusCode == http.StatusNotFound || resp.StatusCode == http.StatusGone:
		return true, nil
	case resp.StatusCode/100 != 2:
		return false, fmt.Errorf("push: the push service answered %s", resp.Status)
	}
	return false, nil
}

// topic collapses a table's pending notices of one kind into the last
// (RFC 8030 Topic: at most 32 base64url characters).
func topic(m Message) string {
	t := m.Kind + m.Table
	if len(t) > 32 {
		t = t[:32]
	}
	return strings.Map(func(r rune) rune {
		if bytes.ContainsRune([]byte("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"), r) {
			return r
		}
		return '_'
	}, t)
}
