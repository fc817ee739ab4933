package ikebana

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/match"
	"github.com/koikoi-app/koikoi/store"
)

// TestPassAndPlay plays a whole game of two people passing one phone,
// through the widgets: the new game screen (mode, count, names), every
// hand-over screen (whose turn, what the other did since), each person's
// table with his own bouquet at the bottom, the rounds' scores and the
// final standings.
func TestPassAndPlay(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	sh.settings.IkebanaPrefs.FullHandover = true
	a.ShowNewGame()
	ng := a.NewGame
	ng.Players.SetSelectedIndex(0)
	if len(ng.Names) != ikebana.MaxPlayers || len(ng.Kinds) != ikebana.MaxPlayers {
		t.Fatalf("%d name fields, %d seat choices; want %d", len(ng.Names), len(ng.Kinds), ikebana.MaxPlayers)
	}
	ng.Kinds[1].SetSelectedIndex(0) // a person
	test.Type(ng.Names[0], "Ana")
	test.Type(ng.Names[1], "Ben")
	test.Tap(ng.Start)
	m := a.Match()
	if m == nil || !m.Pass() || !reflect.DeepEqual(m.names(), []string{"Ana", "Ben"}) {
		t.Fatalf("started %+v; want a pass-and-play match of Ana and Ben", m)
	}
	if s := a.h.Settings().Ikebana; !s.Seats[1].Person() || s.Seats[1].Name != "Ben" || s.Players != 2 {
		t.Errorf("settings remember %+v; want 2 people, Ben in seat 1", s)
	}
	names := []string{"Ana", "Ben"}
	handovers, refusals, turns := 0, 0, 0
	playByHand(t, a, func(v *HandoverView, st ikebana.State) {
		if v == nil || v.Who != st.ToMove() || !strings.Contains(v.Pass, names[st.ToMove()]) {
			t.Fatalf("hand-over for %v says %+v; want %s's", st.ToMove(), v, names[st.ToMove()])
		}
		other := names[1-st.ToMove()]
		for _, line := range v.Lines {
			if !strings.HasPrefix(line, other) && !strings.HasPrefix(line, "The pile") {
				t.Fatalf("the hand-over to %s tells %q, not a move of %s", names[st.ToMove()], line, other)
			}
		}
		if handovers > 1 && st.Phase() == ikebana.PhaseStart && len(v.Lines) == 0 && st.Bouquet(1-st.ToMove()).Len() > 0 {
			t.Fatalf("the hand-over to %s tells nothing of %s's turn", names[st.ToMove()], other)
		}
		checkStandings(t, v, st, names)
		if !slices.Equal(v.Bouquet, st.Bouquet(v.Who).Cards()) {
			t.Fatalf("the hand-over to %s shows the bouquet %v; want %v", names[v.Who], v.Bouquet, st.Bouquet(v.Who).Cards())
		}
		handovers++
	}, func(tb *tableScreen, st ikebana.State) {
		if tb.me != st.ToMove() || tb.myName.Text != names[st.ToMove()] {
			t.Fatalf("the table shows %v (%q) at the bottom; want %s", tb.me, tb.myName.Text, names[st.ToMove()])
		}
		if st.Phase() == ikebana.PhaseStart {
			turns++
			test.Tap(tb.Draw)
			return
		}
		price, to := st.RefusePrice()
		want := fmt.Sprintf("Refuse: pay %d to %s", price, names[to])
		if tb.Refuse.Text != want {
			t.Fatalf("Refuse says %q, want %q", tb.Refuse.Text, want)
		}
		if turns%3 == 0 && st.Refusals() == 0 && !tb.Refuse.Disabled() {
			refusals++
			test.Tap(tb.Refuse)
		} else {
			test.Tap(tb.Keep)
		}
	})
	if handovers < turns || refusals == 0 {
		t.Errorf("%d hand-overs for %d turns, %d refusals; want one at least per turn and some refusals", handovers, turns, refusals)
	}
	st := m.State()
	ws := st.Winners()
	if !strings.Contains(a.Final.Headline, names[ws[0]]) {
		t.Errorf("the final headline %q does not name the winner %s", a.Final.Headline, names[ws[0]])
	}
	var refused bool
	for _, line := range m.Lines {
		refused = refused || strings.Contains(line, " refuses ") && (strings.Contains(line, "to Ana") || strings.Contains(line, "to Ben"))
		if strings.HasPrefix(line, "You ") {
			t.Errorf("pass-and-play narration speaks to \"you\": %q", line)
		}
	}
	stats, _ := a.h.Store.LoadIkebanaStats()
	if stats.PassGames != 1 || stats.Games != 0 || len(stats.Best.Cards) != 0 {
		t.Errorf("statistics after a pass-and-play game: %+v; want it counted apart only", stats)
	}
}

