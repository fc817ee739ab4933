package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/koikoi-app/koikoi/server/storage"
	"github.com/koikoi-app/koikoi/server/storage/postgres"
	"github.com/koikoi-app/koikoi/server/storage/postgres/pgtest"
	"github.com/koikoi-app/koikoi/server/storage/sqlite"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "loadtest:", err)
		os.Exit(1)
	}
}

// config is the command's flags.
type config struct {
	tables, seconds, nodes int
	json                   bool
	kill, restart          bool
	rated                  bool // rated tables, and a leaderboard and a profile read after each game
	drop, pgOutage         time.Duration
	dropShare              float64
	thinkMin, thinkMax     time.Duration
	keep                   bool
	profile                string  // a directory for CPU and allocation profiles of every process
	trace                  string  // the load test's execution trace; each node's in trace + ".node0"...
	asyncTables            int     // turn-based tables seeded before the run
	players                int     // connected players following one of them
	asyncShare             float64 // the share of them moved during the run
	asyncDue               int     // of them, those whose clock runs out during the run
}

func parse(args []string, stderr io.Writer) (config, error) {
	var c config
	fs := flag.NewFlagSet("loadtest", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.IntVar(&c.tables, "tables", 20, "tables playing at once")
	fs.IntVar(&c.seconds, "seconds", 10, "how long the bots play")
	fs.IntVar(&c.nodes, "nodes", 1, "server nodes: 1 runs on SQLite, more share a PostgreSQL cluster")
	fs.BoolVar(&c.json, "json", false, "print the result as one line of JSON (else indented)")
	fs.BoolVar(&c.rated, "rated", false, "rated tables; after each game its first seat reads the game's leaderboard and its profile (their answer times in reads_p99_ms)")
	fs.BoolVar(&c.kill, "kill", false, "fault: SIGKILL the last node halfway (needs -nodes 2 or more)")
	fs.BoolVar(&c.restart, "restart", false, "fault: SIGKILL the node halfway and start it again on its database (needs -nodes 1)")
	fs.DurationVar(&c.drop, "drop", 0, "fault: clients drop a quarter of the way in and come back after this long (e.g. 30s)")
	fs.Float64Var(&c.dropShare, "drop-share", 0.05, "the share of the seats -drop cuts off")
	fs.DurationVar(&c.pgOutage, "pg-outage", 0, "fault: stop PostgreSQL halfway for this long (e.g. 5s; needs -nodes 2 or more)")
	fs.DurationVar(&c.thinkMin, "think-min", 500*time.Millisecond, "a bot's shortest wait before a move")
	fs.DurationVar(&c.thinkMax, "think-max", 2*time.Second, "a bot's longest wait before a move")
	fs.BoolVar(&c.keep, "keep", false, "keep the temporary directory (databases, node logs)")
	fs.StringVar(&c.profile, "profile", "", "write CPU and allocation profiles of the load test and of each node into this directory (loadtest.cpu, node0.cpu, node0.allocs...)")
	fs.StringVar(&c.trace, "trace", "", "write an execution trace of the load test into this file, and of each node into the same name with .node0, .node1... appended (read with go tool trace)")
	fs.IntVar(&c.asyncTables, "async-tables", 0, "turn-based tables written into the database before the run (1, 3 or 7 days a move, deadlines spread over them), their players synthetic")
	fs.IntVar(&c.players, "players", 0, "players of the turn-based tables that connect and stay, each following one of its tables (needs -async-tables)")
	fs.Float64Var(&c.asyncShare, "async-share", 0.01, "the share of the turn-based tables whose player to move connects during the run, moves once and leaves")
	fs.IntVar(&c.asyncDue, "async-due", 0, "of the turn-based tables, how many have their clock run out during the run: a computer moves for the absent person, the nodes racing for it")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	// The nodes write there too, from their own working directory.
	for _, f := range []*string{&c.profile, &c.trace} {
		if *f == "" {
			continue
		}
		var err error
		if *f, err = filepath.Abs(*f); err != nil {
			return c, err
		}
	}
	switch {
	case fs.NArg() > 0:
		return c, fmt.Errorf("unexpected arguments %q", fs.Args())
	case c.tables < 1 || c.seconds < 1 || c.nodes < 1:
		return c, errors.New("-tables, -seconds and -nodes must be at least 1")
	case c.asyncTables < 0 || c.players < 0 || c.asyncShare < 0 || c.asyncShare > 1 || c.asyncDue < 0 || c.asyncDue > c.asyncTables:
		return c, errors.New("-async-tables, -players and -async-due must not be negative, -async-due at most -async-tables, -async-share 0 to 1")
	case c.players > 0 && c.asyncTables == 0:
		return c, errors.New("-players follow turn-based tables: give -async-tables too")
	case c.asyncTables > 0 && c.asyncTables%asyncStride == 0:
		return c, fmt.Errorf("-async-tables must not be a multiple of %d (the movers' walk over the tables)", asyncStride)
	case c.kill && c.nodes < 2:
		return c, errors.New("-kill needs -nodes 2 or more: the clients resume on another node")
	case c.restart && c.nodes != 1:
		return c, errors.New("-restart is the single SQLite node's fault: use -nodes 1")
	case c.pgOutage > 0 && c.nodes < 2:
		return c, errors.New("-pg-outage needs -nodes 2 or more (PostgreSQL)")
	case c.drop > 0 && time.Duration(c.seconds)*time.Second/4+c.drop+5*time.Second > time.Duration(c.seconds)*time.Second:
		return c, fmt.Errorf("-drop %v: the dropped clients must be back before the end; use -seconds %d or more", c.drop, int((c.drop+5*time.Second).Seconds()*4/3)+1)
	case c.thinkMin <= 0 || c.thinkMax < c.thinkMin:
		return c, errors.New("-think-min must be positive and at most -think-max")
	}
	return c, nil
}

// result is the printed JSON.
type result struct {
	Tables         int     `json:"tables"`
	Seconds        int     `json:"seconds"`
	Nodes          int     `json:"nodes"`
	Store          string  `json:"store"`
	Fault          string  `json:"fault,omitempty"`
	Rated          bool    `json:"rated,omitempty"`
	TablesFinished int64   `json:"tables_finished"`
	TablesClosed   int64   `json:"tables_closed"`
	Seats          int     `json:"seats"`
	MovesSent      int64   `json:"moves_sent"`
	Moves          int64   `json:"moves"`
	MovesPerS      float64 `json:"moves_per_s"`
	P50MS          float64 `json:"p50_ms"`
	P95MS          float64 `json:"p95_ms"`
	P99MS          float64 `json:"p99_ms"`
	// P99By10s is the p99 of each 10 s of play, from the bots' start.
	P99By10s        []float64 `json:"p99_ms_by_10s"`
	Lost            int64     `json:"lost"`
	Duplicated      int64     `json:"duplicated"`
	OutOfOrder      int64     `json:"out_of_order"`
	Probes          int64     `json:"probes"`
	ProbesRefused   int64     `json:"probes_refused"`
	IllegalAccepted int64     `json:"illegal_accepted"`
	Leaked          int64     `json:"leaked"`
	Errors          int64     `json:"errors"`
	Stale           int64     `json:"stale"`
	Drops           int64     `json:"drops,omitempty"`
	Reconnects      int64     `json:"reconnects"`
	MovesAfterFault int64     `json:"moves_after_fault,omitempty"`
	// RecoveryMS is from the fault's end to the first move after it that
	// reached every seat.
	RecoveryMS   int64 `json:"recovery_ms,omitempty"`
	BrokenTables int   `json:"broken_tables"`
	MaxGapMS     int64 `json:"max_gap_ms"`
	// Reads counts the leaderboard and profile reads of a -rated run, and
	// ReadsP50MS and ReadsP99MS their answer times (request to answer).
	Reads      int         `json:"reads,omitempty"`
	ReadsP50MS float64     `json:"reads_p50_ms,omitempty"`
	ReadsP99MS float64     `json:"reads_p99_ms,omitempty"`
	NodeUsage  []nodeUsage `json:"node_usage"`
	// Async is the turn-based tables' part of a run with -async-tables:
	// its p99_ms is the turn-based moves', the run's p99_ms the live ones'.
	Async *asyncResult `json:"async,omitempty"`
	// LoadtestCPUS is this command's own CPU time (the bots), and LoadAvg
	// the machine's load average at the end (/proc/loadavg): on a shared
	// machine they say how much of it the nodes could have.
	LoadtestCPUS float64 `json:"loadtest_cpu_s"`
	// PostgresCPUS is the CPU time of the PostgreSQL cluster's server
	// during the run (from the bots' start to the count), 0 on SQLite.
	PostgresCPUS float64 `json:"postgres_cpu_s,omitempty"`
	LoadAvg      string  `json:"loadavg"`
	// Server is what the nodes' own metrics say (their /metrics at the end).
	Server serverMetrics `json:"server"`
}

// recoveryBound is how long a run with a fault waits past its end for a
// move to get through after the fault: a safeguard, not a measure (a run
// whose service came back has its move in the first seconds).
const recoveryBound = 60 * time.Second

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	cfg, err := parse(args, stderr)
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "koikoi-loadtest-")
	if err != nil {
		return err
	}
	if cfg.keep {
		fmt.Fprintln(stderr, "loadtest: keeping", dir)
	} else {
		defer os.RemoveAll(dir)
	}
	bin, err := buildServer(ctx, dir)
	if err != nil {
		return err
	}
	stopProfiling, err := profileAndTrace(cfg)
	if err != nil {
		return err
	}
	defer stopProfiling()
	st, err := openStorage(ctx, cfg, dir)
	if err != nil {
		return err
	}
	defer st.close()

	res := result{Tables: cfg.tables, Seconds: cfg.seconds, Nodes: cfg.nodes, Store: st.name, Rated: cfg.rated}
	p := &players{cfg: cfg, c: &counters{}, alive: make([]atomic.Bool, cfg.nodes), tables: map[string][]*seat{}}
	if cfg.asyncTables > 0 {
		res.Async = &asyncResult{Tables: cfg.asyncTables}
		if p.async, err = seedTables(ctx, cfg, st, res.Async); err != nil {
			return err
		}
		p.async.p = p
	}
	if err := p.startNodes(ctx, bin, dir, st.args); err != nil {
		return err
	}
	defer p.stopNodes()
	pgBefore := clusterCPU(st.cluster)
	elapsed, stopBots, err := p.play(ctx, st.cluster, &res)
	defer stopBots() // after the counts: a bot leaving changes its table
	if err != nil {
		return err
	}
	if res.Lost, res.BrokenTables, err = p.settledLost(ctx, st.open, settleBound); err != nil {
		return err
	}
	if res.Async != nil {
		if err := p.async.finish(ctx, st, res.Async); err != nil {
			return err
		}
	}
	if res.Server, err = scrapeNodes(ctx, p.nodes); err != nil {
		return err
	}
	p.readNodeUsage()
	if st.cluster != nil {
		res.PostgresCPUS = math.Round((clusterCPU(st.cluster)-pgBefore).Seconds()*100) / 100
	}
	p.summarize(&res, elapsed)
	return report(stdout, cfg.json, res)
}

