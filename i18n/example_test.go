package i18n_test

import (
	"fmt"

	"github.com/koikoi-app/koikoi/i18n"
)

func Example() {
	l := i18n.New(i18n.Match("fr_FR.UTF-8"))
	fmt.Println(l.Code())
	fmt.Println(l.Card("jan-crane"))
	fmt.Println(l.Month(3))
	fmt.Println(l.T("cli.you.drew", map[string]any{"Card": l.Card("aug-moon")}))
	fmt.Println(l.N("count.points", 1))
	fmt.Println(l.Number(1234) == "1\u00a0234")
	// Output:
	// fr
	// Grue et soleil
	// Mars · Cerisier
	// Vous piochez Pleine lune.
	// 1 point
	// true
}

func ExampleJapaneseName() {
	l := i18n.New("en")
	kanji, romaji := i18n.JapaneseName("inoshikacho")
	fmt.Printf("%s (%s %s)\n", l.Yaku("inoshikacho"), kanji, romaji)
	fmt.Println(l.YakuDescription("inoshikacho"))
	// Output:
	// Inoshikachou (猪鹿蝶 Inoshikachō)
	// The boar, the deer and the butterflies.
}

func ExampleLocalizer_N() {
	for _, code := range []string{"en", "de", "ja"} {
		l := i18n.New(code)
		fmt.Println(l.N("cli.draw-pile", 1), "|", l.N("cli.draw-pile", 24))
	}
	// Output:
	// Draw pile: 1 card | Draw pile: 24 cards
	// Stapel: 1 Karte | Stapel: 24 Karten
	// 山札：残り1枚 | 山札：残り24枚
}

func ExampleLanguages() {
	for _, l := range i18n.Languages() {
		fmt.Println(l.Code, l.Name)
	}
	// Output:
	// en English
	// fr Français
	// es Español
	// de Deutsch
	// ja 日本語
}
