package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/cenkalti/backoff/v5"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/game"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// players runs the bots: tables at a time, each seat a person played by a
// client.Bot over its own WebSocket, spread over the nodes.
type players struct {
	cfg      config
	nodes    []*serverNode
	alive    []atomic.Bool // which nodes clients may dial
	c        *counters
	stopping atomic.Bool // the run is over: bots stop moving
	unparked atomic.Bool // the parked bots were told to read what is left
	async    *asyncRun   // the turn-based tables' players, with -async-tables

	mu     sync.Mutex
	seats  []*seat            // every seat ever played
	tables map[string][]*seat // by table ID
}

// seat is one person at a table.
type seat struct {
	p      *players
	idx    int // the order it joined in; its seat number is the server's
	node   int
	secret string
	bot    *client.Bot
	lat    *latencies
	leaks  *leakCheck // nil but for Koi-Koi
	rng    *rand.Rand
	retry  backoff.BackOff // the waits before each attempt to reconnect
	others int

	mu        sync.Mutex
	conn      *client.Conn // the bot's connection, for drop
	number    int          // the seat's number at the table, from its state; -1 before
	table     string       // the table's ID once known
	ended     bool         // the game ended
	lastSeq   int64
	lastLegal string
	probes    map[int64]bool // the request IDs of probes not answered yet
	probeSeqs map[int64]bool // the seqs probes were sent at
	moveSeqs  map[int64]bool // the seqs the bot moved at
	lostAt    time.Time      // when the connection broke, while resuming
	dropUntil time.Time      // a dropped client stays away until then
	// park ends the bot's Play once the run stops and the bot waits to
	// move (it reads nothing while it waits); the seat then reads the
	// events still on their way.
	park   context.CancelFunc
	parked bool
	// abandoned: the load test gave the table up while setting it up (a
	// node died under it): its seats are left out of the count of lost
	// events.
	abandoned bool
}

// settled waits up to limit for every broken connection to have resumed
// (and every dropped client to be back), so that the count of lost events
// compares seats that are all following their tables.
func (p *players) settled(ctx context.Context, limit time.Duration) {
	deadline := time.Now().Add(limit)
	for time.Now().Before(deadline) && ctx.Err() == nil {
		p.mu.Lock()
		seats := slices.Clone(p.seats)
		p.mu.Unlock()
		busy := false
		for _, s := range seats {
			s.mu.Lock()
			busy = busy || !s.lostAt.IsZero() || !s.dropUntil.IsZero()
			s.mu.Unlock()
		}
		if !busy {
			return
		}
		sleepUntil(ctx, time.Now().Add(100*time.Millisecond))
	}
}

// pickNode returns the first live node from want on.
func (p *players) pickNode(want int) int {
	for i := range p.nodes {
		if n := (want + i) % len(p.nodes); p.alive[n].Load() {
			return n
		}
	}
	return want % len(p.nodes)
}

// connect dials a node and says hello.
func (s *seat) connect(ctx context.Context) (*client.Conn, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	c, err := client.Dial(ctx, s.p.nodes[s.node].url)
	if err != nil {
		return nil, err
	}
	if _, err := c.Hello(ctx, s.secret, fmt.Sprintf("Bot %d", s.idx)); err != nil {
		c.CloseNow()
		return nil, err
	}
	return c, nil
}

// newSeat connects a new player to a node.
func (p *players) newSeat(ctx context.Context, idx, node, others int, lat *latencies, leaks *leakCheck, seed uint64) (*seat, error) {
	s := &seat{p: p, idx: idx, node: p.pickNode(node), secret: client.NewSecret(), lat: lat, leaks: leaks,
		rng: rand.New(rand.NewPCG(seed, 11)), retry: client.Backoff(), others: others, number: -1,
		probes: map[int64]bool{}, probeSeqs: map[int64]bool{}, moveSeqs: map[int64]bool{}}
	c, err := s.connect(ctx)
	if err != nil {
		return nil, err
	}
	s.bot = &client.Bot{Conn: c, Level: "easy", Choose: game.BotMove, Seed: seed, Observe: s.observe, Think: s.think}
	s.conn = c
	p.mu.Lock()
	p.seats = append(p.seats, s)
	p.mu.Unlock()
	return s, nil
}

