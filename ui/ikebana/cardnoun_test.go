package ikebana

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/names"
	iketutorial "github.com/koikoi-app/koikoi/engine/ikebana/tutorial"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/internal/i18ntest"
)

// cardPlaceholders are the placeholders the narration, the hints, the
// lessons, the replay and the terminal fill with a card's noun.
var cardPlaceholders = []string{"Card", "Best", "Prev"}

// cardLabels are the messages whose card placeholders take labels, not
// nouns: the terminal's table lists a bouquet and a discard pile's top as
// labels ("bouquet: red 3, joker 5"), and a review line's Best is a move.
var cardLabels = []string{"ikebana.cli.bouquet", "ikebana.cli.discard", "ikebana.cli.score.line",
	"ikebanaapp.review.decision", "ikebanaapp.review.decision.even"}

// deWrongCase is a German joker (der Joker: its nominative differs from
// its accusative and dative) in the nominative after a verb or a
// preposition that takes another case, or a card in the accusative after
// a preposition that takes the dative: "Nimm der Joker", "mit den
// Joker", "mit die Rot 3".
var deWrongCase = regexp.MustCompile(`(?i)\b(Nimm|Behalte|Kauf|Lehne|nimmst|behältst|kaufst|lehnst|deckst|nimmt|behält|kauft|lehnt|deckt|hast|auf|für|um|mit|von|neben|bei|an) der Joker\b|\b(mit|von|neben|bei|zu|aus|nach) (den Joker|die \p{Lu}\pL* \d)\b`)

// cardSentenceIDs returns the Ikebana messages that put a card into a
// sentence, with their placeholders.
func cardSentenceIDs(t *testing.T) map[string][]string {
	t.Helper()
	en, err := i18n.Messages("en")
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string][]string{}
	for id, m := range en {
		if !strings.HasPrefix(id, "ikebana") || slices.Contains(cardLabels, id) {
			continue
		}
		ps := i18ntest.Placeholders(m["other"])
		for _, p := range cardPlaceholders {
			if slices.Contains(ps, p) {
				ids[id] = ps
				break
			}
		}
	}
	if len(ids) < 40 {
		t.Fatalf("only %d Ikebana messages name cards", len(ids))
	}
	return ids
}

// TestIkebanaCardSentencesGrammar renders every Ikebana message that puts
// a card into a sentence with every card, in every language that writes
// articles, and checks the rules of grammar a test can check
// (i18ntest.ArticleRules): the card's name never stands bare (an article,
// a contracted one or the word "card" comes first: "achète le 5 rouge",
// "la carte 5 rouge", "compra el 5 rojo", "kauft den Joker 5"), no "de
// le" or "de el", never two German articles, a German joker in the case
// its verb or preposition takes (deWrongCase); each sentence starts with
// a capital (but the phrases that go inside one: a hint's alternative, a
// replay's move).
func TestIkebanaCardSentencesGrammar(t *testing.T) {
	ids := cardSentenceIDs(t)
	joker, err := ikebana.ParseCard("multi-5")
	if err != nil {
		t.Fatal(err)
	}
	for code, rules := range i18ntest.ArticleRules {
		l := i18n.New(code)
		other := names.CardNoun(l, joker)
		var red ikebana.Score
		red.Colours, red.Multiplier = 1, 1
		fill := map[string]any{
			"Who": l.T("ikebana.name.computer", map[string]any{"N": 1}), "From": l.T("ikebana.name.computer", map[string]any{"N": 2}),
			"Seller": l.T("ikebana.name.computer", map[string]any{"N": 2}), "To": l.T("ikebana.name.computer", map[string]any{"N": 3}),
			"Colour": names.Colour(l, ikebana.Red), "Flower": l.T("ikebana.tutorial.flower.red"), "Symbol": l.T("ikebana.tutorial.symbol.red"),
			"Combos": names.Combos(l, red), "Colours": names.Colours(l, red),
		}
		for c := ikebana.Card(0); c < ikebana.NumCards; c++ {
			n := names.CardNoun(l, c)
			for id, ps := range ids {
				for _, pair := range [][2]i18n.Noun{{n, other}, {other, n}} {
					data := map[string]any{"Card": pair[0], "Best": pair[1], "Prev": pair[1]}
					for _, p := range ps {
						if _, ok := data[p]; !ok {
							data[p] = fill[p]
						}
						if data[p] == nil {
							data[p] = "3" // a price, a value, points
						}
					}
					s := l.T(id, data)
					if strings.Contains(s, "{{") || strings.Contains(s, "<no value>") || s == id {
						t.Fatalf("%s %s does not render: %q", code, id, s)
					}
					if rules.Bad.MatchString(s) || code == "de" && deWrongCase.MatchString(s) {
						t.Errorf("%s %s: %q", code, id, s)
					}
					for _, name := range []string{pair[0].Name, pair[1].Name} {
						if len(rules.Bare(s, name)) > 0 {
							t.Errorf("%s %s names %q without its article: %q", code, id, name, s)
						}
					}
					fragment := strings.HasPrefix(id, "ikebana.hint.alt.") || strings.HasPrefix(id, "ikebanaapp.replay.move.")
					if first := []rune(s)[0]; !fragment && first != []rune(strings.ToUpper(string(first)))[0] {
						t.Errorf("%s %s starts in lower case: %q", code, id, s)
					}
				}
			}
		}
	}
}

