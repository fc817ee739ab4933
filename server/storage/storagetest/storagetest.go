package storagetest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/storage"
)

// Run runs the suite; open returns a new, empty store, closed by the suite.
func Run(t *testing.T, open func(t *testing.T) storage.Store) {
	tests := []struct {
		name string
		fn   func(*testing.T, storage.Store)
	}{
		{"Players", testPlayers},
		{"TableRoundTrip", testTableRoundTrip},
		{"CommitVersion", testCommitVersion},
		{"CommitSeqs", testCommitSeqs},
		{"ConcurrentCommits", testConcurrentCommits},
		{"Events", testEvents},
		{"OpenAndDue", testOpenAndDue},
		{"Lobby", testLobby},
		{"TablesOf", testTablesOf},
		{"RecordsAndStats", testRecordsAndStats},
		{"Nodes", testNodes},
		{"Ratings", testRatings},
		{"Leaderboard", testLeaderboard},
		{"Blocks", testBlocks},
		{"Devices", testDevices},
		{"Attempts", testAttempts},
		{"Dailies", testDailies},
		{"Friends", testFriends},
		{"Push", testPush},
		{"Vacations", testVacations},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := open(t)
			t.Cleanup(func() { s.Close() })
			tc.fn(t, s)
		})
	}
}

var t0 = time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)

func newTable(id string) storage.Table {
	return storage.Table{
		ID: id, Game: "koikoi", Options: "preset=standard", Status: storage.StatusOpen,
		Seats: []storage.Seat{
			{Kind: storage.SeatPerson, Player: "p1", Name: "Aki"},
			{Kind: storage.SeatFree},
		},
		State: []byte("koikoi-game 2\nrules standard\nseed 1\nmoves\nend\n"), Clock: time.Minute,
		Version: 1, Seq: 1, Created: t0, Updated: t0,
	}
}

func event(table string, seq int64, kind string) storage.Event {
	return storage.Event{
		TableID: table, Seq: seq, Kind: kind, Actor: int(seq % 2),
		Public: json.RawMessage(fmt.Sprintf(`{"n":%d}`, seq)),
		Views:  []json.RawMessage{json.RawMessage(`{"hand":["a"]}`), json.RawMessage(`{"hand":["b"]}`)},
		Time:   t0.Add(time.Duration(seq) * time.Second),
	}
}

// commit moves t one version on with n new events.
func commit(ctx context.Context, s storage.Store, t *storage.Table, n int) error {
	next := *t
	next.Version++
	var events []storage.Event
	for range n {
		next.Seq++
		events = append(events, event(t.ID, next.Seq, "move"))
	}
	if err := s.Commit(ctx, storage.Commit{Table: next, Prev: t.Version, Events: events}); err != nil {
		return err
	}
	*t = next
	return nil
}

func testPlayers(t *testing.T, s storage.Store) {
	ctx := context.Background()
	p := storage.Player{ID: "p1", SecretHash: []byte{1, 2, 3}, Name: "Aki", Created: t0}
	if err := s.CreatePlayer(ctx, p); err != nil {
		t.Fatal(err)
	}
	if err := s.CreatePlayer(ctx, storage.Player{ID: "p2", SecretHash: []byte{1, 2, 3}, Name: "Copy", Created: t0}); !errors.Is(err, storage.ErrConflict) {
		t.Errorf("CreatePlayer(same secret hash) = %v; want ErrConflict", err)
	}
	if err := s.CreatePlayer(ctx, storage.Player{ID: "p1", SecretHash: []byte{9}, Name: "Copy", Created: t0}); !errors.Is(err, storage.ErrConflict) {
		t.Errorf("CreatePlayer(same ID) = %v; want ErrConflict", err)
	}
	got, err := s.PlayerBySecret(ctx, []byte{1, 2, 3})
	if err != nil || got.ID != "p1" || got.Name != "Aki" || !got.Created.Equal(t0) {
		t.Errorf("PlayerBySecret = %+v, %v; want p1 Aki", got, err)
	}
	if _, err := s.PlayerBySecret(ctx, []byte{1, 2}); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("PlayerBySecret(unknown) = %v; want ErrNotFound", err)
	}
	if err := s.RenamePlayer(ctx, "p1", "Haru"); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Player(ctx, "p1"); got.Name != "Haru" {
		t.Errorf("after RenamePlayer, name = %q; want Haru", got.Name)
	}
	if err := s.RenamePlayer(ctx, "nobody", "X"); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("RenamePlayer(unknown) = %v; want ErrNotFound", err)
	}
	if _, err := s.Player(ctx, "nobody"); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("Player(unknown) = %v; want ErrNotFound", err)
	}
}

