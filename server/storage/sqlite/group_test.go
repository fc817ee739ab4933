package sqlite

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/storage"
)

// TestGroup holds the writer's turn while five writes queue, so that they
// run as one group: the three that conflict are rolled back alone (one of
// them after its first statements succeeded), the two others are written.
func TestGroup(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "server.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	t0 := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
	table := func(id string) storage.Table {
		return storage.Table{ID: id, Game: "koikoi", Options: "preset=standard", Status: storage.StatusPlaying,
			Seats: []storage.Seat{{Kind: storage.SeatPerson, Player: "p0", Name: "Aki"}}, State: []byte("state"),
			Version: 1, Seq: 1, Created: t0, Updated: t0}
	}
	event := func(id string, seq int64) storage.Event {
		return storage.Event{TableID: id, Seq: seq, Kind: "move", Public: json.RawMessage(`{}`),
			Views: []json.RawMessage{json.RawMessage(`{}`)}, Time: t0}
	}
	for _, id := range []string{"t1", "t2"} {
		if err := s.CreateTable(ctx, table(id), []storage.Event{event(id, 1)}); err != nil {
			t.Fatal(err)
		}
	}
	next := func(id string, prev int64, record string) storage.Commit {
		tb := table(id)
		tb.Version, tb.Seq = prev+1, 2
		c := storage.Commit{Table: tb, Prev: prev, Events: []storage.Event{event(id, 2)}}
		if record != "" {
			c.Record = &storage.Record{TableID: record, Game: "koikoi", Text: []byte("record"), Status: storage.StatusFinished, Finished: t0}
		}
		return c
	}
	writes := []struct {
		name string
		run  func() error
		want error
	}{
		{"commit t1 with record r", func() error { return s.Commit(ctx, next("t1", 1, "r")) }, nil},
		{"commit t2 over a stale version", func() error { return s.Commit(ctx, next("t2", 5, "")) }, storage.ErrConflict},
		{"commit t2 with record r again", func() error { return s.Commit(ctx, next("t2", 1, "r")) }, storage.ErrConflict},
		{"create p1", func() error {
			return s.CreatePlayer(ctx, storage.Player{ID: "p1", SecretHash: []byte{1}, Name: "Aki", Created: t0})
		}, nil},
		{"create p1 again", func() error {
			return s.CreatePlayer(ctx, storage.Player{ID: "p1", SecretHash: []byte{2}, Name: "Ben", Created: t0})
		}, storage.ErrConflict},
	}
	s.writer.turn <- struct{}{}
	errs := make([]error, len(writes))
	var wg sync.WaitGroup
	for i, w := range writes {
		wg.Go(func() { errs[i] = w.run() })
		// Queue them in order: the second player's insert must come after
		// the first's to conflict with it.
		for queued(s) < i+1 {
			time.Sleep(time.Millisecond)
		}
	}
	<-s.writer.turn
	wg.Wait()
	for i, w := range writes {
		if w.want == nil && errs[i] != nil || w.want != nil && !errors.Is(errs[i], w.want) {
			t.Errorf("%s: %v; want %v", w.name, errs[i], w.want)
		}
	}
	if tb, err := s.Table(ctx, "t1"); err != nil || tb.Version != 2 {
		t.Errorf("t1: version %d, %v; want 2", tb.Version, err)
	}
	if tb, err := s.Table(ctx, "t2"); err != nil || tb.Version != 1 {
		t.Errorf("t2: version %d, %v; want 1", tb.Version, err)
	}
	if evs, err := s.Events(ctx, "t2", 0, 10); err != nil || len(evs) != 1 {
		t.Errorf("t2: %d events, %v; want 1", len(evs), err)
	}
	if p, err := s.Player(ctx, "p1"); err != nil || p.Name != "Aki" {
		t.Errorf("p1: %+v, %v; want Aki", p, err)
	}
}

func queued(s *Store) int {
	s.writer.mu.Lock()
	defer s.writer.mu.Unlock()
	return len(s.writer.pending)
}
