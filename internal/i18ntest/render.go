package i18ntest

import (
	"regexp"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/i18n"
)

// Localizers returns a localizer for every language, in the order of
// i18n.Languages.
func Localizers() []*i18n.Localizer {
	var ls []*i18n.Localizer
	for _, l := range i18n.Languages() {
		ls = append(ls, i18n.New(l.Code))
	}
	return ls
}

// Rendered fails t when s, the text of message id rendered in the language
// lang, is empty, is the id itself, shows a message id (leak matches) or
// leaves a placeholder unfilled.
func Rendered(t testing.TB, where, id, lang, s string, leak *regexp.Regexp) {
	t.Helper()
	if s == "" || s == id || leak.MatchString(s) || strings.Contains(s, "<no value>") || strings.Contains(s, "{{") {
		t.Errorf("%s: %s renders %q in %s", where, id, s, lang)
	}
}
