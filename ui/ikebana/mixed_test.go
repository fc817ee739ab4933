package ikebana

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/store"
)

// TestMixedTable plays a whole game of two people and a computer at one
// table through the widgets: the new game screen seats them, each
// person's turn shows the table from his seat with the banner naming him
// (no hand-over screen: the banner is the default), the hint shows only
// on the turns of the person who asked for it, the final standings name
// the computer with its level, and Rematch starts again at the same
// table.
func TestMixedTable(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	a.ShowNewGame()
	ng := a.NewGame
	ng.Players.SetSelectedIndex(1) // 3 florists
	ng.Kinds[1].SetSelectedIndex(0)
	ng.Kinds[2].SetSelectedIndex(2) // easy
	test.Type(ng.Names[0], "Ana")
	test.Type(ng.Names[1], "Ben")
	ng.Hints[0].SetChecked(true) // Ana wants hints, Ben does not
	test.Tap(ng.Start)
	m := a.Match()
	want := []store.IkebanaSeat{{Kind: store.SeatPerson, Name: "Ana", Hints: true}, {Kind: store.SeatPerson, Name: "Ben"}, {Kind: store.SeatComputer, Level: "easy"}}
	if m == nil || !m.Pass() || !reflect.DeepEqual(m.Save.Seats, want) {
		t.Fatalf("started %+v; want Ana and Ben passing the phone with an easy computer", m)
	}
	names := []string{"Ana", "Ben", "Computer 1"}
	turns := [2]int{}
	playByHand(t, a, func(*HandoverView, ikebana.State) {
		t.Fatal("a hand-over screen with the banner setting")
	}, func(tb *tableScreen, st ikebana.State) {
		me := st.ToMove()
		if me == 2 || tb.me != me || tb.myName.Text != names[me] {
			t.Fatalf("the table shows %v (%q) at the bottom; want %s, a person", tb.me, tb.myName.Text, names[me])
		}
		if banner := names[me] + "’s turn"; !tb.Status.Visible() || tb.Status.Text != banner || !tb.banner.Visible() {
			t.Fatalf("%s's turn: status %q (banner shown %v); want the banner %q", names[me], tb.Status.Text, tb.banner.Visible(), banner)
		}
		if hint := tb.Hint.Visible() && tb.Hint.Text != ""; hint != (me == 0) {
			t.Fatalf("%s's turn shows a hint: %v (%q); want one for Ana only", names[me], hint, tb.Hint.Text)
		}
		if r := tb.rowOf(2); r == nil || !strings.Contains(r.name.Text, "Easy") {
			t.Fatal("the computer's row does not give its level")
		}
		turns[me]++
		if st.Phase() == ikebana.PhaseStart {
			test.Tap(tb.Draw)
		} else {
			test.Tap(tb.Keep)
		}
	})
	if turns[0] == 0 || turns[1] == 0 {
		t.Errorf("turns %v; want both people to play", turns)
	}
	f := a.Final
	if f == nil || !slices.ContainsFunc(f.Ranks, func(s string) bool { return strings.Contains(s, "Computer 1 · Easy: ") }) {
		t.Fatalf("the final standings %q do not give the computer's level", f.Ranks)
	}
	if s, _ := a.h.Store.LoadIkebanaStats(); s.PassGames != 1 || s.Games != 0 {
		t.Errorf("statistics %+v; want the game counted apart, as people shared the phone", s)
	}
	test.Tap(f.Rematch)
	r := a.Match()
	if r == nil || r == m || !reflect.DeepEqual(r.Save.Seats, want) || r.State().Round() != 1 || r.State().GameOver() {
		t.Fatalf("Rematch started %+v; want a new game at the same table", r)
	}
	if s := sh.settings.Ikebana; s.Players != 3 || !reflect.DeepEqual(s.Seats, want) {
		t.Errorf("after a rematch the new game screen remembers %+v", s)
	}
}

// TestFullHandover: with the full hand-over screen set, the phone goes
// from Ana to Ben through that screen, past the computer's turn, and the
// table then shows Ben's seat with the banner.
func TestFullHandover(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	sh.settings.IkebanaPrefs.FullHandover = true
	seats := []store.IkebanaSeat{{Kind: store.SeatPerson, Name: "Ana"}, {Kind: store.SeatComputer, Level: "easy"}, {Kind: store.SeatPerson, Name: "Ben"}}
	if err := a.Start(store.IkebanaNewGame{Players: 3, Seats: seats}, 5); err != nil {
		t.Fatal(err)
	}
	m := a.Match()
	for range 200 {
		if m.Handover() && m.Viewer() == 2 {
			break
		}
		if m.Handover() {
			test.Tap(a.Handover.Show)
			continue
		}
		if m.State().Phase() == ikebana.PhaseStart {
			test.Tap(a.Table().Draw)
		} else {
			test.Tap(a.Table().Keep)
		}
	}
	if !m.Handover() || a.Handover == nil || a.Handover.Who != 2 || !strings.Contains(a.Handover.Pass, "Ben") {
		t.Fatalf("no hand-over screen to Ben: %+v", a.Handover)
	}
	test.Tap(a.Handover.Show)
	if tb := a.Table(); !m.MyTurn() || tb.me != 2 || tb.Status.Text != "Ben’s turn" {
		t.Errorf("after the hand-over: your turn %v, table of %v, status %q; want Ben's with his banner", m.MyTurn(), tb.me, tb.Status.Text)
	}
}

// TestOneAgainstComputers: a person alone against computers gets no
// banner (nobody passes the phone), and no hint when his seat has none.
func TestOneAgainstComputers(t *testing.T) {
	a, _ := newTestApp(t, t.TempDir())
	if err := a.Start(store.IkebanaNewGame{Players: 3}, 5); err != nil {
		t.Fatal(err)
	}
	tb := a.Table()
	if !a.Match().MyTurn() || tb.banner.Visible() || tb.Hint.Visible() || tb.Status.Text != a.T("ikebanaapp.table.yourturn") {
		t.Errorf("alone against computers: banner %v, hint %v, status %q", tb.banner.Visible(), tb.Hint.Visible(), tb.Status.Text)
	}
}

// TestMixedEndCelebration: at a table of people and a computer, the end
// is celebrated when a person wins, not when the computer does.
func TestMixedEndCelebration(t *testing.T) {
	seats := []store.IkebanaSeat{{Kind: store.SeatPerson, Name: "Ana"}, {Kind: store.SeatPerson, Name: "Ben"}, {Kind: store.SeatComputer, Level: "easy"}}
	for _, computerWins := range []bool{true, false} {
		g := finishedAt(t, 3, func(ws []ikebana.Seat) bool { return len(ws) == 1 && (ws[0] == 2) == computerWins })
		a, _ := newTestApp(t, t.TempDir())
		var celebrated []bool
		a.h.Celebrate = func(screen fyne.CanvasObject, won bool) fyne.CanvasObject {
			celebrated = append(celebrated, won)
			return screen
		}
		m, err := newMatch(g, store.IkebanaSave{Mode: store.ModePass, Seats: seats})
		if err != nil {
			t.Fatal(err)
		}
		a.start(m)
		test.Tap(a.Scores.Next)
		if len(celebrated) != 1 || celebrated[0] == computerWins {
			t.Errorf("computer wins %v: celebrated as a win %v; want %v", computerWins, celebrated, !computerWins)
		}
	}
}
