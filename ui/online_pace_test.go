package ui

import (
	"context"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/i18n"

	"github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
	"github.com/koikoi-app/koikoi/server/storage"
)

// TestTurnBasedTable: Aki opens a turn-based table (a day a move) in the
// lobby, of Koi-Koi, and of Ikebana with a computer in the third seat;
// Ben sits at it from his lobby. The bar's clock counts hours, not
// seconds. Nobody moves: each day a clock runs out, the computer moves
// for that seat, and both phones say so (strike 1 of 3 for the one, with
// the name for the other); the third in a row forfeits the seat: that
// phone says so for good, its table shows the computer in the seat and
// offers no move; the other says the computer plays that seat to the
// end.
func TestTurnBasedTable(t *testing.T) {
	for _, game := range []string{"koikoi", "ikebana"} {
		t.Run(game, func(t *testing.T) { turnBasedTable(t, game, "en", nil) })
	}
}

// TestTurnBasedTableFit: a turn-based Koi-Koi table, with its clock in
// days and hours and the sentence of a forfeit under the bar, fits
// 360×640 in every language on both phones.
func TestTurnBasedTableFit(t *testing.T) {
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			turnBasedTable(t, "koikoi", l.Code, func(p *phone, name string) {
				t.Helper()
				p.Win.Resize(fyne.NewSize(360, 640))
				run(t, "the table laid out", func() bool { return len(p.queue) == 0 }, p)
				checkTableTexts(t, p, 360, name)
			})
		})
	}
}

// shownGame is what a test reads of a phone's table of either game.
type shownGame struct {
	shown  func(*phone) bool // the table shows
	seated func(*phone) bool // the player is a person in their seat
	myTurn func(*phone) bool
}

var shownGames = map[string]shownGame{
	"koikoi": {
		shown:  func(p *phone) bool { return p.Koikoi.Table() != nil },
		seated: func(p *phone) bool { m := p.Koikoi.Match(); return m != nil && m.Human(m.Viewer()) },
		myTurn: func(p *phone) bool { m := p.Koikoi.Match(); return m != nil && m.MyTurn() },
	},
	"ikebana": {
		shown:  func(p *phone) bool { return p.Ikebana.Table() != nil },
		seated: func(p *phone) bool { m := p.Ikebana.Match(); return m != nil && m.Person(m.Viewer()) },
		myTurn: func(p *phone) bool { m := p.Ikebana.Match(); return m != nil && m.MyTurn() },
	},
}

