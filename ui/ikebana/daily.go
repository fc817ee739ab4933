package ikebana

import (
	"errors"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/daily"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/dailies"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// Ikebana's daily deal (engine/ikebana/daily): one game a UTC day at a
// table of the day's hard computers, the same for everyone. Its screen
// says what it is, that only the first finished game counts, and offers it
// (or its result); the game is played on the normal table, saved in its
// own slot, and its result goes to the dailies' history.

// DailyView holds the daily screen's controls, for tests (dailies.DayView).
type DailyView = dailies.DayView

// DailyHistoryView holds the history screen's controls, for tests
// (dailies.HistoryView).
type DailyHistoryView = dailies.HistoryView

// ErrDailyPlayed is returned by StartDaily once today's daily is played.
var ErrDailyPlayed = store.ErrDailyPlayed

// Today returns the UTC day whose daily is on offer (YYYY-MM-DD).
func (a *App) Today() string { return a.sender().Today(a.Now) }

// TodayDaily returns today's finished daily from the history, if played.
func (a *App) TodayDaily() (store.Daily, bool) { return a.sender().Find(a.Today()) }

// DailyDoor is the caption of Home's door to the daily: today's place
// once played (done), else the daily's name.
func (a *App) DailyDoor() (caption string, done bool) {
	if d, ok := a.TodayDaily(); ok {
		return placeName(a.l(), dailyPlace(d.Score)), true
	}
	return a.T("ui.daily.home"), false
}

// dailyPlace is the person's place (1 for a win, shared or not) among a
// daily's final prestige, seat by seat.
func dailyPlace(prestige []int) int {
	place := 1
	for _, p := range prestige[1:] {
		if p > prestige[daily.Person] {
			place++
		}
	}
	return place
}

// dailyLine says a finished daily's place and prestige with message id.
func (a *App) dailyLine(id string, d store.Daily) string {
	l := a.l()
	return a.T(id, map[string]any{"Date": d.Date, "Place": placeName(l, dailyPlace(d.Score)),
		"Players": l.Number(len(d.Score)), "Prestige": l.Number(d.Score[daily.Person])})
}

// dailySeats are the daily's table: the person, then the day's computers.
func dailySeats() []store.IkebanaSeat {
	seats := []store.IkebanaSeat{{Kind: store.SeatPerson}}
	for range daily.Players - 1 {
		seats = append(seats, store.IkebanaSeat{Kind: store.SeatComputer, Level: "hard"})
	}
	return seats
}

// savedDaily returns the daily under way, if any; a finished one is
// cleared (its result is in the history), an unreadable one logged.
func (a *App) savedDaily() (*store.IkebanaSave, *ikebana.Game) {
	sv, g, err := a.h.Store.LoadIkebanaDaily()
	if err != nil {
		fyne.LogError("ikebana: the daily's save is unreadable", err)
		return nil, nil
	}
	if g != nil && g.State().GameOver() {
		a.h.Store.ClearIkebanaDaily()
		return nil, nil
	}
	return sv, g
}

// ShowDaily shows the daily screen: the day, what the daily is, that only
// the first finished game counts, and Play (or Continue), or today's
// result with its replay.
func (a *App) ShowDaily() { a.h.Show(a.dailyScreen) }

func (a *App) dailyScreen() fyne.CanvasObject {
	l := a.l()
	today := a.Today()
	day := dailies.Day{
		Date:    today,
		Heading: kit.Subheading(a.T("ui.daily.date", map[string]any{"Date": today})),
		About:   a.T("ikebanaapp.daily.about", map[string]any{"Players": l.Number(daily.Players), "Rounds": l.Number(ikebana.Rounds)}),
		Start: func() {
			if err := a.StartDaily(); err != nil {
				fyne.LogError("ikebana: starting the daily", err)
				a.h.Home(a.T("ui.error.generic"))
			}
		},
		History: a.ShowDailyHistory,
	}
	if sv, g := a.savedDaily(); sv != nil {
		day.Continue = a.T("ui.daily.continue", map[string]any{"Round": l.Number(g.State().Round()), "Rounds": l.Number(ikebana.Rounds)})
		if sv.Daily != today {
			day.Continue = a.T("ui.daily.finish", map[string]any{"Date": sv.Daily})
		}
		day.Resume = func() { a.resumeDaily(g, *sv) }
	} else if d, played := a.TodayDaily(); played {
		day.Played = &d
		day.Result = a.dailyLine("ikebanaapp.daily.result", d)
		day.Replay = func() { a.openDaily(d, a.ShowDaily) }
	}
	if a.sender().Identity() {
		day.Board = func() { a.openDailyBoard(today, a.ShowDaily) }
	}
	v, body, foot := a.sender().DayScreen(a.h.L, a.h.Win.Canvas().Size().Width-4*theme.Padding(), day)
	a.Daily = v
	return a.h.Screen(a.T("ui.daily.title"), func() { a.h.Home("") }, body, foot, 480)
}

// StartDaily starts today's daily on the table, or continues the daily
// under way. Once today's is finished it returns ErrDailyPlayed and
// starts nothing. The normal game's save is not touched.
func (a *App) StartDaily() error {
	if sv, g := a.savedDaily(); sv != nil {
		return a.resumeDaily(g, *sv)
	}
	today := a.Today()
	if _, played := a.TodayDaily(); played {
		return ErrDailyPlayed
	}
	g, err := daily.New(today)
	if err != nil {
		return err
	}
	return a.resumeDaily(g, store.IkebanaSave{Mode: store.ModeComputer, Seats: dailySeats(), Daily: today})
}

// resumeDaily shows the daily g's table.
func (a *App) resumeDaily(g *ikebana.Game, sv store.IkebanaSave) error {
	m, err := newMatch(g, sv)
	if err != nil {
		return err
	}
	m.DailyPending = a.sender().Identity
	a.start(m)
	return nil
}

// keepDaily adds a finished daily to the dailies' history: its day, its
// record and every seat's prestige. Only the day's first finished result
// counts: a second one is not kept.
func (m *Match) keepDaily() {
	if m.Save.Daily == "" {
		return
	}
	text, err := m.Record(m.Game).MarshalText()
	if err == nil {
		st := m.State()
		score := make([]int, st.Players())
		for p := range score {
			score[p] = st.Prestige(ikebana.Seat(p))
		}
		err = m.Store.AddDaily(store.Daily{Date: m.Save.Daily, Game: store.DailyIkebana, Record: string(text),
			Score: score, Pending: m.DailyPending != nil && m.DailyPending(), Finished: time.Now().UTC()})
	}
	if err != nil && !errors.Is(err, store.ErrDailyPlayed) && m.OnSaveError != nil {
		m.OnSaveError(err)
	}
}

// openDaily opens a finished daily's replay from the person's seat; the
// review's accuracy, once made, is written to the history.
func (a *App) openDaily(d store.Daily, back func()) {
	if err := a.ShowReplay([]byte(d.Record), dailySeats(), daily.Person, back); err != nil {
		fyne.LogError("ikebana: a daily does not replay", err)
		return
	}
	a.replay.onReport = func(seat ikebana.Seat, accuracy float64) {
		if seat != daily.Person {
			return
		}
		d.Accuracy, d.Reviewed = accuracy, true
		if err := a.h.Store.UpdateDaily(d); err != nil {
			fyne.LogError("ikebana: writing a daily's accuracy", err)
		}
	}
}

// ShowDailyHistory shows the history of the Ikebana dailies: the streak
// and each day played, its place, prestige and accuracy once reviewed, a
// tap from its replay and review.
func (a *App) ShowDailyHistory() { a.h.Show(a.dailyHistoryScreen) }

func (a *App) dailyHistoryScreen() fyne.CanvasObject {
	line := func(d store.Daily) string { return a.dailyLine("ikebanaapp.daily.day", d) }
	v, body := a.sender().HistoryScreen(a.h.L, a.h.Win.Canvas().Size().Width-4*theme.Padding(), a.Today(), daily.Players,
		line, func(d store.Daily) { a.openDaily(d, a.ShowDailyHistory) })
	a.DailyHistory = v
	return a.h.Screen(a.T("ui.daily.history"), a.ShowDaily, body, nil, 0)
}
