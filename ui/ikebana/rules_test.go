package ikebana

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/store"
)

// TestRulesFit shows the rules page from Home and from the table at phone,
// landscape and tablet sizes in every language: every control within
// reach and 48 dp, no text running out of the window, the cards drawn.
func TestRulesFit(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	mid := playedTo(t, func(s ikebana.State) bool { return s.Phase() == ikebana.PhaseStart && s.ToMove() == you })
	text, _ := mid.MarshalText()
	eachFitWindow(t, func(name string, sz fyne.Size, a *App, sh *testShell) {
		a.ShowRules()
		checkFit(t, name+" rules", sh.win, sz, true)
		checkRulesCards(t, name+" rules", sh.win.Content())
		sh.back()
		if sh.homes != 1 {
			t.Fatalf("%s: back from the rules page did not go Home", name)
		}

		g := new(ikebana.Game)
		g.UnmarshalText(text)
		a.StartGame(g, "easy")
		checkFit(t, name+" table", sh.win, sz, false)
		test.Tap(a.Rules.Open)
		checkFit(t, name+" rules from the table", sh.win, sz, true)
		checkRulesCards(t, name+" rules from the table", sh.win.Content())
		sh.back()
		if a.Table() == nil || !a.Table().shown || a.Match().Game.Moves() != g.Moves() || a.Table().Draw.Hidden {
			t.Fatalf("%s: back from the rules page did not return to the table as it was", name)
		}
	})
}

// checkRulesCards fails when the page under root draws too few cards or
// cards too small to read.
func checkRulesCards(t *testing.T, name string, root fyne.CanvasObject) {
	t.Helper()
	n := 0
	shown(root, func(o fyne.CanvasObject) {
		v, ok := o.(*CardWidget)
		if !ok {
			return
		}
		n++
		if s := v.Size(); s.Height < 40 || s.Width < 26 {
			t.Errorf("%s: %v is drawn %v, too small to read", name, v.Card, s)
		}
	})
	// a card of each colour, one colour's ten, the jokers, a discard to
	// buy, and a bouquet for each example
	if n < 40 {
		t.Errorf("%s: %d cards drawn, want 40 or more", name, n)
	}
}

// TestRulesWhileComputersPlay opens the rules page from the table on a
// computer's turn: the computer florists play on without bringing the
// table back over the page, and back returns to the table at the
// player's turn, their moves narrated.
func TestRulesWhileComputersPlay(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	posted := make(chan func(), 8)
	a.Sync, a.Post = false, func(f func()) { posted <- f }
	g := playedTo(t, func(s ikebana.State) bool {
		return s.Round() == 1 && s.Phase() == ikebana.PhaseStart && s.ToMove() == 1
	})
	if err := a.StartGame(g, "easy"); err != nil {
		t.Fatal(err)
	}
	m := a.Match()
	test.Tap(a.Rules.Open)
	onPage := func() bool {
		found := false
		shown(sh.win.Content(), func(o fyne.CanvasObject) { found = found || o == a.Rules.Close })
		return found
	}
	if !onPage() {
		t.Fatal("the table's rules control shows no rules page")
	}
	for !m.MyTurn() {
		select {
		case f := <-posted:
			f()
		case <-time.After(2 * time.Minute): // a safeguard: a loaded machine is slow
			t.Fatal("the computer florists stopped playing while the rules page was on show")
		}
		if !onPage() || a.Table().shown {
			t.Fatal("a computer's move brought the table back over the rules page")
		}
	}
	lines := len(m.Lines)
	sh.back()
	if a.Table() == nil || !a.Table().shown || a.Table().Draw.Hidden || onPage() {
		t.Fatal("back from the rules page did not show the table at the player's turn")
	}
	if lines == 0 || !strings.Contains(a.Table().narration.Text, m.Lines[lines-1]) {
		t.Errorf("the table does not narrate the moves made while the player read: %q", a.Table().narration.Text)
	}
}

// TestLeaveStopsTheComputer leaves the table while a computer florist
// waits out its pause: its move is dropped (the match's timer is
// cancelled), the save keeps the game as it was left, and nothing reaches
// the screens afterwards.
func TestLeaveStopsTheComputer(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	sh.settings.Animation = store.AnimSlow // a 1.4 s pause before the computer's move
	posted := make(chan func(), 8)
	a.Sync, a.Post = false, func(f func()) { posted <- f }
	g := playedTo(t, func(s ikebana.State) bool {
		return s.Round() == 1 && s.Phase() == ikebana.PhaseStart && s.ToMove() == 1
	})
	moves := g.Moves()
	if err := a.StartGame(g, "easy"); err != nil {
		t.Fatal(err)
	}
	m := a.Match()
	if !m.Thinking() {
		t.Fatal("the computer is not thinking on its turn")
	}
	a.Leave()
	<-time.After(2 * time.Second) // past the pause: the cancelled timer must not fire
	for len(posted) > 0 {
		(<-posted)()
	}
	if g.Moves() != moves || m.Thinking() {
		t.Errorf("after leaving: %d moves (want %d), thinking %v", g.Moves(), moves, m.Thinking())
	}
	sv, saved, err := sh.store.LoadIkebana()
	if err != nil || saved == nil || saved.Moves() != moves || sv == nil {
		t.Errorf("the save after leaving: %v at %v moves, want the game at %d moves", err, saved, moves)
	}
	if sh.homes != 1 || a.Match() != nil {
		t.Errorf("Home shown %d times, match %v after leaving", sh.homes, a.Match())
	}
}
