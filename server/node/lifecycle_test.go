package node_test

import (
	"context"
	"encoding/json"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/game"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
	"github.com/koikoi-app/koikoi/server/storage/sqlite"
	"github.com/koikoi-app/koikoi/server/ws"
)

// seqLog checks that a seat sees every event once and in order, across
// connections.
type seqLog struct {
	t    *testing.T
	last int64
}

func (l *seqLog) observe(m client.Message) {
	if m.Type != "event" {
		return
	}
	e, _ := m.Event()
	if e.Seq != l.last+1 {
		l.t.Errorf("event %d after %d", e.Seq, l.last)
	}
	l.last = e.Seq
}

// playUntil plays with a bot until stop says so; it returns the bot.
func playUntil(ctx context.Context, b *client.Bot, stop func(*client.Bot) bool) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	observe := b.Observe
	b.Observe = func(m client.Message) {
		if observe != nil {
			observe(m)
		}
		if stop(b) {
			cancel()
		}
	}
	err := b.Play(ctx)
	b.Observe = observe
	if ctx.Err() != nil {
		return nil
	}
	return err
}

// TestReconnect: two people play; one drops mid-game, the other's moves
// and a computer's stand-in moves go on, and the one who comes back gets
// every event missed, in order and once, then the state, and plays to the
// end. The seat was shown played by a computer meanwhile.
//
// Nothing promises that the game outlasts an absence (with computers
// moving at once, the rest of it takes a fraction of a second): Ben holds
// his move once the stand-in has moved, until Aki has the state again,
// so that Aki comes back to a game still being played. The game is long
// (six rounds) and its deal fixed (seed 4: in 300 random playthroughs no
// round of it ended within eight moves): with a random deal of three
// rounds, short rounds could bring the last one to its end at the
// stand-in's move, before Ben had a turn to hold (seen once under load).
func TestReconnect(t *testing.T) {
	n, store := testNode(t, hub.Config{Grace: 100 * time.Millisecond, Seeds: func() uint64 { return 4 }})
	ctx := timeout(t, patience)
	aki, akiSecret := player(t, ctx, n, "Aki")
	ben, _ := player(t, ctx, n, "Ben")
	st, joined := openTable(t, ctx, aki, ben, "6")
	table := st.Table.ID

	log := &seqLog{t: t}
	a := &client.Bot{Conn: aki, Level: "normal", Choose: game.BotMove, Observe: log.observe}
	a.Take(client.Message{Type: "state", Raw: mustJSON(st)})
	log.last = st.Table.Seq
	var seen atomic.Int64 // the last event Aki saw before dropping (0: still there)
	held, release := make(chan struct{}), make(chan struct{})
	var hold sync.Once
	bb := &client.Bot{Conn: ben, Level: "easy", Choose: game.BotMove, Think: func() time.Duration {
		// Ben's turn: once the stand-in has moved for Aki, wait for Aki.
		if seen.Load() == 0 {
			return 0
		}
		tb, err := store.Table(ctx, table)
		if err != nil || !tb.Seats[st.Table.Seat].StandIn || tb.Seq <= seen.Load()+3 {
			return 0
		}
		hold.Do(func() { close(held) })
		select {
		case <-release:
		case <-ctx.Done():
		}
		return 0
	}}
	bb.Take(client.Message{Type: "state", Raw: mustJSON(joined)})
	benDone := make(chan error, 1)
	go func() { benDone <- bb.Play(ctx) }()
	if err := playUntil(ctx, a, func(b *client.Bot) bool { return b.Moves >= 3 }); err != nil {
		t.Fatal(err)
	}
	seen.Store(a.Seq)
	aki.CloseNow()
	// Aki is away: after the grace period a computer plays the seat.
	select {
	case <-held:
	case err := <-benDone:
		tb, _ := store.Table(ctx, table)
		t.Fatalf("Ben stopped: %v (table at %d, %+v)", err, tb.Seq, tb.Seats)
	case <-ctx.Done():
		t.Fatal("the stand-in did not move")
	}

	aki2, err := client.Dial(ctx, n.URL())
	if err != nil {
		t.Fatal(err)
	}
	defer aki2.CloseNow()
	w, err := aki2.Hello(ctx, akiSecret, "")
	if err != nil {
		t.Fatal(err)
	}
	if len(w.Tables) != 1 || w.Tables[0].ID != table || w.Tables[0].Seat != st.Table.Seat {
		t.Fatalf("welcome back lists %+v; want the table and seat", w.Tables)
	}
	send(t, ctx, aki2, protocol.Resume{Header: hdr("resume"), Table: table, After: seen.Load()})
	standIn, back, gotState := false, false, false
	a2 := &client.Bot{Conn: aki2, Level: "normal", Choose: game.BotMove, Table: w.Tables[0], Seq: seen.Load(), Observe: func(m client.Message) {
		log.observe(m)
		if m.Type == "state" && !gotState {
			gotState = true
			close(release)
		}
		if e, err := m.Event(); err == nil && e.Kind == "seat" && !gotState {
			var d struct {
				Seat    int  `json:"seat"`
				StandIn bool `json:"stand_in"`
			}
			json.Unmarshal(e.Data, &d)
			standIn = standIn || d.StandIn
			back = standIn && !d.StandIn
		}
		if m.Type == "event" && gotState {
			if e, _ := m.Event(); e.Seq <= seen.Load() {
				t.Errorf("event %d again after the state", e.Seq)
			}
		}
	}}
	if err := a2.Play(ctx); err != nil {
		t.Fatal(err)
	}
	if err := <-benDone; err != nil {
		t.Fatal(err)
	}
	if !standIn || !back {
		t.Errorf("the missed events showed the seat played by a computer (%v) and back (%v); want both", standIn, back)
	}
	if tb, _ := store.Table(ctx, table); tb.Status != storage.StatusFinished || log.last != tb.Seq {
		t.Errorf("table %s at seq %d; Aki saw up to %d", tb.Status, tb.Seq, log.last)
	}
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(patience); !cond(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("timed out waiting")
		}
	}
}

