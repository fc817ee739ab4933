package storage

import (
	"context"
	"sync"
	"testing"
)

func TestLocalNotifier(t *testing.T) {
	n := NewLocalNotifier()
	ctx, cancel := context.WithCancel(context.Background())
	var mu sync.Mutex
	var got []int64
	if err := n.Subscribe(ctx, func(n Notice) {
		mu.Lock()
		defer mu.Unlock()
		if n.Table == "t1" && !n.Carries() {
			got = append(got, n.Seq)
		}
	}); err != nil {
		t.Fatal(err)
	}
	other := 0
	n.Subscribe(context.Background(), func(Notice) { other++ })
	n.Publish(context.Background(), "t1", 4)
	n.Publish(context.Background(), "t1", 5)
	cancel()
	n.Publish(context.Background(), "t1", 6) // after the first subscriber left
	mu.Lock()
	defer mu.Unlock()
	if len(got) != 2 || got[0] != 4 || got[1] != 5 || other != 3 {
		t.Errorf("subscriber got %v, the other %d notices; want [4 5] and 3", got, other)
	}
}
