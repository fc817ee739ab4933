// Package noun holds the forms a sentence gives a name (Noun): the
// i18n package fills them from its tables, and packages that may not
// import i18n (a game's lessons) pass them on to its templates.
package noun

import (
	"unicode"
	"unicode/utf8"
)

// Noun is a name as a sentence puts it: with the article, and in the case,
// that its language needs there. A message template names the form it
// needs: {{.Card}} is the definite form (String), {{.Card.Start}} the
// same at a sentence's start, {{.Card.Acc}}, {{.Card.Dat}} and
// {{.Card.Of}} the German accusative and dative and the form after
// "of" (French "de la pivoine", "du pin", "de l’iris", "des papillons";
// Spanish "del pino"; the German genitive "des Ahorns"). A language
// without cases uses The for Acc and Dat.
type Noun struct {
	Name string // the bare name, as a label shows it: "Pivoine"
	The  string // definite, as a subject (German nominative): "la pivoine", "the peony"
	Acc  string // as a direct object: German "den Kuckuck"; elsewhere The
	Dat  string // German dative: "dem Kuckuck"; elsewhere The
	Of   string // after "of": "de la pivoine", "del pino", "des Ahorns", "of the peony"
}

// String returns the definite form, so that {{.Card}} says it.
func (n Noun) String() string { return n.The }

// Start returns the definite form with a capital, for a sentence that
// starts with it: "La pivoine", "The peony".
func (n Noun) Start() string {
	r, size := utf8.DecodeRuneInString(n.The)
	if r == utf8.RuneError {
		return n.The
	}
	return string(unicode.ToUpper(r)) + n.The[size:]
}

// Join joins nouns into one, form by form, with list (which joins
// strings the way the sentence lists them: "A, B and C"): "the pine and
// the cherry", German "den Kuckuck und die Glyzinie".
func Join(ns []Noun, list func([]string) string) Noun {
	var out Noun
	for _, f := range []struct {
		to  *string
		get func(Noun) string
	}{
		{&out.Name, func(n Noun) string { return n.Name }},
		{&out.The, func(n Noun) string { return n.The }},
		{&out.Acc, func(n Noun) string { return n.Acc }},
		{&out.Dat, func(n Noun) string { return n.Dat }},
		{&out.Of, func(n Noun) string { return n.Of }},
	} {
		var parts []string
		for _, n := range ns {
			parts = append(parts, f.get(n))
		}
		*f.to = list(parts)
	}
	return out
}
