package node_test

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node"
	"github.com/koikoi-app/koikoi/server/storage"
	"github.com/koikoi-app/koikoi/server/ws"
)

// slowNotifier takes its time to subscribe, as a LISTEN connection to a
// busy database does, or fails to.
type slowNotifier struct {
	storage.Notifier
	fail       error
	subscribed atomic.Bool
}

func (n *slowNotifier) Subscribe(ctx context.Context, fn func(storage.Notice)) error {
	time.Sleep(100 * time.Millisecond)
	if n.fail != nil {
		return n.fail
	}
	err := n.Notifier.Subscribe(ctx, fn)
	n.subscribed.Store(err == nil)
	return err
}

// TestStartListensFirst: a node serves only once its hub hears the other
// nodes' notices (a node serving before could miss the notice of a move
// made meanwhile, and its people would wait for it until the move clock
// ran out); a node that cannot subscribe does not start.
func TestStartListensFirst(t *testing.T) {
	_, store := testNode(t, hub.Config{})
	start := func(n storage.Notifier) (*node.Node, error) {
		return node.Start(node.Config{Addr: "127.0.0.1:0", Store: store, Notifier: n, WS: ws.Config{Rate: 1000, Burst: 1000}, Log: quietLog()})
	}
	slow := &slowNotifier{Notifier: storage.NewLocalNotifier()}
	n, err := start(slow)
	if err != nil {
		t.Fatal(err)
	}
	defer n.Close()
	if !slow.subscribed.Load() {
		t.Error("the node serves before its hub listens for notices")
	}
	down := errors.New("the database is away")
	if n, err := start(&slowNotifier{Notifier: storage.NewLocalNotifier(), fail: down}); !errors.Is(err, down) {
		if n != nil {
			n.Close()
		}
		t.Errorf("Start with a notifier that cannot subscribe = %v; want its error", err)
	}
}