// clusterCPU is the CPU time the cluster's server has used so far (0 on
// SQLite, or when it cannot be read).
func clusterCPU(c *pgtest.Cluster) time.Duration {
	if c == nil {
		return 0
	}
	d, err := c.CPU()
	if err != nil {
		fmt.Fprintln(os.Stderr, "loadtest: PostgreSQL's CPU time:", err)
	}
	return d
}

// profileAndTrace starts the load test's own profiles and trace, as the
// flags ask, and returns what stops them.
func profileAndTrace(cfg config) (stop func(), err error) {
	var stops []func()
	stop = func() {
		for _, f := range stops {
			f()
		}
	}
	if cfg.profile != "" {
		s, err := profileSelf(cfg.profile)
		if err != nil {
			return stop, err
		}
		stops = append(stops, s)
	}
	if cfg.trace != "" {
		s, err := traceSelf(cfg.trace)
		if err != nil {
			stop()
			return func() {}, err
		}
		stops = append(stops, s)
	}
	return stop, nil
}

// storageSetup is the nodes' store: an SQLite file, or a PostgreSQL
// cluster of the run's own.
type storageSetup struct {
	name    string   // "sqlite" or "postgres"
	args    []string // the nodes' flags naming it
	open    func() (storage.Store, error)
	cluster *pgtest.Cluster // nil on SQLite
	path    string          // the SQLite file
	dsn     string          // the PostgreSQL database, without the pool's size
}

