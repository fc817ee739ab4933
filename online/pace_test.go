package online_test

import (
	"errors"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
)

// TestTurnBasedLobby: a turn-based table opened in the lobby is listed
// with its creator and rating, filtered by pace and game; another player
// sits at it; the tables of both say the days, and whose turn it is in a
// new Session's MyTables; a clock run out is a timeout with its strike;
// a taken table is full for a third player.
func TestTurnBasedLobby(t *testing.T) {
	t0 := time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)
	clock := nodetest.NewClock(t0)
	srv := startServer(t, hub.Config{Now: clock.Now})
	ctx := ctxT(t, patience)
	aSecret := online.NewSecret()
	a, _ := connectAs(t, srv, aSecret, "Aki")
	b, _ := connect(t, srv, "Ben")
	c, _ := connect(t, srv, "Cleo")
	seats := []online.Seat{{Kind: online.Person}, {Kind: online.Person}}
	if _, err := a.Open(ctx, online.NewTable{Game: "koikoi", Seats: seats, Days: 2}); !errors.Is(err, online.ErrBadOptions) {
		t.Errorf("Open with 2 days = %v; want ErrBadOptions", err)
	}
	ta, err := a.Open(ctx, online.NewTable{Game: "koikoi", Options: online.Options{Rules: map[string]string{"rounds": "6"}},
		Seats: seats, Days: 1, Lobby: true})
	if err != nil {
		t.Fatal(err)
	}
	if in := ta.Info(); ta.Days() != 1 || !ta.TurnBased() || !in.Lobby || in.Clock != 86400 {
		t.Fatalf("the new table's info: %+v", in)
	}
	if got, err := b.Lobby(ctx, online.LobbyFilter{Pace: online.PaceLive}); err != nil || len(got) != 0 {
		t.Errorf("Lobby(live) = %+v, %v; want nothing", got, err)
	}
	if _, err := b.Lobby(ctx, online.LobbyFilter{Pace: "slow"}); !errors.Is(err, online.ErrBadOptions) {
		t.Errorf("Lobby(slow) = %v; want ErrBadOptions", err)
	}
	got, err := b.Lobby(ctx, online.LobbyFilter{Game: "koikoi", Pace: online.PaceTurn, Rated: online.LobbyCasual})
	if err != nil || len(got) != 1 || got[0].ID != ta.ID() || got[0].Creator != "Aki" || got[0].Rating != 1500 ||
		!got[0].Provisional || got[0].Days != 1 || got[0].Free != 1 {
		t.Fatalf("Ben's lobby = %+v, %v", got, err)
	}
	tb, err := b.Sit(ctx, got[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Sit(ctx, ta.ID()); !errors.Is(err, online.ErrFull) {
		t.Errorf("Cleo's Sit at a started table = %v; want ErrFull", err)
	}
	waitFor(t, "the game's start at both tables", func() bool {
		return ta.Status() == "playing" && tb.Status() == "playing" && tb.Days() == 1
	})

	// Whose turn it is: one of the two, which MyTables says, first.
	waitFor(t, "one player's turn", func() bool { return ta.MyTurn() != tb.MyTurn() })
	if mine := a.MyTables(); len(mine) != 1 || mine[0].ID != ta.ID() || mine[0].Turn != ta.MyTurn() {
		t.Errorf("Aki's MyTables while at the table = %+v; turn %v", mine, ta.MyTurn())
	}
	if mine := b.MyTables(); len(mine) != 1 || mine[0].ID != tb.ID() || mine[0].Turn != tb.MyTurn() {
		t.Errorf("Ben's MyTables while at the table = %+v; turn %v", mine, tb.MyTurn())
	}

	// Aki comes back on another device: MyTables says whose turn it is.
	a2, _ := connectAs(t, srv, aSecret, "Aki")
	mine := a2.MyTables()
	if len(mine) != 1 || mine[0].ID != ta.ID() || mine[0].Days != 1 || mine[0].Deadline != t0.Add(24*time.Hour).UnixMilli() ||
		mine[0].Turn != ta.MyTurn() {
		t.Fatalf("Aki's MyTables = %+v", mine)
	}
	b2, _ := connect(t, srv, "Dan")
	if len(b2.MyTables()) != 0 {
		t.Errorf("a new player's MyTables = %+v", b2.MyTables())
	}

	// A day passes: the computer moves for the person to move, a strike.
	waitFor(t, "a deadline", func() bool { return ta.Info().Deadline != 0 || !ta.Deadline().IsZero() })
	clock.Set(t0.Add(24*time.Hour + time.Second))
	var out online.TimeoutData
	waitFor(t, "a timeout", func() bool {
		for _, e := range ta.Events(0) {
			if e.Kind == "timeout" {
				out.Seat = e.Actor
				in := ta.Info()
				out.Strikes = in.Seats[e.Actor].Strikes
				return true
			}
		}
		return false
	})
	if out.Strikes != 1 {
		t.Errorf("the seat that timed out has %d strikes; want 1", out.Strikes)
	}
	if ta.Forfeited() || tb.Forfeited() {
		t.Error("a seat forfeited after one timeout")
	}

	// Days pass without a move: the first seat to time out three times
	// in a row is forfeited, which both tables read.
	timeouts := func() (n int) {
		for _, e := range ta.Events(0) {
			if e.Kind == "timeout" {
				n++
			}
		}
		return n
	}
	now := t0.Add(24*time.Hour + time.Second)
	for !ta.Forfeited() && !tb.Forfeited() {
		n := timeouts()
		now = now.Add(24*time.Hour + time.Second)
		clock.Set(now)
		waitFor(t, "the next timeout", func() bool { return timeouts() > n || ta.Status() != "playing" })
		if ta.Status() != "playing" {
			t.Fatalf("the table is %s before a forfeit", ta.Status())
		}
		waitFor(t, "both tables' events", func() bool { return tb.Seq() == ta.Seq() })
	}
	lost := ta
	if tb.Forfeited() {
		lost = tb
	}
	in := lost.Info()
	if st := in.Seats[in.Seat]; !st.Forfeit || !st.StandIn || st.Strikes != online.MaxStrikes {
		t.Errorf("the forfeited seat: %+v", st)
	}
}