// TestIkebanaCardSentences shows the exact sentences of a few worked
// cards, as the table's narration, the replay, a hint and a lesson say
// them: the article and the case each language's sentence needs.
func TestIkebanaCardSentences(t *testing.T) {
	card := func(id string) ikebana.Card {
		c, err := ikebana.ParseCard(id)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	buy := ikebana.Event{Kind: ikebana.EventBuy, Seat: 1, Card: card("red-5"), Price: 5, From: 2}
	buyMine := ikebana.Event{Kind: ikebana.EventBuy, Seat: 1, Card: card("multi-3"), Price: 3, From: you}
	keep := ikebana.Event{Kind: ikebana.EventKeep, Seat: you, Card: card("multi-4")}
	refuse := ikebana.Event{Kind: ikebana.EventRefuse, Seat: 2, Card: card("blue-2a"), Price: 1, To: 3}
	for _, c := range []struct {
		lang string
		e    ikebana.Event
		want string
	}{
		{"fr", buy, "Ordinateur 1 achète le 5 rouge à Ordinateur 2 pour 5 de prestige."},
		{"fr", buyMine, "Ordinateur 1 vous achète le joker 3 pour 3 de prestige."},
		{"fr", keep, "Vous gardez le joker 4."},
		{"es", buy, "Ordenador 1 compra el 5 rojo a Ordenador 2 por 5 de prestigio."},
		{"es", buyMine, "Ordenador 1 te compra el comodín 3 por 3 de prestigio."},
		{"de", buy, "Computer 1 kauft die Rot 5 von Computer 2 für 5 Prestige."},
		{"de", buyMine, "Computer 1 kauft dir den Joker 3 für 3 Prestige ab."},
		{"de", keep, "Du behältst den Joker 4."},
		{"de", refuse, "Computer 2 lehnt die Blau 2 ab: 1 Prestige an Computer 3."},
		{"en", buyMine, "Computer 1 buys the joker 3 from you for 3 prestige."},
		{"en", refuse, "Computer 2 refuses the blue 2: 1 prestige to Computer 3."},
		{"ja", buy, "コンピューター1はコンピューター2から赤の5を名声5で買います。"},
	} {
		w := words{l: i18n.New(c.lang)}
		if got := narrate(w, c.e); len(got) != 1 || got[0] != c.want {
			t.Errorf("%s narrate(%v) = %q; want %q", c.lang, c.e.Kind, got, c.want)
		}
	}
	for _, c := range []struct {
		lang string
		text iketutorial.Text
		want string
	}{
		{"de", iketutorial.Text{ID: "ikebana.hint.alt.buy", Data: map[string]any{"Card": card("multi-5")}}, "beim Kauf des Jokers 5"},
		{"de", iketutorial.Text{ID: "ikebana.hint.alt.keep", Data: map[string]any{"Card": card("red-3a")}}, "beim Behalten der Rot 3"},
		{"de", iketutorial.Text{ID: "ikebana.tutorial.wrong.want-buy", Data: map[string]any{"Card": card("multi-2"), "From": iketutorial.Name(1), "Price": 2}},
			"Das Spiel erlaubt es, aber in diesem Schritt geht es ums Kaufen: Tippe auf „Kaufen“ neben dem Joker 2 von Computer 1, für 2 Prestige."},
		{"fr", iketutorial.Text{ID: "ikebana.hint.refuse", Data: map[string]any{"Card": card("yellow-1a"), "Price": 1}}, "Conseil : refusez le 1 jaune et piochez à nouveau, pour 1 de prestige."},
		{"fr", iketutorial.Text{ID: "ikebana.tutorial.wrong.quiz", Data: map[string]any{"Card": card("green-4a")}}, "Pas la carte 4 vert : regardez encore."},
		{"es", iketutorial.Text{ID: "ikebana.tutorial.wrong.want-buy", Data: map[string]any{"Card": card("black-3a"), "From": iketutorial.Name(1), "Price": 3}},
			"El juego lo permite, pero este paso trata de comprar: toca Comprar al lado del 3 negro de Ordenador 1, por 3 de prestigio."},
		{"en", iketutorial.Text{ID: "ikebana.tutorial.turn.end", Data: map[string]any{"Card": card("red-2a"), "From": iketutorial.Name(1), "Have": 7}},
			"The red 2 joins your bouquet, and Computer 1 was paid for it: you have 7 prestige. A purchase ends your turn. Everyone takes five turns, then each bouquet is scored."},
	} {
		if got := c.text.Render(i18n.New(c.lang)); got != c.want {
			t.Errorf("%s %s = %q; want %q", c.lang, c.text.ID, got, c.want)
		}
	}
}
