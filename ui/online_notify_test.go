package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/server/hub"
	"github.com/koikoi-app/koikoi/server/node/nodetest"
	"github.com/koikoi-app/koikoi/ui/webnotify"
)

// pageNotices is a browser's notifications in a test: hidden says whether
// the page is out of sight; shown keeps what the app showed.
type pageNotices struct {
	hidden bool
	shown  []webnotify.Notice
}

func (n *pageNotices) Hidden() bool            { return n.hidden }
func (n *pageNotices) Permission() string      { return webnotify.Granted }
func (n *pageNotices) Show(x webnotify.Notice) { n.shown = append(n.shown, x) }

// TestTurnNoticeWhenHidden: at a turn-based Koi-Koi table, the page of
// the player waiting for the other's move is hidden: when the other
// moves, it shows a notification that a Koi-Koi table waits for their
// move, which opens that table. The next time the turn comes back, the
// page shows: no notification. Then, the page hidden again and the player
// Home, the other's move is told from the server's word on the player's
// tables.
func TestTurnNoticeWhenHidden(t *testing.T) {
	addr := nodetest.Start(t, hub.Config{Seeds: func() uint64 { return 4 }})
	aki, ben := newPhone(t, addr, "Aki"), newPhone(t, addr, "Ben")
	pages := map[*phone]*pageNotices{aki: {}, ben: {}}
	for p, n := range pages {
		p.Online.Notify = n
	}
	aki.Online.ShowLobby("koikoi")
	test.Tap(aki.Online.View.Lobby.Create)
	c := aki.Online.View.Create
	aki.Koikoi.TableRules.Rounds.SetSelected("3")
	c.Pace.SetSelected(c.Pace.Options[1]) // turn-based
	c.Days.SetSelectedIndex(0)
	test.Tap(c.Create)
	run(t, "Aki's waiting room", func() bool { return aki.Online.View.Room != nil && aki.Online.View.Room.Code != nil }, aki)
	ben.Online.ShowLobby("koikoi")
	test.Type(ben.Online.View.Lobby.Code, aki.Online.View.Room.Code.Text)
	test.Tap(ben.Online.View.Lobby.Join)
	g := shownGames["koikoi"]
	run(t, "both tables", func() bool { return g.shown(aki) && g.shown(ben) }, aki, ben)
	run(t, "whose turn", func() bool { return g.myTurn(aki) != g.myTurn(ben) }, aki, ben)
	mover, waiter := aki, ben
	if g.myTurn(ben) {
		mover, waiter = ben, aki
	}
	id := waiter.Online.View.Bar.Table().ID()
	pages[waiter].hidden = true
	var taps kkTaps
	run(t, "the waiter's turn", func() bool {
		kkPlayOn(t, mover, &taps)
		return g.myTurn(waiter)
	}, aki, ben)
	run(t, "the notification", func() bool { return len(pages[waiter].shown) == 1 }, aki, ben)
	want := webnotify.Notice{Title: "Your turn", Body: "A table of Koi-Koi is waiting for your move.", Tag: "turn-" + id, URL: "./?table=" + id}
	if got := pages[waiter].shown[0]; got != want {
		t.Errorf("the notification %+v; want %+v", got, want)
	}
	if len(pages[mover].shown) != 0 {
		t.Errorf("the mover's visible page was notified: %+v", pages[mover].shown)
	}

	// The page shows again: the waiter plays, and when the turn comes
	// back no notification shows.
	pages[waiter].hidden = false
	var back kkTaps
	run(t, "the other's turn", func() bool {
		kkPlayOn(t, waiter, &back)
		return g.myTurn(mover) || waiter.Koikoi.Match().Observe().Phase >= koikoi.PhaseRoundOver
	}, aki, ben)
	run(t, "the waiter's turn again", func() bool {
		kkPlayOn(t, mover, &taps)
		return g.myTurn(waiter) || mover.Koikoi.Match().Observe().Phase >= koikoi.PhaseRoundOver
	}, aki, ben)
	if len(pages[waiter].shown) != 1 {
		t.Errorf("a visible page was notified: %+v", pages[waiter].shown[1:])
	}

	// The waiter moves, goes Home and hides the page: the other's move
	// reaches it as the server's word on its tables, and is told too.
	run(t, "the other's turn", func() bool {
		kkPlayOn(t, waiter, &back)
		return g.myTurn(mover) || waiter.Koikoi.Match().Observe().Phase >= koikoi.PhaseRoundOver
	}, aki, ben)
	goHome(t, waiter)
	pages[waiter].hidden = true
	run(t, "the notification at Home", func() bool {
		kkPlayOn(t, mover, &taps)
		return len(pages[waiter].shown) == 2
	}, aki, ben)
	if got := pages[waiter].shown[1]; got != want {
		t.Errorf("the notification at Home %+v; want %+v", got, want)
	}
}
