package node_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// lobbyOf asks for the lobby with the filters given.
func lobbyOf(t *testing.T, ctx context.Context, c *client.Conn, q protocol.GetLobby) []protocol.LobbyTable {
	t.Helper()
	q.Header = hdr("lobby")
	m, err := c.Await(ctx, send(t, ctx, c, q))
	if err != nil {
		t.Fatal(err)
	}
	var l protocol.Lobby
	if err := m.Decode(&l); err != nil || l.Type != "lobby" {
		t.Fatalf("lobby answer %s: %v", m.Raw, err)
	}
	return l.Tables
}

// timeoutStrikes lists a table's timeout events as (seat, strikes) after
// seq, and the seats forfeited.
func timeoutStrikes(t *testing.T, store storage.Store, table string) (strikes [][2]int, forfeits []int) {
	t.Helper()
	evs, err := store.Events(context.Background(), table, 0, 100000)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range evs {
		var d struct {
			Seat    int `json:"seat"`
			Strikes int `json:"strikes"`
		}
		switch e.Kind {
		case "timeout":
			if err := json.Unmarshal(e.Public, &d); err != nil {
				t.Fatal(err)
			}
			strikes = append(strikes, [2]int{d.Seat, d.Strikes})
		case "forfeit":
			if err := json.Unmarshal(e.Public, &d); err != nil {
				t.Fatal(err)
			}
			forfeits = append(forfeits, d.Seat)
		}
	}
	return strikes, forfeits
}

// infoOf finds a table in a welcome's list.
func infoOf(w protocol.Welcome, table string) *protocol.TableInfo {
	for i := range w.Tables {
		if w.Tables[i].ID == table {
			return &w.Tables[i]
		}
	}
	return nil
}

