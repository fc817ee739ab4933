package storagetest

import (
	"context"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/storage"
)

// testAttempts: attempts count by key and since a time, and pruning
// forgets those before a time only.
func testAttempts(t *testing.T, s storage.Store) {
	ctx := context.Background()
	for _, a := range []struct {
		key string
		at  time.Duration
	}{{"join player p1", 0}, {"join player p1", time.Minute}, {"join player p1", 5 * time.Minute}, {"join player p2", time.Minute}, {"link addr 1.2.3.4", 0}} {
		if err := s.AddAttempt(ctx, a.key, t0.Add(a.at)); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		key   string
		since time.Duration
		want  int
	}{
		{"join player p1", 0, 3},
		{"join player p1", time.Minute, 2}, // at or after
		{"join player p1", 2 * time.Minute, 1},
		{"join player p2", 0, 1},
		{"join player p3", 0, 0},
		{"link addr 1.2.3.4", -time.Hour, 1},
	} {
		if n, err := s.CountAttempts(ctx, c.key, t0.Add(c.since)); err != nil || n != c.want {
			t.Errorf("CountAttempts(%q, t0%+v) = %d, %v; want %d", c.key, c.since, n, err, c.want)
		}
	}
	if err := s.PruneAttempts(ctx, t0.Add(2*time.Minute)); err != nil {
		t.Fatal(err)
	}
	if n, err := s.CountAttempts(ctx, "join player p1", t0.Add(-time.Hour)); err != nil || n != 1 {
		t.Errorf("after pruning before t0+2m, p1 has %d attempts (%v); want the one at t0+5m", n, err)
	}
	if n, _ := s.CountAttempts(ctx, "link addr 1.2.3.4", t0.Add(-time.Hour)); n != 0 {
		t.Errorf("after pruning, the address has %d attempts; want 0", n)
	}
}
