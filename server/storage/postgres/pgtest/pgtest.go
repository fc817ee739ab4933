//go:build unix

package pgtest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// RequireEnv names the environment variable that turns a missing
// PostgreSQL from a skip into a failure.
const RequireEnv = "KOIKOI_REQUIRE_PG"

// MinVersion is the oldest PostgreSQL major version the server supports.
const MinVersion = 15

// ErrNotInstalled: no PostgreSQL binaries were found.
var ErrNotInstalled = errors.New("pgtest: PostgreSQL is not installed (Debian: apt-get install postgresql)")

// superuser is the cluster's superuser role; every connection uses it
// (authentication is trust, over the socket only).
const superuser = "koikoi"

// port names the socket file (.s.PGSQL.<port>); nothing listens on TCP.
const port = 5432

// Cluster is a running throwaway PostgreSQL cluster.
type Cluster struct {
	bin  string // the directory of initdb and pg_ctl
	dir  string // the temporary directory: data/ and the socket
	cred *syscall.Credential
	dbs  atomic.Int64
	// watchdog stops the cluster and removes its directory when this
	// process ends without Close (a test binary killed on its timeout):
	// it waits for the end of a pipe whose other end only we hold.
	watchdog *exec.Cmd
	leash    *os.File
}

// BinDir finds the directory of PostgreSQL's initdb and pg_ctl.
func BinDir() (string, error) {
	if d := os.Getenv("KOIKOI_PG_BIN"); d != "" {
		if _, err := os.Stat(filepath.Join(d, "pg_ctl")); err != nil {
			return "", fmt.Errorf("pgtest: $KOIKOI_PG_BIN: %w", err)
		}
		return d, nil
	}
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	version := func(d string) int {
		v, _ := strconv.Atoi(filepath.Base(filepath.Dir(d)))
		return v
	}
	slices.SortFunc(dirs, func(a, b string) int { return version(b) - version(a) })
	for _, d := range dirs {
		if version(d) >= MinVersion {
			if _, err := os.Stat(filepath.Join(d, "pg_ctl")); err == nil {
				return d, nil
			}
		}
	}
	if p, err := exec.LookPath("pg_ctl"); err == nil {
		return filepath.Dir(p), nil
	}
	return "", ErrNotInstalled
}

// Start creates and starts a cluster in a new temporary directory.
func Start() (*Cluster, error) {
	bin, err := BinDir()
	if err != nil {
		return nil, err
	}
	c := &Cluster{bin: bin}
	base := ""
	if os.Geteuid() == 0 {
		if c.cred, err = unprivileged(); err != nil {
			return nil, err
		}
		// $TMPDIR may be a directory only root can enter.
		base = "/tmp"
	}
	if c.dir, err = os.MkdirTemp(base, "koikoi-pg-"); err != nil {
		return nil, err
	}
	if c.cred != nil {
		if err := os.Chown(c.dir, int(c.cred.Uid), int(c.cred.Gid)); err != nil {
			os.RemoveAll(c.dir)
			return nil, err
		}
	}
	if out, err := c.run("initdb", "-D", c.data(), "-U", superuser, "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync"); err != nil {
		os.RemoveAll(c.dir)
		return nil, fmt.Errorf("pgtest: initdb: %v\n%s", err, out)
	}
	if err := c.Resume(); err != nil {
		os.RemoveAll(c.dir)
		return nil, err
	}
	if err := c.watch(); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

// watch starts the watchdog, as the cluster's user and in a process group
// of its own, so that the terminal's Ctrl-C does not end it first.
func (c *Cluster) watch() error {
	r, w, err := os.Pipe()
	if err != nil {
		return err
	}
	c.watchdog = exec.Command("/bin/sh", "-c", `read _; "$0" stop -D "$1" -m immediate -w >/dev/null 2>&1; rm -rf "$2"`,
		filepath.Join(c.bin, "pg_ctl"), c.data(), c.dir)
	c.watchdog.Stdin = r
	c.watchdog.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Credential: c.cred}
	err = c.watchdog.Start()
	r.Close()
	if err != nil {
		w.Close()
		return fmt.Errorf("pgtest: starting the watchdog: %w", err)
	}
	c.leash = w
	return nil
}

// unprivileged returns the user PostgreSQL runs as under root: postgres
// (Debian's package makes it), else nobody.
func unprivileged() (*syscall.Credential, error) {
	for _, name := range []string{"postgres", "nobody"} {
		u, err := user.Lookup(name)
		if err != nil {
			continue
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}, nil
	}
	return nil, errors.New("pgtest: running as root, and neither a postgres nor a nobody user exists to run PostgreSQL")
}

func (c *Cluster) data() string { return filepath.Join(c.dir, "data") }

// run runs one of PostgreSQL's programs as the cluster's user.
func (c *Cluster) run(prog string, args ...string) ([]byte, error) {
	cmd := exec.Command(filepath.Join(c.bin, prog), args...)
	cmd.Dir = c.dir
	cmd.Env = append(os.Environ(), "LC_ALL=C")
	if c.cred != nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: c.cred}
	}
	return cmd.CombinedOutput()
}

