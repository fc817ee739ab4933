package hub

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/server/storage"
)

// TestEventFrame: the hand-written frame is the protocol.Event that
// encoding/json would write, with each seat's own data and view.
func TestEventFrame(t *testing.T) {
	raw := func(s string) json.RawMessage {
		if s == "" {
			return nil
		}
		return json.RawMessage(s)
	}
	for _, c := range []struct {
		e           storage.Event
		data, views []string // by seat; "" for none
	}{
		{storage.Event{TableID: "t1", Seq: 7, Kind: "draw", Actor: 1, Public: raw(`{"kind":"draw","seat":1,"card":"pine-1"}`)},
			nil, []string{`{"seat":0}`, `{"seat":1,"legal":["keep"]}`}},
		{storage.Event{TableID: "t1", Seq: 1, Kind: "deal", Actor: -1, Public: raw(`{"kind":"deal","seat":0}`)},
			[]string{`{"kind":"deal","seat":0,"hand":["jan-crane"]}`, `{"kind":"deal","seat":0,"hand":["feb-warbler"]}`}, []string{`{"seat":0}`, ""}},
		{storage.Event{TableID: "t1", Seq: 2, Kind: "exchange", Actor: 1, Public: raw(`{"kind":"exchange","seat":1}`)},
			[]string{"", `{"kind":"exchange","seat":1,"hand":["feb-warbler"]}`}, nil},
		{storage.Event{TableID: `we"ird`, Seq: 1, Kind: "start", Actor: -1}, nil, nil},
		{storage.Event{TableID: "t2", Seq: 3, Kind: "seat", Actor: -1, Public: raw(`{"seat":0,"name":"Ré"}`)}, nil, nil},
	} {
		for s := range max(len(c.data), len(c.views)) {
			var d, v string
			if s < len(c.data) {
				d = c.data[s]
			}
			if s < len(c.views) {
				v = c.views[s]
			}
			c.e.Views = append(c.e.Views, seatPart(raw(d), raw(v)))
		}
		for seat := range 3 {
			want := protocol.Event{Type: "event", Table: c.e.TableID, Seq: c.e.Seq, Kind: c.e.Kind, Actor: c.e.Actor, Data: c.e.Public}
			if seat < len(c.data) && c.data[seat] != "" {
				want.Data = raw(c.data[seat])
			}
			if seat < len(c.views) {
				want.View = raw(c.views[seat])
			}
			wantJSON, _ := json.Marshal(want)
			if got := eventFrame(c.e, seat); string(got) != string(wantJSON) {
				t.Errorf("eventFrame(%v, %d) =\n%s\nwant\n%s", c.e, seat, got, wantJSON)
			}
		}
	}
}

// flakyStore holds one table and fails reads of its events on demand;
// delivery calls nothing else.
type flakyStore struct {
	storage.Store // nil: any other method panics
	mu            sync.Mutex
	table         storage.Table
	events        []storage.Event
	fail          int // how many reads of events fail next; -1: all
	reads         int
	tableReads    int
}

var errDown = errors.New("the database is away")

func (s *flakyStore) Table(_ context.Context, id string) (storage.Table, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.tableReads++
	if id != s.table.ID {
		return storage.Table{}, storage.ErrNotFound
	}
	return s.table, nil
}

func (s *flakyStore) Events(_ context.Context, _ string, after int64, limit int) ([]storage.Event, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.reads++
	if s.fail != 0 {
		s.fail = max(s.fail-1, -1)
		return nil, errDown
	}
	var out []storage.Event
	for _, e := range s.events {
		if e.Seq > after && len(out) < limit {
			out = append(out, e)
		}
	}
	return out, nil
}

// add writes n more events and sets the reads that fail next.
func (s *flakyStore) add(n, fail int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for range n {
		s.table.Seq++
		s.events = append(s.events, storage.Event{TableID: s.table.ID, Seq: s.table.Seq, Kind: "seat", Actor: -1})
	}
	s.fail = fail
}

