package koikoi

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/ui/kit"
	"github.com/koikoi-app/koikoi/ui/koikoi/rules"
)

// dialogError tells the player, in a dialog, that something went wrong.
func dialogError(a *App, err error) {
	dialog.ShowInformation(a.T("ui.error.title"), a.T("ui.error.generic"), a.h.Win)
}

// ShowRules shows the rules page: the whole game under the active rules
// (the game under way's, else those New game would start), then how the
// rule sets differ. Its content and numbers are ui/koikoi/rules'.
func (a *App) ShowRules() {
	a.h.Show(a.rulesScreen)
}

func (a *App) activeRules() koikoi.Rules {
	if a.match != nil {
		return *a.match.Observe().Rules
	}
	r, err := koikoi.Preset(a.settings().Koikoi.Preset)
	if err != nil {
		r = koikoi.MustPreset("standard")
	}
	for k, v := range a.settings().Koikoi.Options {
		r.Set(k, v)
	}
	return r
}

func (a *App) rulesScreen() fyne.CanvasObject {
	r := a.activeRules()
	return a.screen(a.T("ui.home.rules"), container.New(&kit.MaxWidth{W: 560}, rules.Page(a.l(), &r, ruleCards{a})))
}

// ruleCards draws the cards of the rules page and the reference sheets
// with the table's card widget; a tap or a long press shows a card's
// details.
type ruleCards struct{ a *App }

// Card draws card c; its details are under rules r.
func (rc ruleCards) Card(c koikoi.Card, r *koikoi.Rules) fyne.CanvasObject {
	cw := NewCardWidget(c, false)
	cw.OnLongPress = func() { rc.a.showCardDetails(c, r) }
	cw.OnTapped = cw.OnLongPress
	return cw
}
