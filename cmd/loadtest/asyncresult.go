package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"math"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
)

// What a run with turn-based tables prints of them, and what it reads of
// the database for it.

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
