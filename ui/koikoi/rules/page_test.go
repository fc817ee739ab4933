package rules

import (
	"image/color"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/ui/uitest"
)

// noCards draws each card as a plain rectangle: the tests read the texts.
type noCards struct{}

func (noCards) Card(koikoi.Card, *koikoi.Rules) fyne.CanvasObject {
	return canvas.NewRectangle(color.Black)
}

// texts returns every text shown under o, in order (uitest.Texts).
func texts(o fyne.CanvasObject) []string { return uitest.Texts(o, nil) }

// TestPageExplainsTheGame makes the page under each preset in every
// language: every section is there, and the numbers are the preset's.
func TestPageExplainsTheGame(t *testing.T) {
	for _, lang := range []string{"en", "fr", "es", "de", "ja"} {
		for _, name := range koikoi.PresetNames {
			l := i18n.New(lang)
			r := koikoi.MustPreset(name)
			text := strings.Join(texts(Page(l, &r, noCards{})), "\n")
			f, err := newRuleFacts(&r)
			if err != nil {
				t.Fatal(err)
			}
			for _, id := range []string{"koikoirules.goal.title", "koikoirules.cards.title", "koikoirules.deal.title", "koikoirules.turn.title",
				"koikoirules.match.title", "koikoirules.pile.title", "koikoirules.yaku.title", "koikoirules.koikoi.title",
				"koikoirules.draw.title", "koikoirules.end.title", "koikoirules.presets.title"} {
				if !strings.Contains(text, l.T(id)) {
					t.Errorf("%s %s: no section %q", lang, name, l.T(id))
				}
			}
			deal := l.T("koikoirules.deal", map[string]any{"Hand": l.Number(f.Hand), "Field": l.Number(f.Field), "Pile": l.Number(f.Pile)})
			if !strings.Contains(text, deal) {
				t.Errorf("%s %s: the deal is not stated as %q", lang, name, deal)
			}
			seven := l.T("koikoirules.seven", map[string]any{"Points": l.N("count.points", f.SevenAt)})
			if strings.Contains(text, seven) != r.SevenDoubles {
				t.Errorf("%s %s: doubling line shown %v, rule %v", lang, name, !r.SevenDoubles, r.SevenDoubles)
			}
			for _, p := range koikoi.PresetNames {
				if !strings.Contains(text, l.T("preset."+p+".name")) {
					t.Errorf("%s %s: preset %s not compared", lang, name, p)
				}
			}
		}
	}
}

// TestCloseness checks the yaku sheet's "how close" lines against the
// rules' own progress.
func TestCloseness(t *testing.T) {
	l := i18n.New("en")
	r := koikoi.MustPreset("standard")
	caps := koikoi.SetOf(koikoi.CraneCard, koikoi.MoonCard)
	var made koikoi.YakuList
	got := texts(container.NewVBox(closeness(l, &r, "You", caps, made, 1)...))
	want := l.T("ui.ref.progress", map[string]any{"Yaku": names.Yaku(l, koikoi.Sanko), "Have": "2", "Need": "3"})
	if len(got) != 2 || got[0] != "You" || !strings.Contains(got[1], want) {
		t.Errorf("closeness = %q; want %q", got, want)
	}
	got = texts(container.NewVBox(closeness(l, &r, "You", 0, made, 1)...))
	if got[1] != l.T("ui.ref.nothing") {
		t.Errorf("closeness of nothing = %q", got)
	}
}

// TestPageSaysMultipliers checks that the rules page, like the yaku
// sheet, names the options changed and what multiplies a score.
func TestPageSaysMultipliers(t *testing.T) {
	l := i18n.New("en")
	r := koikoi.MustPreset("sloper")
	r.Set("tsukifuda", "on")
	shown := texts(Page(l, &r, noCards{}))
	f, err := newRuleFacts(&r)
	if err != nil {
		t.Fatal(err)
	}
	want := append(scoringLines(l, &r, &f), l.T("ui.ref.options", map[string]any{"Options": l.T("option.tsukifuda.name") + ": " + l.T("option.value.on")}))
	for _, w := range want {
		if !slices.Contains(shown, w) {
			t.Errorf("the rules page lacks %q", w)
		}
	}
}

// TestSheets checks the reference sheets' content in every language:
// every yaku of the rules with its points, the 48 cards by month with
// their names, and the lightning card's line under the Gaji.
func TestSheets(t *testing.T) {
	for _, lang := range i18n.Languages() {
		l := i18n.New(lang.Code)
		r := koikoi.MustPreset("rulebook")
		r.Set("gaji", "on")
		ys := texts(YakuSheet(l, &r, nil, "", ""))
		for y := koikoi.Yaku(0); y < koikoi.NumYaku; y++ {
			if r.YakuExists(y) && !slices.Contains(ys, names.Yaku(l, y)+l.T("ui.sep")+yakuPoints(l, &r, y)) {
				t.Errorf("%s: the yaku sheet lacks %v with its points", lang.Code, y)
			}
		}
		cs := texts(CardSheet(l, &r, 360, noCards{}))
		all := strings.Join(cs, " ")
		for m := 1; m <= 12; m++ {
			if !slices.Contains(cs, names.Month(l, m)) {
				t.Errorf("%s: the card sheet lacks %s", lang.Code, names.Month(l, m))
			}
		}
		for _, c := range koikoi.AllCards() {
			name := names.Card(l, c)
			if !strings.Contains(all, name) && !strings.Contains(strings.ReplaceAll(all, "  ", " "), name) {
				t.Errorf("%s: the card sheet lacks %q", lang.Code, name)
			}
		}
		if !strings.Contains(all, lightningLine(l, &r)) {
			t.Errorf("%s: the card sheet does not say the lightning card is wild under these rules", lang.Code)
		}
	}
}
