package koikoi

import (
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/i18n"
)

// cardNoun names card c for a sentence: with the article and in the case
// the message's template asks for ("Play {{.Card}}": "jouez la pivoine";
// German "{{.Card.Acc}}": "den Kuckuck"). Labels use names.Card.
func cardNoun(l *i18n.Localizer, c koikoi.Card) i18n.Noun { return l.Noun(names.CardID(c)) }

// cardNouns names the cards of s in deck order for a sentence, joined by
// list form by form ("the pine and the cherry", "den Kuckuck und die
// Glyzinie").
func cardNouns(l *i18n.Localizer, s koikoi.Set, list func([]string) string) i18n.Noun {
	var ns []i18n.Noun
	for t := s; t != 0; t &= t - 1 {
		ns = append(ns, cardNoun(l, t.First()))
	}
	return i18n.Nouns(ns, list)
}
