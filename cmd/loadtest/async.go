package main

import (
	"context"
	"fmt"
	"math"
	"os"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/game"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// asyncRun plays the seeded turn-based tables during the run: -players
// followers connect and stay, each following one of its tables, and
// movers, a share of the tables' players (-async-share), connect one after
// another over the run, move once where it is their turn and leave.
type asyncRun struct {
	p    *players
	seed *asyncSeed

	movers, conns sync.WaitGroup // the movers; the followers' connections
	stopFollowing context.CancelFunc

	mu        sync.Mutex
	lat       []time.Duration // each mover's move: sent to its first event back
	followers []*follower

	moves, errors, stale, notTurn     atomic.Int64
	events, duplicated, outOfOrder    atomic.Int64
	followersUp, followerDisconnected atomic.Int64
}

// follower is a connected player following one of its tables.
type follower struct {
	table   string
	mu      sync.Mutex
	lastSeq int64
}

// asyncStride walks the tables in an order that visits each once: a
// prime that divides no table count the load test makes.
const asyncStride = 1_000_003

// moverTable is the table the k-th mover moves at: every mover a table
// of its own (asyncStride and the count have no common factor but when
// the count is a multiple of it, which parse refuses).
func (r *asyncRun) moverTable(k int) int {
	return int((int64(k)*asyncStride + 7) % int64(r.seed.tables))
}

// followersAtOnce bounds the followers connecting at the same time.
const followersAtOnce = 32

// connectFollowers connects the -players followers before the run starts,
// followersAtOnce at a time, each once its table's state came back (or
// its attempt failed), so that the run's length is played with all of
// them connected. It returns how long that took. The followers are
// spread over the players (every players/followers-th), so that most
// tables have at most one.
func (r *asyncRun) connectFollowers(ctx context.Context) time.Duration {
	n := r.p.cfg.players
	start := time.Now()
	var followCtx context.Context
	followCtx, r.stopFollowing = context.WithCancel(context.Background())
	sem := make(chan struct{}, followersAtOnce)
	for j := range n {
		select {
		case sem <- struct{}{}:
		case <-ctx.Done():
			return time.Since(start)
		}
		var once sync.Once
		ready := func() { once.Do(func() { <-sem }) }
		r.conns.Go(func() {
			defer ready()
			r.follow(ctx, followCtx, j*r.seed.players/n, ready)
		})
	}
	for range followersAtOnce {
		sem <- struct{}{}
	}
	return time.Since(start)
}

// run starts the movers, spread over the run's length after the ramp.
func (r *asyncRun) run(ctx context.Context, start time.Time, length, ramp time.Duration) {
	movers := int(math.Round(r.p.cfg.asyncShare * float64(r.seed.tables)))
	if movers == 0 {
		return
	}
	r.movers.Go(func() {
		for k := range movers {
			// After the ramp, the last a few seconds before the end.
			at := start.Add(ramp + max(0, length-ramp-2*time.Second)*time.Duration(k)/time.Duration(movers))
			if !sleepUntil(ctx, at) || r.p.stopping.Load() {
				return
			}
			r.movers.Go(func() { r.mover(ctx, k) })
		}
	})
}

// waitMovers waits for the movers still moving.
func (r *asyncRun) waitMovers() { r.movers.Wait() }

// close disconnects the followers.
func (r *asyncRun) close() {
	if r.stopFollowing != nil {
		r.stopFollowing()
	}
	r.conns.Wait()
}

// dial connects synthetic player k to a node and says hello.
func (r *asyncRun) dial(ctx context.Context, k int) (*client.Conn, protocol.Welcome, error) {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	c, err := client.Dial(ctx, r.p.nodes[r.p.pickNode(k)].url)
	if err != nil {
		return nil, protocol.Welcome{}, err
	}
	w, err := c.Hello(ctx, asyncSecret(k), asyncName(k))
	if err != nil {
		c.CloseNow()
		return nil, w, err
	}
	return c, w, nil
}

// follow connects synthetic player k, resumes one of its tables where it
// is not to move, calls ready once the table's state came, and reads what
// comes until stop.
func (r *asyncRun) follow(ctx, stop context.Context, k int, ready func()) {
	c, w, err := r.dial(ctx, k)
	if err != nil {
		r.fail(err)
		return
	}
	defer c.CloseNow()
	if len(w.Tables) == 0 {
		r.fail(fmt.Errorf("synthetic player %d has no table in its welcome", k))
		return
	}
	info := w.Tables[0]
	if i := slices.IndexFunc(w.Tables, func(t protocol.TableInfo) bool { return !t.Turn }); i >= 0 {
		info = w.Tables[i]
	}
	f := &follower{table: info.ID, lastSeq: info.Seq}
	if _, err := c.Send(ctx, protocol.Resume{Header: protocol.Header{Type: "resume"}, Table: info.ID, After: info.Seq}); err != nil {
		r.fail(err)
		return
	}
	r.mu.Lock()
	r.followers = append(r.followers, f)
	r.mu.Unlock()
	r.followersUp.Add(1)
	for {
		m, err := c.Read(stop)
		if err != nil {
			if stop.Err() == nil {
				r.followerDisconnected.Add(1)
			}
			return
		}
		switch m.Type {
		case "event":
			e, err := m.Event()
			if err != nil || e.Table != f.table {
				continue
			}
			r.events.Add(1)
			f.mu.Lock()
			switch {
			case e.Seq <= f.lastSeq:
				r.duplicated.Add(1)
			case e.Seq > f.lastSeq+1:
				r.outOfOrder.Add(1)
				f.lastSeq = e.Seq
			default:
				f.lastSeq = e.Seq
			}
			f.mu.Unlock()
		case "state":
			if st, err := m.State(); err == nil && st.Table.ID == f.table {
				f.mu.Lock()
				f.lastSeq = max(f.lastSeq, st.Table.Seq)
				f.mu.Unlock()
				ready()
			}
		case "error":
			r.fail(m.Error)
		}
	}
}

// mover is the k-th mover: the player to move at its table connects,
// resumes the table, makes the move a bot would and leaves once the
// move's first event is back (its latency, from the move's sending).
func (r *asyncRun) mover(ctx context.Context, k int) {
	i := r.moverTable(k)
	tp := r.seed.template(i)
	player := r.seed.player(i, tp.toMove)
	c, w, err := r.dial(ctx, player)
	if err != nil {
		r.fail(err)
		return
	}
	defer c.Close()
	id := asyncTableID(i)
	j := slices.IndexFunc(w.Tables, func(t protocol.TableInfo) bool { return t.ID == id })
	if j < 0 {
		r.fail(fmt.Errorf("table %s is not in its player's welcome", id))
		return
	}
	if !w.Tables[j].Turn {
		r.notTurn.Add(1) // its clock ran out during the run: a computer moved
		return
	}
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	re, err := c.Send(ctx, protocol.Resume{Header: protocol.Header{Type: "resume"}, Table: id, After: w.Tables[j].Seq})
	if err != nil {
		r.fail(err)
		return
	}
	m, err := awaitState(ctx, c, re)
	if err != nil {
		r.fail(err)
		return
	}
	st, err := m.State()
	if err != nil {
		r.fail(err)
		return
	}
	mv, err := game.BotMove(st.Table.Game, st.View, "easy", uint64(k))
	if err != nil {
		r.notTurn.Add(1)
		return
	}
	sent := time.Now()
	moveID, err := c.Send(ctx, protocol.Move{Header: protocol.Header{Type: "move"}, Table: id, Seq: st.Table.Seq, Move: mv})
	if err != nil {
		r.fail(err)
		return
	}
	for {
		m, err := c.Read(ctx)
		if err != nil {
			r.fail(fmt.Errorf("waiting for the move at %s: %w", id, err))
			return
		}
		switch {
		case m.Type == "event":
			if e, err := m.Event(); err == nil && e.Table == id && e.Seq > st.Table.Seq {
				r.mu.Lock()
				r.lat = append(r.lat, time.Since(sent))
				r.mu.Unlock()
				r.moves.Add(1)
				return
			}
		case m.Type == "error" && m.Re == moveID:
			if m.Error != nil && m.Error.Code == protocol.CodeStale {
				r.stale.Add(1)
			} else {
				r.fail(m.Error)
			}
			return
		}
	}
}

// awaitState reads frames until the state that answers request re.
func awaitState(ctx context.Context, c *client.Conn, re int64) (client.Message, error) {
	for {
		m, err := c.Read(ctx)
		if err != nil {
			return m, err
		}
		if m.Re != re {
			continue
		}
		if m.Error != nil {
			return m, m.Error
		}
		if m.Type == "state" {
			return m, nil
		}
	}
}

// fail counts an error of the turn-based players, and says the first few
// on stderr.
func (r *asyncRun) fail(err error) {
	if err == nil {
		return
	}
	r.errors.Add(1)
	if r.errors.Load() <= 5 {
		fmt.Fprintln(os.Stderr, "loadtest: turn-based:", err)
	}
}

// lost counts the events the followers never received: their table's
// last seq in the database less the last seq each saw.
func (r *asyncRun) lost(ctx context.Context, store storage.Store) (int64, error) {
	r.mu.Lock()
	fs := slices.Clone(r.followers)
	r.mu.Unlock()
	var lost int64
	for _, f := range fs {
		t, err := store.Table(ctx, f.table)
		if err != nil {
			return 0, fmt.Errorf("table %s: %w", f.table, err)
		}
		f.mu.Lock()
		lost += max(0, t.Seq-f.lastSeq)
		f.mu.Unlock()
	}
	return lost, nil
}

// settledLost counts the followers' lost events until there are none, at
// most limit (the last events of the run may be on their way).
func (r *asyncRun) settledLost(ctx context.Context, store storage.Store, limit time.Duration) (int64, error) {
	deadline := time.Now().Add(limit)
	for {
		lost, err := r.lost(ctx, store)
		if err != nil || lost == 0 || !time.Now().Before(deadline) || !sleepUntil(ctx, time.Now().Add(200*time.Millisecond)) {
			return lost, err
		}
	}
}
