package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"

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

// asyncResult is the turn-based part of the printed JSON.
type asyncResult struct {
	Tables  int `json:"tables"`
	Players int `json:"players"` // synthetic players seeded
	// SeedS is how long writing the tables took; DBMBSeeded the
	// database's size then, DBMB at the end.
	SeedS      float64 `json:"seed_s"`
	DBMBSeeded float64 `json:"db_mb_seeded"`
	DBMB       float64 `json:"db_mb"`
	Followers  int64   `json:"followers"` // connected and following at once
	// FollowersConnectS is how long the followers took to connect, before
	// the run.
	FollowersConnectS float64 `json:"followers_connect_s"`
	// FollowerEvents counts the events the followers received;
	// FollowersDropped the followers whose connection broke.
	FollowerEvents   int64 `json:"follower_events"`
	FollowersDropped int64 `json:"followers_dropped"`
	Lost             int64 `json:"lost"`
	Duplicated       int64 `json:"duplicated"`
	OutOfOrder       int64 `json:"out_of_order"`
	// Moves counts the movers' moves, P50MS..P99MS their times (sent to
	// the first event back); NotTurn the movers whose table a computer
	// had moved at meanwhile (the clock ran out).
	Moves   int64   `json:"moves"`
	P50MS   float64 `json:"p50_ms"`
	P95MS   float64 `json:"p95_ms"`
	P99MS   float64 `json:"p99_ms"`
	NotTurn int64   `json:"not_turn"`
	Stale   int64   `json:"stale"`
	Errors  int64   `json:"errors"`
	// Timeouts counts the computer's moves for people whose clock ran
	// out at the -async-due tables, TimeoutTables the tables they were
	// at: one each, whichever node made it, when no two nodes played the
	// same move.
	Timeouts      int64 `json:"timeouts"`
	TimeoutTables int64 `json:"timeout_tables"`
	// DuePlan is the database's plan of the nodes' query for due tables
	// (Store.DueTables) at the end, and DueMS how long the store took to
	// answer it then.
	DuePlan string  `json:"due_plan"`
	DueMS   float64 `json:"due_ms"`
}

// summarize fills the turn-based part of the result.
func (r *asyncRun) summarize(res *asyncResult) {
	r.mu.Lock()
	lat := slices.Clone(r.lat)
	r.mu.Unlock()
	slices.Sort(lat)
	q := func(f float64) float64 {
		if len(lat) == 0 {
			return 0
		}
		d := lat[min(len(lat)-1, int(math.Ceil(f*float64(len(lat))))-1)]
		return math.Round(float64(d.Microseconds())/100) / 10
	}
	res.P50MS, res.P95MS, res.P99MS = q(0.50), q(0.95), q(0.99)
	res.Moves, res.NotTurn, res.Stale, res.Errors = r.moves.Load(), r.notTurn.Load(), r.stale.Load(), r.errors.Load()
	res.Followers, res.FollowersDropped = r.followersUp.Load(), r.followerDisconnected.Load()
	res.FollowerEvents, res.Duplicated, res.OutOfOrder = r.events.Load(), r.duplicated.Load(), r.outOfOrder.Load()
}

// seedTables writes the turn-based tables into the store before the
// nodes start, and notes how long it took and the database's size.
func seedTables(ctx context.Context, cfg config, st storageSetup, res *asyncResult) (*asyncRun, error) {
	seed, err := newAsyncSeed(cfg.asyncTables, cfg.players, cfg.asyncDue, time.Duration(cfg.seconds)*time.Second, time.Now())
	if err != nil {
		return nil, err
	}
	res.Players = seed.players
	store, err := st.open() // makes the schema
	if err != nil {
		return nil, err
	}
	store.Close()
	start := time.Now()
	if st.cluster != nil {
		err = seedPostgres(ctx, st.dsn, seed)
	} else {
		err = seedSQLite(ctx, st.path, seed)
	}
	if err != nil {
		return nil, err
	}
	res.SeedS = math.Round(time.Since(start).Seconds()*10) / 10
	if err := placeDeadlines(ctx, st, seed, time.Now()); err != nil {
		return nil, err
	}
	if res.DBMBSeeded, err = dbSize(ctx, st); err != nil {
		return nil, err
	}
	return &asyncRun{seed: seed}, nil
}

// placeDeadlines gives the tables whose deadline passed while they were
// being written (which takes minutes at a million) one clock more, as if
// their player had moved in time, and moves the deadlines of the
// -async-due tables into the run's time, from now on.
func placeDeadlines(ctx context.Context, st storageSetup, a *asyncSeed, now time.Time) error {
	var exec func(query string, args ...any) error
	overdue := `UPDATE game_tables SET deadline = deadline + clock_ms * interval '1 millisecond', due = due + clock_ms * interval '1 millisecond'
		WHERE due IS NOT NULL AND due < $1 AND id LIKE 'at%'`
	set := `UPDATE game_tables SET deadline = $1, due = $1 WHERE id = $2`
	at := func(t time.Time) any { return t }
	if st.cluster != nil {
		conn, err := pgx.Connect(ctx, st.dsn)
		if err != nil {
			return err
		}
		defer conn.Close(ctx)
		exec = func(query string, args ...any) error {
			_, err := conn.Exec(ctx, query, args...)
			return err
		}
	} else {
		db, err := sql.Open("sqlite", "file:"+st.path+"?_pragma=busy_timeout(10000)")
		if err != nil {
			return err
		}
		defer db.Close()
		exec = func(query string, args ...any) error {
			_, err := db.ExecContext(ctx, query, args...)
			return err
		}
		overdue = `UPDATE game_tables SET deadline = deadline + clock_ms, due = due + clock_ms WHERE due IS NOT NULL AND due < ?1 AND id LIKE 'at%'`
		set = `UPDATE game_tables SET deadline = ?1, due = ?1 WHERE id = ?2`
		at = func(t time.Time) any { return t.UnixMilli() }
	}
	if err := exec(overdue, at(now)); err != nil {
		return fmt.Errorf("giving the tables overdue after their writing a clock more: %w", err)
	}
	if a.due == 0 {
		return nil
	}
	for i := range a.tables {
		if n, ok := a.dueInRun(i); ok {
			if err := exec(set, at(now.Add(a.length*time.Duration(n)/time.Duration(a.due))), asyncTableID(i)); err != nil {
				return fmt.Errorf("moving a deadline into the run: %w", err)
			}
		}
	}
	return nil
}