// think waits the bot's 0.5–2 s before a move itself and returns 0, so the
// move's latency runs from when it really leaves (under a loaded machine a
// timer may fire late: that delay is the client's, not the server's).
// Once the run stops, the bot parks: it returns a wait the park ends.
func (s *seat) think() time.Duration {
	if !s.p.stopping.Load() {
		time.Sleep(s.p.cfg.thinkMin + time.Duration(s.rng.Int64N(int64(s.p.cfg.thinkMax-s.p.cfg.thinkMin)+1)))
	}
	if s.p.stopping.Load() {
		s.mu.Lock()
		s.parked = true
		park := s.park
		s.mu.Unlock()
		if s.p.unparked.Load() && park != nil {
			park() // a bot slower than the others: unpark has been
		}
		return time.Hour
	}
	s.mu.Lock()
	s.moveSeqs[s.bot.Seq] = true
	number := s.number
	s.mu.Unlock()
	s.lat.sent(s.bot.Seq, number, s.others, time.Now())
	s.p.c.sent.Add(1)
	return 0
}

// observe sees every frame the bot reads, before the bot does.
func (s *seat) observe(m client.Message) {
	now := time.Now()
	c := s.p.c
	switch m.Type {
	case "event":
		e, err := m.Event()
		if err != nil {
			c.errors.Add(1)
			return
		}
		s.mu.Lock()
		switch {
		case e.Seq <= s.lastSeq:
			c.duplicated.Add(1)
		case e.Seq > s.lastSeq+1:
			c.order.Add(1)
		default:
			s.lastSeq = e.Seq
		}
		if e.Kind == "game_end" || e.Kind == "closed" {
			s.ended = true
		}
		// A move of this seat's right after a probe, where the bot itself
		// did not move: the server took a move out of turn.
		if e.Actor == s.number && e.Kind != "timeout" && s.probeSeqs[e.Seq-1] && !s.moveSeqs[e.Seq-1] {
			c.illegal.Add(1)
		}
		// A catch-up after a resume, or frames a parked bot left unread,
		// arrive late for reasons of the client's.
		replayed := !s.lostAt.IsZero() || s.parked
		number := s.number
		s.mu.Unlock()
		if d, done, measured := s.lat.arrived(e.Seq, e.Actor, number, replayed, now); done {
			c.moved(d, measured)
		}
		if s.leaks != nil {
			c.leaked.Add(int64(s.leaks.frame(s.idx, e.Seq, e.Data, e.View)))
		}
		s.maybeProbe(e)
	case "state":
		st, err := m.State()
		if err != nil {
			c.errors.Add(1)
			return
		}
		s.mu.Lock()
		s.lastSeq = st.Table.Seq
		s.table = st.Table.ID
		s.number = st.Table.Seat
		if !s.lostAt.IsZero() {
			c.gap(now.Sub(s.lostAt))
			s.lostAt = time.Time{}
		}
		s.mu.Unlock()
		if s.leaks != nil {
			c.leaked.Add(int64(s.leaks.frame(s.idx, st.Table.Seq, nil, st.View)))
		}
		if st.Table.ID != "" {
			s.p.mu.Lock()
			if !slices.Contains(s.p.tables[st.Table.ID], s) {
				s.p.tables[st.Table.ID] = append(s.p.tables[st.Table.ID], s)
			}
			s.p.mu.Unlock()
		}
	case "error":
		s.mu.Lock()
		probe := s.probes[m.Re]
		delete(s.probes, m.Re)
		s.mu.Unlock()
		if probe {
			c.refused.Add(1)
			return
		}
		if m.Error != nil && m.Error.Code == protocol.CodeStale {
			c.stale.Add(1)
			return
		}
		c.error(m.Error)
		if m.Error != nil && m.Error.Code == protocol.CodeUnavailable {
			// The move was not made (the database is away): drop the
			// connection so the seat resumes, on another node if it can,
			// and the bot moves again. (Left alone, the bot would ask
			// for the state on this connection, and the catch-up would
			// repeat events this observer already counted.)
			s.bot.Conn.CloseNow()
		}
	}
}

// probeRate is the share of the events after which a seat that is not to
// move sends a move anyway (its last legal move, replayed out of turn):
// the server must refuse every one.
const probeRate = 0.02

