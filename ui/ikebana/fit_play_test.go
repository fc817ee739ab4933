package ikebana

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/store"
)

// TestFitPlay shows the screens of pass-and-play, levels per computer and
// statistics at phone, landscape and tablet sizes in every language, with
// five florists and the longest names allowed.
func TestFitPlay(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	long := strings.Repeat("W", maxName)
	names := []string{long, "Ana", long, "Ben", long}
	over5, err := ikebana.NewGame(ikebana.WithPlayers(5), ikebana.WithSeed(9), ikebana.WithBouquetFinal(true))
	if err != nil {
		t.Fatal(err)
	}
	for !over5.State().GameOver() {
		if st := over5.State(); st.Phase() == ikebana.PhaseRoundOver {
			over5.NextRound()
		} else {
			over5.Apply(st.LegalMoves()[len(st.LegalMoves())-1])
		}
	}
	eachFitWindow(t, func(name string, sz fyne.Size, a *App, sh *testShell) {
		sh.settings.IkebanaPrefs = store.IkebanaPrefs{Hints: true, FullHandover: true}
		sh.settings.Ikebana = store.IkebanaNewGame{Mode: store.ModeComputer, Players: 5, Level: "normal",
			Levels: []string{"random", "easy", "normal", "hard"}}
		a.ShowNewGame()
		if n := len(a.NewGame.Kinds); n != 5 {
			t.Fatalf("%s: %d seat pickers", name, n)
		}
		checkFit(t, name+" new game against the computer", sh.win, sz, true)
		for i, e := range a.NewGame.Names {
			a.NewGame.Kinds[i].SetSelectedIndex(0)
			e.SetText(names[i])
		}
		checkFit(t, name+" new game, pass-and-play", sh.win, sz, true)

		// a 5-person game some turns in: the hand-over, then the table
		// of a person in another seat than the first
		if err := a.Start(store.IkebanaNewGame{Mode: store.ModePass, Players: 5, Names: names}, 21); err != nil {
			t.Fatal(err)
		}
		m := a.Match()
		// with that game under way, a new one asks first
		a.ShowNewGame()
		test.Tap(a.NewGame.Start)
		checkFit(t, name+" new game, abandon asked", sh.win, sz, true)
		test.Tap(a.NewGame.Keep)
		a.Continue()
		m = a.Match()
		for i := 0; i < 12 || m.Viewer() == 0; i++ {
			if m.Handover() {
				test.Tap(a.Handover.Show)
			}
			tb := a.Table()
			if m.State().Phase() == ikebana.PhaseStart {
				test.Tap(tb.Draw)
			} else {
				test.Tap(tb.Keep)
			}
		}
		if !m.Handover() || len(a.Handover.Lines) == 0 {
			t.Fatalf("%s: no hand-over with news", name)
		}
		if v := a.Handover; len(v.Standings) != 5 || !strings.HasPrefix(v.Standings[v.Mine], names[v.Who]+" · ") || len(v.Bouquet) == 0 {
			t.Fatalf("%s: the hand-over to seat %v shows standings %q (line %d marked) and bouquet %v", name, v.Who, v.Standings, v.Mine, v.Bouquet)
		}
		checkFit(t, name+" hand-over", sh.win, sz, true)
		test.Tap(a.Handover.Show)
		checkFit(t, name+" pass-and-play table", sh.win, sz, false)
		checkCards(t, name+" pass-and-play table", a.Table())

		// the final standings of a shared win between people
		over := finished(t, func(ws []ikebana.Seat) bool { return len(ws) == 2 })
		sv := store.IkebanaSave{Mode: store.ModePass, Seats: []store.IkebanaSeat{{Kind: store.SeatPerson, Name: long}, {Kind: store.SeatPerson, Name: long}}}
		om, err := newMatch(over, sv)
		if err != nil {
			t.Fatal(err)
		}
		a.start(om)
		test.Tap(a.Scores.Next)
		checkFit(t, name+" pass-and-play final standings", sh.win, sz, true)

		// five florists' scores and standings against the computer
		a.StartGame(over5, "hard")
		checkFit(t, name+" five florists' last scores", sh.win, sz, true)
		test.Tap(a.Scores.Next)
		checkFit(t, name+" five florists' final standings", sh.win, sz, true)

		stats := store.IkebanaStats{PassGames: 3}
		for n := 2; n <= ikebana.MaxPlayers; n++ {
			stats.AddGame(store.IkebanaResult{Players: n, Place: 1, Prestige: 40, Rivals: []store.IkebanaRival{{Level: "hard", Cmp: 1}}})
			stats.AddGame(store.IkebanaResult{Players: n, Place: 1, Shared: true, Prestige: 35, Rivals: []store.IkebanaRival{{Level: "normal", Cmp: 0}}})
			stats.AddGame(store.IkebanaResult{Players: n, Place: n, Prestige: 12, Rivals: []store.IkebanaRival{{Level: "easy", Cmp: -1}}})
			stats.AddGame(store.IkebanaResult{Players: n, Abandoned: true, Rivals: []store.IkebanaRival{{Level: "random"}}})
		}
		best, _ := ikebana.ParseCard("multi-5")
		b := ikebana.SetOf(best)
		for _, id := range []string{"red-1a", "red-2a", "red-3a", "red-4a"} {
			c, _ := ikebana.ParseCard(id)
			b = b.Add(c)
		}
		stats.AddBouquet(b, 4)
		a.h.Store.SaveIkebanaStats(stats)
		a.ShowStats()
		checkFit(t, name+" statistics", sh.win, sz, true)
		test.Tap(a.Stats.Reset)
		checkFit(t, name+" statistics, reset asked", sh.win, sz, true)
	})
}
