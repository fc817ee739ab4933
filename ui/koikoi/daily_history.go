package koikoi

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/dailies"
)

// DailyHistoryView holds the dailies' history screen's controls, for
// tests (dailies.HistoryView).
type DailyHistoryView = dailies.HistoryView

// DailyHistory returns the dailies' history screen last built, for tests.
func (a *App) DailyHistory() *DailyHistoryView { return a.dailyHistory }

// ShowDailyHistory shows the history of the Koi-Koi dailies: the streak
// and each day played, its result and accuracy once reviewed, a tap from
// its replay and review.
func (a *App) ShowDailyHistory() {
	a.h.Show(a.dailyHistoryScreen)
}

func (a *App) dailyHistoryScreen() fyne.CanvasObject {
	line := func(d store.Daily) string {
		return a.dailyOutcome([3]string{"ui.daily.day.won", "ui.daily.day.lost", "ui.daily.day.drawn"}, d)
	}
	v, body := a.sender().HistoryScreen(a.h.L, a.h.Win.Canvas().Size().Width-4*theme.Padding(), a.Today(), 2,
		line, func(d store.Daily) { a.openDaily(d, a.ShowDailyHistory) })
	a.dailyHistory = v
	return a.h.Screen(a.T("ui.daily.history"), a.ShowDaily, body, nil, 0)
}
