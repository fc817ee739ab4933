package node_test

import (
	"context"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
	"github.com/koikoi-app/koikoi/server/storage/sqlite"
	"github.com/koikoi-app/koikoi/server/ws"
)

// httpURL is the node's plain HTTP address with path.
func httpURL(n *node.Node, path string) string {
	return "http://" + strings.TrimSuffix(strings.TrimPrefix(n.URL(), "ws://"), node.Path) + path
}

// TestRateLimitedAnswers: a message refused by the connection's rate
// limit is answered with its id, so a client awaiting it does not hang.
func TestRateLimitedAnswers(t *testing.T) {
	n, _ := testNodeWS(t, hub.Config{}, ws.Config{Rate: 1, Burst: 2})
	ctx := timeout(t, patience)
	c, _ := player(t, ctx, n, "Hasty") // the hello took one token
	var ids []int64
	for range 4 {
		ids = append(ids, send(t, ctx, c, protocol.Stats{Header: hdr("stats")}))
	}
	limited := 0
	for _, id := range ids {
		if _, err := c.Await(ctx, id); err != nil {
			if pe, ok := err.(*protocol.Error); !ok || pe.Code != protocol.CodeRateLimited {
				t.Fatalf("request %d: %v; want stats or rate_limited", id, err)
			}
			limited++
		}
	}
	if limited == 0 {
		t.Error("no request was refused by the rate limit")
	}
}

// TestClockZero: a create must leave the clock out for the default, not
// give 0; an app's create (which leaves it out) works.
func TestClockZero(t *testing.T) {
	n, _ := testNode(t, hub.Config{})
	ctx := timeout(t, patience)
	c, _ := player(t, ctx, n, "Aki")
	id := int64(99)
	c.SendRaw(ctx, []byte(`{"type":"create","id":99,"game":"koikoi","options":{},"seats":[{"kind":"person"},{"kind":"computer","level":"easy"}],"clock":0}`))
	expectError(t, ctx, c, id, protocol.CodeBadOptions)
	m, err := c.Await(ctx, send(t, ctx, c, protocol.Create{Header: hdr("create"), Game: "koikoi",
		Seats: []protocol.SeatSpec{{Kind: "person"}, {Kind: "computer", Level: "easy"}}}))
	if err != nil {
		t.Fatal(err)
	}
	if st, _ := m.State(); st.Table.Clock != 60 {
		t.Errorf("the default clock = %d s; want 60", st.Table.Clock)
	}
}

// TestAcceptComputerLate: accept_computer at a table already started, or
// one left, is answered with an error (it had no answer at all).
func TestAcceptComputerLate(t *testing.T) {
	n, _ := testNode(t, hub.Config{})
	ctx := timeout(t, patience)
	aki, _ := player(t, ctx, n, "Aki")
	ben, _ := player(t, ctx, n, "Ben")
	st, _ := openTable(t, ctx, aki, ben, "3")
	expectError(t, ctx, aki, send(t, ctx, aki, protocol.AcceptComputer{Header: hdr("accept_computer"), Table: st.Table.ID}), protocol.CodeFull)
	// A table its only person left while it waited (and so closed).
	m, err := aki.Await(ctx, send(t, ctx, aki, protocol.Create{Header: hdr("create"), Game: "ikebana", Options: protocol.Options{Players: 2},
		Seats: []protocol.SeatSpec{{Kind: "person"}, {Kind: "person"}}}))
	if err != nil {
		t.Fatal(err)
	}
	open, _ := m.State()
	if _, err := aki.Await(ctx, send(t, ctx, aki, protocol.Leave{Header: hdr("leave"), Table: open.Table.ID})); err != nil {
		t.Fatal(err)
	}
	expectError(t, ctx, aki, send(t, ctx, aki, protocol.AcceptComputer{Header: hdr("accept_computer"), Table: open.Table.ID}), protocol.CodeNotSeated)
}

// TestHelloDeadline: a socket that never says hello is closed, pings
// answered or not.
func TestHelloDeadline(t *testing.T) {
	n, _ := testNodeWS(t, hub.Config{}, ws.Config{Rate: 1000, Burst: 1000, HelloTimeout: 100 * time.Millisecond})
	ctx := timeout(t, patience)
	c, err := client.Dial(ctx, n.URL())
	if err != nil {
		t.Fatal(err)
	}
	defer c.CloseNow()
	if _, err := c.Read(ctx); websocket.CloseStatus(err) != websocket.StatusPolicyViolation {
		t.Errorf("a silent socket: %v; want it closed (1008)", err)
	}
	// One that says hello stays, past the deadline.
	p, _ := player(t, ctx, n, "Aki")
	time.Sleep(200 * time.Millisecond) // past the deadline, which must not close it
	if _, err := p.Await(ctx, send(t, ctx, p, protocol.Stats{Header: hdr("stats")})); err != nil {
		t.Errorf("after hello, past the deadline: %v", err)
	}
}

