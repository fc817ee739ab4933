package online

import (
	"context"
	"errors"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// The daily deal online (online.Session.DailySubmit, DailyBoard,
// DailyRecord): a finished daily is sent when the player has an online
// identity, and the day's table lists everyone's results.

// dailyWait bounds the answer to a daily's submission: the server replays
// the whole game first.
var dailyWait = 60 * time.Second

// dailyErrorIDs are the sentences of the errors only a daily meets.
var dailyErrorIDs = []struct {
	err error
	id  string
}{
	{core.ErrForged, "online.daily.error.forged"},
	{core.ErrIllegal, "online.daily.error.forged"},
	{core.ErrDailyPlayed, "online.daily.error.played"},
	{core.ErrDailyClosed, "online.daily.error.closed"},
	{core.ErrNotYet, "online.daily.error.notyet"},
}

// DailyErrorText is the one sentence that tells an error of the daily.
func (a *App) DailyErrorText(err error) string {
	for _, e := range dailyErrorIDs {
		if errors.Is(err, e.err) {
			return a.T(e.id)
		}
	}
	if errors.Is(err, context.DeadlineExceeded) {
		err = errTimeout
	}
	return a.T(errorID(err))
}

// HasIdentity reports whether the player has an online identity: the
// device went online once. Only then is a finished daily sent.
func (a *App) HasIdentity() bool { return a.prefs().Secret != "" }

// SubmitDaily sends game's daily of date off the UI goroutine (connecting
// first if need be); done gets, on the UI goroutine, the place ranked and
// how many played the day, or the error.
func (a *App) SubmitDaily(game, date string, moves []string, result []int, done func(place, players int, err error)) {
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), a.connectWait+dailyWait)
		defer cancel()
		var r core.DailyResult
		s, err := a.connect(ctx)
		if err == nil {
			r, err = s.DailySubmit(ctx, game, date, moves, result)
		}
		a.post(func() { done(r.Entry.Place, r.Players, err) })
	}()
}

// DailyBoardView is the day's table's controls, for tests.
type DailyBoardView struct {
	// Rows are the page's lines, each a button that opens its replay once
	// the day is closed (disabled before); You is the player's own line;
	// Closing says when the day closes (or that it has); Message says the
	// table is being asked, empty, or the error.
	Rows                  []*widget.Button
	You, Closing, Message *widget.Label
	Prev, Next            *widget.Button
	Page                  *widget.Label
}

// DailyBoard returns the day's table last built, for tests.
func (a *App) DailyBoard() *DailyBoardView { return a.dailyBoard }

// ShowDailyBoard shows the first page of game's table of date: place,
// name, points and accuracy, the player's own line, and when the day
// closes. Once it is closed a line opens that player's game: open replays
// it from the moves (its back arrow returns to this table).
func (a *App) ShowDailyBoard(game, date string, open func(moves []string, back func()) error, back func()) {
	a.showDailyPage(game, date, 0, open, back)
}

func (a *App) showDailyPage(game, date string, page int, open func([]string, func()) error, back func()) {
	a.h.Show(func() fyne.CanvasObject { return a.dailyBoardScreen(game, date, page, open, back) })
}

func (a *App) dailyBoardScreen(game, date string, page int, open func([]string, func()) error, back func()) fyne.CanvasObject {
	v := &DailyBoardView{}
	a.dailyBoard = v
	again := func() { a.showDailyPage(game, date, page, open, back) }
	v.Prev = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { a.showDailyPage(game, date, page-1, open, back) })
	v.Next = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { a.showDailyPage(game, date, page+1, open, back) })
	v.Prev.Disable()
	v.Next.Disable()
	v.Page = widget.NewLabel("")
	v.Page.Alignment = fyne.TextAlignCenter
	v.Message = note(a.T("online.board.loading"))
	v.Closing = note(a.dailyClosing(date, false))
	v.You = kit.Bold("")
	v.You.Wrapping = fyne.TextWrapWord
	v.You.Hide()
	rows := container.NewVBox()
	head := kit.Subheading(a.T("online.daily.board.day", map[string]any{"Game": a.gameName(game), "Date": date}))
	body := container.NewVBox(head, v.Closing, v.You, widget.NewSeparator(), v.Message, rows)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), a.connectWait+a.askWait)
		defer cancel()
		var b core.DailyBoard
		s, err := a.connect(ctx)
		if err == nil {
			b, err = s.DailyBoard(ctx, game, date, page)
		}
		a.post(func() {
			if a.dailyBoard != v {
				return // the player went on
			}
			if err != nil {
				v.Message.SetText(a.DailyErrorText(err))
				body.Refresh()
				return
			}
			a.fillDailyBoard(v, rows, b, func(place int) { a.openDailyRecord(game, date, place, open, again) })
			body.Refresh()
		})
	}()
	pages := container.NewBorder(nil, nil, kit.Tall(v.Prev), kit.Tall(v.Next), v.Page)
	return a.screen(a.T("online.daily.board.title"), body, pages, back)
}

