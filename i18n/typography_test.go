package i18n

import (
	"regexp"
	"strings"
	"testing"
)

// eachText calls f with every text of language code (descriptions aside).
func eachText(t *testing.T, code string, f func(id, text string)) {
	t.Helper()
	msgs, err := Messages(code)
	if err != nil {
		t.Fatal(err)
	}
	for id, fields := range msgs {
		for field, text := range fields {
			if field != "description" {
				f(id, text)
			}
		}
	}
}

// TestFrenchApostrophe: French writes one apostrophe, the typographic ’,
// everywhere ("l’ordinateur", never "l'ordinateur").
func TestFrenchApostrophe(t *testing.T) {
	eachText(t, "fr", func(id, text string) {
		if strings.Contains(text, "'") {
			t.Errorf("fr %s writes ' rather than ’: %q", id, text)
		}
	})
}

// roundKai finds a round counted with 回 ("第2回"): Japanese says 局 for a
// round, as the table's header does.
var roundKai = regexp.MustCompile(`第\{\{[^}]*\}\}回`)

// TestJapaneseOneStyle: Japanese separates with one middle dot, ・ (as
// its month names do), never " · ", and counts rounds in 局.
func TestJapaneseOneStyle(t *testing.T) {
	eachText(t, "ja", func(id, text string) {
		if strings.Contains(text, "·") {
			t.Errorf("ja %s separates with · rather than ・: %q", id, text)
		}
		if roundKai.MatchString(text) {
			t.Errorf("ja %s counts a round in 回 rather than 局: %q", id, text)
		}
	})
}

// TestComputerCapturesElide: the computer's captures have a phrase of
// their own, so that no language puts its name where an article or an
// elision is due ("Prises de Ordinateur").
func TestComputerCapturesElide(t *testing.T) {
	eachText(t, "fr", func(id, text string) {
		if strings.Contains(text, "de Ordinateur") || strings.Contains(text, "de ordinateur") {
			t.Errorf("fr %s: %q", id, text)
		}
	})
	if got := New("fr").T("table.caps.computer"); got != "Prises de l’ordinateur" {
		t.Errorf("fr table.caps.computer = %q", got)
	}
}