func (s storageSetup) close() {
	if s.cluster != nil {
		s.cluster.Close()
	}
}

// openStorage sets up the store the nodes share.
func openStorage(ctx context.Context, cfg config, dir string) (storageSetup, error) {
	if cfg.nodes == 1 {
		path := filepath.Join(dir, "server.db")
		return storageSetup{name: "sqlite", args: []string{"-db", path}, path: path,
			open: func() (storage.Store, error) { return sqlite.Open(ctx, path) }}, nil
	}
	cluster, err := pgtest.Start()
	if err != nil {
		return storageSetup{}, err
	}
	dsn, err := cluster.CreateDatabase(ctx)
	if err != nil {
		cluster.Close()
		return storageSetup{}, err
	}
	// A node's pool is the server's default (4, or the CPU count): with
	// 16 a node, PostgreSQL's backends outnumbered the cores eightfold and
	// queued on NOTIFY's lock (see docs/online-server.md).
	return storageSetup{name: "postgres", args: []string{"-postgres", dsn}, cluster: cluster, dsn: dsn,
		open: func() (storage.Store, error) { return postgres.Open(ctx, dsn) }}, nil
}

// startNodes starts the nodes of cmd/server, every client of the run
// coming from one address (no per-address limits).
func (p *players) startNodes(ctx context.Context, bin, dir string, storeArgs []string) error {
	cfg := p.cfg
	base := append([]string{"-max-conns-per-addr", "0", "-new-players-per-min", "0"}, storeArgs...)
	for i := range cfg.nodes {
		n := &serverNode{bin: bin, args: base, log: filepath.Join(dir, fmt.Sprintf("node%d.log", i))}
		if cfg.profile != "" {
			// Restarts overwrite the profiles: they cover the last run.
			n.args = append(n.args[:len(n.args):len(n.args)],
				"-cpuprofile", filepath.Join(cfg.profile, fmt.Sprintf("node%d.cpu", i)),
				"-allocprofile", filepath.Join(cfg.profile, fmt.Sprintf("node%d.allocs", i)))
		}
		if cfg.trace != "" {
			n.args = append(n.args[:len(n.args):len(n.args)], "-trace", fmt.Sprintf("%s.node%d", cfg.trace, i))
		}
		if err := n.start(ctx); err != nil {
			p.stopNodes()
			return err
		}
		p.nodes = append(p.nodes, n)
		p.alive[i].Store(true)
	}
	return nil
}

