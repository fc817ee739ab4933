package node_test

import (
	"context"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/game"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
	"github.com/koikoi-app/koikoi/server/storage/sqlite"
	"github.com/koikoi-app/koikoi/server/ws"
)

// endFault is a store whose first commit of a rated game's end fails as
// a node killed at that moment would see it: before the commit reached
// the database (nothing written), or after (written, but the node never
// hears so).
type endFault struct {
	storage.Store
	after bool
	fired atomic.Bool
}

func (f *endFault) Commit(ctx context.Context, c storage.Commit) error {
	if len(c.Ratings) == 0 || f.fired.Swap(true) {
		return f.Store.Commit(ctx, c)
	}
	if f.after {
		if err := f.Store.Commit(ctx, c); err != nil {
			return err
		}
	}
	return errKilled
}

// TestRatedEndFault: a rated game's end whose commit is lost, or written
// without the node knowing, counts every rating once: the ratings are in
// the commit of the game's end, so they are written with it or not at
// all, and a game that ended is never ended again.
//
// The deal is fixed (seed 4): a one-round game dealt four cards of a
// month ends at the deal, in the join's commit, which the fault then
// failed (seen once: "unavailable" at the join).
func TestRatedEndFault(t *testing.T) {
	for _, after := range []bool{false, true} {
		name := map[bool]string{false: "lost", true: "unheard"}[after]
		t.Run(name, func(t *testing.T) {
			st, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "server.db"))
			if err != nil {
				t.Fatal(err)
			}
			store := &endFault{Store: st, after: after}
			n, err := node.Start(node.Config{Addr: "127.0.0.1:0", Store: store, Notifier: storage.NewLocalNotifier(),
				Hub: hub.Config{ComputerDelay: -1, Sweep: 50 * time.Millisecond, Seeds: func() uint64 { return 4 }}, WS: ws.Config{Rate: 1000, Burst: 1000}, Log: quietLog()})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() {
				n.Close()
				st.Close()
			})
			ctx := timeout(t, 60*time.Second)
			aki, akiSecret := player(t, ctx, n, "Aki")
			ben, benSecret := player(t, ctx, n, "Ben")
			table := openRated(t, ctx, aki, ben, "1")
			// The bots play until the game's end is in the database: where
			// the node never heard of its commit, it announced nothing, and
			// the other bot would wait for it (as a killed node's clients
			// wait until they reconnect elsewhere).
			playCtx, stop := context.WithCancel(ctx)
			for _, secret := range []string{akiSecret, benSecret} {
				c, err := client.Dial(ctx, n.URL())
				if err != nil {
					t.Fatal(err)
				}
				defer c.CloseNow()
				if _, err := c.Hello(ctx, secret, ""); err != nil {
					t.Fatal(err)
				}
				send(t, ctx, c, protocol.Resume{Header: hdr("resume"), Table: table})
				go (&client.Bot{Conn: c, Level: "random", Choose: game.BotMove}).Play(playCtx)
			}
			for {
				if tb, err := st.Table(ctx, table); err == nil && tb.Status == storage.StatusFinished {
					break
				}
				select {
				case <-ctx.Done():
					t.Fatal("the game never ended")
				case <-time.After(10 * time.Millisecond):
				}
			}
			stop()
			if !store.fired.Load() {
				t.Fatal("the game's end was never committed with ratings")
			}
			rec, err := st.Record(ctx, table)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range rec.Players {
				list, err := st.PlayerRatings(ctx, p.Player)
				if err != nil || len(list) != 1 || list[0].Games != 1 {
					t.Errorf("%s's ratings = %+v, %v; want one game", p.Player, list, err)
				}
				hist, _ := st.RatingHistory(ctx, p.Player, "koikoi", 10)
				if len(hist) != 1 || hist[0].TableID != table {
					t.Errorf("%s's history = %+v; want the one game", p.Player, hist)
				}
			}
		})
	}
}