func (s *seat) maybeProbe(e protocol.Event) {
	var v struct {
		Legal []string `json:"legal"`
	}
	// Only an event whose view shows no moves says the seat is not to move.
	if e.View == nil || json.Unmarshal(e.View, &v) != nil {
		return
	}
	if len(v.Legal) > 0 {
		s.mu.Lock()
		s.lastLegal = v.Legal[0]
		s.mu.Unlock()
		return
	}
	s.mu.Lock()
	last := s.lastLegal
	s.mu.Unlock()
	if last == "" || e.Kind == "game_end" || s.p.stopping.Load() || s.rng.Float64() >= probeRate {
		return
	}
	id, err := s.bot.Conn.Send(context.Background(), protocol.Move{Header: protocol.Header{Type: "move"}, Table: e.Table, Seq: e.Seq, Move: last})
	if err != nil {
		return
	}
	s.mu.Lock()
	s.probes[id] = true
	s.probeSeqs[e.Seq] = true
	s.mu.Unlock()
	s.p.c.probes.Add(1)
}

// play plays the seat to the game's end, resuming on another live node
// (or the same one once it is back) whenever the connection breaks.
func (s *seat) play(ctx context.Context) {
	parkCtx, park := context.WithCancel(ctx)
	defer park()
	s.mu.Lock()
	s.park = park
	s.mu.Unlock()
	for {
		err := s.bot.Play(parkCtx)
		switch {
		case err == nil:
			return
		case ctx.Err() != nil:
			return
		case parkCtx.Err() != nil:
			s.drain(ctx)
			return
		case errors.Is(err, client.ErrEnded):
			s.p.c.closed.Add(1)
			return
		}
		s.mu.Lock()
		until := s.dropUntil
		s.dropUntil = time.Time{}
		s.mu.Unlock()
		if !sleepUntil(ctx, until) {
			return
		}
		s.mu.Lock()
		s.lostAt = time.Now()
		s.mu.Unlock()
		if !s.resume(ctx) {
			return
		}
	}
}

// drain reads and checks the frames still arriving after the bot parked,
// until the run ends (the connection stays open until then: closing it
// would make the seat away, an event of its own).
func (s *seat) drain(ctx context.Context) {
	for {
		m, err := s.bot.Conn.Read(ctx)
		if err != nil {
			return
		}
		s.observe(m)
	}
}

// unpark ends the Play of every parked bot (and of those that park
// later: see think).
func (p *players) unpark() {
	p.unparked.Store(true)
	p.mu.Lock()
	seats := slices.Clone(p.seats)
	p.mu.Unlock()
	for _, s := range seats {
		s.mu.Lock()
		if s.parked && s.park != nil {
			s.park()
		}
		s.mu.Unlock()
	}
}

func sleepUntil(ctx context.Context, t time.Time) bool {
	if d := time.Until(t); d > 0 {
		select {
		case <-time.After(d):
		case <-ctx.Done():
			return false
		}
	}
	return true
}

// resume reconnects, first to another node, and asks for the missed
// events. It waits the client's backoff before each attempt (see
// client.Backoff): the clients of a node that died all notice it at once,
// and must not all fall on the survivor in the same instant.
func (s *seat) resume(ctx context.Context) bool {
	_, err := client.Reconnect(ctx, s.retry, func(ctx context.Context) (*client.Conn, error) {
		s.node = s.p.pickNode(s.node + 1)
		c, err := s.connect(ctx)
		if err != nil {
			return nil, err
		}
		// The same Bot on the new connection: the state that answers the
		// resume has it make again a move lost with the old one (or
		// refused as unavailable).
		s.mu.Lock()
		old := s.bot.Conn
		s.bot.Conn = c
		s.conn = c
		s.mu.Unlock()
		if err := s.bot.Resume(ctx); err != nil {
			s.mu.Lock()
			s.bot.Conn, s.conn = old, old
			s.mu.Unlock()
			c.CloseNow()
			return nil, err
		}
		s.p.c.reconnects.Add(1)
		return c, nil
	})
	return err == nil
}

