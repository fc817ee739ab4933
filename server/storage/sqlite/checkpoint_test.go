package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/storage"
)

// TestCheckpointStartsWALOver: a WAL longer than the limit after the
// passive copy is copied back whole and started over, cut back to the
// limit's size. A reader's snapshot holds the passive copy back here as
// commits that never pause do under load (each checkpoint then ends with
// more of the WAL left than it copied, and the WAL never starts over);
// the reader leaves while the checkpoint waits for it.
func TestCheckpointStartsWALOver(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "server.db")
	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	t0 := time.Date(2026, 12, 7, 10, 0, 0, 0, time.UTC)
	create := func(i int) {
		t.Helper()
		id := fmt.Sprintf("t%04d", i)
		tb := storage.Table{ID: id, Game: "koikoi", Options: "preset=standard", Status: storage.StatusPlaying,
			Seats: []storage.Seat{{Kind: storage.SeatPerson, Player: "p0", Name: "Aki"}}, State: make([]byte, 2000),
			Version: 1, Seq: 1, Created: t0, Updated: t0}
		if err := s.CreateTable(ctx, tb, []storage.Event{{TableID: id, Seq: 1, Kind: "deal", Time: t0}}); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 100 {
		create(i)
	}
	other, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	reader, err := other.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := reader.ExecContext(ctx, `BEGIN`); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := reader.QueryRowContext(ctx, `SELECT count(*) FROM game_tables`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	for i := 100; i < 400; i++ {
		create(i)
	}
	const limit = 100 // pages
	logged := make(chan int, 1)
	go func() { logged <- s.checkpointOnce(ctx, limit) }()
	// The reader keeps its snapshot a moment, then leaves: a checkpoint
	// that waits for it goes on. (Released too soon, before the passive
	// copy, the test proves less but does not fail.)
	time.Sleep(300 * time.Millisecond)
	if _, err := reader.ExecContext(ctx, `ROLLBACK`); err != nil {
		t.Fatal(err)
	}
	reader.Close()
	if log := <-logged; log <= limit {
		t.Fatalf("the WAL held %d pages; want more than %d for the test", log, limit)
	}
	create(400) // starts the WAL over
	if log := s.checkpointOnce(ctx, limit); log > limit {
		t.Errorf("the WAL holds %d pages after the checkpoint and one commit; want it started over (at most %d)", log, limit)
	}
	fi, err := os.Stat(path + "-wal")
	if err != nil {
		t.Fatal(err)
	}
	if fi.Size() > walLimit*pageSize {
		t.Errorf("the WAL file is %d bytes; want it cut back to %d", fi.Size(), walLimit*pageSize)
	}
}
