package main

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"time"

	"github.com/koikoi-app/koikoi/server/game"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// The turn-based tables of -async-tables are written straight into the
// nodes' database before the run (see seedSQLite and seedPostgres), each
// a game in play as the server would have made it: its "created", "seat",
// "start" and deal events, the engine's state, a clock of 1, 3 or 7 days
// and its deadline somewhere within it. Their people are synthetic
// players whose device secrets the load test knows (asyncSecret), so that
// it can connect as any of them.
//
// Everything about table i is computed from i: nothing is kept per table.

// asyncPerPlayer is how many tables each synthetic player sits at, about
// (fewer than hub.MaxTables, so a player could still create one).
const asyncPerPlayer = 10

// asyncTemplate is one dealt game that many seeded tables share.
type asyncTemplate struct {
	game, options string
	seats         int
	toMove        int    // the seat whose move the game waits for
	state         []byte // the engine's text form
	deal          []storage.Event
}

// asyncSeed describes the seeded tables and their players.
type asyncSeed struct {
	tables    int
	players   int // synthetic players
	templates []asyncTemplate
	first     []int // the first seat of each template within a cycle of templates
	cycle     int   // the seats of one cycle
	now       time.Time
	// due tables (every dueStep-th) have their deadlines spread over the
	// run's length from now, in order.
	due, dueStep int
	length       time.Duration
}

// asyncOptions are the games seeded, in turn.
var asyncOptions = []struct {
	game string
	opts game.Options
}{
	{"koikoi", game.Options{Preset: "standard"}},
	{"ikebana", game.Options{Players: 2}},
	{"ikebana", game.Options{Players: 3}},
	{"ikebana", game.Options{Players: 4}},
}

// newAsyncSeed deals each of asyncOptions once and sizes the players:
// about asyncPerPlayer tables each, and at least followers of them.
func newAsyncSeed(tables, followers, due int, length time.Duration, now time.Time) (*asyncSeed, error) {
	a := &asyncSeed{tables: tables, now: now, due: due, length: length}
	if due > 0 {
		a.dueStep = tables / due
	}
	for i, o := range asyncOptions {
		rules, err := game.Lookup(o.game)
		if err != nil {
			return nil, err
		}
		setup, err := rules.Check(o.opts)
		if err != nil {
			return nil, err
		}
		g, steps, err := rules.New(setup.Text, uint64(i+1))
		if err != nil {
			return nil, err
		}
		if g.Over() || g.ToMove() < 0 {
			return nil, fmt.Errorf("the %s deal ended at once", o.game)
		}
		state, err := g.MarshalText()
		if err != nil {
			return nil, err
		}
		tp := asyncTemplate{game: o.game, options: setup.Text, seats: setup.Seats, toMove: g.ToMove(), state: state}
		for _, st := range steps {
			e := storage.Event{Kind: st.Kind, Actor: st.Actor, Public: st.Public}
			if st.Seats != nil || st.Views != nil {
				e.Views = make([]json.RawMessage, max(len(st.Seats), len(st.Views)))
				for s := range e.Views {
					e.Views[s] = seatPart(at(st.Seats, s), at(st.Views, s))
				}
			}
			tp.deal = append(tp.deal, e)
		}
		a.first = append(a.first, a.cycle)
		a.cycle += tp.seats
		a.templates = append(a.templates, tp)
	}
	seats := a.seatBase(tables)
	a.players = max((seats+asyncPerPlayer-1)/asyncPerPlayer, min(followers, seats))
	if followers > a.players {
		return nil, fmt.Errorf("-players %d: the %d turn-based tables have only %d seats", followers, tables, seats)
	}
	return a, nil
}

// seatBase is the number of seats of the tables before table i.
func (a *asyncSeed) seatBase(i int) int {
	n := len(a.templates)
	return i/n*a.cycle + a.first[i%n]
}

func (a *asyncSeed) template(i int) *asyncTemplate { return &a.templates[i%len(a.templates)] }

// player is the synthetic player at seat s of table i: seats are dealt to
// the players in turn, so a table's seats go to different players.
func (a *asyncSeed) player(i, s int) int { return (a.seatBase(i) + s) % a.players }

// asyncTableID is table i's ID (16 characters, as the server's).
func asyncTableID(i int) string { return fmt.Sprintf("at%014d", i) }

// asyncPlayerID is synthetic player k's ID.
func asyncPlayerID(k int) string { return fmt.Sprintf("ap%014d", k) }

// asyncName is synthetic player k's display name.
func asyncName(k int) string { return fmt.Sprintf("Async %d", k) }

// asyncSecretBytes is synthetic player k's device secret, raw.
func asyncSecretBytes(k int) []byte {
	sum := sha256.Sum256(fmt.Appendf(nil, "koikoi load test player %d", k))
	return sum[:]
}

