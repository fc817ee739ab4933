package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/test"
)

// TestIkebanaRulesBack opens the Ikebana rules page from Home and from the
// table, and checks where the back key (Android's, then Escape) takes the
// player: Home from Home; back to the same game, still under way, from the
// table.
func TestIkebanaRulesBack(t *testing.T) {
	for _, key := range []fyne.KeyName{mobile.KeyBack, fyne.KeyEscape} {
		t.Run(string(key), func(t *testing.T) {
			a := newTestApp(t, storeDir(t))
			a.Ikebana.Sync, a.Ikebana.Level = true, "easy"
			test.Tap(a.homeButtons["ikebana.rules"])
			if !showing(a, a.T("ikebanarules.goal.title")) {
				t.Fatal("Home's Ikebana rules button shows no rules page")
			}
			pressBack(a, key)
			if !showing(a, a.T("ui.home.header")) || showing(a, a.T("ikebanarules.goal.title")) {
				t.Fatal("the back key from the rules page did not return Home")
			}

			test.Tap(a.homeButtons["ikebana.new"])
			if no := a.Ikebana.Tutorial().OfferButtons["no"]; no != nil {
				test.Tap(no) // a new player's first game offers the tutorial
			}
			test.Tap(a.Ikebana.NewGame.Start)
			m := a.Ikebana.Match()
			test.Tap(a.Ikebana.Table().Draw)
			moves := m.Game.Moves()
			onTable := func() bool {
				return a.Ikebana.Match() == m && m.Game.Moves() == moves && a.Ikebana.Table() != nil &&
					a.Ikebana.Table().Keep.Visible() && !showing(a, a.T("ikebanarules.goal.title"))
			}
			test.Tap(a.Ikebana.Rules.Open)
			if !showing(a, a.T("ikebanarules.goal.title")) {
				t.Fatal("the table's rules control shows no rules page")
			}
			pressBack(a, key)
			if !onTable() {
				t.Fatal("the back key from the rules page did not return to the game where the player left it")
			}
			test.Tap(a.Ikebana.Rules.Open)
			test.Tap(a.Ikebana.Rules.Close)
			if !onTable() {
				t.Fatal("Close did not return to the game where the player left it")
			}
			pressBack(a, key) // and the table's back still goes Home, the game saved
			if a.Ikebana.Match() != nil || a.homeButtons["ikebana.continue"] == nil {
				t.Fatal("the back key from the table did not go Home with the game saved")
			}
		})
	}
}
