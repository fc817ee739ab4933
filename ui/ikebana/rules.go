package ikebana

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
	"github.com/koikoi-app/koikoi/ui/kit"
)

// The rules page: the goal, the cards, a turn, the end of a round, the
// combinations, colours and jokers, the Bouquet final and the end of the
// game, with cards drawn as on the table. A screen of its own, from Home
// or from the table's ⓘ; back (or Close) returns where the player came
// from. Its numbers come from the engine (rulefacts.go).
//
// From the table, the match goes on while the player reads: the computer
// florists play up to the player's turn, narrated for the table's return.
// It is a screen rather than a pop-up over the table: the table's moving
// cards repainted a page of fifty pictures under a pop-up at every frame
// (in a browser without a GPU a frame then took seconds), and a modal
// pop-up blurs the whole window at each.

// RulesView is the rules page's controls, for tests.
type RulesView struct {
	// Open is the table's button to the page.
	Open *widget.Button
	// Close leaves the page.
	Close *widget.Button
	// fromTable holds the table back while the page is on show: the
	// match's changes do not bring the table (or the round's scores) over
	// the page.
	fromTable bool
}

// ShowRules shows the rules page from Home; back returns Home.
func (a *App) ShowRules() {
	a.Rules.fromTable = false
	a.h.Show(a.rulesScreen)
}

// ShowRulesFromTable shows the rules page from the match under way; back
// returns to the match: the table, or the round's scores if the round
// ended meanwhile.
func (a *App) ShowRulesFromTable() {
	if a.table == nil {
		a.ShowRules()
		return
	}
	a.Rules.fromTable = true
	a.table.shown = false // its widgets stay the match's, off screen
	a.h.Show(a.rulesScreen)
}

func (a *App) rulesScreen() fyne.CanvasObject {
	back := func() { a.h.Home("") }
	if a.Rules.fromTable {
		back = func() {
			a.Rules.fromTable = false
			a.route()
		}
	}
	a.Rules.Close = widget.NewButtonWithIcon(a.T("ui.close"), theme.CancelIcon(), back)
	return a.screen(a.T("ikebanarules.title"), a.rulesBody(), kit.Tall(a.Rules.Close), back)
}

// rulesControl is the table header's button to the rules page.
func (a *App) rulesControl() fyne.CanvasObject {
	b := widget.NewButtonWithIcon("", theme.InfoIcon(), a.ShowRulesFromTable)
	a.Rules.Open = b
	return container.NewGridWrap(fyne.NewSize(48, 48), b)
}

