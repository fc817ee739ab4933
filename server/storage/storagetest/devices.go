package storagetest

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/storage"
)

// testDevices: a link code links one device, once, before it expires; the
// device's secret is then the player's; an unlinked device's is no one's.
func testDevices(t *testing.T, s storage.Store) {
	ctx := context.Background()
	if err := s.CreatePlayer(ctx, storage.Player{ID: "p1", SecretHash: []byte("first"), Name: "Aki", Created: t0}); err != nil {
		t.Fatal(err)
	}
	code := storage.LinkCode{Hash: []byte("code"), Player: "p1", Created: t0, Expires: t0.Add(10 * time.Minute)}
	if err := s.CreateLinkCode(ctx, code); err != nil {
		t.Fatal(err)
	}
	if err := s.CreateLinkCode(ctx, storage.LinkCode{Hash: []byte("old"), Player: "p1", Created: t0.Add(-time.Hour), Expires: t0.Add(-50 * time.Minute)}); err != nil {
		t.Fatal(err)
	}
	if n, err := s.LinkCodesSince(ctx, "p1", t0.Add(-time.Minute)); err != nil || n != 1 {
		t.Errorf("LinkCodesSince = %d, %v; want 1", n, err)
	}
	dev := func(id, secret string) storage.Device {
		return storage.Device{ID: id, SecretHash: []byte(secret), Created: t0.Add(time.Minute)}
	}
	for name, c := range map[string]struct {
		hash   string
		now    time.Time
		device storage.Device
		want   error
	}{
		"unknown":        {"nope", t0, dev("d0", "s0"), storage.ErrNotFound},
		"expired":        {"old", t0, dev("d0", "s0"), storage.ErrNotFound},
		"expired later":  {"code", t0.Add(10 * time.Minute), dev("d0", "s0"), storage.ErrNotFound},
		"player's first": {"code", t0, dev("d0", "first"), storage.ErrConflict},
	} {
		if _, err := s.RedeemLinkCode(ctx, []byte(c.hash), c.now, c.device); !errors.Is(err, c.want) {
			t.Errorf("%s: RedeemLinkCode = %v; want %v", name, err, c.want)
		}
	}
	// Two devices at once: one links, the other finds the code spent.
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i := range 2 {
		wg.Go(func() {
			_, errs[i] = s.RedeemLinkCode(ctx, []byte("code"), t0.Add(time.Minute), dev("d"+string(rune('1'+i)), "s"+string(rune('1'+i))))
		})
	}
	wg.Wait()
	if (errs[0] == nil) == (errs[1] == nil) || !(errors.Is(errs[0], storage.ErrNotFound) || errors.Is(errs[1], storage.ErrNotFound)) {
		t.Fatalf("two redeems of one code: %v, %v; want one link and one ErrNotFound", errs[0], errs[1])
	}
	linked := "s1"
	if errs[0] != nil {
		linked = "s2"
	}
	if p, err := s.PlayerBySecret(ctx, []byte(linked)); err != nil || p.ID != "p1" {
		t.Errorf("PlayerBySecret(linked device) = %+v, %v; want p1", p, err)
	}
	list, err := s.PlayerDevices(ctx, "p1")
	if err != nil || len(list) != 1 || string(list[0].SecretHash) != linked || list[0].Player != "p1" || !list[0].Created.Equal(t0.Add(time.Minute)) {
		t.Fatalf("PlayerDevices = %+v, %v", list, err)
	}
	if err := s.Unlink(ctx, "p2", list[0].ID); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("Unlink(another player's device) = %v; want ErrNotFound", err)
	}
	if err := s.Unlink(ctx, "p1", list[0].ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.PlayerBySecret(ctx, []byte(linked)); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("PlayerBySecret(unlinked) = %v; want ErrNotFound", err)
	}
	if p, err := s.PlayerBySecret(ctx, []byte("first")); err != nil || p.ID != "p1" {
		t.Errorf("PlayerBySecret(first) = %+v, %v; want p1", p, err)
	}
}
