package node_test

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/game"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

var leakStore storage.Store

var leakGames = flag.Int("leak-games", 200, "games of each kind the leak test plays (20 with -short)")

// TestNoLeaks plays leakGames games of Koi-Koi and of Ikebana (2 to 5
// seats) through the server, every seat a bot over its own WebSocket, and
// checks every frame each seat received against that seat's Observation:
// each view is exactly the engine's Observation of that seat at that point
// of the game's record, each move is announced once and in the record's
// order, and no card that the seat's Observation does not show appears
// anywhere in a frame.
func TestNoLeaks(t *testing.T) {
	n, store := testNode(t, hub.Config{})
	leakStore = store
	ctx := timeout(t, 10*time.Minute)
	type job struct {
		game string
		opts game.Options
	}
	games := *leakGames
	if testing.Short() {
		games = min(games, 20)
	}
	var jobs []job
	for i := range games {
		jobs = append(jobs, job{"koikoi", game.Options{Preset: koikoi.PresetNames[i%len(koikoi.PresetNames)], Rules: map[string]string{"rounds": "1"}}})
		jobs = append(jobs, job{"ikebana", game.Options{Players: 2 + i%4, Final: i%2 == 0}})
	}
	work := make(chan job)
	var wg sync.WaitGroup
	for range 6 {
		wg.Go(func() {
			for j := range work {
				if err := leakGame(ctx, n, j.game, j.opts); err != nil {
					t.Error(err)
				}
			}
		})
	}
	for _, j := range jobs {
		work <- j
		if t.Failed() {
			break
		}
	}
	close(work)
	wg.Wait()
}

// leakGame plays one game with every seat a person (a bot) and checks what
// each seat received.
func leakGame(ctx context.Context, n *node.Node, gameName string, opts game.Options) error {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	rules, _ := game.Lookup(gameName)
	setup, err := rules.Check(opts)
	if err != nil {
		return err
	}
	seats := make([]protocol.SeatSpec, setup.Seats)
	for i := range seats {
		seats[i] = protocol.SeatSpec{Kind: "person"}
	}
	bots := make([]*client.Bot, setup.Seats)
	frames := make([][]client.Message, setup.Seats)
	for i := range bots {
		c, err := client.Dial(ctx, n.URL())
		if err != nil {
			return err
		}
		defer c.CloseNow()
		if _, err := c.Hello(ctx, client.NewSecret(), fmt.Sprintf("Seat %d", i)); err != nil {
			return err
		}
		bots[i] = &client.Bot{Conn: c, Level: "random", Seed: uint64(i)}
		bots[i].Observe = func(m client.Message) { frames[i] = append(frames[i], m) }
	}
	// The creator waits for the invite code, then the others join.
	if _, err := bots[0].Conn.Send(ctx, protocol.Create{Header: hdr("create"), Game: gameName, Options: opts, Seats: seats}); err != nil {
		return err
	}
	var code string
	for code == "" {
		m, err := bots[0].Conn.Read(ctx)
		if err != nil {
			return err
		}
		frames[0] = append(frames[0], m)
		if m.Error != nil {
			return m.Error
		}
		if m.Type == "state" {
			st, _ := m.State()
			code = st.Table.Invite
		}
	}
	// Replay what the creator read into its bot.
	replayed := frames[0]
	frames[0] = nil
	for _, m := range replayed {
		bots[0].Observe(m)
		if err := feed(bots[0], m); err != nil {
			return err
		}
	}
	for _, b := range bots[1:] {
		if _, err := b.Conn.Send(ctx, protocol.Join{Header: hdr("join"), Code: code}); err != nil {
			return err
		}
	}
	errs := make(chan error, len(bots))
	for _, b := range bots {
		go func() { errs <- b.Play(ctx) }()
	}
	for range bots {
		if err := <-errs; err != nil {
			var b strings.Builder
			for i, fs := range frames {
				for _, m := range fs[max(0, len(fs)-4):] {
					fmt.Fprintf(&b, "\nseat %d: %.200s", i, m.Raw)
				}
				fmt.Fprintf(&b, "\nseat %d: last %.1000s", i, fs[len(fs)-1].Raw)
			}
			return fmt.Errorf("%w; the last frames:%s", err, b.String())
		}
	}
	id, err := bots[0].Conn.Send(ctx, protocol.GetRecord{Header: hdr("record"), Table: bots[0].Table.ID})
	if err != nil {
		return err
	}
	m, err := bots[0].Conn.Await(ctx, id)
	if err != nil {
		t, terr := leakStore.Table(ctx, bots[0].Table.ID)
		r, rerr := leakStore.Record(ctx, bots[0].Table.ID)
		return fmt.Errorf("record of table %s (%s, ended by %s): %w; stored %s %v %v; record %v %v", bots[0].Table.ID, bots[0].Table.Status, bots[0].Ended, err, t.Status, t.Seq, terr, r.Status, rerr)
	}
	var rec protocol.Record
	if err := m.Decode(&rec); err != nil {
		return err
	}
	for _, fs := range frames {
		seat := seatOfFrames(fs) // the joiners raced for the seats
		if err := checkSeat(rules, []byte(rec.Record.Text), seat, fs); err != nil {
			return fmt.Errorf("%s %s table %s seat %d: %w", gameName, setup.Text, bots[0].Table.ID, seat, err)
		}
	}
	return nil
}

