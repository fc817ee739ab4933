package koikoi

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// The app's side of the Gaji (rules.md §4): the lightning played from the
// hand while it may be wild has two uses, which the player chooses between,
// and in rulebook a Gaji aimed at a month whose fourth card the other player
// holds is answered by a Hiki, which both players see.

// gajiPlay plays hand card c (with target, the field card tapped, or
// NoCard) when c is the lightning and its wild use is open, and reports
// whether it did. A target of another month than November can only be
// taken wild; otherwise the player is asked which use he means.
func (t *tableScreen) gajiPlay(c, target koikoi.Card) bool {
	obs := t.c.Observe()
	if c != koikoi.LightningCard || !obs.IsLegal(koikoi.Gaji) {
		return false
	}
	t.selected = koikoi.NoCard
	if target != koikoi.NoCard && target.Month() != koikoi.NovemberMonth {
		t.playThen(koikoi.Gaji, target)
		return true
	}
	t.update() // the selection is gone; the buttons below outlive this update
	a := t.a
	var d dialog.Dialog
	wild := t.button("gaji.wild", a.T("rules.gaji.wild"), nil, func() {
		d.Hide()
		t.playThen(koikoi.Gaji, target)
	})
	wild.Importance = widget.HighImportance
	november := t.button("gaji.november", a.T("rules.gaji.november"), nil, func() {
		d.Hide()
		t.playThen(koikoi.Play(c), target)
	})
	content := container.NewVBox(wrapLeft(a.T("rules.gaji.explain")), wild, november)
	d = dialog.NewCustomWithoutButtons(a.T("rules.gaji.question"), content, a.h.Win)
	d.Resize(fyne.NewSize(min(a.h.Win.Canvas().Size().Width-24, 420), 0))
	d.Show()
	return true
}

// hikiNotice remembers which declarations the table has shown.
type hikiNotice struct {
	shown uint16 // months already announced this round
}

// showHiki announces a Hiki declared since the last update to whoever
// looks at the table, as the game log tells it: who holds the fourth card
// (so the Gaji cannot take that month), what the Gaji's player does next,
// and the rule explained.
func (t *tableScreen) showHiki(obs *koikoi.Observation) {
	if obs.Hiki == 0 {
		t.hiki.shown = 0
		return
	}
	fresh := obs.Hiki &^ t.hiki.shown
	if fresh == 0 {
		return
	}
	t.hiki.shown |= fresh
	log := t.c.Log()
	i := len(log) - 1
	for i >= 0 && log[i].Kind != StepHiki {
		i--
	}
	if i < 0 {
		return
	}
	a := t.a
	lines := []string{t.narrator().narrate(log, i)}
	if i+1 < len(log) {
		switch log[i+1].Kind {
		case StepPending:
			lines = append(lines, t.narrator().say(log[i].Seat.Other(), "hiki.again", nil))
		case StepLand:
			lines = append(lines, a.T("rules.hiki.stays"))
		}
	}
	lines = append(lines, a.T("rules.hiki.explain"))
	box := container.NewVBox()
	for _, l := range lines {
		box.Add(wrapLeft(l))
	}
	d := dialog.NewCustom(a.T("rules.hiki.title"), a.T("ui.close"), box, a.h.Win)
	d.Resize(fyne.NewSize(min(a.h.Win.Canvas().Size().Width-24, 420), 0))
	d.Show()
}