// TestQuickMatch pairs two players with the same key at once; a player
// alone is offered computers after the wait and gets a game by accepting.
//
// The deal is fixed (seed 4: its first round does not end at the deal): a
// one-round game dealt a hand of four of a month would be over as it
// starts, and Ben's table "finished", not playing (seen once).
func TestQuickMatch(t *testing.T) {
	n, store := testNode(t, hub.Config{QuickWait: 200 * time.Millisecond, Seeds: func() uint64 { return 4 }})
	ctx := timeout(t, patience)
	quick := func(c *client.Conn, g string, o protocol.Options) protocol.State {
		m, err := c.Await(ctx, send(t, ctx, c, protocol.Quick{Header: hdr("quick"), Game: g, Options: o}))
		if err != nil {
			t.Fatal(err)
		}
		st, _ := m.State()
		return st
	}
	aki, _ := player(t, ctx, n, "Aki")
	ben, _ := player(t, ctx, n, "Ben")
	ko := protocol.Options{Preset: "museum", Rules: map[string]string{"rounds": "1"}}
	a := quick(aki, "koikoi", ko)
	if a.Table.Status != storage.StatusOpen || !a.Table.Quick || a.Table.Invite != "" {
		t.Fatalf("first quick match: %+v; want a waiting quick table without a code", a.Table)
	}
	// Another key does not match.
	cleo, _ := player(t, ctx, n, "Cleo")
	c := quick(cleo, "koikoi", protocol.Options{Preset: "museum", Rules: map[string]string{"rounds": "6"}})
	b := quick(ben, "koikoi", ko)
	if b.Table.ID != a.Table.ID || b.Table.Status != storage.StatusPlaying || c.Table.ID == a.Table.ID {
		t.Fatalf("Ben's quick match %s (%s), Aki's %s, Cleo's %s: want Ben at Aki's table, playing", b.Table.ID, b.Table.Status, a.Table.ID, c.Table.ID)
	}
	for _, conn := range []*client.Conn{aki, ben} {
		go (&client.Bot{Conn: conn, Level: "random", Choose: game.BotMove}).Play(ctx)
	}
	// Cleo waits, is offered a computer, accepts and plays it out.
	bot := &client.Bot{Conn: cleo, Level: "easy", Choose: game.BotMove, AcceptComputer: true}
	bot.Take(client.Message{Type: "state", Raw: mustJSON(c)})
	if err := bot.Play(ctx); err != nil {
		t.Fatal(err)
	}
	tb, _ := store.Table(ctx, c.Table.ID)
	if tb.Status != storage.StatusFinished || tb.Seats[1].Kind != storage.SeatComputer || tb.Offered.IsZero() {
		t.Errorf("Cleo's table: %s, seat 1 %+v, offered %v", tb.Status, tb.Seats[1], tb.Offered)
	}
	// Ikebana matches by table size.
	d1, _ := player(t, ctx, n, "Dai")
	d2, _ := player(t, ctx, n, "Emi")
	x := quick(d1, "ikebana", protocol.Options{Players: 3})
	y := quick(d2, "ikebana", protocol.Options{Players: 3})
	if x.Table.ID != y.Table.ID || y.Table.Status != storage.StatusOpen || len(y.Table.Seats) != 3 {
		t.Errorf("ikebana quick matches: %+v and %+v; want one open table of 3", x.Table, y.Table)
	}
}