// rulesBody is the page's content, in the player's language.
func (a *App) rulesBody() fyne.CanvasObject {
	f, err := newRuleFacts()
	if err != nil { // an example the engine refuses: say so, not half a page
		return kit.Para(err.Error())
	}
	l, w := a.l(), a.w()
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
		return capital(l.T("ikebanaapp.table.standing", map[string]any{"Combos": w.combos(sc), "Colours": w.colours(sc), "Total": sc.Total}))
	}

	section("ikebanarules.goal.title")
	text("ikebanarules.goal", map[string]any{"Rounds": f.Rounds, "Size": f.BouquetSize, "Start": f.StartPrestige})

	section("ikebanarules.cards.title")
	text("ikebanarules.cards", map[string]any{"Cards": f.Cards, "Colours": f.Colours, "PerColour": f.PerColour, "Jokers": f.Jokers})
	for c := ikebana.Red; c < ikebana.Multi; c++ {
		add(colourLine(topCard(c), l.T("ikebanarules.flower."+c.String())))
	}
	text("ikebanarules.values", map[string]any{"Values": f.Values})
	add(cardLine(colourCards(ikebana.Red), nil, 10, 60))
	text("ikebanarules.jokers.cards", map[string]any{"Jokers": f.Jokers, "Values": f.JokerValues})
	add(cardLine(colourCards(ikebana.Multi), nil, ikebana.BouquetSize, 72))

	section("ikebanarules.turn.title")
	text("ikebanarules.turn", nil)
	add(kit.Subheading(l.T("ikebanarules.draw.title")))
	text("ikebanarules.draw", nil)
	text("ikebanarules.refuse", map[string]any{"First": f.Refusals[0], "Second": f.Refusals[1]})
	add(kit.Subheading(l.T("ikebanarules.buy.title")))
	text("ikebanarules.buy", nil)
	add(colourLine(f.Buy, l.T("ikebanaapp.table.buy", map[string]any{"Price": f.Buy.Value()})))
	text("ikebanarules.pile", nil)

	section("ikebanarules.round.title")
	text("ikebanarules.round", map[string]any{"Size": f.BouquetSize})

	section("ikebanarules.combos.title")
	text("ikebanarules.same", nil)
	for i, ex := range f.Combos {
		if i > 0 && ex.Score.Combos[0].Kind == ikebana.Run && f.Combos[i-1].Score.Combos[0].Kind != ikebana.Run {
			text("ikebanarules.runs", nil)
		}
		add(kit.Para(capital(l.T("ikebanarules.example", map[string]any{"Combos": w.combos(ex.Score), "Points": points(ex.Score.Base)}))))
		add(cardLine(ex.Cards.Cards(), nil, ikebana.BouquetSize, 66))
	}
	text("ikebanarules.best", nil)
	for _, ex := range f.Worked {
		add(cardLine(ex.Cards.Cards(), comboCards(ex.Score), ikebana.BouquetSize, 66), kit.Para(standing(ex.Score)))
	}

	section("ikebanarules.colours.title")
	text("ikebanarules.colours", nil)
	var lines []string
	for n := 1; n <= f.Colours; n++ {
		if !slices.Contains(f.Plain, n) {
			lines = append(lines, capital(l.N("ikebana.colours", n, map[string]any{"Multiplier": f.Multiplier[n]})))
		}
	}
	if len(f.Plain) == 2 {
		lines = append(lines, l.T("ikebanarules.colours.mixed", map[string]any{"Few": f.Plain[0], "More": f.Plain[1], "Multiplier": f.Multiplier[f.Plain[0]]}))
	}
	add(kit.Para(strings.Join(lines, "\n")))

	section("ikebanarules.jokers.title")
	text("ikebanarules.jokers", nil)
	for _, ex := range f.Coloured {
		add(cardLine(ex.Cards.Cards(), comboCards(ex.Score), ikebana.BouquetSize, 66),
			kit.Para(strings.Join(append(w.jokers(ex.Score), standing(ex.Score)), "\n")))
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
func cardLine(cards []ikebana.Card, marked func(ikebana.Card) bool, slots int, maxH float32) fyne.CanvasObject {
	cards = slices.Clone(cards)
	slices.SortStableFunc(cards, func(x, y ikebana.Card) int { return x.Value() - y.Value() })
	row := container.New(&cardRow{gap: 4, slots: slots, maxH: maxH})
	setCards(row, cards, marked)
	return inset(container.New(&kit.AtLeast{H: maxH}, row))
}

// inset lines o up with the text of a label.
func inset(o fyne.CanvasObject) fyne.CanvasObject {
	p := theme.InnerPadding()
	return container.New(layout.NewCustomPaddedLayout(0, 0, p, p), o)
}

// capital starts s with a capital letter: an example's line begins with a
// combination's name.
func capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// colourLine is one card beside its line of text.
func colourLine(c ikebana.Card, s string) fyne.CanvasObject {
	card := container.New(&kit.AtLeast{W: 40, H: 60}, newCardWidget(c))
	return container.NewBorder(nil, nil, inset(card), nil, kit.Para(s))
}

// comboCards marks the cards a score's combinations are made of.
func comboCards(sc ikebana.Score) func(ikebana.Card) bool {
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

// topCard is colour c's highest card: the most flowers.
func topCard(c ikebana.Colour) ikebana.Card {
	cards := colourCards(c)
	return cards[len(cards)-1]
}