// dailyClosing says when the day of date closes to results, or that it
// has (its lines then open their games).
func (a *App) dailyClosing(date string, closed bool) string {
	day, err := time.Parse(time.DateOnly, date)
	if closed || err != nil {
		return a.T("online.daily.board.closed")
	}
	at := day.AddDate(0, 0, 1).Add(core.DailyGrace)
	return a.T("online.daily.board.closes", map[string]any{"Time": at.Format("2006-01-02 15:04")})
}

// fillDailyBoard lays out a page of the day's table: its lines (the
// player's own in bold), each opening its game once the day is closed,
// the pages and the player's own line.
func (a *App) fillDailyBoard(v *DailyBoardView, rows *fyne.Container, b core.DailyBoard, open func(place int)) {
	v.Message.Hide()
	v.Closing.SetText(a.dailyClosing(b.Date, b.Closed))
	if len(b.Entries) == 0 {
		v.Message.SetText(a.T("online.board.empty"))
		v.Message.Show()
	}
	for _, e := range b.Entries {
		r := widget.NewButton(a.dailyLine(e), func() { open(e.Place) })
		r.Alignment = widget.ButtonAlignLeading
		if e.You {
			r.Importance = widget.HighImportance
		}
		if !b.Closed {
			r.Disable()
		}
		v.Rows = append(v.Rows, r)
		rows.Add(kit.Tall(r))
	}
	rows.Refresh()
	if b.Pages > 0 {
		v.Page.SetText(a.T("online.board.page", map[string]any{"Page": a.l().Number(b.Page + 1), "Pages": a.l().Number(b.Pages)}))
	}
	if b.Page > 0 {
		v.Prev.Enable()
	}
	if b.Page+1 < b.Pages {
		v.Next.Enable()
	}
	if b.You != nil {
		v.You.SetText(a.T("online.daily.board.you", map[string]any{"Line": a.dailyLine(*b.You), "Players": a.l().Number(b.Players)}))
	} else {
		v.You.SetText(a.T("online.daily.board.notyou"))
		v.You.TextStyle.Bold = false
	}
	v.You.Show()
}

// dailyLine is one line of the day's table: place, name, points and the
// accuracy when the server computed it.
func (a *App) dailyLine(e core.DailyEntry) string {
	l := a.l()
	data := map[string]any{"Place": l.Number(e.Place), "Name": e.Name}
	if e.Accuracy == nil {
		return l.N("online.daily.line", e.Points, data)
	}
	data["Accuracy"] = l.Fixed(*e.Accuracy, 1)
	return l.N("online.daily.line.accuracy", e.Points, data)
}

// openDailyRecord fetches the moves of the line at place of a closed day
// and replays them (open); an error is told with a way back to the table.
func (a *App) openDailyRecord(game, date string, place int, open func([]string, func()) error, back func()) {
	a.ask(a.T("online.lobby.connecting"), back, func(ctx context.Context, s *core.Session) (func(), error) {
		r, err := s.DailyRecord(ctx, game, date, place)
		if err != nil {
			return nil, err
		}
		return func() {
			if err := open(r.Moves, back); err != nil {
				a.showError(err, back)
			}
		}, nil
	})
}
