//go:build unix

package node_test

import (
	"context"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// listen says hello on a connection of its own and passes on the
// unasked "tables" frames it gets: a player's phone on Home, following no
// table.
func listen(t *testing.T, ctx context.Context, n *node.Node, secret string) <-chan protocol.Tables {
	t.Helper()
	c, err := client.Dial(ctx, n.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.CloseNow() })
	if _, err := c.Hello(ctx, secret, ""); err != nil {
		t.Fatal(err)
	}
	out := make(chan protocol.Tables, 256)
	go func() {
		defer close(out)
		for {
			m, err := c.Read(ctx)
			if err != nil {
				return
			}
			if m.Type != "tables" {
				continue
			}
			var tb protocol.Tables
			if err := m.Decode(&tb); err != nil {
				t.Errorf("a tables frame %s: %v", m.Raw, err)
				return
			}
			out <- tb
		}
	}()
	return out
}

// hear reads tables frames until one whose entry of the table satisfies
// cond (nil: the table is not in the list), and returns the frames read
// before it.
func hear(t *testing.T, ctx context.Context, from <-chan protocol.Tables, what, table string, cond func(*protocol.TableInfo) bool) []protocol.Tables {
	t.Helper()
	var before []protocol.Tables
	for {
		select {
		case tb, ok := <-from:
			if !ok {
				t.Fatalf("%s: the connection closed", what)
			}
			var in *protocol.TableInfo
			for i := range tb.Tables {
				if tb.Tables[i].ID == table {
					in = &tb.Tables[i]
				}
			}
			if cond(in) {
				return before
			}
			before = append(before, tb)
		case <-ctx.Done():
			t.Fatalf("%s: never heard", what)
		}
	}
}

// noticesOf sums the tables notices the nodes published.
func noticesOf(t *testing.T, nodes ...*node.Node) float64 {
	t.Helper()
	seen := map[*node.Node]bool{}
	sum := 0.0
	for _, n := range nodes {
		if !seen[n] {
			seen[n] = true
			sum += value(scrape(t, n), "koikoi_player_notices_total", "what=tables")
		}
	}
	return sum
}

// TestTablesWord (SQLite, one node): see tablesWord.
func TestTablesWord(t *testing.T) {
	n, store := testNode(t, hub.Config{Seeds: func() uint64 { return 4 }})
	tablesWord(t, n, n, store)
}

// TestTablesWordNodes (PostgreSQL, two nodes): see tablesWord.
func TestTablesWordNodes(t *testing.T) {
	nodes, stores := pgNodesWith(t, 2, hub.Config{Seeds: func() uint64 { return 4 }})
	tablesWord(t, nodes[0], nodes[1], stores[0])
}

