package postgres

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"

	"github.com/koikoi-app/koikoi/server/storage"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Store is a storage.Store on a PostgreSQL database.
type Store struct {
	pool *pgxpool.Pool
}

var _ storage.Store = (*Store)(nil)

// Open connects to the database named by dsn (a URL or key=value string,
// as libpq takes; pool_max_conns sets the pool's size) and applies the
// migrations it lacks. Several nodes may Open the same database at once:
// goose takes a PostgreSQL advisory lock while it migrates.
func Open(ctx context.Context, dsn string) (*Store, error) {
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	if err := migrate(ctx, pool); err != nil {
		pool.Close()
		return nil, err
	}
	return &Store{pool: pool}, nil
}

func migrate(ctx context.Context, pool *pgxpool.Pool) error {
	dir, err := fs.Sub(migrations, "migrations")
	if err != nil {
		return err
	}
	db := stdlib.OpenDBFromPool(pool)
	defer db.Close()
	locker, err := lock.NewPostgresSessionLocker()
	if err != nil {
		return err
	}
	p, err := goose.NewProvider(goose.DialectPostgres, db, dir, goose.WithSessionLocker(locker))
	if err != nil {
		return err
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("postgres: migrating: %w", err)
	}
	return nil
}

// Close closes the pool.
func (s *Store) Close() error {
	s.pool.Close()
	return nil
}

// Notifier returns the Notifier on this store's database.
func (s *Store) Notifier() *Notifier { return &Notifier{pool: s.pool} }

