package koikoi

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// The captures sheet: a tap on a captures panel (a rank group at the
// table, a captured card in a lesson) opens that side's captures at a size
// one can read, rank by rank, under what they make. On a small phone the
// panels leave their cards too small for more than their counts (a
// lesson's, 18 dp wide at 360×640); the sheet shows them whole.

// capturesCard is the size of a card in the captures sheet (dp).
var capturesCard = fyne.NewSize(56, 56/cardRatio)

// showCaptures opens the sheet of owner's captures caps; badges are what
// they make, as the panel's line says.
func (a *App) showCaptures(owner string, caps koikoi.Set, badges []string, r *koikoi.Rules) {
	d := dialog.NewCustom(owner, a.T("ui.close"), a.capturesSheet(caps, badges, r), a.h.Win)
	d.Show()
}

// capturesSheet lays out caps rank by rank (a rank without cards is left
// out), under the badges' line.
func (a *App) capturesSheet(caps koikoi.Set, badges []string, r *koikoi.Rules) fyne.CanvasObject {
	l := a.l()
	var items []fyne.CanvasObject
	if len(badges) > 0 {
		line := widget.NewLabel(strings.Join(badges, a.T("ui.sep")))
		line.Wrapping = fyne.TextWrapWord
		line.Importance = widget.WarningImportance
		items = append(items, line)
	}
	for k := koikoi.Kind(0); k < 4; k++ {
		set := caps & kindSet(k)
		if set.Empty() {
			continue
		}
		items = append(items, kit.Heading(names.Kind(l, k)+" · "+l.Number(set.Len())))
		var cards []fyne.CanvasObject
		for _, c := range set.Cards() {
			w := NewCardWidget(c, false)
			w.Labels = true
			w.OnLongPress = func() { a.showCardDetails(c, r) }
			w.OnTapped = w.OnLongPress
			cards = append(cards, w)
		}
		items = append(items, container.NewGridWrap(capturesCard, cards...))
	}
	// The dialog takes the sheet's size, the rows the cards wrap into
	// counted at its width: at most most of the window, the rest scrolls.
	win := a.h.Win.Canvas().Size()
	pad := theme.Padding()
	w := min(win.Width*0.8, 6*(capturesCard.Width+pad))
	perRow := max(int((w+pad)/(capturesCard.Width+pad)), 1)
	h := float32(0)
	for _, o := range items {
		if g, ok := o.(*fyne.Container); ok {
			rows := (len(g.Objects) + perRow - 1) / perRow
			h += float32(rows)*(capturesCard.Height+pad) + pad
			continue
		}
		o.Resize(fyne.NewSize(w, o.MinSize().Height))
		h += o.MinSize().Height + pad
	}
	scroll := container.NewVScroll(container.NewVBox(items...))
	scroll.SetMinSize(fyne.NewSize(w, min(h, win.Height*0.6)))
	return scroll
}