func testTableRoundTrip(t *testing.T, s storage.Store) {
	ctx := context.Background()
	tb := newTable("t1")
	tb.Invite = "ABC234"
	tb.Due = t0.Add(time.Minute)
	tb.Deadline = t0.Add(2 * time.Minute)
	tb.Offered = t0.Add(3 * time.Minute)
	tb.Seats[0].Away = t0
	tb.Seats[0].Conn = 3
	tb.Seats[1] = storage.Seat{Kind: storage.SeatComputer, Level: "hard"}
	if err := s.CreateTable(ctx, tb, []storage.Event{event("t1", 1, "created")}); err != nil {
		t.Fatal(err)
	}
	for name, get := range map[string]func() (storage.Table, error){
		"Table":         func() (storage.Table, error) { return s.Table(ctx, "t1") },
		"TableByInvite": func() (storage.Table, error) { return s.TableByInvite(ctx, "ABC234") },
	} {
		got, err := get()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if fmt.Sprint(got) != fmt.Sprint(tb) {
			t.Errorf("%s = %+v\nwant %+v", name, got, tb)
		}
	}
	if _, err := s.Table(ctx, "nope"); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("Table(unknown) = %v; want ErrNotFound", err)
	}
	if _, err := s.TableByInvite(ctx, "ZZZZZZ"); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("TableByInvite(unknown) = %v; want ErrNotFound", err)
	}
	dup := newTable("t2")
	dup.Invite = "ABC234"
	if err := s.CreateTable(ctx, dup, []storage.Event{event("t2", 1, "created")}); !errors.Is(err, storage.ErrConflict) {
		t.Errorf("CreateTable(same invite) = %v; want ErrConflict", err)
	}
	if _, err := s.Table(ctx, "t2"); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("a refused CreateTable left table t2: %v", err)
	}
	// Two tables without an invite code do not collide, and a table
	// waiting for players has no game state yet.
	for _, id := range []string{"t3", "t4"} {
		tb := newTable(id)
		tb.State = nil
		if err := s.CreateTable(ctx, tb, []storage.Event{event(id, 1, "created")}); err != nil {
			t.Errorf("CreateTable(%s) = %v", id, err)
		}
		if got, err := s.Table(ctx, id); err != nil || len(got.State) != 0 {
			t.Errorf("Table(%s) = state %q, %v; want no state", id, got.State, err)
		}
	}
}

