package ikebana

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/ikebana"
)

// The rules page: the goal, the cards, a turn, the end of a round, the
// combinations, colours and jokers, the Bouquet final and the end of the
// game, with cards drawn as on the table. Home shows it as a screen (back
// returns Home); the table's ⓘ opens it over the table, which goes on
// underneath (Close or the back key returns to it). Its numbers come from
// the engine (rulefacts.go).

// RulesView is the rules page's controls, for tests.
type RulesView struct {
	// Open is the table's button that opens the page over the table.
	Open *widget.Button
	// Pop is the page over the table; nil when it is a screen of its own.
	Pop *widget.PopUp
	// Close leaves the page.
	Close *widget.Button
	// overlay is the canvas overlay Pop shows in: the shell's back key
	// takes it off without telling Pop.
	overlay fyne.CanvasObject
}

// RulesOver reports whether the rules page is over the screen on show.
func (a *App) RulesOver() bool {
	if a.Rules.overlay == nil {
		return false
	}
	return slices.Contains(a.h.Win.Canvas().Overlays().List(), a.Rules.overlay)
}

// ShowRules shows the rules page as a screen; back returns Home.
func (a *App) ShowRules() { a.h.Show(a.rulesScreen) }

func (a *App) rulesScreen() fyne.CanvasObject {
	home := func() { a.h.Home("") }
	a.Rules.Pop, a.Rules.overlay = nil, nil
	a.Rules.Close = widget.NewButtonWithIcon(a.T("ui.close"), theme.CancelIcon(), home)
	return a.screen(a.T("ikebanarules.title"), a.rulesBody(), tall(a.Rules.Close), home)
}

// rulesControl is the table header's button to the rules page.
func (a *App) rulesControl() fyne.CanvasObject {
	b := widget.NewButtonWithIcon("", theme.InfoIcon(), a.ShowRulesOver)
	a.Rules.Open = b
	return container.NewGridWrap(fyne.NewSize(48, 48), b)
}

// ShowRulesOver opens the rules page over the screen on show: the whole
// window on a phone, a readable column on a wide screen. Close, or the
// back key (the shell closes a pop-up first), returns to the screen.
func (a *App) ShowRulesOver() {
	c := a.h.Win.Canvas()
	size := c.Size()
	var pop *widget.PopUp
	closer := widget.NewButtonWithIcon(a.T("ui.close"), theme.CancelIcon(), func() { pop.Hide() })
	closer.Importance = widget.HighImportance
	title := newText(a.T("ikebanarules.title"), 20, theme.Color(theme.ColorNameForeground), true)
	body := container.NewVScroll(container.NewPadded(a.rulesBody()))
	content := container.NewBorder(container.NewCenter(container.NewPadded(title)), tall(closer), nil, nil, body)
	pop = widget.NewModalPopUp(container.NewStack(canvas.NewRectangle(theme.Color(theme.ColorNameBackground)), content), c)
	w := min(size.Width-8, 560)
	pop.Resize(fyne.NewSize(w, size.Height-8))
	pop.Move(fyne.NewPos((size.Width-w)/2, 4))
	pop.Show()
	a.Rules.Pop, a.Rules.Close, a.Rules.overlay = pop, closer, c.Overlays().Top()
	e2eRefresh(a)
}

// rulesBody is the page's content, in the player's language.
func (a *App) rulesBody() fyne.CanvasObject {
	f, err := newRuleFacts()
	if err != nil { // an example the engine refuses: say so, not half a page
		return para(err.Error())
	}
	l, w := a.l(), a.w()
	var items []fyne.CanvasObject
	add := func(o ...fyne.CanvasObject) { items = append(items, o...) }
	section := func(id string) {
		if len(items) > 0 {
			add(widget.NewSeparator())
		}
		add(heading(l.T(id)))
	}
	text := func(id string, data map[string]any) { add(para(l.T(id, data))) }
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
	add(subheading(l.T("ikebanarules.draw.title")))
	text("ikebanarules.draw", nil)
	text("ikebanarules.refuse", map[string]any{"First": f.Refusals[0], "Second": f.Refusals[1]})
	add(subheading(l.T("ikebanarules.buy.title")))
	text("ikebanarules.buy", nil)
	add(colourLine(f.Buy, l.T("ikebanaapp.table.buy", map[string]any{"Price": f.Buy.Value()})))

	section("ikebanarules.round.title")
	text("ikebanarules.round", map[string]any{"Size": f.BouquetSize})

	section("ikebanarules.combos.title")
	text("ikebanarules.same", nil)
	for i, ex := range f.Combos {
		if i > 0 && ex.Score.Combos[0].Kind == ikebana.Run && f.Combos[i-1].Score.Combos[0].Kind != ikebana.Run {
			text("ikebanarules.runs", nil)
		}
		add(para(capital(l.T("ikebanarules.example", map[string]any{"Combos": w.combos(ex.Score), "Points": points(ex.Score.Base)}))))
		add(cardLine(ex.Cards.Cards(), nil, ikebana.BouquetSize, 66))
	}
	text("ikebanarules.best", nil)
	for _, ex := range f.Worked {
		add(cardLine(ex.Cards.Cards(), comboCards(ex.Score), ikebana.BouquetSize, 66), para(standing(ex.Score)))
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
	add(para(strings.Join(lines, "\n")))

	section("ikebanarules.jokers.title")
	text("ikebanarules.jokers", nil)
	for _, ex := range f.Coloured {
		add(cardLine(ex.Cards.Cards(), comboCards(ex.Score), ikebana.BouquetSize, 66),
			para(strings.Join(append(w.jokers(ex.Score), standing(ex.Score)), "\n")))
	}

	section("ikebanaapp.new.final")
	text("ikebanarules.final", map[string]any{"Round": f.Rounds, "Factor": f.FinalFactor, "Total": f.Worked[0].Score.Total * f.FinalFactor})

	section("ikebanarules.end.title")
	text("ikebanarules.end", map[string]any{"Rounds": f.Rounds})
	return container.New(&maxWidth{w: 560}, container.NewVBox(items...))
}

// heading is a section's title; subheading a part's.
func heading(s string) fyne.CanvasObject {
	t := widget.NewLabel(s)
	t.TextStyle.Bold = true
	t.Importance = widget.WarningImportance
	t.Wrapping = fyne.TextWrapWord
	return t
}

func subheading(s string) fyne.CanvasObject {
	t := widget.NewLabel(s)
	t.TextStyle.Bold = true
	t.Wrapping = fyne.TextWrapWord
	return t
}

// para is a paragraph that wraps to the page's width.
func para(s string) *widget.Label {
	t := widget.NewLabel(s)
	t.Wrapping = fyne.TextWrapWord
	return t
}

// cardLine draws cards side by side, laid out for at least slots cards
// and at most maxH tall; marked cards are framed.
// They line up with the text, and read by value.
func cardLine(cards []ikebana.Card, marked func(ikebana.Card) bool, slots int, maxH float32) fyne.CanvasObject {
	cards = slices.Clone(cards)
	slices.SortStableFunc(cards, func(x, y ikebana.Card) int { return x.Value() - y.Value() })
	row := container.New(&cardRow{gap: 4, slots: slots, maxH: maxH})
	setCards(row, cards, marked)
	return inset(container.New(&minHeight{h: maxH}, row))
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
	card := container.New(&fixedWidth{w: 40}, container.New(&minHeight{h: 60}, newCardView(c)))
	return container.NewBorder(nil, nil, inset(card), nil, para(s))
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
