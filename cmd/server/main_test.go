package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestParse(t *testing.T) {
	o, err := parse([]string{"-addr", ":9000", "-db", "x.db", "-grace", "30s", "-origins", "a.org, *.b.net"}, &bytes.Buffer{})
	if err != nil || o.addr != ":9000" || o.db != "x.db" || o.hub.Grace != 30*time.Second || o.origins != "a.org, *.b.net" {
		t.Errorf("parse = %+v, %v", o, err)
	}
	o, err = parse([]string{"-hosts", "play.example.org", "-trusted-proxies", "10.0.0.0/8,192.0.2.7", "-max-conns-per-addr", "0", "-new-players-per-min", "5", "-daily-workers", "2"}, &bytes.Buffer{})
	if err != nil || o.hosts != "play.example.org" || o.connsPerAddr != 0 || o.hub.NewPlayers != 5 || o.hub.DailyWorkers != 2 || o.helloTimeout != 10*time.Second {
		t.Errorf("parse(limits) = %+v, %v", o, err)
	}
	for _, bad := range [][]string{{"-tls-cert", "c.pem"}, {"-db", ""}, {"extra"}, {"-grace", "soon"}, {"-trusted-proxies", "proxy.example.org"}} {
		if _, err := parse(bad, &bytes.Buffer{}); err == nil {
			t.Errorf("parse(%q) succeeded", bad)
		}
	}
}

// TestRun starts the server on a fresh database and stops it.
func TestRun(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute) // a safeguard: the loop waits for the serving line
	defer cancel()
	var log syncBuffer
	done := make(chan error, 1)
	runCtx, stop := context.WithCancel(ctx)
	go func() {
		done <- run(runCtx, []string{"-addr", "127.0.0.1:0", "-db", filepath.Join(t.TempDir(), "s.db")}, &log)
	}()
	for !strings.Contains(logText(&log), "serving") && ctx.Err() == nil {
		time.Sleep(20 * time.Millisecond)
	}
	stop()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(logText(&log), "stopping") {
		t.Errorf("log %q; want the serving and stopping lines", logText(&log))
	}
}

// syncBuffer is a log buffer the server and the test share.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func logText(s *syncBuffer) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
