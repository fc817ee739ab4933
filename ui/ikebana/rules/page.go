package rules

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/names"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// Cards draws the page's cards as the game's table does (ui/ikebana's
// card widget).
type Cards interface {
	// Row draws cards side by side, laid out for at least slots cards and
	// at most maxH tall; marked cards are framed.
	Row(cards []ikebana.Card, marked func(ikebana.Card) bool, slots int, maxH float32) fyne.CanvasObject
	// Card draws one card.
	Card(c ikebana.Card) fyne.CanvasObject
}

// Page is the page's content, in the language of l, its cards drawn by
// cards.
func Page(l *i18n.Localizer, cards Cards) fyne.CanvasObject {
	f, err := newRuleFacts()
	if err != nil { // an example the engine refuses: say so, not half a page
		return kit.Para(err.Error())
	}
	var items []fyne.CanvasObject
	add := func(o ...fyne.CanvasObject) { items = append(items, o...) }
	section := func(id string) {
		if len(items) > 0 {
			add(widget.NewSeparator())
		}
		add(kit.Heading(l.T(id)))
	}
	text := func(id string, data map[string]any) { add(kit.Para(l.T(id, data))) }
	points := func(n int) string { return l.N("count.points", n) }
	standing := func(sc ikebana.Score) string {
		return Capital(l.T("ikebanaapp.table.standing", map[string]any{"Combos": names.Combos(l, sc), "Colours": names.Colours(l, sc), "Total": sc.Total}))
	}

	section("ikebanarules.goal.title")
	text("ikebanarules.goal", map[string]any{"Rounds": f.Rounds, "Size": f.BouquetSize, "Start": f.StartPrestige})

	section("ikebanarules.cards.title")
	text("ikebanarules.cards", map[string]any{"Cards": f.Cards, "Colours": f.Colours, "PerColour": f.PerColour, "Jokers": f.Jokers})
	for c := ikebana.Red; c < ikebana.Multi; c++ {
		add(colourLine(cards, topCard(c), l.T("ikebanarules.flower."+c.String())))
	}
	text("ikebanarules.values", map[string]any{"Values": f.Values})
	add(cardLine(cards, colourCards(ikebana.Red), nil, 10, 60))
	text("ikebanarules.jokers.cards", map[string]any{"Jokers": f.Jokers, "Values": f.JokerValues})
	add(cardLine(cards, colourCards(ikebana.Multi), nil, ikebana.BouquetSize, 72))

	section("ikebanarules.turn.title")
	text("ikebanarules.turn", nil)
	add(kit.Subheading(l.T("ikebanarules.draw.title")))
	text("ikebanarules.draw", nil)
	text("ikebanarules.refuse", map[string]any{"First": f.Refusals[0], "Second": f.Refusals[1]})
	add(kit.Subheading(l.T("ikebanarules.buy.title")))
	text("ikebanarules.buy", nil)
	add(colourLine(cards, f.Buy, l.T("ikebanaapp.table.buy", map[string]any{"Price": f.Buy.Value()})))
	text("ikebanarules.pile", nil)

	section("ikebanarules.round.title")
	text("ikebanarules.round", map[string]any{"Size": f.BouquetSize})

	section("ikebanarules.combos.title")
	text("ikebanarules.same", nil)
	for i, ex := range f.Combos {
		if i > 0 && ex.Score.Combos[0].Kind == ikebana.Run && f.Combos[i-1].Score.Combos[0].Kind != ikebana.Run {
			text("ikebanarules.runs", nil)
		}
		add(kit.Para(Capital(l.T("ikebanarules.example", map[string]any{"Combos": names.Combos(l, ex.Score), "Points": points(ex.Score.Base)}))))
		add(cardLine(cards, ex.Cards.Cards(), nil, ikebana.BouquetSize, 66))
	}
	text("ikebanarules.best", nil)
	for _, ex := range f.Worked {
		add(cardLine(cards, ex.Cards.Cards(), ComboCards(ex.Score), ikebana.BouquetSize, 66), kit.Para(standing(ex.Score)))
	}

	section("ikebanarules.colours.title")
	text("ikebanarules.colours", nil)
	var lines []string
	for n := 1; n <= f.Colours; n++ {
		if !slices.Contains(f.Plain, n) {
			lines = append(lines, Capital(l.N("ikebana.colours", n, map[string]any{"Multiplier": f.Multiplier[n]})))
		}
	}
	if len(f.Plain) == 2 {
		lines = append(lines, l.T("ikebanarules.colours.mixed", map[string]any{"Few": f.Plain[0], "More": f.Plain[1], "Multiplier": f.Multiplier[f.Plain[0]]}))
	}
	add(kit.Para(strings.Join(lines, "\n")))

	section("ikebanarules.jokers.title")
	text("ikebanarules.jokers", nil)
	for _, ex := range f.Coloured {
		add(cardLine(cards, ex.Cards.Cards(), ComboCards(ex.Score), ikebana.BouquetSize, 66),
			kit.Para(strings.Join(append(Jokers(l, ex.Score), standing(ex.Score)), "\n")))
	}

	section("ikebanaapp.new.final")
	text("ikebanarules.final", map[string]any{"Round": f.Rounds, "Factor": f.FinalFactor, "Total": f.Worked[0].Score.Total * f.FinalFactor})

	section("ikebanarules.end.title")
	text("ikebanarules.end", map[string]any{"Rounds": f.Rounds})
	return container.New(&kit.MaxWidth{W: 560}, container.NewVBox(items...))
}

