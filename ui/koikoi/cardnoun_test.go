package koikoi

import (
	"slices"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/internal/i18ntest"
)

// cardPlaceholders are the placeholders the hints, the advice and the
// narration fill with card names (cardNoun, cardList).
var cardPlaceholders = []string{"Card", "Cards", "Took", "Held", "First", "Second",
	"Target", "Expected", "Third", "Other", "Drawn", "A", "B", "C", "Boar", "Deer", "Butterflies", "Mine", "Theirs"}

// cardSentenceIDs returns the ids of the messages that put a card name
// into a sentence: the table's narration, its hint and capture line, the
// advisor's reasons, the rules' example, the lessons and the terminal
// game (cli).
func cardSentenceIDs(t *testing.T) (ids []string, plural map[string]bool, placeholders map[string][]string) {
	t.Helper()
	en, err := i18n.Messages("en")
	if err != nil {
		t.Fatal(err)
	}
	plural, placeholders = map[string]bool{}, map[string][]string{}
	for id, m := range en {
		if !strings.HasPrefix(id, "table.") && !strings.HasPrefix(id, "advice.") && !strings.HasPrefix(id, "ui.hint.") && !strings.HasPrefix(id, "tutorial.") &&
			!strings.HasPrefix(id, "cli.") && id != "ui.status.capture" && id != "koikoirules.choice.example" {
			continue
		}
		for _, p := range i18ntest.Placeholders(m["other"]) {
			if slices.Contains(cardPlaceholders, p) && !(p == "Cards" && strings.HasPrefix(id, "tutorial.")) {
				ids = append(ids, id)
				plural[id] = m["one"] != ""
				placeholders[id] = i18ntest.Placeholders(m["other"])
				break
			}
		}
	}
	slices.Sort(ids)
	if len(ids) < 20 {
		t.Fatalf("only %d messages name cards: %v", len(ids), ids)
	}
	return ids, plural, placeholders
}

// TestCardSentencesGrammar renders every message that puts a card name
// into a sentence with every card (alone and in a list of two), in
// every language, and checks the rules of grammar a test can check
// (i18ntest.ArticleRules): in French no bare name after a verb or a
// preposition (an article, du, de la, de l’ or des comes first), no "de
// le", "de les", "à le", and elision before a vowel; in Spanish an
// article before the name and no "de el" or "a el"; in German an article
// before the name, never two. Each sentence starts with a capital.
func TestCardSentencesGrammar(t *testing.T) {
	ids, plural, placeholders := cardSentenceIDs(t)
	for code, c := range i18ntest.ArticleRules {
		l := i18n.New(code)
		other := cardNoun(l, koikoi.PhoenixCard)
		for _, card := range koikoi.AllCards() {
			n := cardNoun(l, card)
			// The name without its article: what must never stand bare.
			bare := strings.TrimPrefix(n.The, strings.SplitAfter(n.The, " ")[0])
			if code == "fr" && strings.HasPrefix(n.The, "l’") {
				bare = strings.TrimPrefix(n.The, "l’")
			}
			list := i18n.Nouns([]i18n.Noun{n, other}, func(s []string) string { return l.T("table.and", M{"A": s[0], "B": s[1]}) })
			for _, id := range ids {
				for _, data := range []M{
					{"Card": n, "Cards": n, "Took": n, "Held": n, "First": n, "Second": other},
					{"Card": other, "Cards": list, "Took": list, "Held": list, "First": other, "Second": n},
				} {
					if strings.HasPrefix(id, "tutorial.") {
						data["Cards"] = "5"
					}
					for _, p := range cardPlaceholders[6:] {
						data[p] = data["Card"]
					}
					data["Name"], data["Yaku"], data["Need"], data["Alt"] = l.T("term.computer"), names.Yaku(l, koikoi.Tane), "5", l.T("term.koikoi")
					data["Month"], data["Kind"] = names.MonthName(l, 3), names.Kind(l, koikoi.Plain)
					for _, p := range placeholders[id] {
						if _, ok := data[p]; !ok {
							data[p] = "3" // a count or points
						}
					}
					s := l.T(id, data)
					if plural[id] {
						s = l.N(id, 3, data)
					}
					if strings.Contains(s, "{{") || strings.Contains(s, "<no value>") || s == id {
						t.Fatalf("%s %s does not render: %q", code, id, s)
					}
					if c.Bad.MatchString(s) {
						t.Errorf("%s %s: %q", code, id, s)
					}
					if len(c.Bare(s, bare)) > 0 {
						t.Errorf("%s %s names %q without its article: %q", code, id, bare, s)
					}
					if first := []rune(s)[0]; !strings.HasPrefix(id, "advice.alt.") && !strings.HasPrefix(id, "advice.list.") && id != "table.and" && first != []rune(strings.ToUpper(string(first)))[0] {
						t.Errorf("%s %s starts in lower case: %q", code, id, s)
					}
				}
			}
		}
	}
}

// TestCardSentences shows the exact sentences of a few worked cards.
func TestCardSentences(t *testing.T) {
	card := func(id string) koikoi.Card {
		c, err := koikoi.ParseCard(id)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	for _, c := range []struct {
		lang, id string
		cards    []string // Card, then Took / Cards
		want     string
	}{
		{"fr", "ui.hint.play", []string{"jun-plain-1"}, "Conseil : jouez la pivoine."},
		{"fr", "advice.takes", []string{"jun-plain-1", "jun-blue"}, "La pivoine prend le ruban bleu de la pivoine."},
		{"fr", "advice.takes", []string{"may-plain-1", "may-ribbon"}, "L’iris prend le ruban rouge de l’iris."},
		{"fr", "table.you.play.took", []string{"jun-butterflies", "jun-plain-2"}, "Vous jouez les papillons et prenez la pivoine."},
		{"fr", "advice.cheapest", []string{"oct-plain-1"}, "Parmi vos cartes qui ne prennent rien, aucune n’a un rang plus bas que l’érable."},
		{"es", "ui.hint.play", []string{"jun-plain-1"}, "Consejo: juega la peonía."},
		{"es", "advice.takes", []string{"jan-plain-1", "jan-crane"}, "El pino se lleva la grulla y el sol."},
		{"es", "table.they.chose", []string{"nov-lightning", "nov-swallow"}, "Ordenador se llevó la golondrina con el rayo."},
		{"de", "ui.hint.play", []string{"apr-cuckoo"}, "Tipp: Spiel den Kuckuck."},
		{"de", "advice.takes", []string{"jun-plain-1", "jun-blue"}, "Die Pfingstrose nimmt das blaue Band der Pfingstrose."},
		{"de", "table.you.chose", []string{"oct-plain-1", "oct-deer"}, "Du nimmst den Hirsch mit dem Ahorn."},
		{"de", "table.they.draw.took", []string{"nov-rainman", "nov-ribbon"}, "Computer zieht den Dichter im Regen und nimmt das rote Band der Weide."},
		{"en", "advice.takes", []string{"nov-swallow", "nov-ribbon"}, "The swallow takes the willow red ribbon."},
	} {
		l := i18n.New(c.lang)
		data := M{"Name": l.T("term.computer"), "Card": cardNoun(l, card(c.cards[0]))}
		if len(c.cards) > 1 {
			data["Took"] = cardNoun(l, card(c.cards[1]))
			data["Cards"] = data["Took"]
		}
		if got := l.T(c.id, data); got != c.want {
			t.Errorf("%s %s %v = %q; want %q", c.lang, c.id, c.cards, got, c.want)
		}
	}
}
