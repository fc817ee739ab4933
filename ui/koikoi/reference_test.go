package koikoi

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/uitest"
)

// texts returns every text shown under o, in order (uitest.Texts), a
// preset choice read through its box and a card's picture skipped.
func texts(o fyne.CanvasObject) []string {
	return uitest.Texts(o, func(o fyne.CanvasObject) ([]fyne.CanvasObject, bool) {
		switch x := o.(type) {
		case *PresetChoice:
			return []fyne.CanvasObject{x.box}, true
		case *CardWidget:
			return nil, true
		}
		return nil, false
	})
}

func hasText(all []string, want string) bool {
	for _, s := range all {
		if s == want {
			return true
		}
	}
	return false
}

// TestReferenceSheets opens the sheets from the table's header in every
// language: the game's preset and changed option, its multipliers, every
// yaku with its points, how close each side is, and the 48 cards by month
// with name and rank; Close returns to the table.
func TestReferenceSheets(t *testing.T) {
	for _, lang := range i18n.Languages() {
		t.Run(lang.Code, func(t *testing.T) {
			a := newTutorialApp(t, t.TempDir(), lang.Code)
			ng := store.KoikoiNewGame{Preset: "rulebook", Options: map[string]string{"gaji": "on"}, Level: "easy", Mode: store.ModeComputer}
			if err := a.startNewGame(ng, 7); err != nil {
				t.Fatal(err)
			}
			if a.refButton == nil {
				t.Fatal("the table has no button to the reference sheets")
			}
			test.Tap(a.refButton)
			ref := a.Reference()
			if ref == nil || !ref.Pop.Visible() || len(ref.Tabs.Items) != 2 {
				t.Fatal("the sheets did not open with two tabs")
			}
			r := a.activeRules()
			ys := texts(ref.Tabs.Items[0].Content)
			joined := strings.Join(ys, "\n")
			for _, want := range []string{
				a.T("ui.rules.preset", M{"Preset": a.T("preset.rulebook.name")}),
				a.T("ui.ref.options", M{"Options": a.T("ui.rules.option", M{"Name": a.T("option.gaji.name"), "Value": a.T("option.value.on")})}),
				a.T("ui.ref.koi-self", M{"Mult": a.l().Number(r.KoiMultiplier(1, 0))}),
				a.T("term.you"), a.T("term.computer"),
			} {
				if !hasText(ys, want) {
					t.Errorf("yaku sheet lacks %q:\n%s", want, joined)
				}
			}
			for y := koikoi.Yaku(0); y < koikoi.NumYaku; y++ {
				if r.YakuExists(y) && !strings.Contains(joined, names.Yaku(a.l(), y)+a.T("ui.sep")) {
					t.Errorf("yaku sheet lacks %v", y)
				}
			}
			cs := texts(ref.Tabs.Items[1].Content)
			all := strings.Join(cs, " ")
			for m := 1; m <= 12; m++ {
				if !hasText(cs, names.Month(a.l(), m)) {
					t.Errorf("card sheet lacks %s", names.Month(a.l(), m))
				}
			}
			for _, c := range koikoi.AllCards() {
				name := names.Card(a.l(), c)
				if !strings.Contains(all, name) && !strings.Contains(strings.ReplaceAll(all, "  ", " "), name) {
					t.Errorf("card sheet lacks %q", name)
				}
			}
			if !strings.Contains(all, a.T("ui.ref.lightning-gaji")) {
				t.Errorf("card sheet does not say the lightning card is wild under these rules")
			}
			for _, s := range append(ys, cs...) {
				if leak.MatchString(s) || strings.Contains(s, "{{") || strings.Contains(s, "<no value>") {
					t.Errorf("sheet shows %q", s)
				}
			}
			test.Tap(ref.Close)
			if a.Reference() != nil || ref.Pop.Visible() {
				t.Error("Close left the sheets open")
			}
		})
	}
}

// TestRulesScreenSaysMultipliers checks that the Rules screen shows the
// page under the rules New game would start: their preset, chosen among
// the presets, and the options changed.
func TestRulesScreenSaysMultipliers(t *testing.T) {
	a := newTutorialApp(t, t.TempDir(), "en")
	a.settings().Koikoi = store.KoikoiNewGame{Preset: "sloper", Options: map[string]string{"tsukifuda": "on"}, Level: "easy", Mode: store.ModeComputer}
	a.ShowRules()
	shown := texts(a.h.Win.Content())
	for _, w := range []string{
		a.T("koikoirules.presets.chosen", M{"Preset": a.T("preset.sloper.name")}),
		a.T("ui.ref.options", M{"Options": a.T("option.tsukifuda.name") + ": " + a.T("option.value.on")}),
	} {
		if !hasText(shown, w) {
			t.Errorf("the Rules screen lacks %q", w)
		}
	}
}