// tablesWord: Aki and Ben play on node a; each also has a connection on
// node b that follows no table (the app on Home). A turn-based table's
// start, and each move that hands the turn on, reach both at once, unasked,
// as their list of tables; a live table's moves publish nothing; once Ben
// has left the table, Aki's moves there no longer reach him.
func tablesWord(t *testing.T, a, b *node.Node, store storage.Store) {
	ctx := timeout(t, patience)
	aki, akiSecret := player(t, ctx, a, "Aki")
	ben, benSecret := player(t, ctx, a, "Ben")
	akiHears := listen(t, ctx, b, akiSecret)
	benHears := listen(t, ctx, b, benSecret)
	conns := []*client.Conn{aki, ben}

	create := func() string {
		m, err := aki.Await(ctx, send(t, ctx, aki, protocol.Create{Header: hdr("create"), Game: "koikoi", Days: 1,
			Options: protocol.Options{Rules: map[string]string{"rounds": "3"}}, Seats: []protocol.SeatSpec{{Kind: "person"}, {Kind: "person"}}}))
		if err != nil {
			t.Fatal(err)
		}
		st, _ := m.State()
		if _, err := ben.Await(ctx, send(t, ctx, ben, protocol.Join{Header: hdr("join"), Code: strings.ToLower(st.Table.Invite)})); err != nil {
			t.Fatal(err)
		}
		return st.Table.ID
	}
	table := create()
	hear(t, ctx, benHears, "Ben hears the game started", table, func(in *protocol.TableInfo) bool {
		return in != nil && in.Status == storage.StatusPlaying && in.Seat == 1
	})
	hear(t, ctx, akiHears, "Aki hears the game started", table, func(in *protocol.TableInfo) bool {
		return in != nil && in.Status == storage.StatusPlaying && in.Seat == 0
	})

	// moveOnce makes the first legal move of the seat to move and returns
	// the seat to move after it.
	moveOnce := func(id string) (moved, next int) {
		t.Helper()
		tb, g := current(t, store, id)
		seat := g.ToMove()
		send(t, ctx, conns[seat], protocol.Move{Header: hdr("move"), Table: id, Seq: tb.Seq, Move: g.Legal(seat)[0]})
		var after storage.Table
		waitFor(t, func() bool {
			after, _ = store.Table(ctx, id)
			return after.Seq > tb.Seq
		})
		_, g = current(t, store, id)
		return seat, g.ToMove()
	}
	// handOn moves until the turn passes to the other seat.
	handOn := func(id string) (to int) {
		t.Helper()
		for {
			seat, next := moveOnce(id)
			if next != seat {
				return next
			}
		}
	}
	turnOf := func(seat int) func(*protocol.TableInfo) bool {
		return func(in *protocol.TableInfo) bool { return in != nil && in.Turn == (in.Seat == seat) }
	}

	// Whoever moves first hands the turn on, and the other back: each
	// hears, on the other node, the table come to their move.
	for range 2 {
		to := handOn(table)
		hear(t, ctx, benHears, "Ben hears the turn passed", table, turnOf(to))
		hear(t, ctx, akiHears, "Aki hears the turn passed", table, turnOf(to))
	}
	if tb, _ := store.Table(ctx, table); tb.Status != storage.StatusPlaying {
		t.Fatalf("the table is %s", tb.Status)
	}

	// A live table: its start and moves publish nothing.
	before := noticesOf(t, a, b)
	live, _ := openTable(t, ctx, aki, ben, "3")
	for range 2 {
		handOn(live.Table.ID)
	}
	to := handOn(table) // one notice
	hear(t, ctx, benHears, "Ben hears the turn passed", table, turnOf(to))
	if got := noticesOf(t, a, b); got != before+1 {
		t.Errorf("a live table's start and moves and one turn-based move published %v tables notices; want 1", got-before)
	}

	// Ben leaves the turn-based table (a computer plays his seat). Aki's
	// moves there reach Aki, and no longer Ben: the next list Ben hears
	// is the one a new table of theirs brings.
	if _, g := current(t, store, table); g.ToMove() == 0 {
		handOn(table)
	}
	if _, err := ben.Await(ctx, send(t, ctx, ben, protocol.Leave{Header: hdr("leave"), Table: table})); err != nil {
		t.Fatal(err)
	}
	tb, _ := store.Table(ctx, table)
	leftAt := tb.Seq
	for range 3 {
		waitFor(t, func() bool {
			_, g := current(t, store, table)
			return g.ToMove() == 0 // the computer moved for Ben
		})
		moveOnce(table)
	}
	moved, _ := store.Table(ctx, table)
	hear(t, ctx, akiHears, "Aki hears her moves after Ben left", table, func(in *protocol.TableInfo) bool {
		return in != nil && in.Seq >= moved.Seq
	})
	second := create()
	heard := hear(t, ctx, benHears, "Ben hears the new table", second, func(in *protocol.TableInfo) bool { return in != nil })
	for _, tb := range heard {
		for _, in := range tb.Tables {
			if in.ID == table && in.Seq > leftAt {
				t.Errorf("Ben, who left at seq %d, heard the table at seq %d", leftAt, in.Seq)
			}
		}
	}
}