// TestTurnBased: a turn-based table opened in the lobby is found there
// with its creator's rating and sat at by a stranger; its people leave
// and come back as they like (no grace, no stand-in, nothing closes);
// each day a clock runs out a computer makes that one move and the seat
// counts a strike; a person's own move clears the strikes; the third in a
// row forfeits the seat for good. The hub's clock is the test's: days
// pass in an instant.
func TestTurnBased(t *testing.T) {
	t0 := time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)
	clock := nodetest.NewClock(t0)
	n, store := testNode(t, hub.Config{Now: clock.Now, Seeds: func() uint64 { return 4 }})
	ctx := timeout(t, patience)
	aki, akiSecret := player(t, ctx, n, "Aki")
	ben, benSecret := player(t, ctx, n, "Ben")
	eve, _ := player(t, ctx, n, "Eve")

	// Wrong days are refused.
	for _, bad := range []protocol.Create{{Days: 2}, {Days: -1}, {Days: 1, Clock: 60}} {
		bad.Header, bad.Game, bad.Seats = hdr("create"), "koikoi", []protocol.SeatSpec{{Kind: "person"}, {Kind: "person"}}
		expectError(t, ctx, aki, send(t, ctx, aki, bad), protocol.CodeBadOptions)
	}
	m, err := aki.Await(ctx, send(t, ctx, aki, protocol.Create{Header: hdr("create"), Game: "koikoi", Days: 1, Lobby: true,
		Options: protocol.Options{Rules: map[string]string{"rounds": "6"}}, Seats: []protocol.SeatSpec{{Kind: "person"}, {Kind: "person"}}}))
	if err != nil {
		t.Fatal(err)
	}
	st, _ := m.State()
	table := st.Table.ID
	if st.Table.Days != 1 || st.Table.Clock != 86400 || !st.Table.Lobby || st.Table.Quick || st.Table.Invite == "" {
		t.Fatalf("a turn-based lobby table's state: %s", m.Raw)
	}
	// A private table is in no lobby.
	priv, _ := openTable(t, ctx, eve, aki, "1")

	// The lobby: filters, the creator's rating, not one's own table.
	got := lobbyOf(t, ctx, ben, protocol.GetLobby{Game: "koikoi", Pace: "turn"})
	if len(got) != 1 || got[0].ID != table || got[0].Creator != "Aki" || got[0].Rating != 1500 || !got[0].Provisional ||
		got[0].Free != 1 || got[0].Days != 1 || len(got[0].Seats) != 2 {
		t.Errorf("Ben's lobby: %+v", got)
	}
	for _, q := range []protocol.GetLobby{{Pace: "live"}, {Game: "ikebana"}, {Game: "koikoi", Preset: "museum"}, {Rated: "rated"}} {
		if got := lobbyOf(t, ctx, ben, q); len(got) != 0 {
			t.Errorf("lobby %+v lists %+v; want nothing", q, got)
		}
	}
	if got := lobbyOf(t, ctx, aki, protocol.GetLobby{}); len(got) != 0 {
		t.Errorf("Aki's own table is in Aki's lobby: %+v", got)
	}
	for _, q := range []protocol.GetLobby{{Pace: "slow"}, {Preset: "standard"}, {Game: "chess"}, {Game: "koikoi", Players: 3}, {Rated: "yes"}} {
		q.Header = hdr("lobby")
		expectError(t, ctx, ben, send(t, ctx, ben, q), protocol.CodeBadOptions)
	}
	expectError(t, ctx, ben, send(t, ctx, ben, protocol.Sit{Header: hdr("sit"), Table: priv.Table.ID}), protocol.CodeNotFound)

	// Ben sits: the game starts; the table leaves the lobby.
	m, err = ben.Await(ctx, send(t, ctx, ben, protocol.Sit{Header: hdr("sit"), Table: table}))
	if err != nil {
		t.Fatal(err)
	}
	if st, _ := m.State(); st.Table.Status != storage.StatusPlaying {
		t.Fatalf("after Ben sat: %s", m.Raw)
	}
	if got := lobbyOf(t, ctx, eve, protocol.GetLobby{}); len(got) != 0 {
		t.Errorf("a started table is still in the lobby: %+v", got)
	}
	expectError(t, ctx, eve, send(t, ctx, eve, protocol.Sit{Header: hdr("sit"), Table: table}), protocol.CodeFull)

	// Both close the app. Hours later nothing has moved: the clock is a day.
	aki.CloseNow()
	ben.CloseNow()
	waitFor(t, func() bool {
		tb, _ := store.Table(ctx, table)
		return !tb.Seats[0].Away.IsZero() && !tb.Seats[1].Away.IsZero()
	})
	tb, _ := store.Table(ctx, table)
	if !tb.Deadline.Equal(t0.Add(24*time.Hour)) || !tb.Due.Equal(tb.Deadline) || tb.Seats[0].StandIn || tb.Seats[1].StandIn ||
		tb.Seats[0].Turn == tb.Seats[1].Turn {
		t.Fatalf("away at a turn-based table: deadline %v, due %v, seats %+v", tb.Deadline, tb.Due, tb.Seats)
	}

	// Days pass: each deadline, a computer moves for the person to move.
	// The first seat to time out three times in a row forfeits it.
	var forfeits []int
	for len(forfeits) == 0 {
		tb, _ := store.Table(ctx, table)
		if tb.Status != storage.StatusPlaying {
			t.Fatalf("the table is %s before any forfeit", tb.Status)
		}
		clock.Set(tb.Deadline)
		waitFor(t, func() bool {
			now, _ := store.Table(ctx, table)
			return now.Version > tb.Version && !now.Due.Equal(tb.Due)
		})
		_, forfeits = timeoutStrikes(t, store, table)
	}
	strikes, _ := timeoutStrikes(t, store, table)
	lost := forfeits[0]
	run := map[int]int{}
	for _, s := range strikes {
		run[s[0]]++
		if s[1] != run[s[0]] {
			t.Fatalf("timeouts %v: seat %d's strike %d counted %d", strikes, s[0], run[s[0]], s[1])
		}
	}
	if run[lost] != protocol.MaxStrikes {
		t.Fatalf("timeouts %v, forfeit of seat %d", strikes, lost)
	}
	kept := 1 - lost
	tb, _ = store.Table(ctx, table)
	if st := tb.Seats[lost]; !st.Forfeit || !st.StandIn {
		t.Fatalf("the forfeited seat: %+v", st)
	}

	// The forfeited person comes back: the seat stays the computer's.
	secrets := map[int]string{0: akiSecret, 1: benSecret}
	back, err := client.Dial(ctx, n.URL())
	if err != nil {
		t.Fatal(err)
	}
	defer back.CloseNow()
	w, err := back.Hello(ctx, secrets[lost], "")
	if in := infoOf(w, table); err != nil || in == nil || in.Turn || in.Days != 1 {
		t.Fatalf("the forfeited person's welcome: %+v, %v", w, err)
	}
	if _, err := back.Await(ctx, send(t, ctx, back, protocol.Resume{Header: hdr("resume"), Table: table})); err != nil {
		t.Fatal(err)
	}
	tb, _ = store.Table(ctx, table)
	if st := tb.Seats[lost]; !st.Forfeit || !st.StandIn {
		t.Errorf("after the forfeited person resumed: %+v", st)
	}
	legal := func(seat int) string {
		_, g := current(t, store, table)
		if l := g.Legal(seat); len(l) > 0 {
			return l[0]
		}
		return ""
	}
	expectError(t, ctx, back, send(t, ctx, back, protocol.Move{Header: hdr("move"), Table: table, Seq: tb.Seq, Move: "play jan-crane"}),
		protocol.CodeNotSeated)

	// The other person comes back: the table waiting for their move comes
	// first in their list, and their own move clears their strikes.
	other, err := client.Dial(ctx, n.URL())
	if err != nil {
		t.Fatal(err)
	}
	defer other.CloseNow()
	waitFor(t, func() bool { return legal(kept) != "" })
	w, err = other.Hello(ctx, secrets[kept], "")
	tb, _ = store.Table(ctx, table)
	if in := infoOf(w, table); err != nil || in == nil || !in.Turn || in.Deadline != tb.Deadline.UnixMilli() || w.Tables[0].ID != table {
		t.Fatalf("the other person's welcome: %+v, %v (deadline %v)", w, err, tb.Deadline)
	}
	if tb.Seats[kept].Strikes == 0 {
		t.Fatalf("seat %d has no strikes before its move: timeouts %v", kept, strikes)
	}
	if _, err := other.Await(ctx, send(t, ctx, other, protocol.Resume{Header: hdr("resume"), Table: table})); err != nil {
		t.Fatal(err)
	}
	tb, _ = store.Table(ctx, table) // the resume's seat event moved the seq on
	send(t, ctx, other, protocol.Move{Header: hdr("move"), Table: table, Seq: tb.Seq, Move: legal(kept)})
	waitFor(t, func() bool {
		now, _ := store.Table(ctx, table)
		return now.Seq > tb.Seq && now.Seats[kept].Strikes == 0
	})
}