// turnBasedTable plays TestTurnBasedTable's story on two phones in a
// language; fit, if set, checks each phone's screen once the seat is
// forfeited.
func turnBasedTable(t *testing.T, game, lang string, fit func(p *phone, name string)) {
	g := shownGames[game]
	t0 := time.Now().Truncate(time.Second) // the phones' clocks count from the server's deadlines
	clock := nodetest.NewClock(t0)
	srv := nodetest.New(t, hub.Config{Now: clock.Now})
	addr := srv.URL()
	aki, ben := newPhone(t, addr, "Aki"), newPhone(t, addr, "Ben")
	aki.SetLanguage(lang)
	ben.SetLanguage(lang)
	aki.Online.ShowLobby(game)
	test.Tap(aki.Online.View.Lobby.Create)
	c := aki.Online.View.Create
	if game == "koikoi" {
		aki.Koikoi.TableRules.Rounds.SetSelected("3")
	} else {
		f := aki.Ikebana.NewTable
		f.Players.SetSelectedIndex(1)  // three florists
		f.Seats[1].SetSelectedIndex(0) // a friend
		f.Seats[2].SetSelectedIndex(3) // a computer, normal
	}
	c.Pace.SetSelected(c.Pace.Options[1]) // turn-based
	c.Days.SetSelectedIndex(0)            // a day a move
	c.Lobby.SetChecked(true)
	test.Tap(c.Create)
	run(t, "Aki's waiting room", func() bool { return aki.Online.View.Room != nil }, aki)
	ben.Online.ShowLobby(game)
	test.Tap(ben.Online.View.Lobby.Open)
	run(t, "Ben's lobby", func() bool { o := ben.Online.View.Open; return o != nil && len(o.Rows) == 1 }, ben)
	test.Tap(ben.Online.View.Open.Rows[0].Tap)
	run(t, "both tables", func() bool { return g.shown(aki) && g.shown(ben) }, aki, ben)
	phones := []*phone{aki, ben}
	run(t, "a clock in hours", func() bool {
		for _, p := range phones {
			if p.Online.View.Bar.Clock.Text.Text == p.Online.T("online.span.h", map[string]any{"H": 23}) {
				return true
			}
		}
		return false
	}, aki, ben)

	// A Koi-Koi table waits for the other person's move, which may take
	// days: nobody "is thinking".
	if game == "koikoi" && lang == "en" {
		run(t, "the waiting said", func() bool {
			for i, p := range phones {
				if !g.myTurn(p) && p.Koikoi.Table().Status.Text == "Waiting for "+[]string{"Ben", "Aki"}[i]+"." {
					return true
				}
			}
			return false
		}, aki, ben)
	}

	// Going back asks first, saying the table waits (no grace period).
	bar := aki.Online.View.Bar
	bar.Back()
	if q := bar.Asked.Question; !q.Visible() || q.Text != aki.Online.T("online.pace.leave.ask") {
		t.Errorf("going back asks %q (shown %v)", q.Text, q.Visible())
	}
	test.Tap(bar.Asked.Keep)

	// pass lets a day and a minute go by on the server's clock and waits
	// until the server acted on the table (its clock ran out: a timeout)
	// and both phones have read up to its last event. The server's table
	// decides, not a phone's log: a phone that reconnects, as one may on a
	// busy machine, keeps the events from its resume on, not the whole log.
	now := t0
	id := aki.Online.View.Bar.Table().ID()
	stored := func() storage.Table {
		st, err := srv.Store().Table(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	pass := func() {
		t.Helper()
		before := stored().Seq
		now = now.Add(24*time.Hour + time.Minute)
		clock.Set(now)
		run(t, "a timeout", func() bool { st := stored(); return st.Seq > before || st.Status != storage.StatusPlaying }, aki, ben)
		// The timeout's commit may hold more events (a forfeit, the seat's
		// new state, the computer's moves): both phones read up to the
		// server's last before the story goes on.
		run(t, "the phones caught up", func() bool {
			st := stored()
			return (st.Due.IsZero() || st.Due.After(now)) && aki.Online.View.Bar.Table().Seq() == st.Seq && ben.Online.View.Bar.Table().Seq() == st.Seq
		}, aki, ben)
	}
	pass()
	run(t, "the timeout told", func() bool { return aki.Online.View.Bar.Pace.Visible() && ben.Online.View.Bar.Pace.Visible() }, aki, ben)
	var first online.TimeoutData
	for _, e := range aki.Online.View.Bar.Table().Events(0) {
		if e.Kind == "timeout" {
			first.Seat = e.Actor
		}
	}
	late, other := phones[first.Seat], phones[1-first.Seat]
	name := []string{"Aki", "Ben"}[first.Seat]
	if got := late.Online.View.Bar.Pace.Text; lang == "en" && got != "Time ran out: the computer played for you (strike 1 of 3)." {
		t.Errorf("the late phone says %q", got)
	}
	if got, want := other.Online.View.Bar.Pace.Text, "Time ran out for "+name+": the computer played for them (strike 1 of 3)."; lang == "en" && got != want {
		t.Errorf("the other phone says %q; want %q", got, want)
	}

	// Days pass: the first seat with three timeouts in a row is forfeited.
	forfeited := func() (lost *phone) {
		for _, p := range phones {
			if p.Online.View.Bar.Table().Forfeited() {
				lost = p
			}
		}
		return lost
	}
	for forfeited() == nil {
		pass()
	}
	lost := forfeited()
	kept := phones[0]
	if lost == kept {
		kept = phones[1]
	}
	lostName := map[*phone]string{aki: "Aki", ben: "Ben"}[lost]
	run(t, "the forfeit told", func() bool {
		return lost.Online.View.Bar.Pace.Text == lost.Online.T("online.pace.forfeit.you", map[string]any{"Max": 3}) &&
			kept.Online.View.Bar.Pace.Text == kept.Online.T("online.pace.forfeit.other", map[string]any{"Max": 3, "Name": lostName})
	}, aki, ben)
	if lang == "en" && lost.Online.View.Bar.Pace.Text != "Your time ran out 3 times in a row: the computer plays your seat to the end of the game." {
		t.Errorf("the forfeited phone says %q", lost.Online.View.Bar.Pace.Text)
	}
	if fit != nil {
		fit(lost, "the forfeited phone")
		fit(kept, "the other phone")
	}
	// The lost seat's phone offers no move, whatever comes: the table
	// showed again with the computer in the player's seat.
	if g.seated(lost) {
		t.Fatal("the forfeited phone's table still has the player in their seat")
	}
	for {
		if g.myTurn(lost) {
			t.Fatalf("the forfeited phone offers a move")
		}
		if !lost.Online.View.Bar.Pace.Visible() {
			t.Error("the forfeit is no longer said")
		}
		tb := kept.Online.View.Bar.Table()
		if tb.Status() != "playing" || tb.Forfeited() {
			break // both seats are the computer's: the game runs to its end
		}
		pass()
	}
}