// cardLine draws cards side by side, laid out for at least slots cards
// and at most maxH tall; marked cards are framed.
// They line up with the text, and read by value.
func cardLine(draw Cards, cards []ikebana.Card, marked func(ikebana.Card) bool, slots int, maxH float32) fyne.CanvasObject {
	cards = slices.Clone(cards)
	slices.SortStableFunc(cards, func(x, y ikebana.Card) int { return x.Value() - y.Value() })
	return inset(container.New(&kit.AtLeast{H: maxH}, draw.Row(cards, marked, slots, maxH)))
}

// inset lines o up with the text of a label.
func inset(o fyne.CanvasObject) fyne.CanvasObject {
	p := theme.InnerPadding()
	return container.New(layout.NewCustomPaddedLayout(0, 0, p, p), o)
}

// Capital starts s with a capital letter: an example's line begins with a
// combination's name.
func Capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// colourLine is one card beside its line of text.
func colourLine(cards Cards, c ikebana.Card, s string) fyne.CanvasObject {
	card := container.New(&kit.AtLeast{W: 40, H: 60}, cards.Card(c))
	return container.NewBorder(nil, nil, inset(card), nil, kit.Para(s))
}

// ComboCards marks the cards a score's combinations are made of.
func ComboCards(sc ikebana.Score) func(ikebana.Card) bool {
	var in ikebana.Set
	for _, c := range sc.Combinations() {
		in |= c.Cards
	}
	return in.Has
}

// colourCards returns the cards of colour c (the jokers for Multi).
func colourCards(c ikebana.Colour) []ikebana.Card {
	var out []ikebana.Card
	for _, k := range ikebana.AllCards() {
		if k.Colour() == c {
			out = append(out, k)
		}
	}
	return out
}

// Jokers says how the bouquet's jokers were coloured, one line each.
func Jokers(l *i18n.Localizer, sc ikebana.Score) []string {
	var out []string
	for v, c := range sc.Jokers {
		if c != ikebana.NoColour {
			out = append(out, l.T("ikebanaapp.score.joker", map[string]any{"Value": v + 1, "Colour": names.Colour(l, c)}))
		}
	}
	return out
}

// topCard is colour c's highest card: the most flowers.
func topCard(c ikebana.Colour) ikebana.Card {
	cards := colourCards(c)
	return cards[len(cards)-1]
}