// TestLevelsPerComputer starts a 3-florist game with a different level for
// each computer from the new game screen: each level reaches its computer,
// the choice is remembered, and the seats survive leaving and resuming.
func TestLevelsPerComputer(t *testing.T) {
	dir := t.TempDir()
	a, sh := newTestApp(t, dir)
	a.Level = ""
	a.ShowNewGame()
	ng := a.NewGame
	ng.Players.SetSelectedIndex(1)
	ng.Kinds[1].SetSelectedIndex(1) // random
	ng.Kinds[2].SetSelectedIndex(3) // normal
	test.Tap(ng.Start)
	want := []string{"", "random", "normal"}
	check := func(m *Match, when string) {
		t.Helper()
		for p, lv := range want {
			if lv == "" {
				if m.Play.Seats()[p].Kind != match.Person || m.Save.Seats[p].Kind != store.SeatPerson {
					t.Errorf("%s: seat %d is not the player", when, p)
				}
				continue
			}
			if got := m.Play.Seats()[p]; got.Kind != match.Computer || got.Level != lv || m.Save.Seats[p].Level != lv {
				t.Errorf("%s: seat %d plays as %v (%q); want %s", when, p, got, m.Save.Seats[p].Level, lv)
			}
		}
	}
	check(a.Match(), "new game")
	if got := sh.settings.Ikebana.Seats; got[1].Level != want[1] || got[2].Level != want[2] {
		t.Errorf("settings remember seats %+v; want levels %v", got, want[1:])
	}
	if row := a.Table().rowOf(2).name.Text; !strings.Contains(row, "Normal") {
		t.Errorf("the row of computer 2 says %q; want its level", row)
	}
	for range 4 {
		test.Tap(a.Table().Draw)
		test.Tap(a.Table().Keep)
	}
	sh.back()
	b, _ := newTestApp(t, dir)
	b.Continue()
	if b.Match() == nil {
		t.Fatal("the game did not resume")
	}
	check(b.Match(), "resumed")
	n, _, _ := playThrough(t, b)
	if n != ikebana.Rounds {
		t.Errorf("%d rounds played after resuming, want %d", n, ikebana.Rounds)
	}
}

// TestVersion1Save resumes a save of the first envelope (one level for
// every computer, no seats): the player against computers of that level.
func TestVersion1Save(t *testing.T) {
	dir := t.TempDir()
	g, _ := ikebana.NewGame(ikebana.WithPlayers(3), ikebana.WithSeed(4))
	g.Apply(ikebana.Draw)
	text, _ := g.MarshalText()
	// the first envelope's fields, as version 1 wrote them
	if err := (store.Dir{Path: dir}).Write(store.IkebanaName, []byte(fmt.Sprintf(
		`{"version":1,"game":%q,"level":"normal","aiSeed":3,"savedAt":"2026-11-01T10:00:00Z"}`, text))); err != nil {
		t.Fatal(err)
	}
	a, sh := newTestApp(t, dir)
	a.Continue()
	m := a.Match()
	if m == nil {
		t.Fatalf("a version 1 save did not resume: Home says %q", sh.notice)
	}
	if m.Pass() || m.Play.Seats()[0].Kind != match.Person || m.Save.Seats[1].Level != "normal" || m.Save.Seats[2].Level != "normal" {
		t.Errorf("resumed seats %+v; want the player against two normal computers", m.Save.Seats)
	}
	if !m.MyTurn() || m.Game.Moves() < 1 {
		t.Errorf("the resumed game at %d moves does not wait for the player", m.Game.Moves())
	}
}

