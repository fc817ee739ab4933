package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"sync"
	"time"

	"github.com/pressly/goose/v3"
	sqlite3 "modernc.org/sqlite"
	sqlite3lib "modernc.org/sqlite/lib"

	"github.com/koikoi-app/koikoi/server/storage"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Store is a storage.Store on an SQLite file.
type Store struct {
	// db is one connection, for reads and writes: SQLite's page cache is
	// per connection, and a connection drops its cache whenever another
	// one has written, so a pool re-read every page from the file at each
	// query while moves were being written (the reads took more CPU than
	// the writes). One warm connection reads from memory.
	db *sql.DB
	// checkpoints copies the WAL back into the database file (see
	// checkpoints) on a connection of its own, so that no commit waits
	// for it.
	checkpointer *sql.DB
	stop         context.CancelFunc
	stopped      chan struct{}
	// writer serialises this process's writes, in groups (see writer).
	// SQLite allows one writer at a time and makes the others retry after
	// sleeps of up to tens of milliseconds; queueing them here instead
	// keeps each commit's wait to the group before it. (busy_timeout still
	// covers other processes.)
	writer *writer
	// stmts holds every query's statement, prepared once (see stmt).
	stmts sync.Map // query → *sql.Stmt
}

var _ storage.Store = (*Store)(nil)

// Open opens (creating it if needed) the database at path and applies the
// migrations it lacks. Writes take the database's write lock at the start
// of their transaction (_txlock=immediate) so that concurrent commits of
// several processes wait for each other instead of failing.
//
// The journal is a write-ahead log with synchronous=NORMAL: a commit is
// appended to the WAL without an fsync. A process that dies (kill -9, a
// crash) loses nothing, since its writes are in the operating system's
// cache; a power loss or an operating system crash may lose the commits
// since the last checkpoint (about a second), never the database's
// consistency.
func Open(ctx context.Context, path string) (*Store, error) {
	q := url.Values{}
	q.Set("_txlock", "immediate")
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "synchronous(NORMAL)")
	// Checkpoints are the checkpointer's (see checkpoints), not the
	// committing connection's.
	q.Add("_pragma", "wal_autocheckpoint(0)")
	// 32 MB of pages: the tables being played and their latest events.
	q.Add("_pragma", "cache_size(-32768)")
	// A WAL started over is cut back to this size (it keeps its largest
	// size otherwise).
	q.Add("_pragma", fmt.Sprintf("journal_size_limit(%d)", walLimit*pageSize))
	dsn := "file:" + path + "?" + q.Encode()
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1)
	db.SetMaxIdleConns(1)
	db.SetConnMaxLifetime(0)
	db.SetConnMaxIdleTime(0)
	dir, err := fs.Sub(migrations, "migrations")
	if err != nil {
		db.Close()
		return nil, err
	}
	p, err := goose.NewProvider(goose.DialectSQLite3, db, dir)
	if err != nil {
		db.Close()
		return nil, err
	}
	if _, err := p.Up(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("sqlite: migrating %s: %w", path, err)
	}
	checkpointer, err := sql.Open("sqlite", dsn)
	if err != nil {
		db.Close()
		return nil, err
	}
	checkpointer.SetMaxOpenConns(1)
	cctx, stop := context.WithCancel(context.Background())
	s := &Store{db: db, checkpointer: checkpointer, writer: newWriter(), stop: stop, stopped: make(chan struct{})}
	for _, q := range txStatements {
		if _, err := s.stmt(ctx, q); err != nil {
			stop()
			db.Close()
			checkpointer.Close()
			return nil, err
		}
	}
	go s.checkpoints(cctx)
	return s, nil
}

// Close closes the database.
func (s *Store) Close() error {
	s.stop()
	<-s.stopped
	return errors.Join(s.checkpointer.Close(), s.db.Close())
}

// checkpoint is how often the WAL is copied back into the database file.
const checkpoint = time.Second