func testCommitVersion(t *testing.T, s storage.Store) {
	ctx := context.Background()
	tb := newTable("t1")
	if err := s.CreateTable(ctx, tb, []storage.Event{event("t1", 1, "created")}); err != nil {
		t.Fatal(err)
	}
	stale := tb
	if err := commit(ctx, s, &tb, 2); err != nil {
		t.Fatal(err)
	}
	// A commit from the old version is refused and writes nothing.
	stale.Status = storage.StatusFinished
	if err := commit(ctx, s, &stale, 2); !errors.Is(err, storage.ErrConflict) {
		t.Fatalf("commit over a stale version = %v; want ErrConflict", err)
	}
	got, _ := s.Table(ctx, "t1")
	if got.Version != 2 || got.Seq != 3 || got.Status != storage.StatusOpen {
		t.Errorf("after the refused commit: version %d seq %d status %s; want 2 3 open", got.Version, got.Seq, got.Status)
	}
	evs, _ := s.Events(ctx, "t1", 0, 100)
	if len(evs) != 3 {
		t.Errorf("%d events; want 3", len(evs))
	}
	// A commit with no events (a seat's presence) still counts a version,
	// and writes every field.
	tb.Deadline, tb.Offered, tb.Due = t0.Add(time.Hour), t0.Add(2*time.Hour), t0.Add(3*time.Hour)
	tb.Seats[1] = storage.Seat{Kind: storage.SeatPerson, Player: "p2", Name: "Ren", Away: t0, StandIn: true, Conn: 2}
	tb.Invite, tb.MatchKey, tb.Status, tb.State = "XYZ789", "k", storage.StatusPlaying, []byte("new state")
	if err := commit(ctx, s, &tb, 0); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Table(ctx, "t1"); fmt.Sprint(got) != fmt.Sprint(tb) {
		t.Errorf("after an event-less commit: %+v\nwant %+v", got, tb)
	}
	missing := newTable("none")
	if err := commit(ctx, s, &missing, 1); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("commit of an unknown table = %v; want ErrNotFound", err)
	}
}

func testCommitSeqs(t *testing.T, s storage.Store) {
	ctx := context.Background()
	tb := newTable("t1")
	if err := s.CreateTable(ctx, tb, []storage.Event{event("t1", 1, "created")}); err != nil {
		t.Fatal(err)
	}
	next := tb
	next.Version, next.Seq = 2, 3
	bad := []storage.Event{event("t1", 2, "move"), event("t1", 4, "move")}
	if err := s.Commit(ctx, storage.Commit{Table: next, Prev: 1, Events: bad}); err == nil {
		t.Error("Commit with a gap in its seqs succeeded")
	}
	if got, _ := s.Table(ctx, "t1"); got.Version != 1 {
		t.Errorf("a refused commit changed the version to %d", got.Version)
	}
	next.Version = 3
	if err := s.Commit(ctx, storage.Commit{Table: next, Prev: 1, Events: []storage.Event{event("t1", 2, "move"), event("t1", 3, "move")}}); err == nil {
		t.Error("Commit skipping a version succeeded")
	}
}

