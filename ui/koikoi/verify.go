package koikoi

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// dealVerdict is the in-app check of a fair deal: the fingerprint shown
// before the round (of the seed and the deck as dealt) and the one
// recomputed from the revealed seed alone, through the documented shuffle.
type dealVerdict struct {
	Shown, Recomputed string
	Match             bool // the seed gives the deck that was dealt
}

// verifyDeal recomputes a round's deck from its revealed seed and compares
// its fingerprint with the one shown before the round.
func verifyDeal(r koikoi.RoundResult) dealVerdict {
	deck := koikoi.ShuffledDeck(r.Seed)
	v := dealVerdict{Shown: koikoi.DealHash(r.Seed, r.Deck), Recomputed: koikoi.DealHash(r.Seed, deck)}
	v.Match = v.Shown == v.Recomputed && deck == r.Deck
	return v
}

// dealCheck is the result's fair-deal part: the revealed seed and a Verify
// button that shows both fingerprints and the verdict. A round dealt from a
// prepared deck (seed 0: tests, lessons) has nothing to check.
func (a *App) dealCheck(v *RoundResultView, r koikoi.RoundResult) fyne.CanvasObject {
	if r.Seed == 0 {
		return wrapLabel(a.T("ui.result.stacked"))
	}
	v.Verdict = wrapLabel("")
	v.Verdict.Hide()
	box := container.NewVBox(caption(a.T("shell.verify.title")),
		wrapLabel(a.T("shell.verify.seed")+"\n"+fmt.Sprint(r.Seed)))
	v.Verify = widget.NewButtonWithIcon(a.T("shell.verify.button"), theme.ConfirmIcon(), nil)
	v.Verify.OnTapped = func() {
		d := verifyDeal(r)
		text := a.T("shell.verify.shown", M{"Hash": d.Shown}) + "\n" +
			a.T("shell.verify.recomputed", M{"Hash": d.Recomputed}) + "\n"
		if d.Match {
			text += a.T("shell.verify.match")
			v.Verdict.Importance = widget.SuccessImportance
		} else {
			text += a.T("shell.verify.mismatch")
			v.Verdict.Importance = widget.DangerImportance
		}
		v.Verdict.SetText(text)
		v.Verdict.Show()
		v.Verify.Disable()
	}
	box.Add(tall(v.Verify))
	box.Add(v.Verdict)
	return box
}
