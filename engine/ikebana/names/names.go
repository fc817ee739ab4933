package names

import (
	"strings"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/internal/noun"
)

// Localizer translates message ids; *i18n.Localizer is one.
type Localizer interface {
	T(id string, data ...map[string]any) string
	N(id string, count int, data ...map[string]any) string
}

// Colour names a colour: "red".
func Colour(l Localizer, c ikebana.Colour) string { return l.T("ikebana.colour." + c.String()) }

// NounLocalizer is a Localizer that also gives a name the forms a
// sentence puts it in; *i18n.Localizer is one.
type NounLocalizer interface {
	Localizer
	NounWith(id string, data map[string]any) noun.Noun
}

// Card names a card as a label shows it: "red 3", "joker 5" (the jokers'
// word is the same everywhere: narration, hints, lessons, rules).
func Card(l Localizer, c ikebana.Card) string { return l.T(cardMessage(l, c)) }

// CardNoun names a card for a sentence, with its article and in the
// case the template asks for ({{.Card}}: "the red 3", "le 5 rouge",
// "el 5 rojo"; {{.Card.Dat}}: "der Rot 3"); its Name is Card's label.
func CardNoun(l NounLocalizer, c ikebana.Card) noun.Noun { return l.NounWith(cardMessage(l, c)) }

// cardMessage is the message that names card c, and its data.
func cardMessage(l Localizer, c ikebana.Card) (string, map[string]any) {
	if c.Joker() {
		return "ikebana.card.joker", map[string]any{"Value": c.Value()}
	}
	return "ikebana.card", map[string]any{"Colour": Colour(l, c.Colour()), "Value": c.Value()}
}

// Combos names a score's combinations: "run 2-5 + pair of 3s".
func Combos(l Localizer, sc ikebana.Score) string {
	var parts []string
	for _, c := range sc.Combinations() {
		data := map[string]any{"Value": c.Value, "From": c.Value, "To": c.Value + c.Size - 1}
		parts = append(parts, l.T("ikebana.combo."+c.Kind.String(), data))
	}
	if len(parts) == 0 {
		return l.T("ikebana.combo.none")
	}
	return strings.Join(parts, " + ")
}

// Colours names a score's colour multiplier: "2 colours ×2".
func Colours(l Localizer, sc ikebana.Score) string {
	return l.N("ikebana.colours", sc.Colours, map[string]any{"Multiplier": sc.Multiplier})
}
