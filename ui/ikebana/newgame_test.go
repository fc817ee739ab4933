package ikebana

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

// TestHintsBoxRemembered: the New game screen's "Hints and chances of
// winning" boxes come back as each seat's person left them, and the
// phone owner's is kept in the settings (saved), for the next tables.
func TestHintsBoxRemembered(t *testing.T) {
	a, sh := newTestApp(t, t.TempDir())
	a.ShowNewGame()
	ng := a.NewGame
	ng.Players.SetSelectedIndex(1) // 3 florists
	ng.Kinds[1].SetSelectedIndex(0)
	ng.Kinds[2].SetSelectedIndex(2)
	ng.Hints[0].SetChecked(true)
	ng.Hints[1].SetChecked(false)
	test.Tap(ng.Start)
	a.ShowNewGame()
	if got := []bool{a.NewGame.Hints[0].Checked, a.NewGame.Hints[1].Checked}; !got[0] || got[1] {
		t.Errorf("the boxes came back %v; want [true false]", got)
	}
	saved, err := sh.store.LoadSettings()
	if err != nil || !saved.IkebanaPrefs.Hints {
		t.Errorf("the saved settings' hints: %v (%v); want on", saved.IkebanaPrefs.Hints, err)
	}
}
