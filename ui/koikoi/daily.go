package koikoi

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/daily"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/dailies"
)

// The daily deal (engine/koikoi/daily): one game a UTC day, the same deal
// and the same computer for everyone. Its screen says what it is, that
// only the first finished game counts, and offers it (or its result);
// the game is played on the normal table, saved in its own slot, and its
// result goes to the dailies' history (daily_history.go).

// DailyView holds the daily screen's controls, for tests (dailies.DayView).
type DailyView = dailies.DayView

// Daily returns the daily screen last built, for tests.
func (a *App) Daily() *DailyView { return a.daily }

// Today returns the UTC day whose daily is on offer (YYYY-MM-DD).
func (a *App) Today() string { return a.sender().Today(a.Now) }

// TodayDaily returns today's finished daily from the history, if played.
func (a *App) TodayDaily() (store.Daily, bool) { return a.sender().Find(a.Today()) }

// DailyDoor is the caption of Home's door to the daily: today's score
// once played (done), else the daily's name.
func (a *App) DailyDoor() (caption string, done bool) {
	if d, ok := a.TodayDaily(); ok {
		return a.T("ui.daily.home.score", M{"Self": a.l().Number(d.Score[0]), "Opp": a.l().Number(d.Score[1])}), true
	}
	return a.T("ui.daily.home"), false
}

// dailyOutcome says a finished daily's result with one of ids, the
// message of a win, a loss and a draw, in that order.
func (a *App) dailyOutcome(ids [3]string, d store.Daily) string {
	self, opp := d.Score[0], d.Score[1]
	id := ids[2]
	switch {
	case self > opp:
		id = ids[0]
	case self < opp:
		id = ids[1]
	}
	return a.T(id, M{"Date": d.Date, "Self": a.l().Number(self), "Opp": a.l().Number(opp)})
}

// savedDaily returns the daily game under way, if any; an unreadable save
// is set aside by the store and logged.
func (a *App) savedDaily() (*store.KoikoiSave, *koikoi.Game) {
	sv, g, err := a.h.Store.LoadKoikoiDaily()
	if err != nil {
		fyne.LogError("koikoi: the daily's save is unreadable", err)
		return nil, nil
	}
	if g != nil && g.State().Phase() == koikoi.PhaseGameOver {
		a.h.Store.ClearKoikoiDaily() // its result is in the history
		return nil, nil
	}
	return sv, g
}

// ShowDaily shows the daily screen: the day, what the daily is, that only
// the first finished game counts, and Play (or Continue), or today's
// result with its replay.
func (a *App) ShowDaily() {
	a.h.Show(a.dailyScreen)
}

func (a *App) dailyScreen() fyne.CanvasObject {
	today := a.Today()
	day := dailies.Day{
		Date:    today,
		Heading: title(a.T("ui.daily.date", M{"Date": today})),
		About:   a.T("ui.daily.about", M{"Rounds": a.l().Number(daily.Rounds)}),
		Start: func() {
			if err := a.StartDaily(); err != nil {
				dialogError(a, err)
			}
		},
		History: a.ShowDailyHistory,
	}
	if sv, g := a.savedDaily(); sv != nil {
		day.Continue = a.T("ui.daily.continue", M{"Round": a.l().Number(g.State().Observe(0).Round), "Rounds": a.l().Number(daily.Rounds)})
		if sv.Daily != today {
			day.Continue = a.T("ui.daily.finish", M{"Date": sv.Daily})
		}
		day.Resume = func() { a.startGame(g, *sv) }
	} else if d, played := a.TodayDaily(); played {
		day.Played = &d
		day.Result = a.dailyOutcome([3]string{"ui.daily.result.won", "ui.daily.result.lost", "ui.daily.result.drawn"}, d)
		day.Replay = func() { a.openDaily(d, a.ShowDaily) }
	}
	if a.hasIdentity() {
		day.Board = func() { a.openDailyBoard(today, a.ShowDaily) }
	}
	v, body, foot := a.sender().DayScreen(a.h.L, a.h.Win.Canvas().Size().Width-4*theme.Padding(), day)
	a.daily = v
	return a.h.Screen(a.T("ui.daily.title"), a.home, body, foot, 480)
}

// ErrDailyPlayed is returned by StartDaily when today's daily is already
// played: only its first finished game counts.
var ErrDailyPlayed = store.ErrDailyPlayed

// StartDaily starts today's daily on the table, or continues it when it is
// under way. Once today's daily is finished it returns ErrDailyPlayed and
// starts nothing.
func (a *App) StartDaily() error {
	today := a.Today()
	if sv, g := a.savedDaily(); sv != nil {
		a.startGame(g, *sv)
		return nil
	}
	if _, played := a.TodayDaily(); played {
		return ErrDailyPlayed
	}
	g, err := daily.New(today)
	if err != nil {
		return err
	}
	a.startGame(g, store.KoikoiSave{Mode: store.ModeComputer, Level: "hard", Daily: today})
	return nil
}

// openDaily opens a finished daily's replay, seen from the person's seat;
// the review's accuracy, once made, is written to the history. back is
// where the replay's back arrow goes.
func (a *App) openDaily(d store.Daily, back func()) {
	if err := a.ShowReplay([]byte(d.Record), daily.Person, a.seatNames(false), back); err != nil {
		dialogError(a, err)
		return
	}
	a.replay.onReport = func(seat koikoi.Seat, accuracy float64) {
		if seat != daily.Person {
			return
		}
		d.Accuracy, d.Reviewed = accuracy, true
		if err := a.h.Store.UpdateDaily(d); err != nil && !errors.Is(err, store.ErrNotFound) {
			fyne.LogError("koikoi: writing a daily's accuracy", err)
		}
	}
}
