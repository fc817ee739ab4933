package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
	"github.com/koikoi-app/koikoi/store"
)

// phone is an app on its own store, playing online; what its screens
// post to the UI goroutine waits in queue until the test runs it.
type phone struct {
	*App
	queue chan func()
}

func newPhone(t *testing.T, addr, name string) *phone {
	t.Helper()
	dir := storeDir(t)
	st := store.New(store.Dir{Path: dir})
	if err := st.SaveOnline(store.Online{Address: addr, Name: name}); err != nil {
		t.Fatal(err)
	}
	p := &phone{App: newTestApp(t, dir), queue: make(chan func(), 4096)}
	post := func(f func()) { p.queue <- f }
	p.Ikebana.Sync, p.Ikebana.Post, p.Online.Post = false, post, post
	p.Koikoi.Post, p.Koikoi.ResultWait = post, 2*time.Second
	t.Cleanup(p.Online.Close)
	return p
}

// run runs the phones' posted work until cond holds (2 minutes at most:
// a safeguard, the tests wait on the condition).
func run(t *testing.T, what string, cond func() bool, ps ...*phone) {
	t.Helper()
	deadline := time.After(2 * time.Minute)
	for !cond() {
		ran := false
		for _, p := range ps {
			select {
			case f := <-p.queue:
				f()
				ran = true
			default:
			}
		}
		if ran {
			continue
		}
		select {
		case <-deadline:
			t.Fatalf("waited 2 minutes for %s", what)
		case <-time.After(5 * time.Millisecond):
		}
	}
}

// TestIkebanaOnlineRound: Aki opens a three-seat Ikebana table with a
// computer in the third seat; Ben joins by code; the game starts on both
// phones at the same table, the online bar above it naming everyone; the
// two play a round through the table's buttons, each on his turn, until
// both see the round's scores, in the same prestige.
func TestIkebanaOnlineRound(t *testing.T) {
	addr := nodetest.Start(t, hub.Config{})
	aki, ben := newPhone(t, addr, "Aki"), newPhone(t, addr, "Ben")

	aki.Online.ShowLobby("ikebana")
	test.Tap(aki.Online.View.Lobby.Create)
	c, f := aki.Online.View.Create, aki.Ikebana.NewTable
	f.Players.SetSelectedIndex(1)  // three florists
	f.Seats[1].SetSelectedIndex(0) // a friend
	f.Seats[2].SetSelectedIndex(3) // a computer, normal
	test.Tap(c.Create)
	run(t, "Aki's waiting room", func() bool { return aki.Online.View.Room != nil }, aki)
	code := aki.Online.View.Room.Code.Text

	ben.Online.ShowLobby("ikebana")
	test.Type(ben.Online.View.Lobby.Code, code)
	test.Tap(ben.Online.View.Lobby.Join)
	run(t, "both tables", func() bool { return aki.Ikebana.Table() != nil && ben.Ikebana.Table() != nil }, aki, ben)

	// The online bar over the table: everyone's name, the player's own
	// as "(you)".
	for _, tt := range []struct {
		p    *phone
		want []string
	}{{aki, []string{"Aki (you)", "Ben"}}, {ben, []string{"Aki", "Ben (you)"}}} {
		for _, name := range tt.want {
			if !showing(tt.p.App, name) {
				t.Errorf("the online bar does not show %q", name)
			}
		}
	}
	if v := aki.Ikebana.Match().Viewer(); v != 0 {
		t.Errorf("Aki sees from seat %d", v)
	}
	if v := ben.Ikebana.Match().Viewer(); v != 1 {
		t.Errorf("Ben sees from seat %d", v)
	}
	over := func(p *phone) bool {
		m := p.Ikebana.Match()
		return m != nil && m.Observe().Phase == ikebana.PhaseRoundOver && p.Ikebana.Scores != nil
	}
	moves := 0
	play := func(p *phone) {
		m, tb := p.Ikebana.Match(), p.Ikebana.Table()
		if m == nil || tb == nil || !m.MyTurn() {
			return
		}
		switch o := m.Observe(); {
		case o.Phase == ikebana.PhaseStart && tb.Draw.Visible() && !tb.Draw.Disabled():
			test.Tap(tb.Draw)
			moves++
		case o.Phase == ikebana.PhaseDrawn && tb.Keep.Visible() && !tb.Keep.Disabled():
			test.Tap(tb.Keep)
			moves++
		}
	}
	run(t, "the round's end on both phones", func() bool {
		play(aki)
		play(ben)
		return over(aki) && over(ben)
	}, aki, ben)
	if moves < 2*ikebana.BouquetSize { // each person drew and kept a bouquet's cards at least
		t.Fatalf("%d moves tapped", moves)
	}
	ra, rb := aki.Ikebana.Match().State().Result(), ben.Ikebana.Match().State().Result()
	if ra.Round != 1 || rb.Round != 1 || len(ra.Prestige) != 3 {
		t.Fatalf("results: %+v, %+v", ra, rb)
	}
	for p := range ra.Prestige {
		if ra.Prestige[p] != rb.Prestige[p] {
			t.Errorf("seat %d: %d prestige on Aki's phone, %d on Ben's", p, ra.Prestige[p], rb.Prestige[p])
		}
	}
	// Ben's moves are told on Aki's phone by name, Aki's as "you".
	lines := strings.Join(aki.Ikebana.Match().Lines, "\n")
	if !strings.Contains(lines, "Ben ") || !strings.Contains(lines, "You ") {
		t.Errorf("Aki's narration names neither Ben nor you:\n%s", lines)
	}
	t.Logf("%d moves; Aki's narration:\n%s", moves, lines)
	if aki.Ikebana.HasSave() {
		t.Error("an online game was saved as the phone's own")
	}
}
