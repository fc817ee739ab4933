package ikebana

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// OfferTutorial asks a new player, once, whether to take the tutorial:
// the first time Ikebana's New game opens with no lesson begun, as
// Koi-Koi's first launch does. It returns the dialog shown, or nil.
func (a *App) OfferTutorial() dialog.Dialog {
	ts := a.tutor()
	if ts.prog.Offered || ts.prog.Started() {
		return nil
	}
	ts.prog.Offered = true
	a.saveTutorial()
	l := a.l()
	var d dialog.Dialog
	yes := widget.NewButton(l.T("ui.tutorial.offer.yes"), func() {
		d.Hide()
		a.ShowTutorial()
	})
	yes.Importance = widget.HighImportance
	no := widget.NewButton(l.T("ui.tutorial.offer.no"), func() { d.Hide() })
	ts.OfferButtons = map[string]*widget.Button{"yes": yes, "no": no}
	body := widget.NewLabel(l.T("ikebanaapp.tutorial.offer.body"))
	body.Wrapping = fyne.TextWrapWord
	body.Alignment = fyne.TextAlignCenter
	d = dialog.NewCustomWithoutButtons(l.T("ikebanaapp.tutorial.offer.title"), container.NewVBox(body, tall(yes), tall(no)), a.h.Win)
	d.Resize(fyne.NewSize(min(a.h.Win.Canvas().Size().Width-24, 380), 0))
	d.Show()
	return d
}