// nullTime is NULL for the zero time.
func nullTime(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

func fromNull(t *time.Time) time.Time {
	if t == nil {
		return time.Time{}
	}
	return t.UTC()
}

// notNull is b, or an empty slice for nil, which pgx would send as NULL:
// an open table has no state yet, and its column is NOT NULL.
func notNull(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}

func nullString(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// conflict maps a unique-key violation, and commit_check's errors (see
// migrations/00003_commit_check.sql), to storage.ErrConflict and
// storage.ErrNotFound.
func conflict(err error) error {
	var e *pgconn.PgError
	if errors.As(err, &e) {
		switch e.Code {
		case "23505", "KK409": // unique_violation; the table changed
			return fmt.Errorf("%w: %v", storage.ErrConflict, err)
		case "KK404": // no such table
			return storage.ErrNotFound
		}
	}
	return err
}

func notFound(err error) error {
	if errors.Is(err, pgx.ErrNoRows) {
		return storage.ErrNotFound
	}
	return err
}

// CreatePlayer adds a player.
func (s *Store) CreatePlayer(ctx context.Context, p storage.Player) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO players (id, secret_hash, name, created) VALUES ($1, $2, $3, $4)`,
		p.ID, p.SecretHash, p.Name, p.Created)
	return conflict(err)
}

func (s *Store) player(ctx context.Context, where string, arg any) (storage.Player, error) {
	var p storage.Player
	err := s.pool.QueryRow(ctx, `SELECT id, secret_hash, name, created FROM players WHERE `+where+` = $1`, arg).
		Scan(&p.ID, &p.SecretHash, &p.Name, &p.Created)
	p.Created = p.Created.UTC()
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
	tag, err := s.pool.Exec(ctx, `UPDATE players SET name = $1 WHERE id = $2`, name, id)
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return storage.ErrNotFound
	}
	return nil
}

const tableColumns = `id, game, options, invite, match_key, status, seats, state, clock_ms, version, seq, deadline, due, offered, created, updated, rated`

func scanTable(r pgx.Row) (storage.Table, error) {
	var t storage.Table
	var invite *string
	var seats []byte
	var clock int64
	var deadline, due, offered *time.Time
	if err := r.Scan(&t.ID, &t.Game, &t.Options, &invite, &t.MatchKey, &t.Status, &seats, &t.State,
		&clock, &t.Version, &t.Seq, &deadline, &due, &offered, &t.Created, &t.Updated, &t.Rated); err != nil {
		return t, notFound(err)
	}
	if invite != nil {
		t.Invite = *invite
	}
	t.Clock = time.Duration(clock) * time.Millisecond
	t.Deadline, t.Due, t.Offered = fromNull(deadline), fromNull(due), fromNull(offered)
	t.Created, t.Updated = t.Created.UTC(), t.Updated.UTC()
	if err := json.Unmarshal(seats, &t.Seats); err != nil {
		return t, fmt.Errorf("postgres: table %s: seats: %w", t.ID, err)
	}
	return t, nil
}

// eventColumns are events as the parameters of an INSERT ... SELECT FROM
// unnest (see insertEvents): one array per column, one statement for
// every event of a change.
type eventColumns struct {
	seqs    []int64
	kinds   []string
	actors  []int32
	publics [][]byte
	views   [][]byte
	times   []time.Time
}

func columnsOf(events []storage.Event) eventColumns {
	c := eventColumns{
		seqs: make([]int64, len(events)), kinds: make([]string, len(events)), actors: make([]int32, len(events)),
		publics: make([][]byte, len(events)), views: make([][]byte, len(events)), times: make([]time.Time, len(events)),
	}
	for i, e := range events {
		c.seqs[i], c.kinds[i], c.actors[i], c.times[i] = e.Seq, e.Kind, int32(e.Actor), e.Time
		if len(e.Public) > 0 {
			c.publics[i] = e.Public
		}
		c.views[i] = storage.AppendViews(nil, e.Views)
	}
	return c
}

// insertEvents inserts the events given as the arrays $first to $first+5
// (see eventColumns) into the table $table.
func insertEvents(table string, first int) string {
	p := func(i int) string { return "$" + strconv.Itoa(first+i) }
	return `INSERT INTO events (table_id, seq, kind, actor, public, views, time)
		SELECT ` + table + `, * FROM unnest(` + p(0) + `::bigint[], ` + p(1) + `::text[], ` + p(2) + `::integer[], ` +
		p(3) + `::bytea[], ` + p(4) + `::bytea[], ` + p(5) + `::timestamptz[])`
}

// runBatch sends b in one round trip and reads every result, mapping a
// unique-key violation to ErrConflict. The batch's statements run in one
// implicit transaction (pgx sends them with a single Sync): they all
// commit, or none does when one fails.
func (s *Store) runBatch(ctx context.Context, b *pgx.Batch) error {
	return conflict(s.pool.SendBatch(ctx, b).Close())
}

// CreateTable adds a table with its first events, and notifies them in the
// same transaction.
func (s *Store) CreateTable(ctx context.Context, t storage.Table, events []storage.Event) error {
	if err := storage.CheckSeqs(events, 0, t.Seq); err != nil {
		return err
	}
	seats, err := json.Marshal(t.Seats)
	if err != nil {
		return err
	}
	b := &pgx.Batch{}
	b.Queue(`INSERT INTO game_tables (`+tableColumns+`) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
		t.ID, t.Game, t.Options, nullString(t.Invite), t.MatchKey, t.Status, string(seats), notNull(t.State),
		t.Clock.Milliseconds(), t.Version, t.Seq, nullTime(t.Deadline), nullTime(t.Due), nullTime(t.Offered), t.Created, t.Updated, t.Rated)
	ev := columnsOf(events)
	b.Queue(insertEvents("$1", 2), t.ID, ev.seqs, ev.kinds, ev.actors, ev.publics, ev.views, ev.times)
	queueNotice(b, t, events)
	return s.runBatch(ctx, b)
}

// Table reads a table.
func (s *Store) Table(ctx context.Context, id string) (storage.Table, error) {
	return scanTable(s.pool.QueryRow(ctx, `SELECT `+tableColumns+` FROM game_tables WHERE id = $1`, id))
}

// TableByInvite finds a table by invite code.
func (s *Store) TableByInvite(ctx context.Context, code string) (storage.Table, error) {
	return scanTable(s.pool.QueryRow(ctx, `SELECT `+tableColumns+` FROM game_tables WHERE invite = $1`, code))
}