// table is one game: its seats, created and joined, played to the end.
func (p *players) table(ctx context.Context, slot int, rng *rand.Rand) error {
	name, opts, seats := "koikoi", protocol.Options{Preset: "standard", Rules: map[string]string{"rounds": "1"}}, 2
	if rng.IntN(2) == 1 {
		seats = 2 + rng.IntN(4)
		name, opts = "ikebana", protocol.Options{Players: seats}
	}
	lat := &latencies{}
	var leaks *leakCheck
	if name == "koikoi" {
		leaks = newLeakCheck(seats)
	}
	specs := make([]protocol.SeatSpec, seats)
	for i := range specs {
		specs[i] = protocol.SeatSpec{Kind: "person"}
	}
	all := make([]*seat, seats)
	for i := range all {
		s, err := p.newSeat(ctx, i, slot+i, seats-1, lat, leaks, rng.Uint64())
		if err != nil {
			for _, s := range all[:i] {
				s.bot.Conn.CloseNow()
			}
			return err
		}
		all[i] = s
	}
	setUp := false
	defer func() {
		for _, s := range all {
			s.mu.Lock()
			s.abandoned = !setUp
			s.mu.Unlock()
			s.bot.Conn.CloseNow()
		}
	}()
	// Seat 0 creates the table; the others join with its invite code.
	invite := make(chan string, 1)
	observe := all[0].bot.Observe
	all[0].bot.Observe = func(m client.Message) {
		if st, err := m.State(); m.Type == "state" && err == nil && st.Table.Invite != "" {
			select {
			case invite <- st.Table.Invite:
			default:
			}
		}
		observe(m)
	}
	create := protocol.Create{Header: protocol.Header{Type: "create"}, Game: name, Options: opts, Seats: specs, Rated: p.cfg.rated}
	if _, err := all[0].bot.Conn.Send(ctx, create); err != nil {
		return err
	}
	var wg sync.WaitGroup
	wg.Go(func() { all[0].play(ctx) })
	var code string
	select {
	case code = <-invite:
	case <-time.After(30 * time.Second):
		all[0].bot.Conn.CloseNow()
		wg.Wait()
		return fmt.Errorf("no invite code 30 s after creating a table")
	case <-ctx.Done():
		wg.Wait()
		return nil
	}
	setUp = true
	for _, s := range all[1:] {
		if _, err := s.bot.Conn.Send(ctx, protocol.Join{Header: protocol.Header{Type: "join"}, Code: code}); err != nil {
			p.c.error(err)
			setUp = false
		}
		wg.Go(func() { s.play(ctx) })
	}
	wg.Wait()
	if all[0].bot.Ended == "game_end" {
		p.c.finished.Add(1)
		if p.cfg.rated && !p.stopping.Load() {
			p.reads(ctx, all[0], name)
		}
	}
	return nil
}

// reads has a seat whose rated game ended read what a player reads then:
// the game's leaderboard (its first page) and the seat's profile, each
// answer's time kept.
func (p *players) reads(ctx context.Context, s *seat, pool string) {
	s.mu.Lock()
	conn := s.conn
	s.mu.Unlock()
	for _, msg := range []any{
		protocol.GetLeaderboard{Header: protocol.Header{Type: "leaderboard"}, Pool: pool},
		protocol.GetProfile{Header: protocol.Header{Type: "profile"}},
	} {
		start := time.Now()
		id, err := conn.Send(ctx, msg)
		if err == nil {
			_, err = conn.Await(ctx, id)
		}
		if err != nil {
			if ctx.Err() == nil {
				p.c.error(fmt.Errorf("a rated player's read: %w", err))
			}
			return
		}
		p.c.read(time.Since(start))
	}
}

// slot keeps one table playing until the run stops: a new game when one
// ends.
func (p *players) slot(ctx context.Context, slot int, start time.Duration) {
	rng := rand.New(rand.NewPCG(uint64(slot), 3))
	if !sleepUntil(ctx, time.Now().Add(start)) {
		return
	}
	for !p.stopping.Load() && ctx.Err() == nil {
		if err := p.table(ctx, slot, rng); err != nil {
			p.c.error(err)
			sleepUntil(ctx, time.Now().Add(time.Second))
		}
	}
}

// drop cuts n random seats' connections; they come back after d.
func (p *players) drop(n int, d time.Duration) {
	p.mu.Lock()
	seats := slices.Clone(p.seats)
	p.mu.Unlock()
	var live []*seat
	for _, s := range seats {
		s.mu.Lock()
		if !s.ended && s.table != "" {
			live = append(live, s)
		}
		s.mu.Unlock()
	}
	rand.Shuffle(len(live), func(i, j int) { live[i], live[j] = live[j], live[i] })
	for _, s := range live[:min(n, len(live))] {
		s.mu.Lock()
		s.dropUntil = time.Now().Add(d)
		conn := s.conn
		s.mu.Unlock()
		conn.CloseNow()
		p.c.drops.Add(1)
	}
}