// walLimit is the WAL's length, in pages, past which a checkpoint makes
// the commits wait until the WAL is copied back whole and starts over
// (256 MB of SQLite's 4 kB pages). At the load test's 1,000 tables (725
// moves a second, the WAL growing ~40 MB a second) that is a wait every
// six seconds or so: p99 36 ms against 18 ms with the WAL unbounded (and
// 2.5 GB of it after a minute); 64 MB gave 45 ms, 1 GB 37 ms with waits
// of up to 80 ms.
const (
	walLimit = 65536
	pageSize = 4096
)

// checkpoints copies the WAL's commits into the database file every
// second, without blocking the commits meanwhile (a passive checkpoint),
// so the WAL stays short and restarts from its beginning. SQLite's own
// automatic checkpoints ran inside a commit every thousand pages, holding
// every move behind it for the copy and its fsync.
func (s *Store) checkpoints(ctx context.Context) {
	defer close(s.stopped)
	t := time.NewTicker(checkpoint)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			// Errors (a busy database, a closing one) wait for the next tick.
			s.checkpointOnce(ctx, walLimit)
		}
	}
}

// checkpointOnce copies the WAL back into the database file without
// blocking the commits; when the WAL is still longer than limit pages
// after that, it copies it whole and starts it over, the commits waiting
// meanwhile. A WAL starts over only once a checkpoint has copied all of
// it before the next commit: under commits that never pause (a node at
// a thousand moves a second) passive checkpoints never catch up, and the
// WAL grew by gigabytes in two minutes (5.8 GB in the load test's goal
// run). The wait is the copy of the pages the WAL changed since the last
// checkpoint, the same few thousand pages a move touches again and
// again. It returns the WAL's length in pages after the passive copy.
func (s *Store) checkpointOnce(ctx context.Context, limit int) int {
	var busy, log, copied int
	if err := s.checkpointer.QueryRowContext(ctx, `PRAGMA wal_checkpoint(PASSIVE)`).Scan(&busy, &log, &copied); err != nil {
		return 0
	}
	if log > limit {
		s.checkpointer.ExecContext(ctx, `PRAGMA wal_checkpoint(RESTART)`)
	}
	return log
}

// stmt returns query's statement, prepared at its first use and kept:
// database/sql then prepares it once on each connection.
func (s *Store) stmt(ctx context.Context, query string) (*sql.Stmt, error) {
	if st, ok := s.stmts.Load(query); ok {
		return st.(*sql.Stmt), nil
	}
	st, err := s.db.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	if old, loaded := s.stmts.LoadOrStore(query, st); loaded {
		st.Close()
		return old.(*sql.Stmt), nil
	}
	return st, nil
}