func (s *Store) tables(ctx context.Context, query string, args ...any) ([]storage.Table, error) {
	rows, err := s.pool.Query(ctx, query, args...)
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
const openTables = `SELECT ` + tableColumns + ` FROM game_tables WHERE status = 'open' AND match_key = $1 ORDER BY created, id LIMIT $2`

// OpenTables lists the open tables of a quick-match key.
func (s *Store) OpenTables(ctx context.Context, matchKey string, limit int) ([]storage.Table, error) {
	return s.tables(ctx, openTables, matchKey, limit)
}

// Lobby lists the open tables whose match key starts with prefix. The
// open tables are found through game_tables_open; the prefix filters them.
func (s *Store) Lobby(ctx context.Context, prefix string, limit int) ([]storage.Table, error) {
	return s.tables(ctx, `SELECT `+tableColumns+` FROM game_tables WHERE status = 'open' AND starts_with(match_key, $1) ORDER BY created, id LIMIT $2`,
		prefix, limit)
}

// TablesOf lists a player's unfinished tables, found through
// table_players (which triggers keep: see migrations/00004), then each by
// its key. The OFFSET 0 keeps the planner from reading the tables being
// played through their status index instead, as it chose without
// statistics (3.3 ms a call at 1,000 tables).
func (s *Store) TablesOf(ctx context.Context, playerID string) ([]storage.Table, error) {
	return s.tables(ctx, tablesOf, playerID)
}

// CountTablesOf counts a player's rows of table_players: one for each
// unfinished table where the player sits.
func (s *Store) CountTablesOf(ctx context.Context, playerID string) (int, error) {
	var n int
	err := s.pool.QueryRow(ctx, `SELECT count(*) FROM table_players WHERE player_id = $1`, playerID).Scan(&n)
	return n, err
}

const tablesOf = `SELECT ` + tableColumns + ` FROM table_players p,
		LATERAL (SELECT * FROM game_tables g WHERE g.id = p.table_id OFFSET 0) t
		WHERE p.player_id = $1 AND t.status IN ('open', 'playing') ORDER BY t.created`

// DueTables lists the tables the server must act on.
func (s *Store) DueTables(ctx context.Context, now time.Time, limit int) ([]string, error) {
	rows, err := s.pool.Query(ctx, `SELECT id FROM game_tables WHERE due IS NOT NULL AND due <= $1 ORDER BY due LIMIT $2`, now, limit)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowTo[string])
}

// Commit writes a table's change if its version is still c.Prev, in one
// round trip: one statement updates the table, inserts the events and
// sends the notice (see queueNotice), and the record's inserts, if any,
// follow in the same batch, one implicit transaction. Two nodes committing
// the same version meet at the row: the second UPDATE waits for the first
// transaction, then finds the version changed and matches no row, and
// commit_check fails the batch, which then writes and announces nothing.
func (s *Store) Commit(ctx context.Context, c storage.Commit) error {
	t := c.Table
	if t.Version != c.Prev+1 {
		return fmt.Errorf("postgres: commit of version %d over %d", t.Version, c.Prev)
	}
	prevSeq := t.Seq - int64(len(c.Events))
	if err := storage.CheckSeqs(c.Events, prevSeq, t.Seq); err != nil {
		return err
	}
	seats, err := json.Marshal(t.Seats)
	if err != nil {
		return err
	}
	ev := columnsOf(c.Events)
	b := &pgx.Batch{}
	b.Queue(`WITH changed AS (UPDATE game_tables SET invite = $1, match_key = $2, status = $3, seats = $4, state = $5, clock_ms = $6,
			version = $7, seq = $8, deadline = $9, due = $10, offered = $11, updated = $12, rated = $24 WHERE id = $13 AND version = $14 AND seq = $15
			RETURNING 1),
		added AS (`+insertEvents("$13", 16)+`)
		SELECT commit_check($13, EXISTS (SELECT 1 FROM changed)), pg_notify($22, $23)`,
		nullString(t.Invite), t.MatchKey, t.Status, string(seats), notNull(t.State), t.Clock.Milliseconds(),
		t.Version, t.Seq, nullTime(t.Deadline), nullTime(t.Due), nullTime(t.Offered), t.Updated, t.ID, c.Prev, prevSeq,
		ev.seqs, ev.kinds, ev.actors, ev.publics, ev.views, ev.times,
		channel, storage.EncodeNotice(t, c.Events, maxPayload), t.Rated)
	if c.Record != nil {
		if err := queueRecord(b, *c.Record); err != nil {
			return err
		}
	}
	queueRatings(b, c.Ratings)
	if err := s.runBatch(ctx, b); err != nil {
		return fmt.Errorf("postgres: commit of table %s at version %d: %w", t.ID, c.Prev, err)
	}
	return nil
}

