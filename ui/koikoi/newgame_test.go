package koikoi

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/i18n"
)

// TestPresetPicker checks the New game screen in every language: all four
// presets shown with their summary before any is chosen, a tap chooses,
// the hints note for a player with hints on (a new player's default), and
// each option's description saying what its current value does.
func TestPresetPicker(t *testing.T) {
	for _, lang := range i18n.Languages() {
		t.Run(lang.Code, func(t *testing.T) {
			a := newTutorialApp(t, t.TempDir(), lang.Code)
			if !a.settings().MoveHints {
				t.Fatal("hints are off for a new player")
			}
			a.ShowNewGame()
			shown := texts(a.h.Win.Content())
			for _, p := range koikoi.PresetNames {
				c := a.newGameRules.Presets[p]
				if c == nil {
					t.Fatalf("no choice for %s", p)
				}
				got := texts(c)
				if !hasText(got, a.T("preset."+p+".name")) || !hasText(got, a.T("preset."+p+".desc")) {
					t.Errorf("%s shows %q", p, got)
				}
				if c.Selected != (p == "standard") {
					t.Errorf("%s selected %v", p, c.Selected)
				}
			}
			if !hasText(shown, a.T("ui.newgame.hints")) {
				t.Error("the hints note is missing")
			}
			test.Tap(a.newGameRules.Presets["museum"])
			if !a.newGameRules.Presets["museum"].Selected || a.newGameRules.Presets["standard"].Selected {
				t.Fatal("a tap did not choose the preset")
			}
			// Every option's description follows its value.
			r := koikoi.MustPreset("museum")
			for _, name := range koikoi.OptionNames {
				sel := a.newGameRules.Pickers[name]
				if name == "rounds" {
					continue
				}
				if sel == nil {
					t.Fatalf("no picker for %s", name)
				}
				cur, _ := r.Get(name)
				if !hasText(texts(a.h.Win.Content()), optionDesc(a.l(), name, cur)) {
					t.Errorf("%s=%s: description %q not shown", name, cur, optionDesc(a.l(), name, cur))
				}
				for i, v := range koikoi.OptionValues(name) {
					if optionDesc(a.l(), name, v) == a.T("option."+name+".desc") {
						t.Errorf("%s=%s has no description of its own", name, v)
					}
					sel.SetSelectedIndex(i)
					if !hasText(texts(a.h.Win.Content()), optionDesc(a.l(), name, v)) {
						t.Errorf("%s=%s: description not shown after the change", name, v)
					}
				}
			}
			test.Tap(a.newGameStart)
			if a.match == nil || a.activeRules().Name != "museum" {
				t.Errorf("the game did not start with the chosen preset")
			}
		})
	}
}