// TestConnsPerAddress: an address may hold so many connections at once,
// and make so many new players a minute.
func TestConnsPerAddress(t *testing.T) {
	n, _ := testNodeWS(t, hub.Config{NewPlayers: 3}, ws.Config{Rate: 1000, Burst: 1000, MaxConnsPerAddr: 4})
	ctx := timeout(t, patience)
	var conns []*client.Conn
	for range 4 {
		c, err := client.Dial(ctx, n.URL())
		if err != nil {
			t.Fatal(err)
		}
		defer c.CloseNow()
		conns = append(conns, c)
	}
	_, resp, err := websocket.Dial(ctx, n.URL(), nil)
	if err == nil || resp == nil || resp.StatusCode != http.StatusTooManyRequests {
		t.Errorf("a fifth connection: %v, %v; want 429", err, resp)
	}
	for i, c := range conns {
		_, err := c.Hello(ctx, client.NewSecret(), "P"+string(rune('a'+i)))
		if i < 3 && err != nil {
			t.Errorf("new player %d: %v", i+1, err)
		}
		if pe, ok := err.(*protocol.Error); i == 3 && (!ok || pe.Code != protocol.CodeRateLimited) {
			t.Errorf("the fourth new player in a minute: %v; want rate_limited", err)
		}
	}
	// A connection closed frees its place.
	conns[0].Close()
	waitFor(t, func() bool {
		c, _, err := websocket.Dial(ctx, n.URL(), nil)
		if err == nil {
			c.CloseNow()
		}
		return err == nil
	})
}

// TestJoinLockout: wrong invite codes lock a player out of joining for a
// while, even with a right code.
func TestJoinLockout(t *testing.T) {
	n, _ := testNode(t, hub.Config{})
	ctx := timeout(t, patience)
	aki, _ := player(t, ctx, n, "Aki")
	eve, _ := player(t, ctx, n, "Eve")
	m, err := aki.Await(ctx, send(t, ctx, aki, protocol.Create{Header: hdr("create"), Game: "koikoi",
		Seats: []protocol.SeatSpec{{Kind: "person"}, {Kind: "person"}}}))
	if err != nil {
		t.Fatal(err)
	}
	st, _ := m.State()
	wrong := "ACDEFG"
	if st.Table.Invite == wrong {
		wrong = "GFEDCA"
	}
	for range hub.JoinFailures {
		expectError(t, ctx, eve, send(t, ctx, eve, protocol.Join{Header: hdr("join"), Code: wrong}), protocol.CodeNotFound)
	}
	expectError(t, ctx, eve, send(t, ctx, eve, protocol.Join{Header: hdr("join"), Code: st.Table.Invite}), protocol.CodeRateLimited)
	// Another player, from the same address, still may.
	ben, _ := player(t, ctx, n, "Ben")
	if _, err := ben.Await(ctx, send(t, ctx, ben, protocol.Join{Header: hdr("join"), Code: st.Table.Invite})); err != nil {
		t.Errorf("another player's join: %v", err)
	}
}

// TestHostHeader: a WebSocket upgrade naming a host this server does not
// serve (a page whose name was rebound to its address) is refused; an
// address, localhost and the configured names are served.
func TestHostHeader(t *testing.T) {
	n, _ := testNodeWS(t, hub.Config{}, ws.Config{Rate: 1000, Burst: 1000, Hosts: []string{"play.example.org"}})
	ctx := timeout(t, patience)
	for host, ok := range map[string]bool{"": true, "localhost:8090": true, "play.example.org": true, "evil.example.com:8090": false} {
		opts := &websocket.DialOptions{Host: host}
		if host != "" {
			// A browser at that page sends its origin too.
			opts.HTTPHeader = http.Header{"Origin": {"http://" + host}}
		}
		c, resp, err := websocket.Dial(ctx, n.URL(), opts)
		if (err == nil) != ok {
			t.Errorf("host %q: %v; want allowed %v", host, err, ok)
		}
		if !ok && (resp == nil || resp.StatusCode != http.StatusMisdirectedRequest) {
			t.Errorf("host %q: %v; want 421", host, resp)
		}
		if c != nil {
			c.CloseNow()
		}
	}
}

// TestHealthzMethods: /healthz answers GET and HEAD only.
func TestHealthzMethods(t *testing.T) {
	n, _ := testNode(t, hub.Config{})
	for method, want := range map[string]int{"GET": 200, "HEAD": 200, "POST": 405, "DELETE": 405} {
		req, _ := http.NewRequestWithContext(context.Background(), method, httpURL(n, "/healthz"), nil)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("%s /healthz: %d; want %d", method, resp.StatusCode, want)
		}
	}
}

// TestCloseMarksAway: when Close returns, the seats of the node's
// connections are marked away, so the store can close right after (a
// clean stop used to close it under the handlers still marking them).
func TestCloseMarksAway(t *testing.T) {
	store, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "server.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	n, err := node.Start(node.Config{Addr: "127.0.0.1:0", Store: store, Notifier: storage.NewLocalNotifier(),
		Hub: hub.Config{ComputerDelay: -1, Seeds: nodetest.PlayableSeeds()}, WS: ws.Config{Rate: 1000, Burst: 1000}, Log: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	ctx := timeout(t, patience)
	aki, _ := player(t, ctx, n, "Aki")
	ben, _ := player(t, ctx, n, "Ben")
	st, _ := openTable(t, ctx, aki, ben, "3")
	if err := n.Close(); err != nil {
		t.Fatal(err)
	}
	tb, err := store.Table(ctx, st.Table.ID)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range tb.Seats {
		if s.Away.IsZero() {
			t.Errorf("seat %d is not away once the node closed", i)
		}
	}
}
