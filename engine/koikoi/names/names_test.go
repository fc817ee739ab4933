package names_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/i18n"
)

// TestNames puts a card, a month, a rank and a yaku into English and
// French words.
func TestNames(t *testing.T) {
	for _, c := range []struct {
		lang, card, month, kind, yaku, desc string
	}{
		{"en", "Crane and sun", "March · Cherry", "Bright", "Inoshikachou", "The boar, the deer and the butterflies."},
		{"fr", "Grue et soleil", "Mars · Cerisier", "Lumière", "", ""},
	} {
		l := i18n.New(c.lang)
		for _, g := range []struct{ what, got, want string }{
			{"Card", names.Card(l, koikoi.CraneCard), c.card},
			{"Month", names.Month(l, 3), c.month},
			{"Kind", names.Kind(l, koikoi.Bright), c.kind},
			{"Yaku", names.Yaku(l, koikoi.Inoshikacho), c.yaku},
			{"YakuDescription", names.YakuDescription(l, koikoi.Inoshikacho), c.desc},
		} {
			if g.want != "" && g.got != g.want {
				t.Errorf("%s: %s = %q; want %q", c.lang, g.what, g.got, g.want)
			}
		}
	}
}

// TestEveryName checks that every card, month, rank and yaku has a name of
// its own in every language.
func TestEveryName(t *testing.T) {
	for _, lang := range i18n.Languages() {
		l := i18n.New(lang.Code)
		check := func(what string, got string) {
			t.Helper()
			if got == "" || strings.HasPrefix(got, "card.") || strings.HasPrefix(got, "month.") ||
				strings.HasPrefix(got, "kind.") || strings.HasPrefix(got, "yaku.") {
				t.Errorf("%s: %s = %q", lang.Code, what, got)
			}
		}
		for _, c := range koikoi.AllCards() {
			check(c.String(), names.Card(l, c))
			check(c.Kind().String(), names.Kind(l, c.Kind()))
		}
		for m := 1; m <= 12; m++ {
			check(fmt.Sprint("month ", m), names.Month(l, m))
		}
		for y := range koikoi.NumYaku {
			check(y.String(), names.Yaku(l, y))
			check(y.String()+" described", names.YakuDescription(l, y))
		}
	}
}

// TestJapanese: every yaku but Triad, a Western house rule, has a Japanese
// name and its romanisation, and the Japanese texts call it by that name.
func TestJapanese(t *testing.T) {
	ja := i18n.New("ja")
	for y := range koikoi.NumYaku {
		kanji, romaji := names.Japanese(y)
		if y == koikoi.TriadBonus {
			if kanji != "" || romaji != "" {
				t.Errorf("Japanese(triad) = %q, %q; want nothing", kanji, romaji)
			}
			continue
		}
		if kanji == "" || romaji == "" {
			t.Errorf("Japanese(%v) = %q, %q", y, kanji, romaji)
		}
		if got := names.Yaku(ja, y); got != kanji {
			t.Errorf("ja Yaku(%v) = %q; Japanese gives %q", y, got, kanji)
		}
	}
	if k, r := names.Japanese(koikoi.NumYaku); k != "" || r != "" {
		t.Errorf("Japanese of no yaku = %q, %q", k, r)
	}
}

func ExampleJapanese() {
	l := i18n.New("en")
	kanji, romaji := names.Japanese(koikoi.Inoshikacho)
	fmt.Printf("%s (%s %s)\n", names.Yaku(l, koikoi.Inoshikacho), kanji, romaji)
	fmt.Println(names.YakuDescription(l, koikoi.Inoshikacho))
	// Output:
	// Inoshikachou (猪鹿蝶 Inoshikachō)
	// The boar, the deer and the butterflies.
}
