//go:build unix

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/server/storage/postgres/pgtest"
)

// TestShortRuns runs the load test briefly, on one SQLite node and on two
// PostgreSQL nodes, and once under each fault: whatever the fault, no
// event is lost, duplicated or out of order, no move out of turn is
// accepted, no hidden card leaks and no table is half-written. Two runs
// add turn-based tables (-async-tables): see checkAsync. The full
// runs (1,000 tables for minutes) are made by hand: see the README.
func TestShortRuns(t *testing.T) {
	if testing.Short() {
		t.Skip("the load test's short runs take about two minutes")
	}
	for _, tc := range []struct {
		name  string
		args  string
		check func(t *testing.T, r result)
	}{
		{"sqlite", "-nodes 1", nil},
		{"postgres", "-nodes 2 -rated", func(t *testing.T, r result) {
			// Rated tables; each game's end has its first seat read the
			// leaderboard and its profile.
			if !r.Rated || r.TablesFinished > 0 && r.Reads < 2 {
				t.Errorf("a -rated run: rated %v, %d games ended, %d reads", r.Rated, r.TablesFinished, r.Reads)
			}
		}},
		{"kill", "-nodes 2 -kill", func(t *testing.T, r result) {
			if r.Reconnects == 0 || r.MovesAfterFault == 0 {
				t.Errorf("after killing a node: %d reconnects, %d moves; want both", r.Reconnects, r.MovesAfterFault)
			}
		}},
		{"restart", "-nodes 1 -restart", func(t *testing.T, r result) {
			if r.Reconnects == 0 || r.MovesAfterFault == 0 {
				t.Errorf("after restarting the node: %d reconnects, %d moves; want both", r.Reconnects, r.MovesAfterFault)
			}
		}},
		{"drop", "-nodes 1 -drop 3s", func(t *testing.T, r result) {
			if r.Drops == 0 || r.Reconnects < r.Drops {
				t.Errorf("%d drops, %d reconnects: the dropped clients did not all come back", r.Drops, r.Reconnects)
			}
		}},
		{"pg-outage", "-nodes 2 -pg-outage 5s -seconds 16", func(t *testing.T, r result) {
			if r.MovesAfterFault == 0 {
				t.Error("no move got through after PostgreSQL came back")
			}
		}},
		{"async-sqlite", "-nodes 1 -async-tables 2000 -players 40 -async-share 0.01 -async-due 10", checkAsync(2000, 40, 20, 10)},
		{"async-postgres", "-nodes 2 -async-tables 2000 -players 40 -async-share 0.01 -async-due 10", checkAsync(2000, 40, 20, 10)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if strings.Contains(tc.args, "-nodes 2") {
				if _, err := pgtest.BinDir(); errors.Is(err, pgtest.ErrNotInstalled) && os.Getenv(pgtest.RequireEnv) == "" {
					t.Skipf("%v; set %s=1 to make this a failure", err, pgtest.RequireEnv)
				}
			}
			var out, stderr bytes.Buffer
			args := append(strings.Fields("-tables 20 -seconds 12 -json"), strings.Fields(tc.args)...)
			if err := run(context.Background(), args, &out, &stderr); err != nil {
				t.Fatalf("loadtest %s: %v\n%s", strings.Join(args, " "), err, stderr.Bytes())
			}
			var r result
			if err := json.Unmarshal(out.Bytes(), &r); err != nil {
				t.Fatalf("output %q: %v", out.Bytes(), err)
			}
			t.Logf("%s", out.Bytes())
			if r.Moves == 0 || r.Seats == 0 {
				t.Errorf("%d moves over %d seats: nothing was played", r.Moves, r.Seats)
			}
			if r.Lost+r.Duplicated+r.OutOfOrder+r.IllegalAccepted+r.Leaked != 0 || r.BrokenTables != 0 {
				t.Errorf("lost %d, duplicated %d, out of order %d, illegal accepted %d, leaked %d, broken tables %d; want none",
					r.Lost, r.Duplicated, r.OutOfOrder, r.IllegalAccepted, r.Leaked, r.BrokenTables)
			}
			if r.Probes > 0 && r.IllegalAccepted != 0 {
				t.Errorf("%d of %d moves out of turn accepted", r.IllegalAccepted, r.Probes)
			}
			// Only the database's outage may answer a move with an error.
			if r.Errors != 0 && tc.name != "pg-outage" {
				t.Errorf("%d errors; want none (stderr: %s)", r.Errors, stderr.Bytes())
			}
			if tc.check != nil {
				tc.check(t, r)
			}
		})
	}
}

