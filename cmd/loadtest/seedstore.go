package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"math"
	"net/url"
	"os"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/koikoi-app/koikoi/server/storage"
	_ "github.com/koikoi-app/koikoi/server/storage/sqlite" // the "sqlite" driver
)

// seedBatch is how many tables an SQLite transaction of the seeding
// writes.
const seedBatch = 5000

// seedSQLite writes the seeded players and tables into the SQLite
// database at path (its schema already made by the store), in
// transactions of seedBatch tables; the triggers fill table_players.
func seedSQLite(ctx context.Context, path string, a *asyncSeed) error {
	q := url.Values{}
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "synchronous(OFF)")
	q.Add("_pragma", "busy_timeout(10000)")
	db, err := sql.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	batch := func(from, to int, write func(tx *sql.Tx, i int) error) error {
		tx, err := db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		defer tx.Rollback()
		for i := from; i < to; i++ {
			if err := write(tx, i); err != nil {
				return err
			}
		}
		return tx.Commit()
	}
	for from := 0; from < a.players; from += seedBatch {
		err := batch(from, min(from+seedBatch, a.players), func(tx *sql.Tx, k int) error {
			p := a.asyncPlayer(k)
			_, err := tx.ExecContext(ctx, `INSERT INTO players (id, secret_hash, name, created) VALUES (?, ?, ?, ?)`,
				p.ID, p.SecretHash, p.Name, p.Created.UnixMilli())
			return err
		})
		if err != nil {
			return fmt.Errorf("seeding players: %w", err)
		}
	}
	for from := 0; from < a.tables; from += seedBatch {
		err := batch(from, min(from+seedBatch, a.tables), func(tx *sql.Tx, i int) error {
			t, events := a.table(i)
			seats, err := json.Marshal(t.Seats)
			if err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO game_tables (id, game, options, invite, match_key, status, seats, state,
				clock_ms, version, seq, deadline, due, offered, created, updated, rated) VALUES (?, ?, ?, NULL, '', ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, 0)`,
				t.ID, t.Game, t.Options, t.Status, string(seats), t.State, t.Clock.Milliseconds(), t.Version, t.Seq,
				t.Deadline.UnixMilli(), t.Due.UnixMilli(), t.Created.UnixMilli(), t.Updated.UnixMilli()); err != nil {
				return err
			}
			for _, e := range events {
				if _, err := tx.ExecContext(ctx, `INSERT INTO events (table_id, seq, kind, actor, public, views, time) VALUES (?, ?, ?, ?, ?, ?, ?)`,
					e.TableID, e.Seq, e.Kind, e.Actor, []byte(e.Public), storage.AppendViews(nil, e.Views), e.Time.UnixMilli()); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return fmt.Errorf("seeding tables: %w", err)
		}
		progress(from+seedBatch, a.tables)
	}
	_, err = db.ExecContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`)
	return err
}

// seedPostgres writes the seeded players, tables and events into the
// PostgreSQL database of dsn with COPY; the triggers fill table_players.
func seedPostgres(ctx context.Context, dsn string, a *asyncSeed) error {
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	k := 0
	if _, err := conn.CopyFrom(ctx, pgx.Identifier{"players"}, []string{"id", "secret_hash", "name", "created"},
		pgx.CopyFromFunc(func() ([]any, error) {
			if k == a.players {
				return nil, nil
			}
			p := a.asyncPlayer(k)
			k++
			return []any{p.ID, p.SecretHash, p.Name, p.Created}, nil
		})); err != nil {
		return fmt.Errorf("seeding players: %w", err)
	}
	// The tables and their events in one pass: the events of each table
	// wait in a buffer for their own COPY, which runs in step on a second
	// connection.
	evConn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		return err
	}
	defer evConn.Close(ctx)
	rows := make(chan []storage.Event, 1024)
	evDone := make(chan error, 1)
	go func() {
		var pending []storage.Event
		_, err := evConn.CopyFrom(ctx, pgx.Identifier{"events"}, []string{"table_id", "seq", "kind", "actor", "public", "views", "time"},
			pgx.CopyFromFunc(func() ([]any, error) {
				for len(pending) == 0 {
					var ok bool
					if pending, ok = <-rows; !ok {
						return nil, nil
					}
				}
				e := pending[0]
				pending = pending[1:]
				var public []byte
				if len(e.Public) > 0 {
					public = e.Public
				}
				return []any{e.TableID, e.Seq, e.Kind, int32(e.Actor), public, storage.AppendViews(nil, e.Views), e.Time}, nil
			}))
		for range rows { // a failed COPY: let the tables' side finish
		}
		evDone <- err
	}()
	i := 0
	_, err = conn.CopyFrom(ctx, pgx.Identifier{"game_tables"}, []string{"id", "game", "options", "match_key", "status", "seats", "state",
		"clock_ms", "version", "seq", "deadline", "due", "created", "updated", "rated"},
		pgx.CopyFromFunc(func() ([]any, error) {
			if i == a.tables {
				return nil, nil
			}
			t, events := a.table(i)
			i++
			if i%seedBatch == 0 {
				progress(i, a.tables)
			}
			rows <- events
			seats, err := json.Marshal(t.Seats)
			if err != nil {
				return nil, err
			}
			return []any{t.ID, t.Game, t.Options, "", t.Status, string(seats), t.State, t.Clock.Milliseconds(), t.Version, t.Seq,
				t.Deadline, t.Due, t.Created, t.Updated, false}, nil
		}))
	close(rows)
	if evErr := <-evDone; err == nil && evErr != nil {
		err = fmt.Errorf("seeding events: %w", evErr)
	}
	if err != nil {
		return fmt.Errorf("seeding tables: %w", err)
	}
	// A database that gathered a million tables over weeks has been
	// vacuumed (its rows' hint bits set, the visibility map written) and
	// checkpointed long since; one written in a minute would leave that
	// work, gigabytes of it, to the measured run: autovacuum's first pass
	// over the new rows and the checkpoints of the load's WAL.
	for _, q := range []string{`VACUUM (ANALYZE)`, `CHECKPOINT`} {
		if _, err := conn.Exec(ctx, q); err != nil {
			return fmt.Errorf("seeding: %s: %w", q, err)
		}
	}
	return nil
}

// progress says on stderr how far the seeding is, every 100,000 tables.
func progress(done, total int) {
	if done%100_000 < seedBatch && done < total {
		fmt.Fprintf(os.Stderr, "loadtest: %d of %d turn-based tables written\n", done, total)
	}
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
