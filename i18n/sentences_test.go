package i18n_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/names"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/internal/i18ntest"
)

// lowerAfterStop is a full stop, then a sentence starting in lower case.
var lowerAfterStop = regexp.MustCompile(`\. +\p{Ll}`)

// abbreviations end in a full stop without ending the sentence.
var abbreviations = []string{"e.g.", "i.e.", "etc.", "z. B.", "d. h.", "p. ej.", "cf.", "vs."}

// TestSentencesCapitalised renders every message of the languages that
// write capitals (in every plural form) with sample arguments as the game
// gives them, the names of cards and colours among them (lower case in
// the middle of a sentence: "red 3"), and fails on a sentence that starts
// in lower case after a full stop. Placeholders that start a sentence get
// the sentence's own capital from the text around them: the fix is a
// sentence that does not start with one.
func TestSentencesCapitalised(t *testing.T) {
	for _, code := range []string{"en", "fr", "es", "de"} {
		l := i18n.New(code)
		msgs, err := i18n.Messages(code)
		if err != nil {
			t.Fatal(err)
		}
		samples := sampleArgs(l)
		for id, forms := range msgs {
			for form, text := range forms {
				if form == "description" {
					continue
				}
				data := map[string]any{}
				for _, p := range i18ntest.Placeholders(text) {
					data[p] = sample(samples, id, p)
				}
				var out string
				switch form {
				case "one":
					out = l.N(id, 1, data)
				case "other":
					if _, plural := forms["one"]; plural {
						out = l.N(id, 3, data)
					} else {
						out = l.T(id, data)
					}
				default:
					continue
				}
				clean := out
				for _, a := range abbreviations {
					clean = strings.ReplaceAll(clean, a, "")
				}
				if loc := lowerAfterStop.FindStringIndex(clean); loc != nil {
					t.Errorf("%s %s (%s): a sentence starts in lower case: %q", code, id, form, out)
				}
			}
		}
	}
}

// sampleArgs are the values placeholders take, by name, for the
// Ikebana messages (key "ikebana.Name") and the others ("Name").
func sampleArgs(l *i18n.Localizer) map[string]any {
	card := func(id string) string {
		c, _ := ikebana.ParseCard(id)
		return names.Card(l, c)
	}
	noun := func(id string) i18n.Noun {
		c, _ := ikebana.ParseCard(id)
		return names.CardNoun(l, c)
	}
	b := ikebana.SetOf()
	for _, id := range []string{"red-1a", "red-2a", "red-3a", "blue-3a", "multi-5"} {
		c, _ := ikebana.ParseCard(id)
		b = b.Add(c)
	}
	sc, _ := ikebana.ScoreBouquet(b, false)
	crane := l.Noun("card.jan-crane")
	s := map[string]any{
		"Card": crane, "Cards": crane, "Took": crane, "Held": crane, "First": crane, "Second": crane, "Month": l.T("month.1"), "Yaku": l.T("yaku.sanko.name"), "Kind": l.T("kind.bright"),
		"ikebana.Card": noun("red-3a"), "ikebana.Drawn": card("green-2a"), "ikebana.Best": noun("yellow-5"), "ikebana.Prev": noun("multi-5"),
		"ikebana.Cards": card("red-3a") + ", " + card("multi-5"), "ikebana.List": card("red-3a") + ", " + card("blue-4a"),
		"ikebana.Colour": names.Colour(l, ikebana.Red), "ikebana.Combos": names.Combos(l, sc), "ikebana.Colours": names.Colours(l, sc),
		"ikebana.To": l.T("ikebana.name.you.to"), "ikebana.From": l.T("ikebana.name.you.from"),
		"ikebana.Level": l.T("level.easy.name"),
	}
	return s
}

// sample is the value of placeholder p in message id: the Ikebana one
// for an Ikebana message, else the general one, else a number (most
// placeholders are counts and points).
func sample(s map[string]any, id, p string) any {
	if strings.HasPrefix(id, "ikebana") {
		if v, ok := s["ikebana."+p]; ok {
			return v
		}
	}
	if v, ok := s[p]; ok {
		return v
	}
	return "3"
}