// stopNodes stops the nodes cleanly.
func (p *players) stopNodes() {
	for _, n := range p.nodes {
		n.stop(syscall.SIGTERM)
	}
}

// play runs the bots for the run's length, with the fault the flags ask
// for halfway, then winds down: the bots stop moving, the events in flight
// arrive and the seats settle. It returns how long that took and what
// disconnects the bots, once the tables have been read back (a bot that
// leaves marks its seat away: an event it would not see).
func (p *players) play(ctx context.Context, cluster *pgtest.Cluster, res *result) (time.Duration, func(), error) {
	cfg := p.cfg
	playCtx, stopPlaying := context.WithCancel(ctx)
	var wg sync.WaitGroup
	stop := func() {
		stopPlaying()
		wg.Wait()
	}
	if p.async != nil {
		stop = func() {
			stopPlaying()
			wg.Wait()
			p.async.close()
		}
		d := p.async.connectFollowers(ctx)
		res.Async.FollowersConnectS = math.Round(d.Seconds()*10) / 10
		fmt.Fprintf(os.Stderr, "loadtest: %d followers connected in %.1f s\n", p.cfg.players, d.Seconds())
	}
	start := time.Now()
	fmt.Fprintf(os.Stderr, "loadtest: playing for %d s\n", cfg.seconds)
	p.c.start = start
	length := time.Duration(cfg.seconds) * time.Second
	// Tables start over the first few seconds, not all in one instant.
	ramp := min(5*time.Second, length/4)
	for i := range cfg.tables {
		wg.Go(func() { p.slot(playCtx, i, ramp*time.Duration(i)/time.Duration(cfg.tables)) })
	}
	if p.async != nil {
		p.async.run(playCtx, start, length, ramp)
	}
	fault, err := p.faults(ctx, cluster, start, length)
	if err != nil {
		return 0, stop, err
	}
	res.Fault = fault
	sleepUntil(ctx, start.Add(length))
	if fault != "" {
		// The fault's check is a move after it: wait for one, whatever
		// the machine's speed (a bound only as a safeguard).
		p.waitRecovered(ctx, recoveryBound)
	}
	p.windDown(ctx)
	if p.async != nil {
		p.async.waitMovers()
	}
	if ctx.Err() != nil {
		return 0, stop, ctx.Err()
	}
	return time.Since(start), stop, nil
}