// The statements run inside transactions, prepared by Open: preparing one
// later would wait for the connection, which the transaction holds.
const (
	insertTable = `INSERT INTO game_tables (` + tableColumns + `) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
	updateTable = `UPDATE game_tables SET invite = ?, match_key = ?, status = ?, seats = ?, state = ?, clock_ms = ?,
		version = ?, seq = ?, deadline = ?, due = ?, offered = ?, updated = ?, rated = ? WHERE id = ? AND version = ? AND seq = ?`
	tableExists        = `SELECT 1 FROM game_tables WHERE id = ?`
	insertEvent        = `INSERT INTO events (table_id, seq, kind, actor, public, views, time) VALUES (?, ?, ?, ?, ?, ?, ?)`
	insertRecord       = `INSERT INTO records (table_id, game, options, text, status, players, finished) VALUES (?, ?, ?, ?, ?, ?, ?)`
	insertRecordPlayer = `INSERT INTO record_players (table_id, player_id, game, seat, score, outcome, finished, left_game) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`

	insertPlayer = `INSERT INTO players (id, secret_hash, name, created) VALUES (?, ?, ?, ?)`
	renamePlayer = `UPDATE players SET name = ? WHERE id = ?`
	beat         = `INSERT INTO nodes (id, beat) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET beat = excluded.beat`
	forgetNode   = `DELETE FROM nodes WHERE id = ?`
)

var txStatements = []string{insertTable, updateTable, tableExists, insertEvent, insertRecord, insertRecordPlayer,
	insertPlayer, renamePlayer, beat, forgetNode, savepoint, rollbackTo, release, insertRating, updateRating, monthRating, insertRatingPoint,
	insertBlock, deleteBlock, insertLinkCode, linkCodeOf, secretTaken, spendLinkCode, insertDevice, deleteDevice}

// txStmt returns query's statement in tx: the one Open prepared, or one
// prepared on the transaction's connection for this transaction only.
func (s *Store) txStmt(ctx context.Context, tx *sql.Tx, query string) (*sql.Stmt, error) {
	if st, ok := s.stmts.Load(query); ok {
		return tx.StmtContext(ctx, st.(*sql.Stmt)), nil
	}
	return tx.PrepareContext(ctx, query)
}

// prepared returns query's statement, in tx if not nil.
func (s *Store) prepared(ctx context.Context, tx *sql.Tx, query string) (*sql.Stmt, error) {
	if tx != nil {
		return s.txStmt(ctx, tx, query)
	}
	return s.stmt(ctx, query)
}

// exec runs a statement, in tx if not nil.
func (s *Store) exec(ctx context.Context, tx *sql.Tx, query string, args ...any) (sql.Result, error) {
	st, err := s.prepared(ctx, tx, query)
	if err != nil {
		return nil, err
	}
	return st.ExecContext(ctx, args...)
}

// query runs a query.
func (s *Store) query(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	st, err := s.stmt(ctx, query)
	if err != nil {
		return nil, err
	}
	return st.QueryContext(ctx, args...)
}

// queryRow runs a query of one row, in tx if not nil.
func (s *Store) queryRow(ctx context.Context, tx *sql.Tx, query string, args ...any) scanner {
	st, err := s.prepared(ctx, tx, query)
	if err != nil {
		return failed{err}
	}
	return st.QueryRowContext(ctx, args...)
}

// failed is a row whose query could not be prepared.
type failed struct{ err error }

func (f failed) Scan(...any) error { return f.err }

func ms(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}

func fromMS(v int64) time.Time {
	if v == 0 {
		return time.Time{}
	}
	return time.UnixMilli(v).UTC()
}

func nullMS(t time.Time) sql.NullInt64 {
	return sql.NullInt64{Int64: ms(t), Valid: !t.IsZero()}
}

// orEmpty stores a table without a game yet (nil State) as an empty one.
func orEmpty(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}

func nullString(s string) sql.NullString { return sql.NullString{String: s, Valid: s != ""} }

// conflict maps a unique-key violation to storage.ErrConflict.
func conflict(err error) error {
	var e *sqlite3.Error
	if errors.As(err, &e) && (e.Code() == sqlite3lib.SQLITE_CONSTRAINT_UNIQUE || e.Code() == sqlite3lib.SQLITE_CONSTRAINT_PRIMARYKEY) {
		return fmt.Errorf("%w: %v", storage.ErrConflict, err)
	}
	return err
}

func notFound(err error) error {
	if errors.Is(err, sql.ErrNoRows) {
		return storage.ErrNotFound
	}
	return err
}

// CreatePlayer adds a player.
func (s *Store) CreatePlayer(ctx context.Context, p storage.Player) error {
	return s.inTx(ctx, func(ctx context.Context, tx *sql.Tx) error {
		_, err := s.exec(ctx, tx, insertPlayer, p.ID, p.SecretHash, p.Name, ms(p.Created))
		return conflict(err)
	})
}

func (s *Store) player(ctx context.Context, where string, arg any) (storage.Player, error) {
	var p storage.Player
	var created int64
	err := s.queryRow(ctx, nil, `SELECT id, secret_hash, name, created FROM players WHERE `+where+` = ?`, arg).
		Scan(&p.ID, &p.SecretHash, &p.Name, &created)
	p.Created = fromMS(created)
	return p, notFound(err)
}

// PlayerBySecret finds a player by the hash of their device secret.
func (s *Store) PlayerBySecret(ctx context.Context, secretHash []byte) (storage.Player, error) {
	p, err := s.player(ctx, "secret_hash", secretHash)
	if errors.Is(err, storage.ErrNotFound) {
		return s.linkedPlayer(ctx, secretHash) // a linked device's (see devices.go)
	}
	return p, err
}

// Player finds a player by ID.
func (s *Store) Player(ctx context.Context, id string) (storage.Player, error) {
	return s.player(ctx, "id", id)
}

// RenamePlayer changes a player's name.
func (s *Store) RenamePlayer(ctx context.Context, id, name string) error {
	return s.inTx(ctx, func(ctx context.Context, tx *sql.Tx) error {
		r, err := s.exec(ctx, tx, renamePlayer, name, id)
		if err != nil {
			return err
		}
		if n, _ := r.RowsAffected(); n == 0 {
			return storage.ErrNotFound
		}
		return nil
	})
}

const tableColumns = `id, game, options, invite, match_key, status, seats, state, clock_ms, version, seq, deadline, due, offered, created, updated, rated`

type scanner interface{ Scan(...any) error }

func scanTable(r scanner) (storage.Table, error) {
	var t storage.Table
	var invite sql.NullString
	var seats string
	var clock, created, updated int64
	var deadline, due, offered sql.NullInt64
	if err := r.Scan(&t.ID, &t.Game, &t.Options, &invite, &t.MatchKey, &t.Status, &seats, &t.State,
		&clock, &t.Version, &t.Seq, &deadline, &due, &offered, &created, &updated, &t.Rated); err != nil {
		return t, notFound(err)
	}
	t.Invite = invite.String
	t.Clock = time.Duration(clock) * time.Millisecond
	t.Deadline, t.Due, t.Offered = fromMS(deadline.Int64), fromMS(due.Int64), fromMS(offered.Int64)
	t.Created, t.Updated = fromMS(created), fromMS(updated)
	if err := json.Unmarshal([]byte(seats), &t.Seats); err != nil {
		return t, fmt.Errorf("sqlite: table %s: seats: %w", t.ID, err)
	}
	return t, nil
}

func (s *Store) insertEvents(ctx context.Context, tx *sql.Tx, tableID string, events []storage.Event) error {
	ins, err := s.txStmt(ctx, tx, insertEvent)
	if err != nil {
		return err
	}
	for _, e := range events {
		if _, err := ins.ExecContext(ctx, tableID, e.Seq, e.Kind, e.Actor, []byte(e.Public), storage.AppendViews(nil, e.Views), ms(e.Time)); err != nil {
			return conflict(err)
		}
	}
	return nil
}

// checkSeqs checks that events number on from prev to last.
func checkSeqs(events []storage.Event, prev, last int64) error {
	for i, e := range events {
		if e.Seq != prev+int64(i)+1 {
			return fmt.Errorf("sqlite: event %d has seq %d, want %d", i, e.Seq, prev+int64(i)+1)
		}
	}
	if prev+int64(len(events)) != last {
		return fmt.Errorf("sqlite: events end at %d but the table's seq is %d", prev+int64(len(events)), last)
	}
	return nil
}

// CreateTable adds a table with its first events.
func (s *Store) CreateTable(ctx context.Context, t storage.Table, events []storage.Event) error {
	if err := checkSeqs(events, 0, t.Seq); err != nil {
		return err
	}
	seats, err := json.Marshal(t.Seats)
	if err != nil {
		return err
	}
	return s.inTx(ctx, func(ctx context.Context, tx *sql.Tx) error {
		if _, err := s.exec(ctx, tx, insertTable,
			t.ID, t.Game, t.Options, nullString(t.Invite), t.MatchKey, t.Status, string(seats), orEmpty(t.State),
			t.Clock.Milliseconds(), t.Version, t.Seq, nullMS(t.Deadline), nullMS(t.Due), nullMS(t.Offered), ms(t.Created), ms(t.Updated), t.Rated); err != nil {
			return conflict(err)
		}
		return s.insertEvents(ctx, tx, t.ID, events)
	})
}

// Table reads a table.
func (s *Store) Table(ctx context.Context, id string) (storage.Table, error) {
	return scanTable(s.queryRow(ctx, nil, `SELECT `+tableColumns+` FROM game_tables WHERE id = ?`, id))
}

// TableByInvite finds a table by invite code.
func (s *Store) TableByInvite(ctx context.Context, code string) (storage.Table, error) {
	return scanTable(s.queryRow(ctx, nil, `SELECT `+tableColumns+` FROM game_tables WHERE invite = ?`, code))
}

func (s *Store) tables(ctx context.Context, query string, args ...any) ([]storage.Table, error) {
	rows, err := s.query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []storage.Table
	for rows.Next() {
		t, err := scanTable(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// openTables is OpenTables' query: through the partial index
// game_tables_open (see migration 00012), which the literal status lets
// the planner use.
const openTables = `SELECT ` + tableColumns + ` FROM game_tables WHERE status = 'open' AND match_key = ? ORDER BY created, id LIMIT ?`

// OpenTables lists the open tables of a quick-match key.
func (s *Store) OpenTables(ctx context.Context, matchKey string, limit int) ([]storage.Table, error) {
	return s.tables(ctx, openTables, matchKey, limit)
}

// Lobby lists the open tables whose match key starts with prefix.
func (s *Store) Lobby(ctx context.Context, prefix string, limit int) ([]storage.Table, error) {
	return s.tables(ctx, `SELECT `+tableColumns+` FROM game_tables WHERE status = 'open' AND substr(match_key, 1, ?) = ? ORDER BY created, id LIMIT ?`,
		len(prefix), prefix, limit)
}

// TablesOf lists a player's unfinished tables, found through
// table_players (which triggers keep: see migrations/00004). The + keeps
// SQLite from choosing the status index instead, which reads every table
// being played.
func (s *Store) TablesOf(ctx context.Context, playerID string) ([]storage.Table, error) {
	return s.tables(ctx, tablesOf, playerID, storage.StatusOpen, storage.StatusPlaying)
}

// CountTablesOf counts a player's rows of table_players: one for each
// unfinished table where the player sits.
func (s *Store) CountTablesOf(ctx context.Context, playerID string) (int, error) {
	var n int
	err := s.queryRow(ctx, nil, `SELECT count(*) FROM table_players WHERE player_id = ?`, playerID).Scan(&n)
	return n, err
}

const tablesOf = `SELECT ` + tableColumns + ` FROM game_tables
	WHERE id IN (SELECT table_id FROM table_players WHERE player_id = ?) AND +status IN (?, ?) ORDER BY created`

// DueTables lists the tables the server must act on.
func (s *Store) DueTables(ctx context.Context, now time.Time, limit int) ([]string, error) {
	return s.ids(ctx, `SELECT id FROM game_tables WHERE due IS NOT NULL AND due <= ? ORDER BY due LIMIT ?`, ms(now), limit)
}

// Commit writes a table's change if its version is still c.Prev.
func (s *Store) Commit(ctx context.Context, c storage.Commit) error {
	t := c.Table
	if t.Version != c.Prev+1 {
		return fmt.Errorf("sqlite: commit of version %d over %d", t.Version, c.Prev)
	}
	prevSeq := t.Seq - int64(len(c.Events))
	if err := checkSeqs(c.Events, prevSeq, t.Seq); err != nil {
		return err
	}
	seats, err := json.Marshal(t.Seats)
	if err != nil {
		return err
	}
	return s.inTx(ctx, func(ctx context.Context, tx *sql.Tx) error {
		r, err := s.exec(ctx, tx, updateTable,
			nullString(t.Invite), t.MatchKey, t.Status, string(seats), orEmpty(t.State), t.Clock.Milliseconds(),
			t.Version, t.Seq, nullMS(t.Deadline), nullMS(t.Due), nullMS(t.Offered), ms(t.Updated), t.Rated, t.ID, c.Prev, prevSeq)
		if err != nil {
			return conflict(err)
		}
		if n, _ := r.RowsAffected(); n == 0 {
			var one int
			if err := s.queryRow(ctx, tx, tableExists, t.ID).Scan(&one); err != nil {
				return notFound(err)
			}
			return fmt.Errorf("%w: table %s is no longer at version %d", storage.ErrConflict, t.ID, c.Prev)
		}
		if err := s.insertEvents(ctx, tx, t.ID, c.Events); err != nil {
			return err
		}
		if c.Record != nil {
			if err := s.insertRecord(ctx, tx, *c.Record); err != nil {
				return err
			}
		}
		return s.writeRatings(ctx, tx, c.Ratings)
	})
}

func (s *Store) insertRecord(ctx context.Context, tx *sql.Tx, r storage.Record) error {
	players, err := json.Marshal(r.Players)
	if err != nil {
		return err
	}
	if _, err := s.exec(ctx, tx, insertRecord,
		r.TableID, r.Game, r.Options, r.Text, r.Status, string(players), ms(r.Finished)); err != nil {
		return conflict(err)
	}
	for _, p := range r.Players {
		if p.Player == "" {
			continue
		}
		if _, err := s.exec(ctx, tx, insertRecordPlayer,
			r.TableID, p.Player, r.Game, p.Seat, p.Score, p.Outcome, ms(r.Finished), p.Left); err != nil {
			return conflict(err)
		}
	}
	return nil
}

// Events returns a table's events after a seq.
func (s *Store) Events(ctx context.Context, tableID string, after int64, limit int) ([]storage.Event, error) {
	rows, err := s.query(ctx, `SELECT seq, kind, actor, public, views, time FROM events WHERE table_id = ? AND seq > ? ORDER BY seq LIMIT ?`,
		tableID, after, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []storage.Event
	for rows.Next() {
		e := storage.Event{TableID: tableID}
		var public, views []byte
		var t int64
		if err := rows.Scan(&e.Seq, &e.Kind, &e.Actor, &public, &views, &t); err != nil {
			return nil, err
		}
		if len(public) > 0 {
			e.Public = public
		}
		if e.Views, err = storage.ParseViews(views); err != nil {
			return nil, fmt.Errorf("sqlite: event %s/%d: %w", tableID, e.Seq, err)
		}
		e.Time = fromMS(t)
		out = append(out, e)
	}
	return out, rows.Err()
}

func scanRecord(r scanner, withText bool) (storage.Record, error) {
	var rec storage.Record
	var players string
	var finished int64
	dest := []any{&rec.TableID, &rec.Game, &rec.Options, &rec.Status, &players, &finished}
	if withText {
		dest = append(dest, &rec.Text)
	}
	if err := r.Scan(dest...); err != nil {
		return rec, notFound(err)
	}
	rec.Finished = fromMS(finished)
	return rec, json.Unmarshal([]byte(players), &rec.Players)
}

// Record returns a record.
func (s *Store) Record(ctx context.Context, tableID string) (storage.Record, error) {
	return scanRecord(s.queryRow(ctx, nil, `SELECT table_id, game, options, status, players, finished, text FROM records WHERE table_id = ?`, tableID), true)
}

// Records lists a player's records, the newest first.
func (s *Store) Records(ctx context.Context, playerID string, limit int) ([]storage.Record, error) {
	rows, err := s.query(ctx, `SELECT r.table_id, r.game, r.options, r.status, r.players, r.finished FROM records r
		WHERE r.table_id IN (SELECT table_id FROM record_players WHERE player_id = ?) ORDER BY r.finished DESC, r.table_id LIMIT ?`, playerID, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []storage.Record
	for rows.Next() {
		rec, err := scanRecord(rows, false)
		if err != nil {
			return nil, err
		}
		out = append(out, rec)
	}
	return out, rows.Err()
}

// Stats sums a player's records per game.
func (s *Store) Stats(ctx context.Context, playerID string) ([]storage.Stat, error) {
	rows, err := s.query(ctx, `SELECT game, COUNT(*),
		SUM(outcome = 'win'), SUM(outcome = 'loss'), SUM(outcome = 'draw'), SUM(outcome = 'abandoned'), MAX(score), SUM(left_game)
		FROM record_players WHERE player_id = ? GROUP BY game ORDER BY game`, playerID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []storage.Stat
	for rows.Next() {
		var st storage.Stat
		if err := rows.Scan(&st.Game, &st.Played, &st.Won, &st.Lost, &st.Drawn, &st.Abandoned, &st.BestScore, &st.Left); err != nil {
			return nil, err
		}
		out = append(out, st)
	}
	return out, rows.Err()
}
