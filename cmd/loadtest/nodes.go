package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// buildServer compiles cmd/server into dir, so each node is a process of
// its own whose memory and CPU time can be read from /proc.
func buildServer(ctx context.Context, dir string) (string, error) {
	bin := filepath.Join(dir, "koikoi-server")
	cmd := exec.CommandContext(ctx, "go", "build", "-o", bin, "github.com/koikoi-app/koikoi/cmd/server")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("building cmd/server: %v\n%s", err, out)
	}
	return bin, nil
}

// serverNode is one running cmd/server process.
type serverNode struct {
	bin  string
	args []string // without -addr
	addr string   // host:port, kept across restarts
	log  string   // the node's log file
	cmd  *exec.Cmd
	url  string
	done chan struct{}
	// usage is the memory and CPU time read just before the process was
	// stopped or killed, added over restarts.
	usage nodeUsage
}

// nodeUsage is what a node process used.
type nodeUsage struct {
	RSSMB float64 `json:"rss_mb"` // peak resident memory (VmHWM)
	CPUS  float64 `json:"cpu_s"`  // user + system time
}

var servingRE = regexp.MustCompile(`msg=serving url=(ws://[^ ]+)`)

// start runs the node and waits until it logs the URL it serves.
func (n *serverNode) start(ctx context.Context) error {
	if n.addr == "" {
		n.addr = "127.0.0.1:0"
	}
	f, err := os.OpenFile(n.log, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return err
	}
	n.cmd = exec.Command(n.bin, append([]string{"-addr", n.addr}, n.args...)...)
	stderr, err := n.cmd.StderrPipe()
	if err != nil {
		return err
	}
	n.cmd.Stdout = f
	if err := n.cmd.Start(); err != nil {
		f.Close()
		return err
	}
	n.done = make(chan struct{})
	urls := make(chan string, 1)
	copied := make(chan struct{})
	go func() {
		// Copy the log to the file; report the serving line.
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			line := sc.Text()
			fmt.Fprintln(f, line)
			if m := servingRE.FindStringSubmatch(line); m != nil {
				select {
				case urls <- m[1]:
				default:
				}
			}
		}
		io.Copy(io.Discard, stderr)
		close(copied)
	}()
	go func() {
		<-copied
		n.cmd.Wait()
		f.Close()
		close(n.done)
	}()
	select {
	case n.url = <-urls:
		n.addr = strings.TrimSuffix(strings.TrimPrefix(n.url, "ws://"), "/v1/ws")
		return nil
	case <-n.done:
		return fmt.Errorf("node exited before serving; see %s", n.log)
	case <-time.After(60 * time.Second):
		n.cmd.Process.Kill()
		return fmt.Errorf("node did not serve within a minute; see %s", n.log)
	case <-ctx.Done():
		n.cmd.Process.Kill()
		return ctx.Err()
	}
}

// stop ends the node: SIGTERM (a clean stop) or SIGKILL (a crash).
func (n *serverNode) stop(sig syscall.Signal) {
	if n.cmd == nil || n.cmd.Process == nil {
		return
	}
	select {
	case <-n.done:
		return
	default:
	}
	u := readUsage(n.cmd.Process.Pid)
	n.usage.CPUS += u.CPUS
	n.usage.RSSMB = max(n.usage.RSSMB, u.RSSMB)
	n.cmd.Process.Signal(sig)
	select {
	case <-n.done:
	case <-time.After(15 * time.Second):
		n.cmd.Process.Kill()
		<-n.done
	}
}

// readUsage reads a process's peak resident memory from
// /proc/<pid>/status and its CPU time from /proc/<pid>/stat.
func readUsage(pid int) nodeUsage {
	var u nodeUsage
	if b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid)); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
				kb, _ := strconv.ParseFloat(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 64)
				u.RSSMB = kb / 1024
			}
		}
	}
	if b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid)); err == nil {
		// The command name, in parentheses, may hold spaces: count the
		// fields after its closing parenthesis (utime, stime are the
		// 14th and 15th of the whole line).
		s := string(b)
		if i := strings.LastIndexByte(s, ')'); i >= 0 {
			f := strings.Fields(s[i+1:])
			if len(f) > 13 {
				ut, _ := strconv.ParseFloat(f[11], 64)
				st, _ := strconv.ParseFloat(f[12], 64)
				u.CPUS = (ut + st) / clockTicks
			}
		}
	}
	return u
}

// clockTicks is Linux's USER_HZ, the unit of /proc/<pid>/stat's times.
const clockTicks = 100