func queueRecord(b *pgx.Batch, r storage.Record) error {
	players, err := json.Marshal(r.Players)
	if err != nil {
		return err
	}
	b.Queue(`INSERT INTO records (table_id, game, options, text, status, players, finished) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
		r.TableID, r.Game, r.Options, notNull(r.Text), r.Status, string(players), r.Finished)
	for _, p := range r.Players {
		if p.Player == "" {
			continue
		}
		b.Queue(`INSERT INTO record_players (table_id, player_id, game, seat, score, outcome, finished, left_game) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
			r.TableID, p.Player, r.Game, p.Seat, p.Score, p.Outcome, r.Finished, p.Left)
	}
	return nil
}

// Events returns a table's events after a seq.
func (s *Store) Events(ctx context.Context, tableID string, after int64, limit int) ([]storage.Event, error) {
	rows, err := s.pool.Query(ctx, `SELECT seq, kind, actor, public, views, time FROM events WHERE table_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
		tableID, after, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []storage.Event
	for rows.Next() {
		e := storage.Event{TableID: tableID}
		var public, views []byte
		if err := rows.Scan(&e.Seq, &e.Kind, &e.Actor, &public, &views, &e.Time); err != nil {
			return nil, err
		}
		if len(public) > 0 {
			e.Public = public
		}
		var err error
		if e.Views, err = storage.ParseViews(views); err != nil {
			return nil, fmt.Errorf("postgres: event %s/%d: %w", tableID, e.Seq, err)
		}
		e.Time = e.Time.UTC()
		out = append(out, e)
	}
	return out, rows.Err()
}

func scanRecord(r pgx.Row, withText bool) (storage.Record, error) {
	var rec storage.Record
	var players string
	dest := []any{&rec.TableID, &rec.Game, &rec.Options, &rec.Status, &players, &rec.Finished}
	if withText {
		dest = append(dest, &rec.Text)
	}
	if err := r.Scan(dest...); err != nil {
		return rec, notFound(err)
	}
	rec.Finished = rec.Finished.UTC()
	return rec, json.Unmarshal([]byte(players), &rec.Players)
}

// Record returns a record.
func (s *Store) Record(ctx context.Context, tableID string) (storage.Record, error) {
	return scanRecord(s.pool.QueryRow(ctx, `SELECT table_id, game, options, status, players, finished, text FROM records WHERE table_id = $1`, tableID), true)
}

// Records lists a player's records, the newest first.
func (s *Store) Records(ctx context.Context, playerID string, limit int) ([]storage.Record, error) {
	rows, err := s.pool.Query(ctx, `SELECT r.table_id, r.game, r.options, r.status, r.players, r.finished FROM records r
		WHERE r.table_id IN (SELECT table_id FROM record_players WHERE player_id = $1) ORDER BY r.finished DESC, r.table_id LIMIT $2`, playerID, limit)
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
	rows, err := s.pool.Query(ctx, `SELECT game, COUNT(*),
		COUNT(*) FILTER (WHERE outcome = 'win'), COUNT(*) FILTER (WHERE outcome = 'loss'),
		COUNT(*) FILTER (WHERE outcome = 'draw'), COUNT(*) FILTER (WHERE outcome = 'abandoned'), MAX(score), COUNT(*) FILTER (WHERE left_game)
		FROM record_players WHERE player_id = $1 GROUP BY game ORDER BY game`, playerID)
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
