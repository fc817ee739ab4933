package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node"
	"github.com/koikoi-app/koikoi/server/push"
	"github.com/koikoi-app/koikoi/server/ws"
)

func main() {
	if err := run(context.Background(), os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "server:", err)
		os.Exit(1)
	}
}

// options are the command's flags.
type options struct {
	addr, db, origins, tlsCert, tlsKey string
	pushContact                        string // the VAPID contact; "" for no push
	hub                                hub.Config
	rate                               float64
	burst                              int
	hosts, proxies                     string // host name patterns; trusted proxies (CIDR)
	connsPerAddr                       int
	helloTimeout                       time.Duration
	postgres                           string // PostgreSQL connection string; empty: SQLite
	verbose                            bool
	cpuProfile, allocProfile           string // profiles written at a clean stop
	trace                              string // an execution trace (runtime/trace), written until a clean stop
}

func parse(args []string, stderr io.Writer) (options, error) {
	var o options
	d := hub.DefaultConfig
	fs := flag.NewFlagSet("server", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.addr, "addr", "127.0.0.1:8090", "listen address")
	fs.StringVar(&o.db, "db", "koikoi-server.db", "SQLite database file (created if missing)")
	fs.StringVar(&o.postgres, "postgres", os.Getenv("KOIKOI_POSTGRES"), "PostgreSQL connection string (default $KOIKOI_POSTGRES): every node of a cluster uses the same; replaces -db")
	fs.StringVar(&o.origins, "origins", "", "comma-separated browser origins allowed besides this host (host patterns, e.g. app.example.org,*.example.net)")
	fs.StringVar(&o.tlsCert, "tls-cert", "", "TLS certificate file: serve wss:// directly (else leave TLS to a reverse proxy)")
	fs.StringVar(&o.tlsKey, "tls-key", "", "TLS private key file")
	fs.DurationVar(&o.hub.DefaultClock, "clock", d.DefaultClock, "default move clock")
	fs.DurationVar(&o.hub.Grace, "grace", d.Grace, "how long a disconnected person keeps the seat before a computer plays it")
	fs.DurationVar(&o.hub.CloseAfter, "close-after", d.CloseAfter, "close a table whose people have all been away this long")
	fs.DurationVar(&o.hub.QuickWait, "quick-wait", d.QuickWait, "how long a quick match waits before offering computer opponents")
	fs.DurationVar(&o.hub.RematchWait, "rematch-wait", d.RematchWait, "how long after a game's end its people may ask for a rematch")
	fs.DurationVar(&o.hub.ComputerDelay, "computer-delay", d.ComputerDelay, "how long a computer waits before its move")
	fs.Float64Var(&o.rate, "rate", ws.DefaultRate, "messages a second a connection may send")
	fs.IntVar(&o.burst, "burst", ws.DefaultBurst, "messages a connection may send at once")
	fs.StringVar(&o.hosts, "hosts", "", "comma-separated host names this server answers to besides addresses and localhost (patterns: play.example.org,*.example.net); other Host headers get 421")
	fs.StringVar(&o.proxies, "trusted-proxies", "", "comma-separated addresses or CIDR prefixes of reverse proxies whose X-Forwarded-For or Forwarded header names the client's address")
	fs.IntVar(&o.connsPerAddr, "max-conns-per-addr", 64, "connections open at once from one client address (0: no limit)")
	fs.IntVar(&o.hub.NewPlayers, "new-players-per-min", 10, "new players one client address may make a minute (0: no limit)")
	fs.IntVar(&o.hub.DailyWorkers, "daily-workers", 1, "daily results the node checks at once, each on one core for 4-7 s")
	fs.DurationVar(&o.helloTimeout, "hello-timeout", ws.DefaultHelloTimeout, "close a connection that has not said hello this long after opening")
	fs.StringVar(&o.pushContact, "push-contact", "", "the contact push services see in Web Push's VAPID signature (mailto:address or https URL); empty: no push notifications")
	fs.BoolVar(&o.verbose, "v", false, "log debug messages")
	fs.StringVar(&o.cpuProfile, "cpuprofile", "", "write a CPU profile to this file, from the start to a clean stop")
	fs.StringVar(&o.allocProfile, "allocprofile", "", "write an allocation profile to this file at a clean stop")
	fs.StringVar(&o.trace, "trace", "", "write an execution trace to this file, from the start to a clean stop (read with go tool trace)")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if (o.tlsCert == "") != (o.tlsKey == "") {
		return o, fmt.Errorf("-tls-cert and -tls-key go together")
	}
	if o.db == "" {
		return o, fmt.Errorf("-db is required")
	}
	if c := o.pushContact; c != "" && !strings.HasPrefix(c, "mailto:") && !strings.HasPrefix(c, "https://") {
		return o, fmt.Errorf("-push-contact must be mailto:address or an https URL")
	}
	if _, err := ws.ParseProxies(o.proxies); err != nil {
		return o, fmt.Errorf("-trusted-proxies: %w", err)
	}
	return o, nil
}

func run(ctx context.Context, args []string, stderr io.Writer) error {
	o, err := parse(args, stderr)
	if err != nil {
		return err
	}
	level := slog.LevelInfo
	if o.verbose {
		level = slog.LevelDebug
	}
	log := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: level}))
	stopProfile, err := profile(o.cpuProfile, o.allocProfile, o.trace)
	if err != nil {
		return err
	}
	defer func() {
		if err := stopProfile(); err != nil {
			log.Error("writing the profiles", "err", err)
		}
	}()
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()

	store, notifier, err := openStore(ctx, o.db, o.postgres)
	if err != nil {
		return err
	}
	defer store.Close()
	if o.pushContact != "" {
		if o.hub.Push, err = push.New(ctx, store, push.Config{Subscriber: o.pushContact}); err != nil {
			return err
		}
	}
	proxies, _ := ws.ParseProxies(o.proxies) // checked by parse
	n, err := node.Start(node.Config{
		Addr: o.addr, Store: store, Notifier: notifier, Hub: o.hub,
		WS: ws.Config{Origins: list(o.origins), Rate: o.rate, Burst: o.burst, Hosts: list(o.hosts),
			MaxConnsPerAddr: o.connsPerAddr, TrustedProxies: proxies, HelloTimeout: o.helloTimeout},
		TLSCert: o.tlsCert, TLSKey: o.tlsKey, Log: log,
	})
	if err != nil {
		return err
	}
	log.Info("serving", "url", n.URL())
	<-ctx.Done()
	log.Info("stopping")
	return n.Close() // before the store closes (deferred): the seats are marked away
}

// list splits a comma-separated flag.
func list(s string) []string {
	var out []string
	for _, x := range strings.Split(s, ",") {
		if x = strings.TrimSpace(x); x != "" {
			out = append(out, x)
		}
	}
	return out
}