// asyncSecret is synthetic player k's device secret, as hello sends it.
func asyncSecret(k int) string { return base64.RawURLEncoding.EncodeToString(asyncSecretBytes(k)) }

// asyncSecretHash is what the store keeps of player k's secret (the
// server's hash: SHA-256 of the raw secret).
func asyncSecretHash(k int) []byte {
	sum := sha256.Sum256(asyncSecretBytes(k))
	return sum[:]
}

// asyncPlayer is synthetic player k as stored.
func (a *asyncSeed) asyncPlayer(k int) storage.Player {
	return storage.Player{ID: asyncPlayerID(k), SecretHash: asyncSecretHash(k), Name: asyncName(k), Created: a.now}
}

// dueInRun reports whether table i's clock runs out during the run, and
// which of those it is.
func (a *asyncSeed) dueInRun(i int) (int, bool) {
	if a.due == 0 || i%a.dueStep != 0 || i/a.dueStep >= a.due {
		return 0, false
	}
	return i / a.dueStep, true
}

// mix is a fixed hash of i, for the per-table choices.
func mix(i int, salt uint64) uint64 {
	var b [16]byte
	binary.LittleEndian.PutUint64(b[:8], uint64(i))
	binary.LittleEndian.PutUint64(b[8:], salt)
	sum := sha256.Sum256(b[:])
	return binary.LittleEndian.Uint64(sum[:8])
}

// days is table i's clock: 1, 3 or 7 days.
func (a *asyncSeed) days(i int) int {
	return protocol.TurnDays[mix(i, 1)%uint64(len(protocol.TurnDays))]
}

// table is table i as stored, with its events: created an hour ago by
// its first seat's player, joined by the others, dealt; the person to move
// has a deadline spread over the clock's days from now.
func (a *asyncSeed) table(i int) (storage.Table, []storage.Event) {
	tp := a.template(i)
	clock := time.Duration(a.days(i)) * 24 * time.Hour
	created := a.now.Add(-time.Hour)
	t := storage.Table{ID: asyncTableID(i), Game: tp.game, Options: tp.options, Status: storage.StatusPlaying,
		State: tp.state, Clock: clock, Version: int64(tp.seats), Created: created, Updated: created}
	t.Deadline = a.now.Add(time.Duration(mix(i, 2) % uint64(clock)))
	if n, ok := a.dueInRun(i); ok {
		t.Deadline = a.now.Add(a.length * time.Duration(n) / time.Duration(a.due))
	}
	t.Due = t.Deadline
	infos := make([]protocol.SeatInfo, tp.seats)
	for s := range tp.seats {
		k := a.player(i, s)
		// Away since the table was dealt: turn-based people come and go.
		t.Seats = append(t.Seats, storage.Seat{Kind: storage.SeatPerson, Player: asyncPlayerID(k), Name: asyncName(k),
			Away: created, Conn: 1, Turn: s == tp.toMove})
		infos[s] = protocol.SeatInfo{Kind: storage.SeatFree}
	}
	infos[0] = protocol.SeatInfo{Kind: storage.SeatPerson, Name: t.Seats[0].Name}
	var events []storage.Event
	add := func(kind string, public any) {
		data, _ := json.Marshal(public)
		if public == nil {
			data = nil
		}
		events = append(events, storage.Event{Kind: kind, Actor: -1, Public: data})
	}
	add("created", createdData{Game: tp.game, Options: tp.options, Clock: int(clock / time.Second), Seats: infos})
	for s := 1; s < tp.seats; s++ {
		add("seat", seatData{Seat: s, SeatInfo: protocol.SeatInfo{Kind: storage.SeatPerson, Name: t.Seats[s].Name}})
	}
	add("start", nil)
	events = append(events, tp.deal...)
	for j := range events {
		events[j].TableID, events[j].Seq, events[j].Time = t.ID, int64(j+1), created
	}
	t.Seq = int64(len(events))
	return t, events
}

// createdData and seatData are the data of the hub's "created" and "seat"
// events (server/hub: createdEventData, seatEventData).
type createdData struct {
	Game    string              `json:"game"`
	Options string              `json:"options"`
	Clock   int                 `json:"clock"`
	Seats   []protocol.SeatInfo `json:"seats"`
}

type seatData struct {
	Seat int `json:"seat"`
	protocol.SeatInfo
}

// seatPart and at store a step's per-seat parts as the hub does
// (server/hub: seatPart): {"data":...,"view":...}.
func seatPart(data, view json.RawMessage) json.RawMessage {
	if data == nil && view == nil {
		return nil
	}
	b := []byte{'{'}
	if data != nil {
		b = append(append(b, `"data":`...), data...)
	}
	if view != nil {
		if data != nil {
			b = append(b, ',')
		}
		b = append(append(b, `"view":`...), view...)
	}
	return append(b, '}')
}

func at(l []json.RawMessage, i int) json.RawMessage {
	if i < len(l) {
		return l[i]
	}
	return nil
}