// checkAsync checks a run with turn-based tables: the tables were
// written, the followers all connected and lost nothing, each mover's
// move was made, and the clocks that ran out during the run had one
// computer's move each, whichever node made it.
func checkAsync(tables, followers, movers, due int) func(t *testing.T, r result) {
	return func(t *testing.T, r result) {
		a := r.Async
		if a == nil {
			t.Fatal("no turn-based part in the result")
		}
		if a.Tables != tables || a.Players < followers || a.DBMBSeeded <= 0 || a.DBMB < a.DBMBSeeded {
			t.Errorf("%d tables, %d players, %.1f MB seeded, %.1f MB at the end; want %d tables and a database that grew",
				a.Tables, a.Players, a.DBMBSeeded, a.DBMB, tables)
		}
		if a.Followers != int64(followers) || a.FollowersDropped != 0 {
			t.Errorf("%d followers, %d dropped; want %d, none dropped", a.Followers, a.FollowersDropped, followers)
		}
		if a.Lost+a.Duplicated+a.OutOfOrder+a.Errors+a.Stale != 0 {
			t.Errorf("followers: lost %d, duplicated %d, out of order %d; errors %d, stale %d; want none",
				a.Lost, a.Duplicated, a.OutOfOrder, a.Errors, a.Stale)
		}
		// A mover whose table's clock ran out meanwhile has no move to make.
		if a.Moves+a.NotTurn != int64(movers) || a.Moves == 0 || a.P99MS <= 0 {
			t.Errorf("%d turn-based moves (p99 %.1f ms), %d not the mover's turn; want %d movers", a.Moves, a.P99MS, a.NotTurn, movers)
		}
		if !strings.Contains(a.DuePlan, "game_tables_due") {
			t.Errorf("the due tables' query plan %q does not use the index game_tables_due", a.DuePlan)
		}
		var byNodes float64
		for _, n := range r.Server.TimeoutsByNode {
			byNodes += n
		}
		if a.Timeouts != int64(due) || a.TimeoutTables != int64(due) || byNodes < float64(due) {
			t.Errorf("%d timeouts at %d tables, %v by node; want one at each of the %d tables due", a.Timeouts, a.TimeoutTables, r.Server.TimeoutsByNode, due)
		}
	}
}

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		args, err string
	}{
		{"-tables 0", "at least 1"},
		{"-kill", "-nodes 2"},
		{"-nodes 2 -restart", "-nodes 1"},
		{"-pg-outage 5s", "-nodes 2"},
		{"-drop 30s -seconds 20", "-seconds 47 or more"},
		{"-think-min 2s -think-max 1s", "at most"},
		{"extra", "unexpected"},
		{"-players 10", "-async-tables"},
		{"-async-tables 10 -async-due 11", "at most -async-tables"},
		{"-async-tables 10 -async-share 2", "0 to 1"},
		{"-async-tables 2000006", "multiple of 1000003"},
	} {
		_, err := parse(strings.Fields(tc.args), &bytes.Buffer{})
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("parse(%q) = %v; want an error saying %q", tc.args, err, tc.err)
		}
	}
	if _, err := parse(strings.Fields("-tables 1000 -seconds 120 -nodes 2 -kill -json"), &bytes.Buffer{}); err != nil {
		t.Errorf("parse(full run) = %v", err)
	}
	if _, err := parse(strings.Fields("-tables 1000 -seconds 120 -nodes 2 -async-tables 1000000 -players 10000 -json"), &bytes.Buffer{}); err != nil {
		t.Errorf("parse(issue 31's run) = %v", err)
	}
}
