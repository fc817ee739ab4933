package i18n_test

import (
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/i18n"
)

// TestEngineIDs checks that every id the engine hands to the UI (cards,
// ranks, yaku, presets, options and their values) has a translation in every
// language. The engine is imported by this test only: i18n itself does not
// depend on it.
func TestEngineIDs(t *testing.T) {
	for _, lang := range i18n.Languages() {
		l := i18n.New(lang.Code)
		check := func(id, got string) {
			t.Helper()
			if got == "" || got == id {
				t.Errorf("%s: %q does not resolve (got %q)", lang.Code, id, got)
			}
		}
		for _, c := range koikoi.AllCards() {
			check("card."+c.String(), names.Card(l, c))
			check("kind."+c.Kind().String(), names.Kind(l, c.Kind()))
			if m := names.Month(l, c.Month()); strings.HasPrefix(m, "month.") {
				t.Errorf("%s: month %d does not resolve", lang.Code, c.Month())
			}
		}
		for y := koikoi.Yaku(0); y < koikoi.NumYaku; y++ {
			id := y.String()
			check("yaku."+id+".name", names.Yaku(l, y))
			check("yaku."+id+".desc", names.YakuDescription(l, y))
		}
		for _, p := range koikoi.PresetNames {
			check("preset."+p+".name", l.T("preset."+p+".name"))
			check("preset."+p+".desc", l.T("preset."+p+".desc"))
		}
		for _, o := range koikoi.OptionNames {
			check("option."+o+".name", l.T("option."+o+".name"))
			check("option."+o+".desc", l.T("option."+o+".desc"))
			for _, v := range koikoi.OptionValues(o) {
				if o == "rounds" {
					continue // shown with N("option.value.rounds", n)
				}
				check("option.value."+v, l.T("option.value."+v))
			}
		}
	}
}
