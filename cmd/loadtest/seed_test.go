package main

import (
	"crypto/sha256"
	"encoding/base64"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/game"
	"github.com/koikoi-app/koikoi/server/storage"
)

// TestAsyncSeed: every seeded table is a game in play that loads, waits
// for the move of the person the table says, has its events numbered 1
// to its seq and people who are all different players, each at about
// asyncPerPlayer tables; the deadlines fall within the clock, those of
// -async-due within the run; the secrets are what the server hashes.
func TestAsyncSeed(t *testing.T) {
	now := time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)
	const tables, due = 4003, 10
	length := 2 * time.Minute
	a, err := newAsyncSeed(tables, 50, due, length, now)
	if err != nil {
		t.Fatal(err)
	}
	perPlayer := make([]int, a.players)
	inRun := 0
	for i := range tables {
		tb, events := a.table(i)
		rules, err := game.Lookup(tb.Game)
		if err != nil {
			t.Fatal(err)
		}
		g, err := rules.Load(tb.State)
		if err != nil {
			t.Fatalf("table %d: %v", i, err)
		}
		if g.Over() || g.Seats() != len(tb.Seats) || !tb.Seats[g.ToMove()].Turn || tb.Status != storage.StatusPlaying {
			t.Fatalf("table %d: over %v, %d seats for %d, seat %d to move not marked", i, g.Over(), len(tb.Seats), g.Seats(), g.ToMove())
		}
		if err := storage.CheckSeqs(events, 0, tb.Seq); err != nil || events[0].Kind != "created" || events[0].TableID != tb.ID {
			t.Fatalf("table %d: events %v (first %q)", i, err, events[0].Kind)
		}
		var players []string
		for s, st := range tb.Seats {
			if st.Kind != storage.SeatPerson || st.Player != asyncPlayerID(a.player(i, s)) {
				t.Fatalf("table %d seat %d: %+v", i, s, st)
			}
			players = append(players, st.Player)
			perPlayer[a.player(i, s)]++
		}
		slices.Sort(players)
		if len(slices.Compact(players)) != len(tb.Seats) {
			t.Fatalf("table %d: one player in two seats: %v", i, players)
		}
		if tb.Clock < 24*time.Hour || tb.Deadline.Before(now) || tb.Deadline.After(now.Add(tb.Clock)) || !tb.Due.Equal(tb.Deadline) {
			t.Fatalf("table %d: clock %v, deadline %v", i, tb.Clock, tb.Deadline)
		}
		if _, ok := a.dueInRun(i); ok {
			inRun++
			if tb.Deadline.After(now.Add(length)) {
				t.Errorf("table %d is due in the run but at %v", i, tb.Deadline)
			}
		}
	}
	if inRun != due {
		t.Errorf("%d tables due in the run; want %d", inRun, due)
	}
	if most := slices.Max(perPlayer); slices.Min(perPlayer) < asyncPerPlayer-1 || most > asyncPerPlayer+1 {
		t.Errorf("players sit at %d to %d tables; want about %d", slices.Min(perPlayer), most, asyncPerPlayer)
	}
	raw, err := base64.RawURLEncoding.DecodeString(asyncSecret(7))
	if sum := sha256.Sum256(raw); err != nil || len(raw) != 32 || string(sum[:]) != string(asyncSecretHash(7)) {
		t.Errorf("secret %q: %v, %d bytes, hash differs", asyncSecret(7), err, len(raw))
	}
	if _, err := newAsyncSeed(1000, 3000, 0, length, now); err == nil || !strings.Contains(err.Error(), "only 2750 seats") {
		t.Errorf("3,000 followers of 1,000 tables: %v", err)
	}
}
