package i18ntest

import (
	"strings"
	"testing"
	"unicode"

	"github.com/koikoi-app/koikoi/i18n"
)

// NoNumbers fails t for every message whose id starts with prefix (a
// rules page's, "koikoirules.") that types a number in any language, out
// of its placeholders: every number of such a page comes from the engine.
// It fails too when a language has no such message.
func NoNumbers(t testing.TB, prefix string) {
	t.Helper()
	for _, lang := range i18n.Languages() {
		msgs, err := i18n.Messages(lang.Code)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for id, fields := range msgs {
			if !strings.HasPrefix(id, prefix) {
				continue
			}
			n++
			for field, text := range fields {
				if field != "description" && strings.IndexFunc(Strip(text), unicode.IsDigit) >= 0 {
					t.Errorf("%s %s types a number: %q", lang.Code, id, text)
				}
			}
		}
		if n == 0 {
			t.Errorf("%s: no %s texts", lang.Code, prefix)
		}
	}
}
