package koikoi

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/ui/kit"
	"github.com/koikoi-app/koikoi/ui/koikoi/rules"
)

// cardDetails builds the enlarged view of a card: its picture, name, month,
// rank and the yaku it belongs to.
func (a *App) cardDetails(c koikoi.Card, r *koikoi.Rules) fyne.CanvasObject {
	img := NewCardWidget(c, a.settings().CornerLabels)
	big := container.NewCenter(container.NewGridWrap(fyne.NewSize(150, 225), img))
	name := title(names.Card(a.l(), c))
	sub := wrapLabel(names.Month(a.l(), c.Month()) + a.T("ui.sep") + names.Kind(a.l(), c.Kind()))
	var ys []fyne.CanvasObject
	for _, y := range rules.YakuOfCard(c, r) {
		ys = append(ys, newBadge(names.Yaku(a.l(), y), kit.BadgeColor))
	}
	return container.NewVBox(big, name, sub, container.NewCenter(container.New(&flowLayout{gap: 4, wrapW: 240}, ys...)))
}

// ShowCardDetails opens the enlarged view of card c under the active
// rules, as a long press on a card does.
func (a *App) ShowCardDetails(c koikoi.Card) {
	r := a.activeRules()
	a.showCardDetails(c, &r)
}

func (a *App) showCardDetails(c koikoi.Card, r *koikoi.Rules) {
	d := dialog.NewCustom(a.T("ui.card.title"), a.T("ui.close"), a.cardDetails(c, r), a.h.Win)
	d.Show()
}
