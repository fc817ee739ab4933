package lesson

import (
	"fmt"

	"github.com/koikoi-app/koikoi/internal/noun"
)

// Localizer is what Render needs from a translator; *i18n.Localizer
// implements it.
type Localizer interface {
	T(id string, data ...map[string]any) string
	N(id string, count int, data ...map[string]any) string
	Number(n int) string
}

// Render returns message id in l's language, its data filled in: each
// value goes through game, which says how to show the game's own types
// (ok false for a value it does not know), then an int is a number in the
// player's language, a string is shown as it is, a noun.Noun goes to the
// template whole (which names the form it needs: {{.Card.Acc}}) and
// anything else as fmt.Sprint shows it. An empty id renders as "".
func Render(l Localizer, id string, data map[string]any, game func(v any) (s string, ok bool)) string {
	if id == "" {
		return ""
	}
	if len(data) == 0 {
		return l.T(id)
	}
	d := make(map[string]any, len(data))
	for k, v := range data {
		d[k] = value(l, v, game)
	}
	return l.T(id, d)
}

// value shows one value of a text's data.
func value(l Localizer, v any, game func(any) (string, bool)) any {
	if game != nil {
		if s, ok := game(v); ok {
			return s
		}
	}
	switch v := v.(type) {
	case int:
		return l.Number(v)
	case string, noun.Noun:
		return v
	}
	return fmt.Sprint(v)
}