// seatOfFrames returns the seat a connection's frames are for: the state
// says, or else the first view (a game that ended at its deal can end a
// bot before its state arrives).
func seatOfFrames(frames []client.Message) int {
	for _, m := range frames {
		if m.Type == "state" {
			st, _ := m.State()
			return st.Table.Seat
		}
	}
	for _, m := range frames {
		if e, err := m.Event(); err == nil && e.View != nil {
			var v struct{ Seat int }
			json.Unmarshal(e.View, &v)
			return v.Seat
		}
	}
	return -1
}

// feed passes a frame the test read for a bot on to it.
func feed(b *client.Bot, m client.Message) error {
	return b.Take(m)
}

// checkSeat checks one seat's frames against the game's record.
func checkSeat(rules game.Rules, record []byte, seat int, frames []client.Message) error {
	type point struct {
		line string
		view json.RawMessage
	}
	var points []point
	if err := rules.Replay(record, func(line string, t game.Table) {
		points = append(points, point{line, t.View(seat)})
	}); err != nil {
		return err
	}
	at := -1 // the point the seat has seen
	advance := func(want func(string) bool, what string) error {
		if at+1 >= len(points) {
			return fmt.Errorf("%s announced past the record's end", what)
		}
		if at >= 0 && !want(points[at+1].line) {
			return fmt.Errorf("%s announced where the record has %q", what, points[at+1].line)
		}
		at++
		return nil
	}
	var seen map[string]bool // the cards the seat's current view shows
	for i, m := range frames {
		switch m.Type {
		case "event":
			e, err := m.Event()
			if err != nil {
				return err
			}
			switch e.Kind {
			case "deal", "game_end":
				if e.View == nil {
					break // Ikebana's game end changes no view
				}
				if err := advance(func(l string) bool { return l == "next" }, e.Kind); err != nil {
					return err
				}
			case "move":
				var mv game.MoveEvent
				json.Unmarshal(e.Data, &mv)
				if err := advance(func(l string) bool { return l == mv.Move }, "move "+mv.Move); err != nil {
					return err
				}
			}
			if e.View != nil {
				if !bytes.Equal(e.View, points[at].view) {
					return fmt.Errorf("frame %d (seq %d %s): view\n%s\nwant the Observation\n%s", i, e.Seq, e.Kind, e.View, points[at].view)
				}
				seen = cardsIn(e.View)
			}
			if e.Kind == "round_end" {
				continue // the finished round's cards, public by design (the fair-deal check)
			}
		case "state":
			st, err := m.State()
			if err != nil {
				return err
			}
			if st.View != nil && (at < 0 || !bytes.Equal(st.View, points[at].view)) {
				return fmt.Errorf("frame %d: state view is not the seat's current Observation", i)
			}
		}
		for c := range cardsIn(m.Raw) {
			if !seen[c] {
				return fmt.Errorf("frame %d shows card %s, which the seat's Observation does not: %.400s", i, c, m.Raw)
			}
		}
	}
	if at != len(points)-1 {
		return fmt.Errorf("the seat saw %d of the record's %d points", at+1, len(points))
	}
	return nil
}

// cardIDs holds the id of every card of both games.
var cardIDs = func() map[string]bool {
	m := map[string]bool{}
	for c := range koikoi.Card(koikoi.NumCards) {
		m[c.String()] = true
	}
	for c := range ikebana.Card(ikebana.NumCards) {
		m[c.String()] = true
	}
	return m
}()

// cardsIn returns every card id (of either game) in a JSON document's
// strings, words of a move included. Card ids are plain ASCII, so the
// quoted strings are cut out of the raw text without decoding it.
func cardsIn(doc []byte) map[string]bool {
	out := map[string]bool{}
	for {
		i := bytes.IndexByte(doc, '"')
		if i < 0 {
			return out
		}
		doc = doc[i+1:]
		j := bytes.IndexByte(doc, '"')
		if j < 0 {
			return out
		}
		for _, w := range strings.Fields(string(doc[:j])) {
			if cardIDs[w] {
				out[w] = true
			}
		}
		doc = doc[j+1:]
	}
}
