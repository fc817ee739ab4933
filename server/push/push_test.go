package push_test

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/push"
	"github.com/koikoi-app/koikoi/server/push/pushtest"
	"github.com/koikoi-app/koikoi/server/storage"
	"github.com/koikoi-app/koikoi/server/storage/sqlite"
)

func openStore(t *testing.T) storage.Store {
	t.Helper()
	st, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// TestSend: a notification reaches the push service encrypted for the
// subscription, decrypts to the message, carries the nodes' shared VAPID
// key, and a 410 says the subscription is gone.
func TestSend(t *testing.T) {
	ctx := context.Background()
	st := openStore(t)
	s, err := push.New(ctx, st, push.Config{Subscriber: "mailto:ops@example.org", AllowPrivate: true})
	if err != nil {
		t.Fatal(err)
	}
	other, err := push.New(ctx, st, push.Config{Subscriber: "mailto:ops@example.org", AllowPrivate: true})
	if err != nil || other.PublicKey() != s.PublicKey() || s.PublicKey() == "" {
		t.Fatalf("a second node's key %q, the first's %q: %v", other.PublicKey(), s.PublicKey(), err)
	}
	svc := pushtest.New()
	defer svc.Close()
	sub := storage.PushSubscription{Endpoint: svc.Endpoint(), P256dh: svc.P256dh(), Auth: svc.Auth(), Turns: true}
	if err := s.Check(ctx, sub); err != nil {
		t.Fatal(err)
	}
	want := push.Message{Kind: "turn", Table: "k3v9q0x7m2c8d1fa", Game: "koikoi"}
	if gone, err := s.Send(ctx, sub, want); err != nil || gone {
		t.Fatalf("Send: gone %v, %v", gone, err)
	}
	got := svc.Received()
	if len(got) != 1 || got[0].Err != nil || got[0].VAPID != s.PublicKey() || got[0].TTL == "" {
		t.Fatalf("received %+v", got)
	}
	var m push.Message
	if err := json.Unmarshal(got[0].Payload, &m); err != nil || m != want {
		t.Errorf("decrypted %q (%v); want %+v", got[0].Payload, err, want)
	}
	svc.Gone()
	if gone, err := s.Send(ctx, sub, want); err != nil || !gone {
		t.Errorf("Send to a gone subscription: gone %v, %v", gone, err)
	}
}

// TestCheck: only https endpoints on public hosts with keys of the right
// sizes are kept; the dialer refuses a private address at send time too.
func TestCheck(t *testing.T) {
	ctx := context.Background()
	s, err := push.New(ctx, openStore(t), push.Config{Subscriber: "mailto:ops@example.org"})
	if err != nil {
		t.Fatal(err)
	}
	svc := pushtest.New()
	defer svc.Close()
	good := storage.PushSubscription{Endpoint: "https://93.184.215.14/push/1", P256dh: svc.P256dh(), Auth: svc.Auth()}
	if err := s.Check(ctx, good); err != nil {
		t.Fatalf("a public https endpoint: %v", err)
	}
	for _, endpoint := range []string{
		svc.Endpoint(), // http on loopback
		"https://127.0.0.1/push", "https://10.1.2.3/push", "https://192.168.0.1/push", "https://169.254.169.254/latest",
		"https://[::1]/push", "https://[fd00::1]/push", "https://100.64.0.1/push", "https://0.0.0.0/push",
		"http://93.184.215.14/push", "ftp://93.184.215.14/push", "https://user:pw@93.184.215.14/push", "https:///push",
		"not a url", "https://localhost/push",
	} {
		sub := good
		sub.Endpoint = endpoint
		if err := s.Check(ctx, sub); !errors.Is(err, push.ErrEndpoint) {
			t.Errorf("endpoint %q: %v; want ErrEndpoint", endpoint, err)
		}
	}
	for _, keys := range [][2]string{{"", svc.Auth()}, {svc.P256dh(), ""}, {svc.Auth(), svc.Auth()}, {svc.P256dh(), "!!"}} {
		sub := good
		sub.P256dh, sub.Auth = keys[0], keys[1]
		if err := s.Check(ctx, sub); !errors.Is(err, push.ErrKeys) {
			t.Errorf("keys %q: %v; want ErrKeys", keys, err)
		}
	}
	// A subscription kept by a server that allowed it, sent by one that
	// does not: the dialer refuses the loopback address.
	sub := storage.PushSubscription{Endpoint: svc.Endpoint(), P256dh: svc.P256dh(), Auth: svc.Auth()}
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	if _, err := s.Send(ctx, sub, push.Message{Kind: "turn"}); !errors.Is(err, push.ErrEndpoint) {
		t.Errorf("sending to loopback: %v; want ErrEndpoint", err)
	}
	if n := len(svc.Received()); n != 0 {
		t.Errorf("the service received %d notices", n)
	}
}
