package kit

import (
	"testing"
	"time"
)

// TestGuardReports: a panic in a guarded callback returns, is counted
// and restores; a panic in the restore is reported too, without a
// second restore.
func TestGuardReports(t *testing.T) {
	before := Panics()
	restored := 0
	Guard("test", func() { panic("a step fell") }, func() { restored++ })
	if restored != 1 || Panics() != before+1 {
		t.Fatalf("after a panic: %d restores, %d panics counted; want 1, 1", restored, Panics()-before)
	}
	Guard("test", func() { panic("again") }, func() { restored++; panic("the restore fell too") })
	if restored != 2 || Panics() != before+3 {
		t.Fatalf("after a panicking restore: %d restores, %d panics counted; want 2, 3", restored, Panics()-before)
	}
	Guard("test", func() {}, func() { restored++ })
	if restored != 2 || Panics() != before+3 {
		t.Fatal("a callback that returns restored or counted")
	}
}

// TestSequencerPanic: a step whose Begin panics (as the table's flight of
// a seat it has no row for did) drops the steps queued after it and runs
// OnPanic; the sequencer takes new steps after.
func TestSequencerPanic(t *testing.T) {
	before := Panics()
	s := &Sequencer{Speed: 1, Manual: true}
	panicked, later := 0, false
	s.OnPanic = func() { panicked++ }
	s.Add(Beat{Duration: time.Second}, Beat{Duration: time.Second, Begin: func() []*Mover { panic("no row") }},
		Beat{Duration: time.Second, Done: func() { later = true }})
	s.Tick(1) // ends the first, begins the second
	if panicked != 1 || Panics() != before+1 || s.Busy() || later {
		t.Fatalf("after the panic: OnPanic %d, panics %d, busy %v, the next step ran %v", panicked, Panics()-before, s.Busy(), later)
	}
	done := false
	s.Add(Beat{Duration: time.Second, Done: func() { done = true }})
	s.Tick(1)
	if !done {
		t.Error("the sequencer takes no step after a panic")
	}
}

// TestMatchRestores: a panic while the screens show a change (OnChange) or
// tell the events (Pull) is reported and Restore runs; Submit returns.
func TestMatchRestores(t *testing.T) {
	before := Panics()
	f := &fakeMatch{updates: make(chan struct{}, 1)}
	m := &Match[int, int, int]{Play: f, Sync: true}
	restores := 0
	m.Restore = func() { restores++ }
	m.Pull = func() { panic("pull") }
	if err := m.Submit(1, nil); err != nil {
		t.Fatal(err)
	}
	m.Pull = m.Changed
	m.OnChange = func() { panic("change") }
	if err := m.NextRound(); err != nil {
		t.Fatal(err)
	}
	if restores != 2 || Panics() != before+2 {
		t.Fatalf("%d restores, %d panics counted; want 2, 2", restores, Panics()-before)
	}
}
