//go:build unix

package node_test

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/game"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// BenchmarkMove measures the hot path of a server under load, per person's
// move (an op is a whole game; the metrics per move are what to read): the move read from a WebSocket, applied, committed, and its events
// fanned out to every seat of the table, each seat a person played by a
// bot in this process that moves at once (so the bots' own reading and
// choosing is counted too, as it is in cmd/loadtest). Sixteen tables play
// at once, on one SQLite node, one PostgreSQL node, or two PostgreSQL nodes
// with each table's seats spread over both (their events go through
// LISTEN/NOTIFY). Besides the time per move it reports the
// CPU time per move of the whole process (server and bots): on a shared
// machine, that is the number to compare.
func BenchmarkMove(b *testing.B) {
	games := []struct {
		name  string
		opts  protocol.Options
		seats int
	}{
		{"koikoi", protocol.Options{Preset: "standard", Rules: map[string]string{"rounds": "1"}}, 2},
		{"ikebana", protocol.Options{Players: 4}, 4},
	}
	stores := []struct {
		name  string
		nodes func(b *testing.B) []*node.Node
	}{
		{"sqlite", func(b *testing.B) []*node.Node { n, _ := testNode(b, hub.Config{}); return []*node.Node{n} }},
		{"postgres", func(b *testing.B) []*node.Node { return pgNodes(b, 1) }},
		{"postgres-2nodes", func(b *testing.B) []*node.Node { return pgNodes(b, 2) }},
	}
	for _, st := range stores {
		for _, g := range games {
			b.Run(st.name+"/"+g.name, func(b *testing.B) {
				nodes := st.nodes(b)
				ctx := timeout(b, 10*time.Minute)
				b.ReportAllocs()
				var mem0, mem1 runtime.MemStats
				runtime.ReadMemStats(&mem0)
				cpu0 := cpuTime()
				b.ResetTimer()
				var games, moves atomic.Int64
				var wg sync.WaitGroup
				for range 16 {
					wg.Go(func() {
						for games.Add(1) <= int64(b.N) && ctx.Err() == nil {
							moves.Add(int64(benchGame(b, ctx, nodes, g.name, g.opts, g.seats)))
						}
					})
				}
				wg.Wait()
				b.StopTimer()
				cpu := cpuTime() - cpu0
				runtime.ReadMemStats(&mem1)
				n := float64(moves.Load())
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/n, "ns/move")
				b.ReportMetric(float64(cpu.Microseconds())/n, "cpu-µs/move")
				b.ReportMetric(float64(mem1.Mallocs-mem0.Mallocs)/n, "allocs/move")
				b.ReportMetric(float64(mem1.TotalAlloc-mem0.TotalAlloc)/n, "B/move")
			})
		}
	}
}

// benchGame plays one table of people to its end, its seats spread over
// the nodes, and returns the number of moves they made.
func benchGame(b *testing.B, ctx context.Context, nodes []*node.Node, name string, opts protocol.Options, seats int) int {
	specs := make([]protocol.SeatSpec, seats)
	for i := range specs {
		specs[i] = protocol.SeatSpec{Kind: "person"}
	}
	conns := people(b, ctx, nodes, seats)
	bots := make([]*client.Bot, seats)
	for i, c := range conns {
		defer c.CloseNow()
		bots[i] = &client.Bot{Conn: c, Level: "random", Choose: game.BotMove, Seed: uint64(i)}
	}
	invite := make(chan string, 1)
	bots[0].Observe = func(m client.Message) {
		if st, err := m.State(); m.Type == "state" && err == nil && st.Table.Invite != "" {
			select {
			case invite <- st.Table.Invite:
			default:
			}
		}
	}
	var wg sync.WaitGroup
	play := func(bot *client.Bot) {
		wg.Go(func() {
			if err := bot.Play(ctx); err != nil {
				b.Error(err)
			}
		})
	}
	send(b, ctx, bots[0].Conn, protocol.Create{Header: hdr("create"), Game: name, Options: opts, Seats: specs})
	play(bots[0])
	code := <-invite
	for _, bot := range bots[1:] {
		send(b, ctx, bot.Conn, protocol.Join{Header: hdr("join"), Code: code})
		play(bot)
	}
	wg.Wait()
	moves := 0
	for _, bot := range bots {
		moves += bot.Moves
	}
	return moves
}

// people connects n new people, spread over the nodes, each having said
// hello; the caller closes them.
func people(b *testing.B, ctx context.Context, nodes []*node.Node, n int) []*client.Conn {
	conns := make([]*client.Conn, n)
	for i := range conns {
		c, err := client.Dial(ctx, nodes[i%len(nodes)].URL())
		if err != nil {
			b.Fatal(err)
		}
		conns[i] = c
		if _, err := c.Hello(ctx, client.NewSecret(), fmt.Sprintf("Seat %d", i)); err != nil {
			for _, c := range conns[:i+1] {
				c.CloseNow()
			}
			b.Fatal(err)
		}
	}
	return conns
}

// cpuTime is the process's user and system time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkSetUp measures what a table costs before its first move, per
// table (an op): four people connect and say hello, one creates an
// Ikebana table for four and the others join it with its code, each
// waiting for its answer; then they leave, as at a game's end. Sixteen
// tables are set up at once, their seats spread over the nodes, as
// cmd/loadtest's first seconds do at 200 tables a second. It reports the
// CPU time per table of the whole process (server and clients; the
// database's own is not counted).
func BenchmarkSetUp(b *testing.B) {
	for _, st := range []struct {
		name  string
		nodes func(b *testing.B) []*node.Node
	}{
		{"sqlite", func(b *testing.B) []*node.Node { n, _ := testNode(b, hub.Config{}); return []*node.Node{n} }},
		{"postgres-2nodes", func(b *testing.B) []*node.Node { return pgNodes(b, 2) }},
	} {
		b.Run(st.name, func(b *testing.B) {
			nodes := st.nodes(b)
			ctx := timeout(b, 10*time.Minute)
			b.ReportAllocs()
			cpu0 := cpuTime()
			b.ResetTimer()
			var tables atomic.Int64
			var wg sync.WaitGroup
			for range 16 {
				wg.Go(func() {
					for tables.Add(1) <= int64(b.N) && ctx.Err() == nil {
						setUpTable(b, ctx, nodes)
					}
				})
			}
			wg.Wait()
			b.StopTimer()
			b.ReportMetric(float64((cpuTime()-cpu0).Microseconds())/float64(b.N), "cpu-µs/table")
		})
	}
}

// setUpTable connects four people, seats them at a new Ikebana table and
// closes their connections.
func setUpTable(b *testing.B, ctx context.Context, nodes []*node.Node) {
	conns := people(b, ctx, nodes, 4)
	for _, c := range conns {
		defer c.CloseNow()
	}
	specs := make([]protocol.SeatSpec, len(conns))
	for i := range specs {
		specs[i] = protocol.SeatSpec{Kind: "person"}
	}
	m, err := conns[0].Await(ctx, send(b, ctx, conns[0], protocol.Create{Header: hdr("create"), Game: "ikebana", Options: protocol.Options{Players: len(conns)}, Seats: specs}))
	if err != nil {
		b.Fatal(err)
	}
	st, err := m.State()
	if err != nil || st.Table.Invite == "" {
		b.Fatalf("create: %+v, %v", st, err)
	}
	for _, c := range conns[1:] {
		if _, err := c.Await(ctx, send(b, ctx, c, protocol.Join{Header: hdr("join"), Code: st.Table.Invite})); err != nil {
			b.Fatal(err)
		}
	}
}
