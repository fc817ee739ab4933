package i18n_test

import (
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/i18n"
)

// TestIkebanaTerms: each language calls Ikebana's things by one word
// everywhere (the joker is not also "multicolour", a run not also a
// "Reihe"), and German writes no "Fünfling".
func TestIkebanaTerms(t *testing.T) {
	banned := map[string][]string{
		"en": {"multicolour", "multicolor"},
		"fr": {"multicolore"},
		"es": {"multicolor"},
		"de": {"Bunt", "bunt", "Fünfling", "Reihen:", "die Reihen", "Paare, Reihen"},
		"ja": {"多色"},
	}
	for code, words := range banned {
		msgs, err := i18n.Messages(code)
		if err != nil {
			t.Fatal(err)
		}
		for id, forms := range msgs {
			if !strings.HasPrefix(id, "ikebana") {
				continue
			}
			for form, text := range forms {
				for _, w := range words {
					if form != "description" && strings.Contains(text, w) {
						t.Errorf("%s %s: %q says %q", code, id, text, w)
					}
				}
			}
		}
	}
}