// testConcurrentCommits races writers on one table: each version is
// written once, and the events have no gap and no duplicate.
func testConcurrentCommits(t *testing.T, s storage.Store) {
	ctx := context.Background()
	if err := s.CreateTable(ctx, newTable("t1"), []storage.Event{event("t1", 1, "created")}); err != nil {
		t.Fatal(err)
	}
	const writers, each = 4, 10
	var wg sync.WaitGroup
	var mu sync.Mutex
	won := 0
	for range writers {
		wg.Go(func() {
			for n := 0; n < each; {
				tb, err := s.Table(ctx, "t1")
				if err != nil {
					t.Error(err)
					return
				}
				switch err := commit(ctx, s, &tb, 1); {
				case err == nil:
					n++
					mu.Lock()
					won++
					mu.Unlock()
				case !errors.Is(err, storage.ErrConflict):
					t.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	got, _ := s.Table(ctx, "t1")
	if want := int64(1 + writers*each); got.Seq != want || got.Version != want || won != writers*each {
		t.Errorf("seq %d version %d after %d commits; want %d", got.Seq, got.Version, won, want)
	}
	evs, _ := s.Events(ctx, "t1", 0, 1000)
	for i, e := range evs {
		if e.Seq != int64(i+1) {
			t.Fatalf("event %d has seq %d", i, e.Seq)
		}
	}
}

func testEvents(t *testing.T, s storage.Store) {
	ctx := context.Background()
	tb := newTable("t1")
	if err := s.CreateTable(ctx, tb, []storage.Event{event("t1", 1, "created")}); err != nil {
		t.Fatal(err)
	}
	if err := commit(ctx, s, &tb, 4); err != nil {
		t.Fatal(err)
	}
	other := newTable("t2")
	if err := s.CreateTable(ctx, other, []storage.Event{event("t2", 1, "created")}); err != nil {
		t.Fatal(err)
	}
	evs, err := s.Events(ctx, "t1", 2, 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(evs) != 2 || evs[0].Seq != 3 || evs[1].Seq != 4 {
		t.Fatalf("Events(after 2, limit 2) = %v; want seqs 3, 4", evs)
	}
	want := event("t1", 3, "move")
	if got := evs[0]; got.TableID != "t1" || got.Kind != "move" || got.Actor != want.Actor || string(got.Public) != string(want.Public) ||
		len(got.Views) != 2 || string(got.Views[1]) != `{"hand":["b"]}` || !got.Time.Equal(want.Time) {
		t.Errorf("event = %+v\nwant %+v", got, want)
	}
	if evs, _ := s.Events(ctx, "t1", 5, 10); len(evs) != 0 {
		t.Errorf("Events after the last = %v; want none", evs)
	}
	// An event with no public part and no views reads back as such.
	next := tb
	next.Version++
	next.Seq++
	if err := s.Commit(ctx, storage.Commit{Table: next, Prev: tb.Version, Events: []storage.Event{{TableID: "t1", Seq: next.Seq, Kind: "away", Actor: 1, Time: t0}}}); err != nil {
		t.Fatal(err)
	}
	evs, _ = s.Events(ctx, "t1", 5, 10)
	if len(evs) != 1 || evs[0].Public != nil || evs[0].Views != nil {
		t.Errorf("bare event read back as %+v", evs)
	}
}

func testOpenAndDue(t *testing.T, s storage.Store) {
	ctx := context.Background()
	for i, id := range []string{"a", "b", "c", "d"} {
		tb := newTable(id)
		tb.Created = t0.Add(time.Duration(-i) * time.Minute) // d is the oldest
		tb.MatchKey = "koikoi/standard/12"
		if id == "c" {
			tb.MatchKey = "ikebana/4"
		}
		if id == "b" {
			tb.Status = storage.StatusPlaying
		}
		tb.Due = t0.Add(time.Duration(i) * time.Second)
		if err := s.CreateTable(ctx, tb, []storage.Event{event(id, 1, "created")}); err != nil {
			t.Fatal(err)
		}
	}
	open, err := s.OpenTables(ctx, "koikoi/standard/12", 10)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, tb := range open {
		ids = append(ids, tb.ID)
	}
	if !slices.Equal(ids, []string{"d", "a"}) {
		t.Errorf("OpenTables = %v; want [d a] (open only, oldest first)", ids)
	}
	due, err := s.DueTables(ctx, t0.Add(2*time.Second), 10)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(due, []string{"a", "b", "c"}) {
		t.Errorf("DueTables = %v; want [a b c]", due)
	}
	// Clearing Due takes a table off the list.
	tb, _ := s.Table(ctx, "a")
	tb.Due = time.Time{}
	if err := commit(ctx, s, &tb, 0); err != nil {
		t.Fatal(err)
	}
	if due, _ := s.DueTables(ctx, t0.Add(time.Hour), 10); !slices.Equal(due, []string{"b", "c", "d"}) {
		t.Errorf("DueTables after clearing a = %v; want [b c d]", due)
	}
}

func testTablesOf(t *testing.T, s storage.Store) {
	ctx := context.Background()
	a := newTable("a") // p1 in seat 0
	b := newTable("b")
	b.Seats = []storage.Seat{{Kind: storage.SeatPerson, Player: "p10"}, {Kind: storage.SeatPerson, Player: "p2"}}
	c := newTable("c")
	c.Status = storage.StatusFinished
	for _, tb := range []storage.Table{a, b, c} {
		if err := s.CreateTable(ctx, tb, []storage.Event{event(tb.ID, 1, "created")}); err != nil {
			t.Fatal(err)
		}
	}
	check := func(when string, wants map[string][]string) {
		t.Helper()
		for player, want := range wants {
			got, err := s.TablesOf(ctx, player)
			if err != nil {
				t.Fatal(err)
			}
			var ids []string
			for _, tb := range got {
				ids = append(ids, tb.ID)
			}
			if !slices.Equal(ids, want) {
				t.Errorf("%s: TablesOf(%s) = %v; want %v", when, player, ids, want)
			}
			if n, err := s.CountTablesOf(ctx, player); err != nil || n != len(want) {
				t.Errorf("%s: CountTablesOf(%s) = %d, %v; want %d", when, player, n, err, len(want))
			}
		}
	}
	check("created", map[string][]string{"p1": {"a"}, "p2": {"b"}, "p10": {"b"}, "p": nil, "p%": nil})
	// p3 takes a's free seat, p2 leaves b, p1 takes it: the commits keep
	// the list, moves (seats unchanged) as well; a finished table drops out.
	a.Seats = []storage.Seat{a.Seats[0], {Kind: storage.SeatPerson, Player: "p3"}}
	b.Seats = []storage.Seat{b.Seats[0], {Kind: storage.SeatFree}}
	for _, tb := range []*storage.Table{&a, &b} {
		if err := commit(ctx, s, tb, 1); err != nil {
			t.Fatal(err)
		}
	}
	check("joined and left", map[string][]string{"p1": {"a"}, "p2": nil, "p3": {"a"}, "p10": {"b"}})
	b.Seats[1] = storage.Seat{Kind: storage.SeatPerson, Player: "p1"}
	b.Status = storage.StatusPlaying
	if err := commit(ctx, s, &b, 1); err != nil {
		t.Fatal(err)
	}
	if err := commit(ctx, s, &b, 1); err != nil {
		t.Fatal(err)
	}
	check("playing", map[string][]string{"p1": {"a", "b"}, "p10": {"b"}})
	a.Status = storage.StatusFinished
	if err := commit(ctx, s, &a, 1); err != nil {
		t.Fatal(err)
	}
	check("finished", map[string][]string{"p1": {"b"}, "p3": nil, "p10": {"b"}})
}

func testRecordsAndStats(t *testing.T, s storage.Store) {
	ctx := context.Background()
	games := []struct {
		id, game string
		seats    []storage.RecordSeat
	}{
		{"g1", "koikoi", []storage.RecordSeat{{Seat: 0, Player: "p1", Score: 12, Outcome: storage.OutcomeWin}, {Seat: 1, Player: "p2", Score: 3, Outcome: storage.OutcomeLoss}}},
		{"g2", "koikoi", []storage.RecordSeat{{Seat: 0, Player: "p2", Score: 7, Outcome: storage.OutcomeDraw}, {Seat: 1, Player: "p1", Score: 7, Outcome: storage.OutcomeDraw}}},
		{"g3", "ikebana", []storage.RecordSeat{{Seat: 0, Player: "p1", Score: 40, Outcome: storage.OutcomeLoss}, {Seat: 1, Level: "hard", Score: 55, Outcome: storage.OutcomeWin}, {Seat: 2, Player: "p3", Score: 20, Outcome: storage.OutcomeAbandoned}}},
	}
	for i, g := range games {
		tb := newTable(g.id)
		tb.Game = g.game
		if err := s.CreateTable(ctx, tb, []storage.Event{event(g.id, 1, "created")}); err != nil {
			t.Fatal(err)
		}
		next := tb
		next.Version, next.Seq, next.Status = 2, 2, storage.StatusFinished
		rec := &storage.Record{TableID: g.id, Game: g.game, Options: "o", Text: []byte("text " + g.id), Status: storage.StatusFinished,
			Players: g.seats, Finished: t0.Add(time.Duration(i) * time.Hour)}
		if err := s.Commit(ctx, storage.Commit{Table: next, Prev: 1, Events: []storage.Event{event(g.id, 2, "end")}, Record: rec}); err != nil {
			t.Fatal(err)
		}
	}
	rec, err := s.Record(ctx, "g3")
	if err != nil {
		t.Fatal(err)
	}
	if string(rec.Text) != "text g3" || rec.Game != "ikebana" || len(rec.Players) != 3 || rec.Players[1].Level != "hard" || !rec.Finished.Equal(t0.Add(2*time.Hour)) {
		t.Errorf("Record(g3) = %+v", rec)
	}
	if _, err := s.Record(ctx, "none"); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("Record(unknown) = %v; want ErrNotFound", err)
	}
	list, err := s.Records(ctx, "p1", 10)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, r := range list {
		ids = append(ids, r.TableID)
		if r.Text != nil {
			t.Errorf("Records carries the text of %s", r.TableID)
		}
	}
	if !slices.Equal(ids, []string{"g3", "g2", "g1"}) {
		t.Errorf("Records(p1) = %v; want [g3 g2 g1]", ids)
	}
	if list, _ := s.Records(ctx, "p1", 1); len(list) != 1 {
		t.Errorf("Records(limit 1) gave %d", len(list))
	}
	stats, err := s.Stats(ctx, "p1")
	if err != nil {
		t.Fatal(err)
	}
	want := []storage.Stat{
		{Game: "ikebana", Played: 1, Lost: 1, BestScore: 40},
		{Game: "koikoi", Played: 2, Won: 1, Drawn: 1, BestScore: 12},
	}
	if !slices.Equal(stats, want) {
		t.Errorf("Stats(p1) = %+v\nwant %+v", stats, want)
	}
	if stats, _ := s.Stats(ctx, "p3"); len(stats) != 1 || stats[0].Abandoned != 1 {
		t.Errorf("Stats(p3) = %+v; want one abandoned game", stats)
	}
	if stats, _ := s.Stats(ctx, "nobody"); len(stats) != 0 {
		t.Errorf("Stats(nobody) = %+v; want none", stats)
	}
}

// testNodes: the heartbeats of a Store that keeps Nodes (others skip it).
func testNodes(t *testing.T, s storage.Store) {
	nodes, ok := s.(storage.Nodes)
	if !ok {
		t.Skip("the store keeps no heartbeats")
	}
	ctx := context.Background()
	for _, b := range []struct {
		node string
		at   time.Time
	}{{"n1", t0}, {"n2", t0.Add(time.Second)}, {"n3", t0.Add(3 * time.Second)}, {"n1", t0.Add(2 * time.Second)}} {
		if err := nodes.Beat(ctx, b.node, b.at); err != nil {
			t.Fatal(err)
		}
	}
	silent, err := nodes.SilentNodes(ctx, t0.Add(2500*time.Millisecond))
	if err != nil || !slices.Equal(silent, []string{"n2", "n1"}) {
		t.Errorf("SilentNodes = %v, %v; want n2, n1 (the latest beat counts, the oldest first)", silent, err)
	}
	held := newTable("t1")
	held.Seats[0].Node = "n2"
	other := newTable("t2")
	other.Seats[0].Node = "n1"
	done := newTable("t3")
	done.Seats[0].Node, done.Status = "n2", storage.StatusFinished
	for _, tb := range []storage.Table{held, other, done} {
		if err := s.CreateTable(ctx, tb, []storage.Event{event(tb.ID, 1, "created")}); err != nil {
			t.Fatal(err)
		}
	}
	if got, err := nodes.TablesOnNode(ctx, "n2"); err != nil || !slices.Equal(got, []string{"t1"}) {
		t.Errorf("TablesOnNode(n2) = %v, %v; want the unfinished t1", got, err)
	}
	if back, _ := s.Table(ctx, "t1"); back.Seats[0].Node != "n2" {
		t.Errorf("a seat's node reads back as %q", back.Seats[0].Node)
	}
	if err := nodes.ForgetNode(ctx, "n2"); err != nil {
		t.Fatal(err)
	}
	if silent, _ := nodes.SilentNodes(ctx, t0.Add(time.Hour)); !slices.Equal(silent, []string{"n1", "n3"}) {
		t.Errorf("after ForgetNode(n2): %v; want n1, n3", silent)
	}
}
