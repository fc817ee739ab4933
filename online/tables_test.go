package online_test

import (
	"errors"
	"sync"
	"testing"

	"github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// TestOnTables: Aki's second Session, which follows no table (the app on
// Home), hears through OnTables, unasked, that Aki's turn-based table
// started and, at each move that hands the turn on, whose move it is; its
// MyTables says the same.
func TestOnTables(t *testing.T) {
	srv := startServer(t, hub.Config{Seeds: func() uint64 { return 4 }})
	ctx := ctxT(t, patience)
	secret := online.NewSecret()
	a, _ := connectAs(t, srv, secret, "Aki")
	b, _ := connect(t, srv, "Ben")
	home, _ := connectAs(t, srv, secret, "Aki")
	var (
		mu    sync.Mutex
		heard []protocol.TableInfo // the last list OnTables was told
		calls int
	)
	home.OnTables(func(list []protocol.TableInfo) {
		mu.Lock()
		heard, calls = list, calls+1
		mu.Unlock()
	})
	entry := func(id string) (in protocol.TableInfo, ok bool) {
		mu.Lock()
		defer mu.Unlock()
		for _, in := range heard {
			if in.ID == id {
				return in, true
			}
		}
		return in, false
	}

	ta, err := a.Open(ctx, online.NewTable{Game: "koikoi", Options: online.Options{Rules: map[string]string{"rounds": "3"}},
		Seats: []online.Seat{{Kind: online.Person}, {Kind: online.Person}}, Days: 1})
	if err != nil {
		t.Fatal(err)
	}
	if mine := home.MyTables(); len(mine) != 0 {
		t.Errorf("Home's MyTables before the table was listed again = %+v", mine)
	}
	tb, err := b.Join(ctx, ta.Invite())
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, "Home hears the game started", func() bool {
		in, ok := entry(ta.ID())
		return ok && in.Status == "playing"
	})
	ms := remotes(t, online.NewKoikoi, ta, tb)
	for range 2 {
		waitFor(t, "one player's turn", func() bool { return ta.MyTurn() != tb.MyTurn() })
		akiMoves := ta.MyTurn()
		mover := ms[1]
		if akiMoves {
			mover = ms[0]
		}
		waitFor(t, "the turn handed on", func() bool {
			if ta.MyTurn() != akiMoves && tb.MyTurn() == akiMoves {
				return true
			}
			if legal := mover.LegalMoves(); len(legal) > 0 {
				if err := mover.Submit(legal[0]); err != nil && !errors.Is(err, online.ErrStale) {
					t.Fatal(err)
				}
			}
			return false
		})
		waitFor(t, "Home hears whose move it is", func() bool {
			in, ok := entry(ta.ID())
			return ok && in.Turn == !akiMoves
		})
		if mine := home.MyTables(); len(mine) != 1 || mine[0].ID != ta.ID() || mine[0].Turn != !akiMoves || mine[0].Deadline == 0 {
			t.Errorf("Home's MyTables = %+v; want Aki's turn %v", mine, !akiMoves)
		}
	}
	if ta.Status() != "playing" {
		t.Fatalf("the table is %s", ta.Status())
	}
	mu.Lock()
	n := calls
	mu.Unlock()
	if n < 3 {
		t.Errorf("OnTables was told %d times; want at least 3 (the start, two turns)", n)
	}
}
