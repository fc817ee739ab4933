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
	ctx := timeout(t, 30*time.Minute) // a safeguard: 400 games take 30-60 s on a quiet machine, 8 minutes beside stress-ng --cpu 4
	type job struct {
		game string
		opts protocol.Options
	}
	games := *leakGames
	if testing.Short() {
		games = min(games, 20)
	}
	var jobs []job
	for i := range games {
		jobs = append(jobs, job{"koikoi", protocol.Options{Preset: koikoi.PresetNames[i%len(koikoi.PresetNames)], Rules: map[string]string{"rounds": "1"}}})
		jobs = append(jobs, job{"ikebana", protocol.Options{Players: 2 + i%4, Final: i%2 == 0}})
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
func leakGame(ctx context.Context, n *node.Node, gameName string, opts protocol.Options) error {
	ctx, cancel := context.WithTimeout(ctx, patience)
	defer cancel()
	rules, _ := game.Lookup(gameName)
	setup, err := rules.Check(game.Options(opts))
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
		bots[i] = &client.Bot{Conn: c, Level: "random", Choose: game.BotMove, Seed: uint64(i)}
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
	views, err := seatViews(rules, []byte(rec.Record.Text), setup.Seats)
	if err != nil {
		return err
	}
	for _, fs := range frames {
		seat := seatOfFrames(fs) // the joiners raced for the seats
		if seat < 0 || seat >= len(views) {
			return fmt.Errorf("%s %s table %s: frames for no seat", gameName, setup.Text, bots[0].Table.ID)
		}
		if err := checkSeat(rules, views[seat], fs); err != nil {
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

// seatViews replays a game's record once and returns each seat's
// Observation at each point of it.
func seatViews(rules game.Rules, record []byte, seats int) ([][]json.RawMessage, error) {
	views := make([][]json.RawMessage, seats)
	err := rules.Replay(record, func(_ string, t game.Table) {
		for s := range views {
			views[s] = append(views[s], t.View(s))
		}
	})
	return views, err
}

// checkSeat checks one seat's frames against its Observations at each
// point of the game's record (seatViews). The last event of each deal and
// of each move carries the seat's view: it must be the seat's Observation
// at the next point of the record. Every engine
// event must decode as the engine's JSON form and name no card that the
// seat's Observation places neither before nor after it (a finished
// round's deck aside: the fair-deal check makes it public); no other frame
// names a card the seat cannot see.
func checkSeat(rules game.Rules, views []json.RawMessage, frames []client.Message) error {
	at := -1                  // the point the seat has seen
	seen := map[string]bool{} // the cards the seat sees in place now
	var pending [][]byte      // the events' data waiting for the view after them
	check := func(next map[string]bool) error {
		for _, data := range pending {
			for c := range cardsIn(data) {
				if !seen[c] && !next[c] {
					return fmt.Errorf("an event names card %s, which the seat's Observation does not show: %s", c, data)
				}
			}
		}
		pending, seen = pending[:0], next
		return nil
	}
	for i, m := range frames {
		switch m.Type {
		case "event":
			e, err := m.Event()
			if err != nil {
				return err
			}
			if !protocol.TableEvent(e.Kind) {
				if err := decodeEvent(rules.Name(), e.Data); err != nil {
					return fmt.Errorf("frame %d (seq %d %s): %w", i, e.Seq, e.Kind, err)
				}
			}
			if e.Kind != "round-end" {
				pending = append(pending, e.Data)
			}
			if e.View == nil {
				continue
			}
			if at++; at >= len(views) {
				return fmt.Errorf("frame %d (seq %d %s): a view past the record's end", i, e.Seq, e.Kind)
			}
			if !bytes.Equal(e.View, views[at]) {
				return fmt.Errorf("frame %d (seq %d %s): view\n%s\nwant the Observation\n%s", i, e.Seq, e.Kind, e.View, views[at])
			}
			next, err := visible(e.View)
			if err != nil {
				return err
			}
			if err := check(next); err != nil {
				return fmt.Errorf("frame %d: %w", i, err)
			}
		case "state":
			st, err := m.State()
			if err != nil {
				return err
			}
			if st.View != nil && (at < 0 || !bytes.Equal(st.View, views[at])) {
				return fmt.Errorf("frame %d: state view is not the seat's current Observation", i)
			}
		default:
			pending = append(pending, m.Raw)
		}
	}
	if err := check(seen); err != nil {
		return err
	}
	if at != len(views)-1 {
		return fmt.Errorf("the seat saw %d of the record's %d points", at+1, len(views))
	}
	return nil
}

// visible returns the cards a view (the engine's Observation, as checked)
// shows in their place: Koi-Koi's hand, field, captures, the pending card
// and, once the round is over, the other hand and the pile; Ikebana's
// bouquets, discard piles and the card drawn. Not the unseen ones, nor
// the history a view tells (the first draw, the last round's deck).
func visible(view []byte) (map[string]bool, error) {
	var v struct {
		Hand        []string   `json:"hand"`
		Field       []string   `json:"field"`
		Captured    []string   `json:"captured"`
		OppCaptured []string   `json:"opp_captured"`
		OppHand     []string   `json:"opp_hand"`
		Pile        []string   `json:"pile"`
		Pending     string     `json:"pending"`
		Drawn       string     `json:"drawn"`
		Bouquets    [][]string `json:"bouquets"`
		Discards    [][]string `json:"discards"`
	}
	if err := json.Unmarshal(view, &v); err != nil {
		return nil, err
	}
	out := map[string]bool{v.Pending: true, v.Drawn: true}
	for _, l := range append(append([][]string{v.Hand, v.Field, v.Captured, v.OppCaptured, v.OppHand, v.Pile}, v.Bouquets...), v.Discards...) {
		for _, c := range l {
			out[c] = true
		}
	}
	return out, nil
}

// decodeEvent reads an event's data as the engine's JSON form.
func decodeEvent(gameName string, data []byte) error {
	if gameName == "koikoi" {
		return new(koikoi.Event).UnmarshalJSON(data)
	}
	return new(ikebana.Event).UnmarshalJSON(data)
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
	inString, start := false, 0
	for i, c := range doc {
		switch {
		case c == '"':
			if inString && cardIDs[string(doc[start:i])] {
				out[string(doc[start:i])] = true
			}
			inString, start = !inString, i+1
		case c == ' ' && inString:
			if cardIDs[string(doc[start:i])] {
				out[string(doc[start:i])] = true
			}
			start = i + 1
		}
	}
	return out
}