// waitRecovered waits until a move reached every seat after the fault
// ended, at most limit.
func (p *players) waitRecovered(ctx context.Context, limit time.Duration) {
	deadline := time.Now().Add(limit)
	for ctx.Err() == nil && time.Now().Before(deadline) && p.c.afterFault.Load() == 0 {
		sleepUntil(ctx, time.Now().Add(50*time.Millisecond))
	}
}

// windDown stops the bots: each sends the move it was thinking about and
// parks, and the seats that were resuming settle. (The events in flight
// are waited for by settledLost.)
func (p *players) windDown(ctx context.Context) {
	p.stopping.Store(true)
	sleepUntil(ctx, time.Now().Add(p.cfg.thinkMax+500*time.Millisecond))
	p.unpark()
	p.settled(ctx, settleBound)
}

// readNodeUsage reads the live nodes' CPU time and memory before they stop.
func (p *players) readNodeUsage() {
	for _, n := range p.nodes {
		if n.cmd.ProcessState == nil {
			u := readUsage(n.cmd.Process.Pid)
			n.usage.CPUS += u.CPUS
			n.usage.RSSMB = max(n.usage.RSSMB, u.RSSMB)
		}
	}
}

// summarize fills the result from the bots' counters and the nodes' usage.
func (p *players) summarize(res *result, elapsed time.Duration) {
	c := p.c
	res.P50MS, res.P95MS, res.P99MS, _ = c.percentiles()
	res.ReadsP50MS, res.ReadsP99MS, res.Reads = c.readPercentiles()
	res.P99By10s = c.windows(10 * time.Second)
	res.Moves = c.moves.Load()
	res.MovesPerS = math.Round(float64(res.Moves)/elapsed.Seconds()*10) / 10
	res.TablesFinished, res.TablesClosed = c.finished.Load(), c.closed.Load()
	p.mu.Lock()
	res.Seats = len(p.seats)
	p.mu.Unlock()
	res.MovesSent = c.sent.Load()
	res.MovesAfterFault = c.afterFault.Load()
	if first := c.firstAfterFault.Load(); first != 0 {
		res.RecoveryMS = time.Duration(first - c.faultOver.Load()).Milliseconds()
	}
	res.Duplicated, res.OutOfOrder = c.duplicated.Load(), c.order.Load()
	res.Probes, res.ProbesRefused, res.IllegalAccepted = c.probes.Load(), c.refused.Load(), c.illegal.Load()
	res.Leaked, res.Errors, res.Stale = c.leaked.Load(), c.errors.Load(), c.stale.Load()
	res.Drops, res.Reconnects, res.MaxGapMS = c.drops.Load(), c.reconnects.Load(), c.maxGap.Load()
	for _, n := range p.nodes {
		n.usage.RSSMB = math.Round(n.usage.RSSMB*10) / 10
		n.usage.CPUS = math.Round(n.usage.CPUS*100) / 100
		res.NodeUsage = append(res.NodeUsage, n.usage)
	}
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) == nil {
		cpu := time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
		res.LoadtestCPUS = math.Round(cpu.Seconds()*100) / 100
	}
	if b, err := os.ReadFile("/proc/loadavg"); err == nil {
		if f := strings.Fields(string(b)); len(f) >= 3 {
			res.LoadAvg = strings.Join(f[:3], " ")
		}
	}
}

