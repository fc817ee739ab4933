package online

import (
	"context"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// BoardView is the leaderboard's controls, for tests.
type BoardView struct {
	// Pool picks the game (its rating pool), Period all time, this month
	// or the last.
	Pool   *widget.RadioGroup
	Period *widget.Select
	// Prev and Next turn the pages; Page says which one shows.
	Prev, Next *widget.Button
	Page       *widget.Label
	// Rows are the page's lines; You is the player's own place (or why
	// they are not on the board); Message says the board is being asked,
	// empty, or the error.
	Rows    []*BoardRow
	You     *widget.Label
	Message *widget.Label
}

// BoardRow is one line of a leaderboard.
type BoardRow struct {
	Place, Name, Rating *widget.Label
}

// board is what the leaderboard shows: a pool, a period (0 all time, 1
// this month, 2 the month before) and a page.
type board struct {
	pool   string
	period int
	page   int
}

// now is the clock the leaderboard's months are read from (tests).
var now = time.Now

// month returns the period's month as the server reads it ("2026-12"),
// "" for all time.
func (b board) month() string {
	if b.period == 0 {
		return ""
	}
	t := now().UTC()
	return time.Date(t.Year(), t.Month()-time.Month(b.period-1), 1, 0, 0, 0, 0, time.UTC).Format("2006-01")
}

// showBoard shows the leaderboard of a game's pool (the pools are named as
// the games), all time, its first page.
func (a *App) showBoard(game string, back func()) {
	a.h.Show(func() fyne.CanvasObject { return a.boardScreen(board{pool: game}, back) })
}

func (a *App) boardScreen(b board, back func()) fyne.CanvasObject {
	v := &BoardView{}
	a.View.Board = v
	show := func(nb board) { a.h.Show(func() fyne.CanvasObject { return a.boardScreen(nb, back) }) }
	var names []string
	for _, p := range core.Pools {
		names = append(names, a.gameName(p))
	}
	v.Pool = widget.NewRadioGroup(names, nil)
	v.Pool.Horizontal = true
	v.Pool.Required = true
	for i, p := range core.Pools {
		if p == b.pool {
			v.Pool.SetSelected(names[i])
		}
	}
	v.Pool.OnChanged = func(s string) {
		for i, n := range names {
			if n == s && core.Pools[i] != b.pool {
				show(board{pool: core.Pools[i], period: b.period})
			}
		}
	}
	v.Period = widget.NewSelect([]string{a.T("online.board.alltime"), a.T("online.board.thismonth"), a.T("online.board.lastmonth")}, nil)
	v.Period.SetSelectedIndex(b.period)
	v.Period.OnChanged = func(string) {
		if i := v.Period.SelectedIndex(); i != b.period {
			show(board{pool: b.pool, period: i})
		}
	}
	v.Prev = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { show(board{pool: b.pool, period: b.period, page: b.page - 1}) })
	v.Next = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { show(board{pool: b.pool, period: b.period, page: b.page + 1}) })
	v.Prev.Disable()
	v.Next.Disable()
	v.Page = widget.NewLabel("")
	v.Page.Alignment = fyne.TextAlignCenter
	v.Message = note(a.T("online.board.loading"))
	v.You = kit.Bold("")
	v.You.Wrapping = fyne.TextWrapWord
	v.You.Hide()
	rows := container.NewVBox()
	pages := container.NewBorder(nil, nil, kit.Tall(v.Prev), kit.Tall(v.Next), v.Page)
	body := container.NewVBox(v.Pool, kit.Tall(v.Period), v.You, widget.NewSeparator(), v.Message, rows)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), a.connectWait+a.askWait)
		defer cancel()
		var lb core.Leaderboard
		s, err := a.connect(ctx)
		if err == nil {
			lb, err = s.Leaderboard(ctx, b.pool, b.month(), b.page)
		}
		a.post(func() {
			if a.View.Board != v {
				return // the player went on
			}
			if err != nil {
				v.Message.SetText(a.T(errorID(err)))
				body.Refresh()
				return
			}
			a.fillBoard(v, rows, b, lb)
			body.Refresh()
		})
	}()
	return a.screen(a.T("online.board.title"), body, pages, back)
}

// fillBoard lays out a page of the leaderboard: its lines (the player's
// own in bold), the pages, and the player's own place.
func (a *App) fillBoard(v *BoardView, rows *fyne.Container, b board, lb core.Leaderboard) {
	v.Message.Hide()
	if len(lb.Entries) == 0 {
		v.Message.SetText(a.T("online.board.empty"))
		v.Message.Show()
	}
	for _, e := range lb.Entries {
		r := &BoardRow{Place: widget.NewLabel(a.l().Number(e.Place)), Name: widget.NewLabel(e.Name), Rating: widget.NewLabel(strconv.Itoa(e.Rating))}
		r.Name.Truncation = fyne.TextTruncateEllipsis
		if e.You {
			r.Place.TextStyle.Bold, r.Name.TextStyle.Bold, r.Rating.TextStyle.Bold = true, true, true
			r.Name.Importance = widget.WarningImportance
		}
		v.Rows = append(v.Rows, r)
		place := container.New(&kit.AtLeast{W: 44}, r.Place)
		rows.Add(container.NewBorder(nil, nil, place, r.Rating, r.Name))
	}
	rows.Refresh()
	if lb.Pages > 0 {
		v.Page.SetText(a.T("online.board.page", map[string]any{"Page": a.l().Number(b.page + 1), "Pages": a.l().Number(lb.Pages)}))
	}
	if b.page > 0 {
		v.Prev.Enable()
	}
	if b.page+1 < lb.Pages && len(lb.Entries) == core.BoardPage {
		v.Next.Enable()
	}
	if lb.You != nil && lb.You.Place > 0 {
		v.You.TextStyle.Bold = true
		v.You.Importance = widget.MediumImportance
		v.You.SetText(a.T("online.board.you", map[string]any{"Place": a.l().Number(lb.You.Place), "Rating": strconv.Itoa(lb.You.Rating)}))
	} else {
		v.You.SetText(a.T("online.board.notyou"))
		v.You.TextStyle.Bold = false
		v.You.Importance = widget.LowImportance
	}
	v.You.Show()
}