// TestTurnBasedWaits: a turn-based table waiting for players stays open
// while its creator is away, for the whole TurnOpenWait, then closes.
func TestTurnBasedWaits(t *testing.T) {
	t0 := time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)
	clock := nodetest.NewClock(t0)
	n, store := testNode(t, hub.Config{Now: clock.Now})
	ctx := timeout(t, patience)
	aki, _ := player(t, ctx, n, "Aki")
	m, err := aki.Await(ctx, send(t, ctx, aki, protocol.Create{Header: hdr("create"), Game: "ikebana", Days: 7, Lobby: true,
		Options: protocol.Options{Players: 3}, Seats: []protocol.SeatSpec{{Kind: "person"}, {Kind: "person"}, {Kind: "computer", Level: "hard"}}}))
	if err != nil {
		t.Fatal(err)
	}
	st, _ := m.State()
	aki.CloseNow()
	waitFor(t, func() bool { tb, _ := store.Table(ctx, st.Table.ID); return !tb.Seats[0].Away.IsZero() })
	clock.Set(t0.Add(13 * 24 * time.Hour)) // far past the grace period
	tb, _ := store.Table(ctx, st.Table.ID)
	if tb.Status != storage.StatusOpen || !tb.Due.Equal(t0.Add(hub.DefaultConfig.TurnOpenWait)) {
		t.Fatalf("a waiting turn-based table with its creator away: %s, due %v", tb.Status, tb.Due)
	}
	eve, _ := player(t, ctx, n, "Eve")
	if got := lobbyOf(t, ctx, eve, protocol.GetLobby{Game: "ikebana", Players: 3, Pace: "turn"}); len(got) != 1 || got[0].Days != 7 {
		t.Errorf("Eve's lobby: %+v", got)
	}
	clock.Set(t0.Add(hub.DefaultConfig.TurnOpenWait))
	waitFor(t, func() bool { tb, _ := store.Table(ctx, st.Table.ID); return tb.Status == storage.StatusClosed })
}

