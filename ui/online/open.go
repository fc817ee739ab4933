package online

import (
	"context"
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// OpenView is the lobby's controls, for tests: the tables other players
// listed while they wait for players, with the filters.
type OpenView struct {
	// The filters: the game (either, or both), the pace (live or
	// turn-based, or any), rated or casual (or either).
	Game, Pace, Rated *widget.Select
	// Notice says why the player is back here (the seat was taken).
	Notice *widget.Label
	// Message says the list is on its way, is empty, or the error.
	Message *widget.Label
	Refresh *widget.Button
	Rows    []*OpenRow
	Box     *fyne.Container
}

// OpenRow is one table of the lobby: its game and options, its pace and
// free seats, who opened it with their rating; a tap sits at it.
type OpenRow struct {
	ID      string
	Title   *widget.Label
	Pace    *widget.Label
	Creator *widget.Label
	Tap     *kit.TapArea
}

// openFilter is what the lobby's filters hold across its screens.
type openFilter struct {
	game, pace, rated int // each filter's choice: 0 is any
}

// showOpen shows the lobby from a game's online screen: that game's
// tables at first.
func (a *App) showOpen(game string, back func()) {
	f := openFilter{game: 1}
	if game == Ikebana {
		f.game = 2
	}
	a.showOpenWith(f, "", back)
}

// showOpenWith shows the lobby with its filters and a notice ("" for
// none).
func (a *App) showOpenWith(f openFilter, notice string, back func()) {
	a.h.Show(func() fyne.CanvasObject { return a.openScreen(f, notice, back) })
}

// The filters' values, in the order of their choices (0 is any).
var (
	openGames  = []string{"", Koikoi, Ikebana}
	openPaces  = []string{"", core.PaceLive, core.PaceTurn}
	openRateds = []string{"", core.LobbyRated, core.LobbyCasual}
)

func (a *App) openScreen(f openFilter, notice string, back func()) fyne.CanvasObject {
	v := &OpenView{Message: note(a.T("online.open.loading")), Box: container.NewVBox(), Notice: kit.Para(notice)}
	a.View.Open = v
	v.Notice.Importance = widget.WarningImportance
	v.Notice.Hidden = notice == ""
	choose := func(opts []string, at int, set func(int)) *widget.Select {
		s := widget.NewSelect(opts, nil)
		s.SetSelectedIndex(at)
		s.OnChanged = func(string) {
			set(max(s.SelectedIndex(), 0))
			v.Notice.Hide()
			a.listOpen(v, f, back)
		}
		return s
	}
	v.Game = choose([]string{a.T("online.open.anygame"), a.gameName(Koikoi), a.gameName(Ikebana)}, f.game, func(i int) { f.game = i })
	v.Pace = choose([]string{a.T("online.open.anypace"), a.T("online.pace.live"), a.T("online.pace.turn")}, f.pace, func(i int) { f.pace = i })
	v.Rated = choose([]string{a.T("online.open.anyrated"), a.T("online.open.rated"), a.T("online.open.casual")}, f.rated, func(i int) { f.rated = i })
	v.Refresh = widget.NewButtonWithIcon(a.T("online.open.refresh"), theme.ViewRefreshIcon(), func() {
		v.Notice.Hide()
		a.listOpen(v, f, back)
	})
	body := container.NewVBox(v.Notice, note(a.T("online.open.about")), kit.Tall(v.Game), kit.Tall(v.Pace), kit.Tall(v.Rated),
		widget.NewSeparator(), v.Message, v.Box)
	a.listOpen(v, f, back)
	return a.screen(a.T("online.open.title"), body, kit.Tall(v.Refresh), back)
}

// listOpen asks the server for the lobby's tables with the filters and
// shows them (or that there is none, or the error).
func (a *App) listOpen(v *OpenView, f openFilter, back func()) {
	v.Message.SetText(a.T("online.open.loading"))
	v.Message.Show()
	v.Rows = nil
	v.Box.RemoveAll()
	v.Box.Refresh()
	filter := core.LobbyFilter{Game: openGames[f.game], Pace: openPaces[f.pace], Rated: openRateds[f.rated]}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), a.connectWait+a.askWait)
		defer cancel()
		var tables []core.LobbyTable
		s, err := a.connect(ctx)
		if err == nil {
			tables, err = s.Lobby(ctx, filter)
		}
		a.post(func() {
			if a.View.Open != v {
				return // the player went on
			}
			defer e2eChanged()
			switch {
			case err != nil:
				if errors.Is(err, context.DeadlineExceeded) {
					err = errTimeout
				}
				v.Message.SetText(a.T(errorID(err)))
			case len(tables) == 0:
				v.Message.SetText(a.T("online.open.empty"))
			default:
				v.Message.Hide()
			}
			for _, t := range tables {
				r := a.openRow(t, f, back)
				v.Rows = append(v.Rows, r)
				bg := canvas.NewRectangle(theme.Color(theme.ColorNameButton))
				bg.CornerRadius = 6
				v.Box.Add(container.NewStack(bg, container.NewPadded(container.NewVBox(r.Title, r.Pace, r.Creator)), r.Tap))
			}
			a.relayout()
		})
	}()
}

// openRow is one table's row.
func (a *App) openRow(t core.LobbyTable, f openFilter, back func()) *OpenRow {
	r := &OpenRow{ID: t.ID}
	title := a.gameName(t.Game)
	if t.Game == Ikebana {
		title += " · " + a.l().N("online.open.players", len(t.Seats))
	} else if rules := a.game(t.Game).RulesLine(t.Options); rules != "" {
		title += " · " + rules
	}
	r.Title = kit.Bold(title)
	r.Title.Wrapping = fyne.TextWrapWord
	pace := a.T("online.open.clock", map[string]any{"Clock": a.clockName(t.Clock)})
	if t.Days > 0 {
		pace = a.daysName(t.Days)
	}
	kind := a.T("online.open.casual")
	if t.Rated {
		kind = a.T("online.open.rated")
	}
	r.Pace = kit.Para(pace + " · " + a.l().N("online.open.free", t.Free) + " · " + kind)
	r.Creator = note(a.T("online.open.creator", map[string]any{"Name": t.Creator, "Rating": ratingText(t.Rating, t.Provisional)}))
	here := func() { a.showOpenWith(f, "", back) }
	r.Tap = kit.NewTapArea(func() { a.sit(t.ID, f, back, here) })
	return r
}

// sit takes a seat at a table of the lobby, then shows its waiting room
// (or its game, at the last seat). A seat taken first by someone else,
// or a table gone from the lobby, brings the lobby back, refreshed, with
// a line that says so.
func (a *App) sit(id string, f openFilter, back, here func()) {
	a.ask(a.T("online.lobby.connecting"), here, func(ctx context.Context, s *core.Session) (func(), error) {
		t, err := s.Sit(ctx, id)
		switch {
		case errors.Is(err, core.ErrFull):
			return func() { a.showOpenWith(f, a.T("online.open.taken"), back) }, nil
		case errors.Is(err, core.ErrNotFound):
			return func() { a.showOpenWith(f, a.T("online.open.gone"), back) }, nil
		case err != nil:
			return nil, err
		}
		return func() { a.showRoom(t, here) }, nil
	})
}
