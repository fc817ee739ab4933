package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/store"
)

// TestIkebanaFromHome opens Ikebana from Home, starts a game, goes back
// Home with the back key (the game saved) and continues it.
func TestIkebanaFromHome(t *testing.T) {
	dir := storeDir(t)
	a := newTestApp(t, dir)
	a.Ikebana.Sync, a.Ikebana.Level = true, "easy"
	if _, ok := a.homeButtons["ikebana.continue"]; ok {
		t.Fatal("Home offers to continue an Ikebana game that does not exist")
	}
	test.Tap(a.homeButtons["ikebana.new"])
	if a.Ikebana.NewGame == nil {
		t.Fatal("New Ikebana game shows no new game screen")
	}
	no := a.Ikebana.Tutorial().OfferButtons["no"]
	if no == nil {
		t.Fatal("a new player's first New game does not offer the tutorial")
	}
	test.Tap(no)
	a.Ikebana.NewGame.Players.SetSelectedIndex(1) // 3 florists
	test.Tap(a.Ikebana.NewGame.Start)
	m := a.Ikebana.Match()
	if m == nil || m.State().Players() != 3 {
		t.Fatal("Start did not start a 3-florist game")
	}
	if !m.MyTurn() || m.State().Phase() != ikebana.PhaseStart {
		t.Fatal("the computer did not play up to the player's turn")
	}
	test.Tap(a.Ikebana.Table().Draw)
	moves := m.Game.Moves()
	a.Back()
	if a.Ikebana.Match() != nil || a.homeButtons["ikebana.continue"] == nil {
		t.Fatal("the back key did not go Home with the game saved")
	}
	test.Tap(a.homeButtons["ikebana.continue"])
	if m := a.Ikebana.Match(); m == nil || m.Game.Moves() != moves || m.State().Phase() != ikebana.PhaseDrawn {
		t.Fatal("Continue did not resume the game where it was left")
	}
	a.saveGame() // leaving the foreground saves without a fuss
	if !a.Store.HasIkebana() {
		t.Error("no Ikebana save after leaving the foreground")
	}
}

// TestIkebanaEndCelebrated: the final standings play the shell's moment of
// the game's end once, a win for the player when he has the most prestige
// (alone or tied).
func TestIkebanaEndCelebrated(t *testing.T) {
	a := newTestApp(t, storeDir(t))
	g, err := ikebana.NewGame(ikebana.WithPlayers(2), ikebana.WithSeed(12))
	if err != nil {
		t.Fatal(err)
	}
	for !g.State().GameOver() {
		st := g.State()
		if st.Phase() == ikebana.PhaseRoundOver {
			g.NextRound()
			continue
		}
		g.Apply(st.LegalMoves()[0])
	}
	if err := a.Ikebana.StartGame(g, "easy"); err != nil {
		t.Fatal(err)
	}
	a.moment = nil
	test.Tap(a.Ikebana.Scores.Next)
	st := g.State()
	if a.moment == nil || a.moment.Won != st.Wins(0) {
		t.Fatalf("moment %v, want one with won=%v", a.moment, st.Wins(0))
	}
	first := a.moment
	a.Refresh()
	if a.moment != first {
		t.Error("the end was celebrated again when the screen was rebuilt")
	}
}

// TestIkebanaSettings: Settings has an Ikebana section of its own, hints
// off in games and on in the lessons, the banner rather than the full
// hand-over screen; a switch saves at once, and Ikebana's new game screen
// offers each person the hints the setting says.
func TestIkebanaSettings(t *testing.T) {
	dir := storeDir(t)
	a := newTestApp(t, dir)
	a.ShowSettings()
	s := a.settingsIkebana
	if s.Hints == nil || s.Hints.Checked || !s.LessonHints.Checked || s.Handover.Checked {
		t.Fatalf("Ikebana's settings: hints %v, lesson hints %v, full hand-over %v; want off, on, off",
			s.Hints != nil && s.Hints.Checked, s.LessonHints != nil && s.LessonHints.Checked, s.Handover != nil && s.Handover.Checked)
	}
	if a.Settings.MoveHints != true {
		t.Error("Koi-Koi's hints changed with Ikebana's")
	}
	s.Hints.SetChecked(true) // as a tap on its box does
	s.Handover.SetChecked(true)
	back, _ := store.New(store.Dir{Path: dir}).LoadSettings()
	if want := (store.IkebanaPrefs{Hints: true, LessonHints: true, FullHandover: true}); back.IkebanaPrefs != want {
		t.Errorf("saved %+v; want %+v", back.IkebanaPrefs, want)
	}
	a.Ikebana.ShowNewGame()
	if ng := a.Ikebana.NewGame; !ng.Hints[0].Checked {
		t.Error("with hints on in Settings, the new game screen does not offer them to the player")
	}
}
