package i18n

import (
	"strings"
	"testing"
)

// TestNoun: a name's forms come from the language's table, with a
// capital at a sentence's start, and a name the table lacks is bare.
func TestNoun(t *testing.T) {
	for _, c := range []struct {
		lang, id, the, acc, dat, of, start string
	}{
		{"fr", "card.jun-plain-1", "la pivoine", "la pivoine", "la pivoine", "de la pivoine", "La pivoine"},
		{"fr", "card.may-plain-1", "l’iris", "l’iris", "l’iris", "de l’iris", "L’iris"},
		{"fr", "card.jul-plain-2", "le lespédèze", "le lespédèze", "le lespédèze", "du lespédèze", "Le lespédèze"},
		{"fr", "card.jun-butterflies", "les papillons", "les papillons", "les papillons", "des papillons", "Les papillons"},
		{"es", "card.jan-plain-1", "el pino", "el pino", "el pino", "del pino", "El pino"},
		{"es", "card.jun-plain-1", "la peonía", "la peonía", "la peonía", "de la peonía", "La peonía"},
		{"de", "card.apr-cuckoo", "der Kuckuck", "den Kuckuck", "dem Kuckuck", "des Kuckucks", "Der Kuckuck"},
		{"de", "card.apr-ribbon", "das rote Band der Glyzinie", "das rote Band der Glyzinie", "dem roten Band der Glyzinie", "des roten Bands der Glyzinie", "Das rote Band der Glyzinie"},
		{"en", "card.nov-rainman", "the rain man", "the rain man", "the rain man", "of the rain man", "The rain man"},
		{"ja", "card.nov-swallow", "柳に燕", "柳に燕", "柳に燕", "柳に燕", "柳に燕"},
	} {
		n := New(c.lang).Noun(c.id)
		got := []string{n.The, n.Acc, n.Dat, n.Of, n.Start(), n.String()}
		want := []string{c.the, c.acc, c.dat, c.of, c.start, c.the}
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("%s Noun(%s) = %q; want %q", c.lang, c.id, got, want)
		}
	}
	if n := New("fr").Noun("term.koikoi"); n.The != n.Name || n.Of != n.Name {
		t.Errorf("a name without forms: %+v", n)
	}
}

// TestNounTables: every language that writes articles has the forms of
// every card, and every line of its table names a message and gives its
// forms; French elides before a vowel and contracts "de le".
func TestNounTables(t *testing.T) {
	loadNouns()
	en := readLocale(t, "en")
	for _, code := range []string{"en", "fr", "es", "de"} {
		rows := nounRows[code]
		for id := range en {
			if strings.HasPrefix(id, "card.") && rows[id][0] == "" {
				t.Errorf("%s: no forms for %s", code, id)
			}
		}
		for id, f := range rows {
			if _, ok := en[id]; !ok {
				t.Errorf("%s: nouns of %s, which is no message", code, id)
			}
			for _, s := range f {
				if code == "fr" && (strings.Contains(s, "de le ") || strings.Contains(s, "de les ") || strings.Contains(s, "'")) {
					t.Errorf("fr %s: %q", id, s)
				}
				if code == "es" && strings.Contains(s, "de el ") {
					t.Errorf("es %s: %q", id, s)
				}
			}
		}
	}
}

// TestGermanCases: each German form starts with the article of its case
// for the gender its nominative shows: der → den, dem, des; das → das,
// dem, des; die → die, der, der (feminine) or die, den, der (plural).
func TestGermanCases(t *testing.T) {
	loadNouns()
	want := map[string][][3]string{
		"der": {{"den", "dem", "des"}},
		"das": {{"das", "dem", "des"}},
		"die": {{"die", "der", "der"}, {"die", "den", "der"}},
	}
	article := func(s string) string { return strings.SplitN(s, " ", 2)[0] }
	for id, f := range nounRows["de"] {
		got := [3]string{article(f[1]), article(f[2]), article(f[3])}
		ok := false
		for _, w := range want[article(f[0])] {
			ok = ok || got == w
		}
		if !ok {
			t.Errorf("de %s: %q, %q, %q after %q", id, f[1], f[2], f[3], f[0])
		}
	}
}

// TestNounWith: a name made from a template (an Ikebana card) takes its
// forms from the table's row, filled with the message's data, and every
// such row of every language fills without a placeholder left.
func TestNounWith(t *testing.T) {
	for _, c := range []struct {
		lang, id, colour  string
		value             int
		the, acc, dat, of string
	}{
		{"fr", "ikebana.card", "red", 5, "le 5 rouge", "le 5 rouge", "le 5 rouge", "du 5 rouge"},
		{"es", "ikebana.card.joker", "", 2, "el comodín 2", "el comodín 2", "el comodín 2", "del comodín 2"},
		{"de", "ikebana.card", "blue", 3, "die Blau 3", "die Blau 3", "der Blau 3", "der Blau 3"},
		{"de", "ikebana.card.joker", "", 5, "der Joker 5", "den Joker 5", "dem Joker 5", "des Jokers 5"},
		{"en", "ikebana.card", "green", 1, "the green 1", "the green 1", "the green 1", "of the green 1"},
		{"ja", "ikebana.card", "red", 4, "赤の4", "赤の4", "赤の4", "赤の4"},
	} {
		l := New(c.lang)
		data := map[string]any{"Value": c.value}
		if c.colour != "" {
			data["Colour"] = l.T("ikebana.colour." + c.colour)
		}
		n := l.NounWith(c.id, data)
		if got, want := []string{n.The, n.Acc, n.Dat, n.Of}, []string{c.the, c.acc, c.dat, c.of}; strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("%s NounWith(%s) = %q; want %q", c.lang, c.id, got, want)
		}
		if n.Name != l.T(c.id, data) {
			t.Errorf("%s NounWith(%s).Name = %q; want the label %q", c.lang, c.id, n.Name, l.T(c.id, data))
		}
	}
	loadNouns()
	for code, rows := range nounRows {
		l := New(code)
		for id, f := range rows {
			if !strings.Contains(strings.Join(f[:], ""), "{{") {
				continue
			}
			n := l.NounWith(id, map[string]any{"Colour": "C", "Value": 1})
			for _, s := range []string{n.The, n.Acc, n.Dat, n.Of} {
				if strings.Contains(s, "{{") || strings.Contains(s, "<no value>") {
					t.Errorf("%s %s: a form does not fill: %q", code, id, s)
				}
			}
		}
	}
}
