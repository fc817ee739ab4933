package koikoi

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// DailyHistoryView holds the dailies' history screen's controls, for
// tests: Streak says how many days in a row the daily was played, Lines
// say each past daily's day and result, newest first, and Days open their
// replay and review.
type DailyHistoryView struct {
	Streak *widget.Label
	Lines  []*widget.Label
	Days   []*widget.Button
	// Damaged tells that the history could not be read (it was set aside).
	Damaged *widget.Label
}

// DailyHistory returns the dailies' history screen last built, for tests.
func (a *App) DailyHistory() *DailyHistoryView { return a.dailyHistory }

// ShowDailyHistory shows the history of the Koi-Koi dailies: the streak
// and each day played, its result and accuracy once reviewed, a tap from
// its replay and review.
func (a *App) ShowDailyHistory() {
	a.h.Show(a.dailyHistoryScreen)
}

func (a *App) dailyHistoryScreen() fyne.CanvasObject {
	v := &DailyHistoryView{}
	a.dailyHistory = v
	all, err := a.h.Store.LoadDailies()
	box := container.NewVBox()
	if errors.Is(err, store.ErrCorrupt) {
		v.Damaged = wrapLeft(a.T("ui.daily.history.damaged"))
		v.Damaged.Importance = widget.WarningImportance
		box.Add(v.Damaged)
	} else if err != nil {
		fyne.LogError("koikoi: the dailies' history is unreadable", err)
	}
	streak := store.DailyStreak(all, store.DailyKoikoi, a.Today())
	v.Streak = wrapLeft(a.l().N("ui.daily.streak", streak))
	v.Streak.TextStyle.Bold = true
	box.Add(v.Streak)
	var days []store.Daily
	for _, d := range all {
		if d.Game == store.DailyKoikoi && len(d.Score) == 2 {
			days = append(days, d)
		}
	}
	if len(days) == 0 {
		box.Add(wrapLeft(a.T("ui.daily.history.none")))
	}
	for _, d := range days {
		text := a.dailyOutcome([3]string{"ui.daily.day.won", "ui.daily.day.lost", "ui.daily.day.drawn"}, d)
		if d.Reviewed {
			text = a.T("ui.daily.day.accuracy", M{"Day": text, "Accuracy": a.l().Fixed(d.Accuracy, 1)})
		}
		switch {
		case d.Place > 0:
			text = a.T("ui.daily.day.ranked", M{"Day": text, "Place": a.l().Number(d.Place), "Players": a.l().Number(d.Players)})
		case d.Pending:
			text = a.T("ui.daily.day.pending", M{"Day": text})
		}
		// The line wraps on a narrow phone; the replay's button beside it.
		line := widget.NewLabel(text)
		line.Wrapping = fyne.TextWrapWord
		kit.SizeLabels(a.h.Win.Canvas().Size().Width-5*theme.Padding()-kit.TapHeight, line)
		b := widget.NewButtonWithIcon("", theme.MediaPlayIcon(), func() { a.openDaily(d, a.ShowDailyHistory) })
		v.Lines, v.Days = append(v.Lines, line), append(v.Days, b)
		box.Add(container.NewBorder(nil, nil, nil, container.New(&kit.AtLeast{W: kit.TapHeight, H: kit.TapHeight}, b), line))
	}
	kit.SizeLabels(a.h.Win.Canvas().Size().Width-4*theme.Padding(), box.Objects...)
	return a.h.Screen(a.T("ui.daily.history"), a.ShowDaily, box, nil, 0)
}
