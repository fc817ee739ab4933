package ikebana

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/ui/ikebana/rules"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// The rules page (ui/ikebana/rules) is a screen of its own, from Home or
// from the table's ⓘ; back (or Close) returns where the player came from.
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
	return a.screen(a.T("ikebanarules.title"), rules.Page(a.l(), pageCards{}), kit.Tall(a.Rules.Close), back)
}

// rulesControl is the table header's button to the rules page.
func (a *App) rulesControl() fyne.CanvasObject {
	b := widget.NewButtonWithIcon("", theme.InfoIcon(), a.ShowRulesFromTable)
	a.Rules.Open = b
	return container.NewGridWrap(fyne.NewSize(48, 48), b)
}

// pageCards draws the rules page's cards with the table's card widget.
type pageCards struct{}

// Row draws cards side by side in a row of the table's layout.
func (pageCards) Row(cards []ikebana.Card, marked func(ikebana.Card) bool, slots int, maxH float32) fyne.CanvasObject {
	row := container.New(&cardRow{gap: 4, slots: slots, maxH: maxH})
	setCards(row, cards, marked)
	return row
}

// Card draws one card.
func (pageCards) Card(c ikebana.Card) fyne.CanvasObject { return newCardWidget(c) }