// TestDeliverRetry: when reading a table's new events fails, delivery
// tries again after a wait, with no other notice needed, and the follower
// gets every event once and in order; when the reads keep failing, it
// gives up after deliverRetry.tries and disconnects the follower, whose
// client then resumes, rather than leave it waiting.
func TestDeliverRetry(t *testing.T) {
	saved := deliverRetry
	deliverRetry.first, deliverRetry.max = time.Millisecond, 4*time.Millisecond
	t.Cleanup(func() { deliverRetry = saved })
	for _, tc := range []struct {
		name     string
		fail     int
		kicked   bool
		wantRead int // reads of the new events
	}{
		{"recovers", 3, false, 4},
		{"gives up", -1, true, saved.tries},
	} {
		t.Run(tc.name, func(t *testing.T) {
			store := &flakyStore{table: storage.Table{ID: "t1", Game: "koikoi", Status: storage.StatusOpen,
				Seats: []storage.Seat{{Kind: storage.SeatPerson}, {Kind: storage.SeatFree}}}}
			store.add(1, 0)
			h := New(store, storage.NewLocalNotifier(), Config{Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
			kicked := make(chan string, 1)
			sess := h.NewSession(func(reason string) { kicked <- reason })
			ctx := context.Background()
			if err := h.followTable(ctx, sess, "t1", 0, 0, 1); err != nil {
				t.Fatal(err)
			}
			if got := frames(sess); len(got) != 2 || !strings.Contains(got[1], `"type":"state"`) {
				t.Fatalf("following: %q; want the first event and the state", got)
			}
			store.add(2, tc.fail)
			reads := store.reads
			h.notified(storage.NewNotice("t1", 3))
			if tc.kicked {
				select {
				case <-kicked:
				case <-time.After(time.Minute):
					t.Fatal("the follower was neither served nor disconnected")
				}
				if got := frames(sess); len(got) != 0 {
					t.Errorf("frames %q after the reads failed", got)
				}
			} else {
				var got []string
				for deadline := time.Now().Add(time.Minute); len(got) < 2 && time.Now().Before(deadline); {
					got = append(got, frames(sess)...)
					time.Sleep(time.Millisecond)
				}
				if len(got) != 2 || !strings.Contains(got[0], `"seq":2`) || !strings.Contains(got[1], `"seq":3`) {
					t.Fatalf("frames %q; want events 2 and 3", got)
				}
				select {
				case r := <-kicked:
					t.Errorf("the follower was disconnected (%s)", r)
				default:
				}
			}
			waitIdle(t, h, "t1")
			store.mu.Lock()
			defer store.mu.Unlock()
			if n := store.reads - reads; n != tc.wantRead {
				t.Errorf("%d reads of the new events; want %d", n, tc.wantRead)
			}
		})
	}
}

// frames takes the frames waiting in a session's outbox.
func frames(s *Session) []string {
	var out []string
	for {
		select {
		case b := <-s.Outbox():
			out = append(out, string(b))
		default:
			return out
		}
	}
}

// waitIdle waits until no delivery of the table is under way.
func waitIdle(t *testing.T, h *Hub, table string) {
	t.Helper()
	h.mu.Lock()
	f := h.follows[table]
	h.mu.Unlock()
	for end := time.Now().Add(time.Minute); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
		f.flag.Lock()
		running := f.running
		f.flag.Unlock()
		if !running {
			return
		}
	}
	t.Fatal("delivery still running")
}

// TestDeliverCarried: a notice that carries its events is delivered from
// them, without reading the store; one that follows a gap (a notice lost,
// or one whose events did not fit) makes the delivery read the store, and
// the follower still gets every event once and in order.
func TestDeliverCarried(t *testing.T) {
	store := &flakyStore{table: storage.Table{ID: "t1", Game: "koikoi", Status: storage.StatusOpen,
		Seats: []storage.Seat{{Kind: storage.SeatPerson}, {Kind: storage.SeatFree}}}}
	store.add(1, 0)
	h := New(store, storage.NewLocalNotifier(), Config{Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	sess := h.NewSession(func(string) {})
	ctx := context.Background()
	if err := h.followTable(ctx, sess, "t1", 0, 0, 1); err != nil {
		t.Fatal(err)
	}
	frames(sess)
	// notify commits n events in the store and announces them, carrying
	// them or not.
	notify := func(n int, carry bool) {
		store.add(n, 0)
		store.mu.Lock()
		events := store.events[len(store.events)-n:]
		seq := store.table.Seq
		store.mu.Unlock()
		var notice storage.Notice
		if carry {
			var err error
			if notice, err = storage.ParseNotice(storage.EncodeNotice(storage.Table{ID: "t1", Seq: seq}, events, 8000)); err != nil || !notice.Carries() {
				t.Fatalf("notice %+v, %v; want one that carries its events", notice, err)
			}
		} else {
			notice = storage.NewNotice("t1", seq)
		}
		h.notified(notice)
		waitIdle(t, h, "t1")
	}
	var got []string
	check := func(step string, wantReads int, wantLast int64) {
		t.Helper()
		got = append(got, frames(sess)...)
		store.mu.Lock()
		reads := store.reads
		store.mu.Unlock()
		if reads != wantReads {
			t.Errorf("%s: %d reads of the store's events; want %d", step, reads, wantReads)
		}
		for i, f := range got {
			if want := `"seq":` + strconv.Itoa(i+2) + `,`; !strings.Contains(f, want) {
				t.Fatalf("%s: frame %d is %s; want seq %d", step, i, f, i+2)
			}
		}
		if int64(len(got))+1 != wantLast {
			t.Errorf("%s: the follower is at %d; want %d", step, len(got)+1, wantLast)
		}
	}
	reads := store.reads
	notify(2, true)
	check("two carried events", reads, 3)
	notify(1, true)
	check("one more", reads, 4)
	store.add(1, 0) // committed, its notice lost
	notify(1, true)
	check("after a gap", reads+1, 6)
	notify(3, false)
	check("a notice without its events", reads+2, 9)
	notify(1, true)
	check("carried again", reads+2, 10)
}

// TestFollowCommitted: a session that follows a table this node has just
// committed (a new table, a seat taken) is sent its events and state
// without reading them back; but when another node's change came in
// between (its notice arrived before anyone here followed the table),
// the table is read and the session gets that change too.
func TestFollowCommitted(t *testing.T) {
	for _, moved := range []bool{false, true} {
		t.Run(fmt.Sprintf("moved=%v", moved), func(t *testing.T) {
			store := &flakyStore{table: storage.Table{ID: "t1", Game: "koikoi", Status: storage.StatusOpen, Version: 1,
				Seats: []storage.Seat{{Kind: storage.SeatPerson}, {Kind: storage.SeatFree}}}}
			store.add(1, 0)
			h := New(store, storage.NewLocalNotifier(), Config{Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
			known, events := store.table, append([]storage.Event(nil), store.events...)
			h.cache.committed(known, nil)
			if moved {
				store.add(2, 0)
				store.table.Version = 2
				h.notified(storage.NewNotice("t1", 3))
			}
			sess := h.NewSession(func(string) {})
			if err := h.followCommitted(context.Background(), sess, known, events, 0, 0, 1); err != nil {
				t.Fatal(err)
			}
			got := frames(sess)
			want := []string{`"seq":1`, `"type":"state"`}
			wantReads := 0
			if moved {
				want = []string{`"seq":1`, `"seq":2`, `"seq":3`, `"type":"state"`}
				wantReads = 1
			}
			if len(got) != len(want) {
				t.Fatalf("frames %q; want %d: %q", got, len(want), want)
			}
			for i := range want {
				if !strings.Contains(got[i], want[i]) {
					t.Errorf("frame %d = %s; want %s in it", i, got[i], want[i])
				}
			}
			if moved && !strings.Contains(got[3], `"seq":3`) {
				t.Errorf("the state %s; want it at seq 3", got[3])
			}
			store.mu.Lock()
			defer store.mu.Unlock()
			if store.tableReads != wantReads || store.reads != wantReads {
				t.Errorf("%d reads of the table and %d of events; want %d of each", store.tableReads, store.reads, wantReads)
			}
		})
	}
}