// TestClock: a person who lets the clock run out has a computer move for
// them, announced by a timeout event.
func TestClock(t *testing.T) {
	n, store := testNode(t, hub.Config{DefaultClock: 150 * time.Millisecond})
	ctx := timeout(t, patience)
	aki, _ := player(t, ctx, n, "Aki")
	m, err := aki.Await(ctx, send(t, ctx, aki, protocol.Create{Header: hdr("create"), Game: "ikebana", Options: protocol.Options{Players: 2},
		Seats: []protocol.SeatSpec{{Kind: "person"}, {Kind: "computer", Level: "random"}}}))
	if err != nil {
		t.Fatal(err)
	}
	st, _ := m.State()
	if st.Deadline == 0 && st.View != nil {
		var v struct {
			ToMove int `json:"to_move"`
		}
		json.Unmarshal(st.View, &v)
		if v.ToMove == 0 {
			t.Error("no deadline on the person's turn")
		}
	}
	for {
		m, err := aki.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if e, _ := m.Event(); e.Kind == "timeout" {
			break
		}
	}
	tb, _ := store.Table(ctx, st.Table.ID)
	if tb.Status != storage.StatusPlaying || tb.Seq <= st.Table.Seq {
		t.Errorf("after the timeout: %s at seq %d", tb.Status, tb.Seq)
	}
}

// TestAbandoned: a table whose only person never comes back is closed and
// recorded, and the statistics count it as abandoned.
func TestAbandoned(t *testing.T) {
	n, store := testNode(t, hub.Config{Grace: 50 * time.Millisecond, CloseAfter: 200 * time.Millisecond})
	ctx := timeout(t, patience)
	aki, secret := player(t, ctx, n, "Aki")
	m, err := aki.Await(ctx, send(t, ctx, aki, protocol.Create{Header: hdr("create"), Game: "koikoi", Options: protocol.Options{},
		Seats: []protocol.SeatSpec{{Kind: "person"}, {Kind: "computer", Level: "easy"}}}))
	if err != nil {
		t.Fatal(err)
	}
	st, _ := m.State()
	aki.CloseNow()
	waitFor(t, func() bool {
		tb, _ := store.Table(ctx, st.Table.ID)
		return tb.Status == storage.StatusClosed
	})
	rec, err := store.Record(ctx, st.Table.ID)
	if err != nil || rec.Status != storage.StatusClosed || rec.Players[0].Outcome != storage.OutcomeAbandoned {
		t.Fatalf("record %+v, %v; want closed, abandoned", rec, err)
	}
	back, _ := client.Dial(ctx, n.URL())
	defer back.CloseNow()
	w, err := back.Hello(ctx, secret, "")
	if err != nil || len(w.Tables) != 0 {
		t.Errorf("welcome %+v, %v; want no open table", w, err)
	}
	m, err = back.Await(ctx, send(t, ctx, back, protocol.Stats{Header: hdr("stats")}))
	if err != nil {
		t.Fatal(err)
	}
	var stats protocol.StatsReply
	m.Decode(&stats)
	if len(stats.Games) != 1 || stats.Games[0].Abandoned != 1 {
		t.Errorf("stats %+v; want one abandoned game", stats)
	}
}

