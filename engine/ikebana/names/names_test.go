package names_test

import (
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/names"
	"github.com/koikoi-app/koikoi/i18n"
)

// TestNames puts a card and a scored bouquet into English words.
func TestNames(t *testing.T) {
	l := i18n.New("en")
	c, err := ikebana.ParseCard("red-3a")
	if err != nil {
		t.Fatal(err)
	}
	if got := names.Card(l, c); got != "red 3" {
		t.Errorf("Card = %q; want %q", got, "red 3")
	}
	// the joker is a joker everywhere, in every language
	joker, _ := ikebana.ParseCard("multi-5")
	for code, want := range map[string]string{"en": "joker 5", "fr": "joker 5", "es": "comodín 5", "de": "Joker 5", "ja": "ジョーカーの5"} {
		if got := names.Card(i18n.New(code), joker); got != want {
			t.Errorf("%s: Card(multi-5) = %q; want %q", code, got, want)
		}
	}
	var b ikebana.Set
	for _, id := range []string{"red-3a", "green-3a", "yellow-3a", "blue-2a", "black-2a"} {
		c, err := ikebana.ParseCard(id)
		if err != nil {
			t.Fatal(err)
		}
		b = b.Add(c)
	}
	sc, err := ikebana.ScoreBouquet(b, false)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := names.Combos(l, sc), "three 3s + pair of 2s"; got != want {
		t.Errorf("Combos = %q; want %q", got, want)
	}
	if got, want := names.Colours(l, sc), "5 colours ×3"; got != want {
		t.Errorf("Colours = %q; want %q", got, want)
	}
	if got, want := names.Combos(l, ikebana.Score{}), l.T("ikebana.combo.none"); got != want {
		t.Errorf("Combos of nothing = %q; want %q", got, want)
	}
}