// report prints the result as JSON: one line, or indented.
func report(w io.Writer, oneLine bool, res result) error {
	enc := json.NewEncoder(w)
	if !oneLine {
		enc.SetIndent("", "  ")
	}
	return enc.Encode(res)
}

// faults schedules the fault the flags ask for and names it.
func (p *players) faults(ctx context.Context, cluster *pgtest.Cluster, start time.Time, length time.Duration) (string, error) {
	half := start.Add(length / 2)
	cfg := p.cfg
	var name string
	var act func()
	switch {
	case cfg.kill:
		name = "kill -9 one of two nodes"
		last := len(p.nodes) - 1
		act = func() {
			p.alive[last].Store(false)
			p.nodes[last].stop(syscall.SIGKILL)
		}
	case cfg.restart:
		name = "restart the SQLite node"
		act = func() {
			n := p.nodes[0]
			n.stop(syscall.SIGKILL)
			if err := n.start(ctx); err != nil {
				fmt.Fprintln(os.Stderr, "loadtest: restarting the node:", err)
			}
		}
	case cfg.pgOutage > 0:
		name = fmt.Sprintf("PostgreSQL stopped for %v", cfg.pgOutage)
		act = func() {
			if err := cluster.Pause(); err != nil {
				fmt.Fprintln(os.Stderr, "loadtest:", err)
				return
			}
			sleepUntil(ctx, time.Now().Add(cfg.pgOutage))
			if err := cluster.Resume(); err != nil {
				fmt.Fprintln(os.Stderr, "loadtest:", err)
			}
		}
	case cfg.drop > 0:
		name = fmt.Sprintf("clients drop for %v", cfg.drop)
		half = start.Add(length / 4)
		act = func() {
			p.mu.Lock()
			n := max(1, int(float64(len(p.seats))*cfg.dropShare))
			p.mu.Unlock()
			p.drop(n, cfg.drop)
		}
	default:
		return "", nil
	}
	go func() {
		if sleepUntil(ctx, half) {
			act()
			p.c.faultOver.Store(time.Now().UnixNano())
		}
	}()
	return name, nil
}

// settleBound is how long the run waits, the bots stopped, for every seat
// to have its table's last event: a safeguard, not a measure (a loaded
// machine delivers the last events late, and a lost one never).
const settleBound = time.Minute

// settledLost counts the lost events (see lost) until there are none, at
// most limit.
func (p *players) settledLost(ctx context.Context, open func() (storage.Store, error), limit time.Duration) (lost int64, broken int, err error) {
	store, err := open()
	if err != nil {
		return 0, 0, fmt.Errorf("reading the tables back: %w", err)
	}
	defer store.Close()
	deadline := time.Now().Add(limit)
	for {
		lost, broken, err = p.lost(ctx, store)
		if err != nil || lost == 0 || !time.Now().Before(deadline) || !sleepUntil(ctx, time.Now().Add(200*time.Millisecond)) {
			return lost, broken, err
		}
	}
}

// lost counts the events the seats never received: for each seat, its
// table's last seq in the database less the last seq it saw. broken counts
// the tables whose stored events do not number 1 to the table's seq
// without a gap (a half-written change).
func (p *players) lost(ctx context.Context, store storage.Store) (lost int64, broken int, err error) {
	p.mu.Lock()
	tables := make(map[string][]*seat, len(p.tables))
	for id, seats := range p.tables {
		tables[id] = seats
	}
	p.mu.Unlock()
	for id, seats := range tables {
		t, err := store.Table(ctx, id)
		if err != nil {
			return 0, 0, fmt.Errorf("table %s: %w", id, err)
		}
		events, err := store.Events(ctx, id, 0, int(t.Seq))
		if err != nil {
			return 0, 0, fmt.Errorf("table %s: %w", id, err)
		}
		if int64(len(events)) != t.Seq || (len(events) > 0 && events[len(events)-1].Seq != t.Seq) {
			broken++
		}
		for _, s := range seats {
			s.mu.Lock()
			if !s.abandoned {
				lost += max(0, t.Seq-s.lastSeq)
			}
			s.mu.Unlock()
		}
	}
	return lost, broken, nil
}