// Resume starts the cluster's server (again, after Pause) and waits until
// it accepts connections.
func (c *Cluster) Resume() error {
	opts := strings.Join([]string{
		"-c listen_addresses=''",
		"-c unix_socket_directories='" + c.dir + "'",
		"-c port=" + strconv.Itoa(port),
		"-c max_connections=200",
		// A commit returns before its WAL reaches the disk, as SQLite's
		// synchronous=NORMAL does in WAL mode: a crash of the machine may
		// lose the last moments, never leave a half-written change.
		"-c synchronous_commit=off",
		// More settings for a measurement, e.g. '-c shared_preload_libraries=pg_stat_statements'.
		os.Getenv("KOIKOI_PG_OPTIONS"),
	}, " ")
	if out, err := c.run("pg_ctl", "start", "-D", c.data(), "-w", "-t", "60", "-l", filepath.Join(c.dir, "log"), "-o", opts); err != nil {
		log, _ := os.ReadFile(filepath.Join(c.dir, "log"))
		return fmt.Errorf("pgtest: pg_ctl start: %v\n%s\n%s", err, out, log)
	}
	return nil
}

// Pause stops the cluster's server (fast: connections are cut) and keeps
// its data for Resume.
func (c *Cluster) Pause() error {
	if out, err := c.run("pg_ctl", "stop", "-D", c.data(), "-w", "-m", "fast"); err != nil {
		return fmt.Errorf("pgtest: pg_ctl stop: %v\n%s", err, out)
	}
	return nil
}

// CPU returns the CPU time the cluster's server has used so far: its
// postmaster's, its processes' that ended, and those running now (from
// Linux's /proc; a load test reads it before and after a run).
func (c *Cluster) CPU() (time.Duration, error) {
	b, err := os.ReadFile(filepath.Join(c.data(), "postmaster.pid"))
	if err != nil {
		return 0, err
	}
	pid, err := strconv.Atoi(strings.TrimSpace(strings.SplitN(string(b), "\n", 2)[0]))
	if err != nil {
		return 0, fmt.Errorf("pgtest: postmaster.pid: %v", err)
	}
	ticks := func(pid string, children bool) (int64, string, error) {
		b, err := os.ReadFile("/proc/" + pid + "/stat")
		if err != nil {
			return 0, "", err
		}
		// The fields after the command, which is in parentheses: state
		// (3), ppid (4)... utime (14), stime (15), cutime (16), cstime (17).
		f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
		if len(f) < 15 {
			return 0, "", fmt.Errorf("pgtest: /proc/%s/stat: too short", pid)
		}
		var sum int64
		last := 13
		if children {
			last = 15
		}
		for _, x := range f[11:last] {
			n, _ := strconv.ParseInt(x, 10, 64)
			sum += n
		}
		return sum, f[1], nil
	}
	root := strconv.Itoa(pid)
	total, _, err := ticks(root, true)
	if err != nil {
		return 0, err
	}
	procs, _ := os.ReadDir("/proc")
	for _, p := range procs {
		if p.Name()[0] < '0' || p.Name()[0] > '9' {
			continue
		}
		if n, ppid, err := ticks(p.Name(), false); err == nil && ppid == root {
			total += n
		}
	}
	const hz = 100 // USER_HZ: the unit of /proc's times on Linux
	return time.Duration(total) * time.Second / hz, nil
}

// Close stops the server and removes the cluster's directory.
func (c *Cluster) Close() error {
	var err error
	if _, statErr := os.Stat(filepath.Join(c.data(), "postmaster.pid")); statErr == nil {
		err = c.Pause()
	}
	err = errors.Join(err, os.RemoveAll(c.dir))
	if c.leash != nil {
		c.leash.Close() // the watchdog finds nothing left to do
		c.watchdog.Wait()
		c.leash = nil
	}
	return err
}

// DSN returns the connection string of database name on the cluster.
func (c *Cluster) DSN(name string) string {
	return fmt.Sprintf("host=%s port=%d user=%s dbname=%s sslmode=disable", c.dir, port, superuser, name)
}

// CreateDatabase creates a new empty database and returns its connection
// string.
func (c *Cluster) CreateDatabase(ctx context.Context) (string, error) {
	name := fmt.Sprintf("koikoi_%d", c.dbs.Add(1))
	conn, err := pgx.Connect(ctx, c.DSN("postgres"))
	if err != nil {
		return "", fmt.Errorf("pgtest: %w", err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		return "", fmt.Errorf("pgtest: %w", err)
	}
	return c.DSN(name), nil
}

// check skips or fails t when Start failed.
func check(t testing.TB, err error) {
	t.Helper()
	if errors.Is(err, ErrNotInstalled) && os.Getenv(RequireEnv) == "" {
		t.Skipf("%v; set %s=1 to make this a failure", err, RequireEnv)
	}
	if err != nil {
		t.Fatal(err)
	}
}

// New starts a cluster of the test's own and stops it when the test ends.
// When PostgreSQL is not installed it skips the test, or fails it if
// $KOIKOI_REQUIRE_PG is set.
func New(t testing.TB) *Cluster {
	t.Helper()
	c, err := Start()
	check(t, err)
	t.Cleanup(func() {
		if err := c.Close(); err != nil {
			t.Error(err)
		}
	})
	return c
}

var shared struct {
	once sync.Once
	c    *Cluster
	err  error
}

// Shared returns the cluster the tests of this test binary share, started
// at the first call (skipping or failing as New does); Main stops it. A
// test that stops the server (Pause) takes a cluster of its own with New.
func Shared(t testing.TB) *Cluster {
	t.Helper()
	shared.once.Do(func() { shared.c, shared.err = Start() })
	check(t, shared.err)
	return shared.c
}

// Main runs the tests and then stops the shared cluster if one started:
//
//	func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }
func Main(m *testing.M) int {
	code := m.Run()
	if shared.c != nil {
		if err := shared.c.Close(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			code = 1
		}
	}
	return code
}

// Database creates an empty database for the test on c.
func (c *Cluster) Database(t testing.TB) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	dsn, err := c.CreateDatabase(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return dsn
}
