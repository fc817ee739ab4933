package koikoi

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
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
	q, footer := kit.AskFirst(startBtn, a.T("ui.newgame.abandon.keep"), a.T("ui.newgame.abandon.confirm"), tall, func() string {
		sv, ok := a.gameUnderWay()
		switch {
		case !ok:
			return ""
		case sv.Mode == store.ModeComputer && !sv.GameCounted:
			return a.T("ui.newgame.abandon.loss")
		}
		return a.T("ui.newgame.abandon.ask")
	}, start)
	a.ask = AbandonView{Question: q.Question, Abandon: q.Confirm, Keep: q.Keep}
	return footer
}

// gameUnderWay returns the save of the game under way, on the table or
// saved, if there is one that has not ended.
func (a *App) gameUnderWay() (store.KoikoiSave, bool) {
	if a.match != nil {
		if a.match.Observe().Phase == koikoi.PhaseGameOver {
			return store.KoikoiSave{}, false
		}
		return a.match.Save, true
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
	if err := a.h.Store.ClearKoikoi(); err != nil {
		fyne.LogError("koikoi: clearing an abandoned game's save", err)
	}
}
