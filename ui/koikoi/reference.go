package koikoi

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
	"github.com/koikoi-app/koikoi/ui/koikoi/rules"
)

// The reference sheets, one tap from the table: the yaku sheet (the points
// of the game's preset and options, its multipliers, and which yaku each
// side is closest to) and the card sheet (the 48 cards by month with rank
// and name, and the special cards), made by ui/koikoi/rules. They open over the table, which goes
// on underneath; Close returns to it.

// reference is the open sheet, for tests.
type reference struct {
	Pop   *widget.PopUp
	Tabs  *container.AppTabs
	Close *widget.Button
	depth int // the window's overlays with the sheets open
}

// Reference returns the sheets on show, or nil. The shell's back key
// takes them off the window as it does any pop-up: then fewer overlays
// than when they opened remain.
func (a *App) Reference() *reference {
	if a.ref == nil || len(a.h.Win.Canvas().Overlays().List()) < a.ref.depth {
		return nil
	}
	return a.ref
}

// referenceButton is the table header's button that opens the sheets.
func (a *App) referenceButton() fyne.CanvasObject {
	b := widget.NewButtonWithIcon("", theme.InfoIcon(), a.ShowReference)
	a.refButton = b
	return container.NewGridWrap(fyne.NewSize(48, 48), b)
}

// ShowReference opens the sheets for the game under way (or, away from a
// table, for the rules chosen for new games, without the closeness).
func (a *App) ShowReference() {
	r := a.activeRules()
	var obs *koikoi.Observation
	var me, opp string
	if a.match != nil {
		o := a.match.Observe()
		obs = &o
		me, opp = a.T("term.you"), a.T("term.computer")
		if n := a.match.otherName(); n != "" {
			opp = n
		}
		if a.match.Save.Mode == store.ModePass {
			v := a.match.Viewer()
			me, opp = a.T("ui.player.n", M{"N": int(v) + 1}), a.T("ui.player.n", M{"N": int(v.Other()) + 1})
		}
	}
	size := a.h.Win.Canvas().Size()
	yaku := container.NewVScroll(container.New(&padLayout{h: 8, v: 6}, rules.YakuSheet(a.l(), &r, obs, me, opp)))
	cards := container.NewVScroll(container.New(&padLayout{h: 8, v: 6}, rules.CardSheet(a.l(), &r, min(size.Width-8, 560)-16, ruleCards{a})))
	tabs := container.NewAppTabs(
		container.NewTabItem(a.T("ui.ref.yaku"), yaku),
		container.NewTabItem(a.T("ui.ref.cards"), cards),
	)
	ref := &reference{Tabs: tabs}
	ref.Close = widget.NewButtonWithIcon(a.T("ui.close"), theme.CancelIcon(), func() {
		ref.Pop.Hide()
		if a.ref == ref {
			a.ref = nil
		}
	})
	ref.Close.Importance = widget.HighImportance
	bg := canvas.NewRectangle(kit.FeltColor)
	body := container.NewBorder(nil, container.New(&padLayout{h: 6, v: 4}, tall(ref.Close)), nil, nil, tabs)
	ref.Pop = widget.NewModalPopUp(container.NewStack(bg, body), a.h.Win.Canvas())
	// Full screen on a phone held upright; a readable column on a wide
	// screen.
	w := min(size.Width-8, 560)
	ref.Pop.Resize(fyne.NewSize(w, size.Height-8))
	ref.Pop.Move(fyne.NewPos((size.Width-w)/2, 4))
	a.ref = ref
	ref.Pop.Show()
	ref.depth = len(a.h.Win.Canvas().Overlays().List())
}
