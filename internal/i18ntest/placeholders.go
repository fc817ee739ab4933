package i18ntest

import (
	"regexp"
	"slices"
)

// placeholder is a {{.Name}} of a message template, or a form of it
// ({{.Card.Acc}}: the placeholder is Card).
var placeholder = regexp.MustCompile(`{{\s*\.(\w+)(?:\.\w+)?\s*}}`)

// Placeholders returns the sorted, distinct placeholder names of a text.
func Placeholders(s string) []string {
	var names []string
	for _, m := range placeholder.FindAllStringSubmatch(s, -1) {
		names = append(names, m[1])
	}
	slices.Sort(names)
	return slices.Compact(names)
}

// Strip returns s without its placeholders.
func Strip(s string) string { return placeholder.ReplaceAllString(s, "") }
