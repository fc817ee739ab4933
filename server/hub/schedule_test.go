package hub

import (
	"context"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/storage"
)

// TestScheduleHorizon: a node keeps a local timer only for a table due
// within timerHorizon (a live table's clock, grace or closing); a
// turn-based table due in days has none (the sweep finds it), and a
// table that becomes turn-based loses the timer it had.
func TestScheduleHorizon(t *testing.T) {
	now := time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // the timers must not act: there is no store
	h := &Hub{cfg: Config{Now: func() time.Time { return now }}.withDefaults(), timers: map[string]*time.Timer{}, ctx: ctx}
	defer func() {
		for _, tm := range h.timers {
			tm.Stop()
		}
	}()
	for _, tc := range []struct {
		id    string
		due   time.Time
		timer bool
	}{
		{"live", now.Add(time.Minute), true},
		{"closing", now.Add(10 * time.Minute), true},
		{"turn", now.Add(3 * day), false},
		{"never", time.Time{}, false},
	} {
		h.schedule(storage.Table{ID: tc.id, Due: tc.due})
		if _, ok := h.timers[tc.id]; ok != tc.timer {
			t.Errorf("table %s due %v: timer %v; want %v", tc.id, tc.due, ok, tc.timer)
		}
	}
	h.schedule(storage.Table{ID: "live", Due: now.Add(day)})
	if _, ok := h.timers["live"]; ok {
		t.Error("a table now due in a day kept its timer")
	}
	if len(h.timers) != 1 {
		t.Errorf("%d timers; want 1 (closing)", len(h.timers))
	}
}

// TestSweepWait: the waits between sweeps vary between half and one and
// a half times the sweep's period, so that no node always sweeps first.
func TestSweepWait(t *testing.T) {
	seen := map[bool]bool{}
	for range 200 {
		w := sweepWait(time.Second)
		if w < 500*time.Millisecond || w > 1500*time.Millisecond {
			t.Fatalf("sweepWait(1s) = %v; want 0.5 to 1.5 s", w)
		}
		seen[w < time.Second] = true
	}
	if len(seen) != 2 {
		t.Error("200 waits all on one side of the period")
	}
}
