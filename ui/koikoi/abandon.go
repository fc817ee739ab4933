package koikoi

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/store"
)

// Nothing is lost by a tap: with a game under way, the new game screen's
// Start asks first whether to abandon it, and says that against the
// computer the abandoned game counts as a loss in the statistics (as
// Ikebana's does, ui/ikebana/newgame.go).

// AbandonView is the question's controls, for tests.
type AbandonView struct {
	Question      *widget.Label
	Abandon, Keep *widget.Button
}

// askFirst is the new game screen's footer: Start, which with a game
// under way asks first and calls start only on Abandon.
func (a *App) askFirst(startBtn *widget.Button, start func()) fyne.CanvasObject {
	v := &a.ask
	v.Question = widget.NewLabel("")
	v.Question.Wrapping = fyne.TextWrapWord
	v.Question.Alignment = fyne.TextAlignCenter
	v.Question.TextStyle.Bold = true
	v.Keep = widget.NewButton(a.T("ui.newgame.abandon.keep"), nil)
	v.Abandon = widget.NewButtonWithIcon(a.T("ui.newgame.abandon.confirm"), theme.DeleteIcon(), start)
	v.Abandon.Importance = widget.DangerImportance
	ask := container.NewVBox(v.Question, container.NewGridWithColumns(2, tall(v.Keep), tall(v.Abandon)))
	go1 := tall(startBtn)
	footer := container.NewStack(go1, ask)
	asking := func(on bool) {
		// Each object, so that a test sees what shows.
		for _, o := range []fyne.CanvasObject{ask, v.Question, v.Keep, v.Abandon, go1, startBtn} {
			if on == (o == go1 || o == startBtn) {
				o.Hide()
			} else {
				o.Show()
			}
		}
		footer.Refresh()
	}
	asking(false)
	startBtn.OnTapped = func() {
		sv, ok := a.gameUnderWay()
		if !ok {
			start()
			return
		}
		id := "ui.newgame.abandon.ask"
		if sv.Mode == store.ModeComputer && !sv.GameCounted {
			id = "ui.newgame.abandon.loss"
		}
		v.Question.SetText(a.T(id))
		asking(true)
	}
	v.Keep.OnTapped = func() { asking(false) }
	return footer
}

// gameUnderWay returns the save of the game under way, on the table or
// saved, if there is one that has not ended.
func (a *App) gameUnderWay() (store.KoikoiSave, bool) {
	if a.ctrl != nil {
		if a.ctrl.Game.State().Phase() == koikoi.PhaseGameOver {
			return store.KoikoiSave{}, false
		}
		return a.ctrl.Save, true
	}
	sv, g, err := a.h.Store.LoadKoikoi()
	if err != nil || g == nil || g.State().Phase() == koikoi.PhaseGameOver {
		return store.KoikoiSave{}, false
	}
	return *sv, true
}

// abandon ends the game under way for a new one: against the computer it
// counts as a loss (once: a game whose end was counted is not lost
// again). Its finished rounds were counted as they ended.
func (a *App) abandon() {
	sv, ok := a.gameUnderWay()
	if !ok {
		return
	}
	if sv.Mode == store.ModeComputer && !sv.GameCounted {
		a.Stats.AddGame(-1)
		if err := a.h.Store.SaveKoikoiStats(a.Stats); err != nil {
			dialogError(a, err)
		}
	}
	a.Stop()
	a.h.Store.ClearKoikoi()
}