// finish counts the followers' lost events, then disconnects them, and
// fills the turn-based part of the result.
func (r *asyncRun) finish(ctx context.Context, st storageSetup, res *asyncResult) error {
	store, err := st.open()
	if err != nil {
		return err
	}
	defer store.Close()
	if res.Lost, err = r.settledLost(ctx, store, settleBound); err != nil {
		return err
	}
	r.close()
	r.summarize(res)
	if res.Timeouts, res.TimeoutTables, err = r.timeouts(ctx, st); err != nil {
		return err
	}
	if res.DuePlan, err = duePlan(ctx, st); err != nil {
		return err
	}
	start := time.Now()
	if _, err := store.DueTables(ctx, time.Now(), 500); err != nil {
		return err
	}
	res.DueMS = math.Round(float64(time.Since(start).Microseconds())/100) / 10
	res.DBMB, err = dbSize(ctx, st)
	return err
}

// duePlan explains the query of Store.DueTables (the same text as the
// stores'), in one line: an index's name in it says no table is scanned.
func duePlan(ctx context.Context, st storageSetup) (string, error) {
	var lines []string
	if st.cluster != nil {
		conn, err := pgx.Connect(ctx, st.dsn)
		if err != nil {
			return "", err
		}
		defer conn.Close(ctx)
		rows, err := conn.Query(ctx, `EXPLAIN SELECT id FROM game_tables WHERE due IS NOT NULL AND due <= $1 ORDER BY due LIMIT $2`,
			time.Now(), 500)
		if err != nil {
			return "", err
		}
		if lines, err = pgx.CollectRows(rows, pgx.RowTo[string]); err != nil {
			return "", err
		}
	} else {
		db, err := sql.Open("sqlite", "file:"+st.path+"?_pragma=busy_timeout(10000)")
		if err != nil {
			return "", err
		}
		defer db.Close()
		rows, err := db.QueryContext(ctx, `EXPLAIN QUERY PLAN SELECT id FROM game_tables WHERE due IS NOT NULL AND due <= ? ORDER BY due LIMIT ?`,
			time.Now().UnixMilli(), 500)
		if err != nil {
			return "", err
		}
		defer rows.Close()
		for rows.Next() {
			var id, parent, unused int
			var detail string
			if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
				return "", err
			}
			lines = append(lines, detail)
		}
		if err := rows.Err(); err != nil {
			return "", err
		}
	}
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	return strings.Join(lines, "; "), nil
}

// timeouts counts the timeout events at the tables whose clock ran out
// during the run (-async-due), and the tables they are at (found by the
// events' primary key), waiting up to settleBound for every one of those
// tables to have its move.
func (r *asyncRun) timeouts(ctx context.Context, st storageSetup) (n, tables int64, err error) {
	if r.seed.due == 0 {
		return 0, 0, nil
	}
	ids := make([]string, 0, r.seed.due)
	for i := range r.seed.tables {
		if _, ok := r.seed.dueInRun(i); ok {
			ids = append(ids, asyncTableID(i))
		}
	}
	count := func() error {
		if st.cluster != nil {
			conn, err := pgx.Connect(ctx, st.dsn)
			if err != nil {
				return err
			}
			defer conn.Close(ctx)
			return conn.QueryRow(ctx, `SELECT count(*), count(DISTINCT table_id) FROM events
				WHERE table_id = ANY($1) AND kind = 'timeout'`, ids).Scan(&n, &tables)
		}
		db, err := sql.Open("sqlite", "file:"+st.path+"?_pragma=busy_timeout(10000)")
		if err != nil {
			return err
		}
		defer db.Close()
		list, err := json.Marshal(ids)
		if err != nil {
			return err
		}
		return db.QueryRowContext(ctx, `SELECT count(*), count(DISTINCT table_id) FROM events
			WHERE table_id IN (SELECT value FROM json_each(?)) AND kind = 'timeout'`, string(list)).Scan(&n, &tables)
	}
	deadline := time.Now().Add(settleBound)
	for {
		if err := count(); err != nil {
			return 0, 0, err
		}
		if tables >= int64(len(ids)) || !time.Now().Before(deadline) || !sleepUntil(ctx, time.Now().Add(500*time.Millisecond)) {
			return n, tables, nil
		}
	}
}

// dbSize is the database's size in MB: PostgreSQL's pg_database_size, or
// the SQLite file with its write-ahead log.
func dbSize(ctx context.Context, st storageSetup) (float64, error) {
	var bytes int64
	if st.cluster != nil {
		conn, err := pgx.Connect(ctx, st.dsn)
		if err != nil {
			return 0, err
		}
		defer conn.Close(ctx)
		if err := conn.QueryRow(ctx, `SELECT pg_database_size(current_database())`).Scan(&bytes); err != nil {
			return 0, err
		}
	} else {
		for _, f := range []string{st.path, st.path + "-wal"} {
			if fi, err := os.Stat(f); err == nil {
				bytes += fi.Size()
			}
		}
	}
	return math.Round(float64(bytes)/(1<<20)*10) / 10, nil
}
