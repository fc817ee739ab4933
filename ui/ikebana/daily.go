package ikebana

import (
	"errors"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/daily"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// Ikebana's daily deal (engine/ikebana/daily): one game a UTC day at a
// table of the day's hard computers, the same for everyone. Its screen
// says what it is, that only the first finished game counts, and offers it
// (or its result); the game is played on the normal table, saved in its
// own slot, and its result goes to the dailies' history.

// DailyView holds the daily screen's controls, for tests: Play starts or
// continues the day's game, Replay opens the finished one's replay and
// review, History the dailies' history, Board the day's online table
// (with an online identity); Once says, until the game ends, that only its
// first finished game counts; Result says the day's result, Online its
// sending to the online table (Retry sends it again after a failure).
type DailyView struct {
	Play, Replay, History, Board, Retry *widget.Button
	Once, Result, Online                *widget.Label
}

// DailyHistoryView holds the history screen's controls, for tests: the
// streak, and each past daily's line, newest first, with its button to
// its replay (Days).
type DailyHistoryView struct {
	Streak, Damaged *widget.Label
	Lines           []*widget.Label
	Days            []*widget.Button
}

// ErrDailyPlayed is returned by StartDaily once today's daily is played.
var ErrDailyPlayed = store.ErrDailyPlayed

// Today returns the UTC day whose daily is on offer (YYYY-MM-DD).
func (a *App) Today() string {
	if a.Now != nil {
		return daily.Date(a.Now())
	}
	return daily.Date(time.Now())
}

// TodayDaily returns today's finished daily from the history, if played.
func (a *App) TodayDaily() (store.Daily, bool) {
	days, _ := a.h.Store.LoadDailies()
	if d := store.FindDaily(days, store.DailyIkebana, a.Today()); d != nil {
		return *d, true
	}
	return store.Daily{}, false
}

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
	v := &DailyView{}
	a.Daily = v
	today := a.Today()
	items := []fyne.CanvasObject{
		kit.Subheading(a.T("ui.daily.date", map[string]any{"Date": today})),
		wrapped(a.T("ikebanaapp.daily.about", map[string]any{"Players": l.Number(daily.Players), "Rounds": l.Number(ikebana.Rounds)})),
	}
	sv, g := a.savedDaily()
	d, played := a.TodayDaily()
	switch {
	case sv != nil:
		v.Once = wrapped(a.T("ui.daily.once"))
		items = append(items, v.Once)
		label := a.T("ui.daily.continue", map[string]any{"Round": l.Number(g.State().Round()), "Rounds": l.Number(ikebana.Rounds)})
		if sv.Daily != today {
			label = a.T("ui.daily.finish", map[string]any{"Date": sv.Daily})
		}
		v.Play = widget.NewButtonWithIcon(label, theme.HistoryIcon(), func() { a.resumeDaily(g, *sv) })
	case played:
		v.Result = wrapped(a.dailyLine("ikebanaapp.daily.result", d))
		v.Result.TextStyle.Bold = true
		v.Replay = widget.NewButtonWithIcon(a.T("ui.daily.replay"), theme.SearchIcon(), func() { a.openDaily(d, a.ShowDaily) })
		items = append(items, v.Result)
		if a.h.Daily != nil && (d.Pending || d.Place > 0) {
			st := a.sender().Status(a.h.L, d)
			v.Online, v.Retry = st.Text, st.Retry
			items = append(items, v.Online, kit.Tall(v.Retry))
		}
		items = append(items, wrapped(a.T("ui.daily.tomorrow")))
	default:
		v.Once = wrapped(a.T("ui.daily.once"))
		items = append(items, v.Once)
		v.Play = widget.NewButtonWithIcon(a.T("ui.daily.play"), theme.MediaPlayIcon(), func() {
			if err := a.StartDaily(); err != nil {
				fyne.LogError("ikebana: starting the daily", err)
				a.h.Home(a.T("ui.error.generic"))
			}
		})
	}
	v.History = widget.NewButtonWithIcon(a.T("ui.daily.history"), theme.ListIcon(), a.ShowDailyHistory)
	if a.sender().Identity() {
		v.Board = widget.NewButtonWithIcon(a.T("ui.daily.board"), theme.GridIcon(), func() { a.openDailyBoard(today, a.ShowDaily) })
	}
	a.sender().SendPending(today)
	foot := container.NewVBox()
	for _, b := range []*widget.Button{v.Play, v.Replay} {
		if b != nil {
			b.Importance = widget.HighImportance
			foot.Add(kit.Tall(b))
		}
	}
	foot.Add(kit.Tall(v.History))
	if v.Board != nil {
		foot.Add(kit.Tall(v.Board))
	}
	kit.SizeLabels(a.h.Win.Canvas().Size().Width-4*theme.Padding(), items...)
	return a.h.Screen(a.T("ui.daily.title"), func() { a.h.Home("") }, container.NewVBox(items...), foot, 480)
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
	v := &DailyHistoryView{}
	a.DailyHistory = v
	all, err := a.h.Store.LoadDailies()
	box := container.NewVBox()
	if errors.Is(err, store.ErrCorrupt) {
		v.Damaged = wrapped(a.T("ui.daily.history.damaged"))
		v.Damaged.Importance = widget.WarningImportance
		box.Add(v.Damaged)
	} else if err != nil {
		fyne.LogError("ikebana: the dailies' history is unreadable", err)
	}
	v.Streak = wrapped(a.l().N("ui.daily.streak", store.DailyStreak(all, store.DailyIkebana, a.Today())))
	v.Streak.TextStyle.Bold = true
	box.Add(v.Streak)
	var days []store.Daily
	for _, d := range all {
		if d.Game == store.DailyIkebana && len(d.Score) == daily.Players {
			days = append(days, d)
		}
	}
	if len(days) == 0 {
		box.Add(wrapped(a.T("ui.daily.history.none")))
	}
	for _, d := range days {
		text := a.dailyLine("ikebanaapp.daily.day", d)
		if d.Reviewed {
			text = a.T("ui.daily.day.accuracy", map[string]any{"Day": text, "Accuracy": a.l().Fixed(d.Accuracy, 1)})
		}
		switch {
		case d.Place > 0:
			text = a.T("ui.daily.day.ranked", map[string]any{"Day": text, "Place": a.l().Number(d.Place), "Players": a.l().Number(d.Players)})
		case d.Pending:
			text = a.T("ui.daily.day.pending", map[string]any{"Day": text})
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

// wrapped is a label that wraps at words.
func wrapped(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	return l
}