// TestFinalDescribed: the Bouquet-final option's description follows its
// value, and the choice starts the game with it.
func TestFinalDescribed(t *testing.T) {
	a, _ := newTestApp(t, t.TempDir())
	a.ShowNewGame()
	v := a.NewGame
	on, off := a.T("ikebanaapp.new.final.desc"), a.T("ikebanaapp.new.final.off")
	if v.Final.Checked || v.FinalDesc.Text != off {
		t.Fatalf("a first game: Final %v, %q; want off, %q", v.Final.Checked, v.FinalDesc.Text, off)
	}
	v.Final.SetChecked(true) // as a tap does
	if !v.Final.Checked || v.FinalDesc.Text != on {
		t.Fatalf("after a tap: Final %v, %q; want on, %q", v.Final.Checked, v.FinalDesc.Text, on)
	}
	test.Tap(v.Start)
	if m := a.Match(); m == nil || !m.State().Rules().Final {
		t.Fatal("the game did not start with the Bouquet final")
	}
}

// playByHand plays the match under way to its end through the widgets:
// Next on each round's scores, and on each hand-over screen handover
// checks it before its Show is tapped, on each person's turn turn checks
// the table and taps the move. It fails when nobody can move or the game
// does not end.
func playByHand(t *testing.T, a *App, handover func(v *HandoverView, st ikebana.State), turn func(tb *tableScreen, st ikebana.State)) {
	t.Helper()
	m := a.Match()
	for range 5000 {
		st := m.State()
		switch {
		case st.Phase() == ikebana.PhaseRoundOver || st.Phase() == ikebana.PhaseGameOver:
			test.Tap(a.Scores.Next)
			if st.GameOver() {
				return
			}
		case m.Handover():
			v := a.Handover
			handover(v, st)
			a.Handover = nil
			test.Tap(v.Show)
			a.Handover = nil
		case m.MyTurn():
			turn(a.Table(), st)
		default:
			t.Fatalf("nobody can move: phase %v, %v to move, viewer %v", st.Phase(), st.ToMove(), m.Viewer())
		}
	}
	t.Fatal("the game did not end")
}

// checkStandings checks the hand-over's standings: one line per florist
// naming him with his prestige, the highest first, the line of the person
// taking the phone marked.
func checkStandings(t *testing.T, v *HandoverView, st ikebana.State, names []string) {
	t.Helper()
	if len(v.Standings) != len(names) {
		t.Fatalf("standings %q; want one line per florist of %q", v.Standings, names)
	}
	seen := map[string]bool{}
	last := -1
	for i, line := range v.Standings {
		name, pts, ok := strings.Cut(line, " · ")
		p := slices.Index(names, name)
		if !ok || p < 0 || seen[name] {
			t.Fatalf("standings line %q names no florist of %q once", line, names)
		}
		seen[name] = true
		prestige := st.Prestige(ikebana.Seat(p))
		if pts != fmt.Sprintf("%d prestige", prestige) {
			t.Fatalf("standings line %q; want %s with %d prestige", line, name, prestige)
		}
		if i > 0 && prestige > last {
			t.Fatalf("standings %q are not the highest first", v.Standings)
		}
		last = prestige
		if (i == v.Mine) != (p == int(v.Who)) {
			t.Fatalf("standings %q mark line %d; want %s's", v.Standings, v.Mine, names[v.Who])
		}
	}
}
