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
	drop, pgOutage         time.Duration
	dropShare              float64
	thinkMin, thinkMax     time.Duration
	keep                   bool
	profile                string // a directory for CPU and allocation profiles of every process
	trace                  string // the load test's execution trace; each node's in trace + ".node0"...
}

func parse(args []string, stderr io.Writer) (config, error) {
	var c config
	fs := flag.NewFlagSet("loadtest", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.IntVar(&c.tables, "tables", 20, "tables playing at once")
	fs.IntVar(&c.seconds, "seconds", 10, "how long the bots play")
	fs.IntVar(&c.nodes, "nodes", 1, "server nodes: 1 runs on SQLite, more share a PostgreSQL cluster")
	fs.BoolVar(&c.json, "json", false, "print the result as one line of JSON (else indented)")
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
	P99By10s        []float64   `json:"p99_ms_by_10s"`
	Lost            int64       `json:"lost"`
	Duplicated      int64       `json:"duplicated"`
	OutOfOrder      int64       `json:"out_of_order"`
	Probes          int64       `json:"probes"`
	ProbesRefused   int64       `json:"probes_refused"`
	IllegalAccepted int64       `json:"illegal_accepted"`
	Leaked          int64       `json:"leaked"`
	Errors          int64       `json:"errors"`
	Stale           int64       `json:"stale"`
	Drops           int64       `json:"drops,omitempty"`
	Reconnects      int64       `json:"reconnects"`
	MovesAfterFault int64       `json:"moves_after_fault,omitempty"`
	BrokenTables    int         `json:"broken_tables"`
	MaxGapMS        int64       `json:"max_gap_ms"`
	NodeUsage       []nodeUsage `json:"node_usage"`
	// LoadtestCPUS is this command's own CPU time (the bots), and LoadAvg
	// the machine's load average at the end (/proc/loadavg): on a shared
	// machine they say how much of it the nodes could have.
	LoadtestCPUS float64 `json:"loadtest_cpu_s"`
	LoadAvg      string  `json:"loadavg"`
}

// drain is how long the run waits, bots stopped, for the events in flight.
const drain = 3 * time.Second

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
	if cfg.profile != "" {
		stopProfile, err := profileSelf(cfg.profile)
		if err != nil {
			return err
		}
		defer stopProfile()
	}
	if cfg.trace != "" {
		stopTrace, err := traceSelf(cfg.trace)
		if err != nil {
			return err
		}
		defer stopTrace()
	}

	// The store: an SQLite file, or a PostgreSQL cluster of our own.
	res := result{Tables: cfg.tables, Seconds: cfg.seconds, Nodes: cfg.nodes, Store: "sqlite"}
	var storeArgs []string
	var openStore func() (storage.Store, error)
	var cluster *pgtest.Cluster
	if cfg.nodes == 1 {
		path := filepath.Join(dir, "server.db")
		storeArgs = []string{"-db", path}
		openStore = func() (storage.Store, error) { return sqlite.Open(ctx, path) }
	} else {
		res.Store = "postgres"
		if cluster, err = pgtest.Start(); err != nil {
			return err
		}
		defer cluster.Close()
		dsn, err := cluster.CreateDatabase(ctx)
		if err != nil {
			return err
		}
		// A node's pool: enough connections for its share of the commits.
		dsn += " pool_max_conns=16"
		storeArgs = []string{"-postgres", dsn}
		openStore = func() (storage.Store, error) { return postgres.Open(ctx, dsn) }
	}

	p := &players{cfg: cfg, c: &counters{}, alive: make([]atomic.Bool, cfg.nodes), tables: map[string][]*seat{}}
	for i := range cfg.nodes {
		n := &serverNode{bin: bin, args: storeArgs, log: filepath.Join(dir, fmt.Sprintf("node%d.log", i))}
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
			for _, n := range p.nodes {
				n.stop(syscall.SIGTERM)
			}
			return err
		}
		p.nodes = append(p.nodes, n)
		p.alive[i].Store(true)
	}
	defer func() {
		for _, n := range p.nodes {
			n.stop(syscall.SIGTERM)
		}
	}()

	playCtx, stopPlaying := context.WithCancel(ctx)
	defer stopPlaying()
	start := time.Now()
	p.c.start = start
	length := time.Duration(cfg.seconds) * time.Second
	// Tables start over the first few seconds, not all in one instant.
	ramp := min(5*time.Second, length/4)
	var wg sync.WaitGroup
	for i := range cfg.tables {
		wg.Go(func() { p.slot(playCtx, i, ramp*time.Duration(i)/time.Duration(cfg.tables)) })
	}
	faults, err := p.faults(ctx, cluster, start, length)
	if err != nil {
		return err
	}
	res.Fault = faults

	// Time's up: the bots stop moving, the events in flight arrive, and
	// each seat's last event is compared with its table's.
	sleepUntil(ctx, start.Add(length))
	p.stopping.Store(true)
	// Every bot sends the move it was thinking about, then parks.
	sleepUntil(ctx, time.Now().Add(cfg.thinkMax+500*time.Millisecond))
	p.unpark()
	sleepUntil(ctx, time.Now().Add(drain))
	p.settled(ctx, 30*time.Second)
	if ctx.Err() != nil {
		return ctx.Err()
	}
	elapsed := time.Since(start)
	lost, broken, err := p.lost(ctx, openStore)
	if err != nil {
		return err
	}
	for _, n := range p.nodes {
		if n.cmd.ProcessState == nil {
			u := readUsage(n.cmd.Process.Pid)
			n.usage.CPUS += u.CPUS
			n.usage.RSSMB = max(n.usage.RSSMB, u.RSSMB)
		}
	}
	stopPlaying()
	wg.Wait()

	c := p.c
	res.P50MS, res.P95MS, res.P99MS, _ = c.percentiles()
	res.P99By10s = c.windows(10 * time.Second)
	res.Moves = c.moves.Load()
	res.MovesPerS = math.Round(float64(res.Moves)/elapsed.Seconds()*10) / 10
	res.TablesFinished, res.TablesClosed = c.finished.Load(), c.closed.Load()
	res.Seats = len(p.seats)
	res.MovesSent = c.sent.Load()
	res.Lost, res.BrokenTables = lost, broken
	res.MovesAfterFault = c.afterFault.Load()
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
	enc := json.NewEncoder(stdout)
	if !cfg.json {
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

// lost counts the events the seats never received: for each seat, its
// table's last seq in the database less the last seq it saw. broken counts
// the tables whose stored events do not number 1 to the table's seq
// without a gap (a half-written change).
func (p *players) lost(ctx context.Context, open func() (storage.Store, error)) (lost int64, broken int, err error) {
	store, err := open()
	if err != nil {
		return 0, 0, fmt.Errorf("reading the tables back: %w", err)
	}
	defer store.Close()
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