// TestRestart: a single node restarted on its SQLite file resumes its
// tables from the database, whether it stopped cleanly (its people's seats
// marked away) or was killed (nothing written after the kill).
func TestRestart(t *testing.T) {
	for _, killed := range []bool{false, true} {
		name := map[bool]string{false: "stopped", true: "killed"}[killed]
		t.Run(name, func(t *testing.T) { testRestart(t, killed) })
	}
}

func testRestart(t *testing.T, killed bool) {
	path := filepath.Join(t.TempDir(), "server.db")
	ctx := timeout(t, patience)
	seeds := nodetest.PlayableSeeds() // one source across the restart, as a test server's
	start := func() (*node.Node, *killable) {
		store, err := sqlite.Open(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		k := &killable{Store: store}
		n, err := node.Start(node.Config{Addr: "127.0.0.1:0", Store: k, Notifier: storage.NewLocalNotifier(),
			Hub: hub.Config{ComputerDelay: -1, Seeds: seeds}, WS: ws.Config{Rate: 1000, Burst: 1000}, Log: quietLog()})
		if err != nil {
			t.Fatal(err)
		}
		return n, k
	}
	n1, s1 := start()
	aki, secret := player(t, ctx, n1, "Aki")
	m, err := aki.Await(ctx, send(t, ctx, aki, protocol.Create{Header: hdr("create"), Game: "ikebana", Options: protocol.Options{Players: 3},
		Seats: []protocol.SeatSpec{{Kind: "person"}, {Kind: "computer", Level: "easy"}, {Kind: "computer", Level: "normal"}}}))
	if err != nil {
		t.Fatal(err)
	}
	st, _ := m.State()
	b := &client.Bot{Conn: aki, Level: "random", Choose: game.BotMove}
	b.Take(m)
	if err := playUntil(ctx, b, func(b *client.Bot) bool { return b.Moves >= 5 }); err != nil {
		t.Fatal(err)
	}
	seen := b.Seq
	s1.dead.Store(killed)
	n1.Close()
	if tb, _ := s1.Table(ctx, st.Table.ID); killed && !tb.Seats[st.Table.Seat].Away.IsZero() {
		t.Errorf("Aki's seat %+v: marked away by a node killed", tb.Seats[st.Table.Seat])
	}
	s1.Close()

	n2, s2 := start()
	defer func() { n2.Close(); s2.Close() }()
	c, err := client.Dial(ctx, n2.URL())
	if err != nil {
		t.Fatal(err)
	}
	defer c.CloseNow()
	if _, err := c.Hello(ctx, secret, ""); err != nil {
		t.Fatal(err)
	}
	send(t, ctx, c, protocol.Resume{Header: hdr("resume"), Table: st.Table.ID, After: seen})
	b2 := &client.Bot{Conn: c, Level: "random", Choose: game.BotMove, Table: b.Table, Seq: seen}
	if err := b2.Play(ctx); err != nil {
		t.Fatal(err)
	}
	if tb, _ := s2.Table(ctx, st.Table.ID); tb.Status != storage.StatusFinished {
		t.Errorf("after the restart the game ended %s", tb.Status)
	}
}
