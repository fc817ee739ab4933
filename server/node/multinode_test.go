//go:build unix

package node_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/game"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
	"github.com/koikoi-app/koikoi/server/storage/postgres"
	"github.com/koikoi-app/koikoi/server/storage/postgres/pgtest"
	"github.com/koikoi-app/koikoi/server/ws"
)

// pgNodes starts n nodes on one PostgreSQL database, each with a store
// (a pool) and a LISTEN connection of its own, as separate processes have.
func pgNodes(t testing.TB, n int) []*node.Node {
	t.Helper()
	nodes, _ := pgNodesWith(t, n, hub.Config{})
	return nodes
}

// pgNodesWith is pgNodes with the hubs' settings (computers move at once,
// the sweep is quick; the deals play unless cfg.Seeds says otherwise, the
// nodes drawing their seeds from one source).
func pgNodesWith(t testing.TB, n int, cfg hub.Config) ([]*node.Node, []storage.Store) {
	t.Helper()
	cfg.ComputerDelay, cfg.Sweep = -1, 50*time.Millisecond
	if cfg.Seeds == nil {
		cfg.Seeds = nodetest.PlayableSeeds()
	}
	dsn := pgtest.New(t).Database(t)
	var nodes []*node.Node
	var stores []storage.Store
	for range n {
		store, err := postgres.Open(context.Background(), dsn)
		if err != nil {
			t.Fatal(err)
		}
		nd, err := node.Start(node.Config{Addr: "127.0.0.1:0", Store: store, Notifier: store.Notifier(),
			Hub: cfg, WS: ws.Config{Rate: 1000, Burst: 1000},
			Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			nd.Close()
			store.Close()
		})
		nodes = append(nodes, nd)
		stores = append(stores, store)
	}
	return nodes, stores
}

// TestNodes plays a Koi-Koi and a three-seat Ikebana table whose people
// sit on different nodes: each node hears of the others' moves only
// through the database (LISTEN/NOTIFY), and every seat sees every event in
// order to the game's end.
func TestNodes(t *testing.T) {
	nodes := pgNodes(t, 2)
	ctx := timeout(t, patience)
	for _, tc := range []struct {
		game  string
		opts  protocol.Options
		seats int
	}{
		// Three rounds: a one-round game can end at its deal (a hand of
		// four of a month), with no move to check.
		{"koikoi", protocol.Options{Preset: "standard", Rules: map[string]string{"rounds": "3"}}, 2},
		{"ikebana", protocol.Options{Players: 3}, 3},
	} {
		t.Run(tc.game, func(t *testing.T) {
			specs := make([]protocol.SeatSpec, tc.seats)
			for i := range specs {
				specs[i] = protocol.SeatSpec{Kind: "person"}
			}
			invite := make(chan string, 1)
			bots := make([]*client.Bot, tc.seats)
			for i := range bots {
				c, _ := player(t, ctx, nodes[i%len(nodes)], fmt.Sprintf("Seat %d", i))
				bots[i] = &client.Bot{Conn: c, Level: "normal", Choose: game.BotMove, Seed: uint64(i)}
			}
			bots[0].Observe = func(m client.Message) {
				if m.Error != nil {
					t.Logf("seat 0: %v", m.Error)
				}
				if st, err := m.State(); m.Type == "state" && err == nil && st.Table.Invite != "" {
					select {
					case invite <- st.Table.Invite:
					default:
					}
				}
			}
			var wg sync.WaitGroup
			play := func(b *client.Bot, seat int) {
				wg.Go(func() {
					if err := b.Play(ctx); err != nil {
						t.Errorf("seat %d: %v", seat, err)
					}
				})
			}
			send(t, ctx, bots[0].Conn, protocol.Create{Header: hdr("create"), Game: tc.game, Options: tc.opts, Seats: specs})
			play(bots[0], 0)
			var code string
			select {
			case code = <-invite:
			case <-time.After(patience):
				t.Fatalf("no invite code after the create: errors %v", bots[0].Errors)
			}
			for i, b := range bots[1:] {
				send(t, ctx, b.Conn, protocol.Join{Header: hdr("join"), Code: code})
				play(b, i+1)
			}
			wg.Wait()
			for i, b := range bots {
				if b.Ended != "game_end" || b.Seq != bots[0].Seq || len(b.Errors) != 0 {
					t.Errorf("seat %d (node %d): ended %q at seq %d (seat 0: %d), errors %v", i, i%len(nodes), b.Ended, b.Seq, bots[0].Seq, b.Errors)
				}
			}
			if bots[0].Moves == 0 || bots[1].Moves == 0 {
				t.Errorf("moves %d and %d: the seats did not both play", bots[0].Moves, bots[1].Moves)
			}
		})
	}
}

// TestJoinLockoutAcrossNodes: wrong invite codes count on every node at
// once (the counts are the database's): a guesser who spreads them over
// two nodes is locked out on both after JoinFailures in all, where each
// node's own count would have allowed twice as many.
func TestJoinLockoutAcrossNodes(t *testing.T) {
	nodes := pgNodes(t, 2)
	ctx := timeout(t, patience)
	aki, _ := player(t, ctx, nodes[0], "Aki")
	m, err := aki.Await(ctx, send(t, ctx, aki, protocol.Create{Header: hdr("create"), Game: "koikoi",
		Seats: []protocol.SeatSpec{{Kind: "person"}, {Kind: "person"}}}))
	if err != nil {
		t.Fatal(err)
	}
	st, _ := m.State()
	eve, secret := player(t, ctx, nodes[0], "Eve")
	eve2, err := client.Dial(ctx, nodes[1].URL())
	if err != nil {
		t.Fatal(err)
	}
	defer eve2.CloseNow()
	if _, err := eve2.Hello(ctx, secret, ""); err != nil {
		t.Fatal(err)
	}
	wrong := "ACDEFG"
	if st.Table.Invite == wrong {
		wrong = "GFEDCA"
	}
	for i := range hub.JoinFailures {
		c := []*client.Conn{eve, eve2}[i%2]
		expectError(t, ctx, c, send(t, ctx, c, protocol.Join{Header: hdr("join"), Code: wrong}), protocol.CodeNotFound)
	}
	for i, c := range []*client.Conn{eve, eve2} {
		if _, err := c.Await(ctx, send(t, ctx, c, protocol.Join{Header: hdr("join"), Code: st.Table.Invite})); err == nil {
			t.Errorf("node %d let Eve join after %d wrong codes over both nodes", i, hub.JoinFailures)
		} else if pe, ok := err.(*protocol.Error); !ok || pe.Code != protocol.CodeRateLimited {
			t.Errorf("node %d answered %v; want rate_limited", i, err)
		}
	}
}