// TestVacation: a vacation holds a turn-based clock that runs out during
// it until a whole move clock after its end (the table is told), counts
// its days against the year's, ends early on request, and is refused
// beyond the days left.
func TestVacation(t *testing.T) {
	t0 := time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)
	clock := nodetest.NewClock(t0)
	// Seed 1: Aki, seat 0, has the first move.
	n, store := testNode(t, hub.Config{Now: clock.Now, Seeds: func() uint64 { return 1 }})
	ctx := timeout(t, patience)
	aki, _ := player(t, ctx, n, "Aki")
	ben, _ := player(t, ctx, n, "Ben")
	vacation := func(days *int) protocol.Vacation {
		m, err := aki.Await(ctx, send(t, ctx, aki, protocol.SetVacation{Header: hdr("vacation"), Days: days}))
		if err != nil {
			t.Fatal(err)
		}
		var v protocol.Vacation
		if err := m.Decode(&v); err != nil {
			t.Fatal(err)
		}
		return v
	}
	days := func(n int) *int { return &n }
	if v := vacation(nil); v.Until != 0 || v.Left != protocol.VacationDays {
		t.Fatalf("before any vacation: %+v", v)
	}
	for _, bad := range []*int{days(0), days(22), days(-1)} {
		expectError(t, ctx, aki, send(t, ctx, aki, protocol.SetVacation{Header: hdr("vacation"), Days: bad}), protocol.CodeBadOptions)
	}
	m, err := aki.Await(ctx, send(t, ctx, aki, protocol.Create{Header: hdr("create"), Game: "koikoi", Days: 1,
		Options: protocol.Options{Rules: map[string]string{"rounds": "3"}}, Seats: []protocol.SeatSpec{{Kind: "person"}, {Kind: "person"}}}))
	if err != nil {
		t.Fatal(err)
	}
	st, _ := m.State()
	if _, err := ben.Await(ctx, send(t, ctx, ben, protocol.Join{Header: hdr("join"), Code: st.Table.Invite})); err != nil {
		t.Fatal(err)
	}
	tb, _ := store.Table(ctx, st.Table.ID)
	if !tb.Seats[0].Turn {
		t.Fatalf("seed 1 no longer gives Aki the first move: %+v", tb.Seats)
	}

	// Aki takes 5 days; the clock runs out on day 1: held until day 6.
	v := vacation(days(5))
	end := t0.Add(5 * 24 * time.Hour)
	if v.Until != end.UnixMilli() || v.Left != 16 {
		t.Fatalf("a 5-day vacation: %+v", v)
	}
	expectError(t, ctx, aki, send(t, ctx, aki, protocol.SetVacation{Header: hdr("vacation"), Days: days(2)}), protocol.CodeBadOptions)
	clock.Set(tb.Deadline)
	waitFor(t, func() bool { now, _ := store.Table(ctx, st.Table.ID); return now.Deadline.After(tb.Deadline) })
	after, _ := store.Table(ctx, st.Table.ID)
	if !after.Deadline.Equal(end.Add(24*time.Hour)) || !after.Seats[0].Turn || after.Seats[0].Strikes != 0 {
		t.Fatalf("after the clock ran out on vacation: deadline %v, seats %+v", after.Deadline, after.Seats)
	}
	evs, _ := store.Events(ctx, st.Table.ID, tb.Seq, 10)
	if len(evs) != 1 || evs[0].Kind != "vacation" || evs[0].Actor != 0 {
		t.Fatalf("the table's events after the hold: %+v", evs)
	}

	// Back early on day 2: the vacation counts two days; the clock held
	// stays, then runs out as usual.
	clock.Set(t0.Add(36 * time.Hour))
	if v := vacation(days(0)); v.Until != 0 || v.Left != 19 {
		t.Errorf("after ending on day 2: %+v", v)
	}
	clock.Set(after.Deadline)
	waitFor(t, func() bool { s, _ := timeoutStrikes(t, store, st.Table.ID); return len(s) == 1 && s[0] == [2]int{0, 1} })
}
