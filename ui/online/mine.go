package online

import (
	"context"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/server/protocol"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// MineView is My tables on Play online, for tests: the player's
// unfinished tables, those waiting for the player's move first.
type MineView struct {
	// Turns says in how many games it is the player's turn (hidden at
	// none).
	Turns *widget.Label
	Rows  []*MineRow
	// Box holds the heading and the rows once the server answered
	// (empty while it has not, or when the player sits at no table).
	Box *fyne.Container

	// shown is true from the first list until another screen covers
	// Play online (Covered): the list follows the server's word of it
	// meanwhile; back is where a table's Back leads.
	shown bool
	back  func()
}

// MineRow is one table of My tables: its game and the other players,
// whose turn it is with the time left; a tap opens it where it was.
type MineRow struct {
	ID    string
	Title *widget.Label
	State *widget.Label
	Tap   *kit.TapArea
}

// mine fills My tables of a game's online screen when the Session is
// there: at once when connected, else after connecting in the background
// (a failure shows nothing: the screen's buttons say it when tapped).
func (a *App) mine(v *MineView, back func()) {
	fill := func(s *core.Session) {
		if a.View.Lobby == nil || a.View.Lobby.Mine != v {
			return // the player went on
		}
		v.shown, v.back = true, back
		a.fillMine(v, s.MyTables(), back)
		e2eChanged()
	}
	if s := a.current(); s != nil && a.Connected() {
		fill(s)
		return
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), a.connectWait)
		defer cancel()
		s, err := a.connect(ctx)
		if err != nil {
			return
		}
		a.post(func() { fill(s) })
	}()
}

// fillMine shows the tables.
func (a *App) fillMine(v *MineView, tables []protocol.TableInfo, back func()) {
	v.Rows = nil
	v.Box.RemoveAll()
	turns := 0
	for _, in := range tables {
		if in.Turn {
			turns++
		}
	}
	if turns > 0 {
		v.Turns.SetText(a.l().N("online.mine.turns", turns))
		v.Turns.Show()
	} else {
		v.Turns.Hide()
	}
	if len(tables) == 0 {
		a.relayout()
		return
	}
	v.Box.Add(kit.Bold(a.T("online.mine.title")))
	for _, in := range tables {
		r := a.mineRow(in, back)
		v.Rows = append(v.Rows, r)
		bg := canvas.NewRectangle(theme.Color(theme.ColorNameButton))
		bg.CornerRadius = 6
		v.Box.Add(container.NewStack(bg, container.NewPadded(container.NewVBox(r.Title, r.State)), r.Tap))
	}
	a.relayout()
}

// relayout lays the screen out again after a part of it changed its size
// in place (a list came).
func (a *App) relayout() {
	if c := a.h.Win.Content(); c != nil {
		c.Refresh()
	}
}

// mineRow is one table's row.
func (a *App) mineRow(in protocol.TableInfo, back func()) *MineRow {
	r := &MineRow{ID: in.ID}
	var others []string
	for i, s := range in.Seats {
		switch {
		case i == in.Seat || s.Kind == "free":
		case s.Kind == "computer":
			others = append(others, a.T("ikebanaplay.new.computer.level", map[string]any{"Level": a.T("level." + s.Level + ".name")}))
		default:
			others = append(others, s.Name)
		}
	}
	with := a.T("online.mine.alone")
	if len(others) > 0 {
		with = a.T("online.mine.with", map[string]any{"Names": strings.Join(others, ", ")})
	}
	r.Title = kit.Bold(a.gameName(in.Game) + " · " + with)
	r.Title.Wrapping = fyne.TextWrapWord
	forfeit := in.Seat >= 0 && in.Seat < len(in.Seats) && in.Seats[in.Seat].Forfeit
	var state string
	switch {
	case forfeit:
		state = a.T("online.mine.forfeit")
	case in.Status == "open":
		state = a.T("online.mine.open")
	case in.Turn:
		state = a.T("online.mine.yours")
	default:
		state = a.T("online.mine.theirs")
	}
	if in.Deadline != 0 && !forfeit && in.Status == "playing" {
		state += " · " + a.T("online.left", map[string]any{"Time": a.spanText(time.Until(time.UnixMilli(in.Deadline)))})
	}
	r.State = kit.Para(state)
	if in.Turn && !forfeit {
		r.State.Importance = widget.SuccessImportance
	} else {
		r.State.Importance = widget.LowImportance
	}
	r.Tap = kit.NewTapArea(func() { a.resumeTable(in.ID, back) })
	return r
}

// spanText writes a time left in short: 2 d 4 h, 5 h, 12 min, 40 s.
func (a *App) spanText(d time.Duration) string {
	d = max(d, 0)
	n := a.l().Number
	switch {
	case d >= 24*time.Hour:
		return a.T("online.span.dh", map[string]any{"D": n(int(d / (24 * time.Hour))), "H": n(int(d % (24 * time.Hour) / time.Hour))})
	case d >= time.Hour:
		return a.T("online.span.h", map[string]any{"H": n(int(d / time.Hour))})
	case d >= time.Minute:
		return a.T("online.span.m", map[string]any{"M": n(int(d / time.Minute))})
	}
	return a.T("online.span.s", map[string]any{"S": n(int((d + time.Second - 1) / time.Second))})
}

// resumeTable follows one of the player's tables and shows it where it
// is: its waiting room, or its game.
func (a *App) resumeTable(id string, back func()) {
	a.ask(a.T("online.lobby.connecting"), back, func(ctx context.Context, s *core.Session) (func(), error) {
		t, err := s.Resume(ctx, id, 0)
		if err != nil {
			return nil, err
		}
		return func() { a.enter(t, back) }, nil
	})
}

// enter shows a table the player sits at as it is now: a quick match
// waiting, a waiting room, or the game.
func (a *App) enter(t *core.Table, back func()) {
	switch {
	case t.Status() == "open" && t.Info().Quick:
		a.showQuick(t, back)
	case t.Status() == "open":
		a.showRoom(t, back)
	default:
		a.play(t, back)
	}
}

// Covered tells the online screens that the shell shows another screen
// (any screen: an online screen's own showing is built after it): My
// tables stops following the server's word of the player's tables.
func (a *App) Covered() {
	a.atLobby = false
	if v := a.View.Lobby; v != nil && v.Mine != nil {
		v.Mine.shown = false
	}
}

// ListsInvites reports whether the screen shown is Play online, which
// lists the invitations itself: nothing need announce them over it.
func (a *App) ListsInvites() bool { return a.atLobby }
