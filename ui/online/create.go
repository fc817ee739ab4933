package online

import (
	"context"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/match"
	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// Clocks are the move clocks a table may have, in seconds (the server's).
var Clocks = []int{15, 30, 60, 120, 300}

// defaultClock is the clock a new table starts with.
const defaultClock = 60

// CreateView is the Create a table screen's controls, for tests (the
// game's own form keeps its handles: ui/koikoi's and ui/ikebana's Apps).
type CreateView struct {
	// Form is the game's form of the table.
	Form kit.TableForm
	// The move clock.
	Clock *widget.Select
	// Rated asks for a rated game; disabled, and RatedNote says why, while
	// a computer sits at the table.
	Rated     *widget.Check
	RatedNote *widget.Label
	Create    *widget.Button
}

// table is a table as the creator asks for it.
type table struct {
	game  string
	opts  core.Options
	seats []core.Seat
	clock int
	rated bool
}

// showCreate shows the Create a table screen of a game.
func (a *App) showCreate(game string) {
	a.h.Show(func() fyne.CanvasObject { return a.createScreen(game) })
}

func (a *App) createScreen(game string) fyne.CanvasObject {
	v := &CreateView{}
	a.View.Create = v
	back := func() { a.ShowLobby(game) }
	form := a.game(game).TableForm(a.prefs().Name)
	v.Form = form
	var clocks []string
	for _, c := range Clocks {
		clocks = append(clocks, a.clockName(c))
	}
	v.Clock = widget.NewSelect(clocks, nil) // five choices do not fit a phone's width in a row
	v.Clock.SetSelected(a.clockName(defaultClock))
	v.Rated, v.RatedNote = a.ratedCheck(), note("")
	ratedOrNot := func() {
		_, seated := form.Chosen()
		if slices.ContainsFunc(seated, func(s match.Seat) bool { return s.Kind == match.Computer }) {
			v.Rated.Disable() // before unchecking: the player's choice stays
			v.Rated.SetChecked(false)
			v.RatedNote.SetText(a.T("online.rated.computer"))
			return
		}
		v.Rated.Enable()
		v.Rated.SetChecked(a.ratedChoice())
		v.RatedNote.SetText(a.T("online.rated.desc"))
	}
	ratedOrNot()
	if form.Watch != nil {
		form.Watch(ratedOrNot)
	}
	v.Create = widget.NewButton(a.T("online.create.button"), func() {
		opts, seated := form.Chosen()
		a.create(table{game: game, opts: options(opts), seats: seats(seated), clock: Clocks[max(v.Clock.SelectedIndex(), 0)],
			rated: v.Rated.Checked && !v.Rated.Disabled()}, back)
	})
	v.Create.Importance = widget.HighImportance
	body := container.NewVBox(form.Object, widget.NewSeparator(),
		kit.Bold(a.T("online.create.clock")), kit.Tall(v.Clock), note(a.T("online.create.clock.desc")),
		widget.NewSeparator(), kit.Tall(v.Rated), v.RatedNote)
	return a.screen(a.T("online.create.title"), body, kit.Tall(v.Create), back)
}

// clockName names a move clock in short: 30 s, 2 min.
func (a *App) clockName(sec int) string {
	if sec >= 60 && sec%60 == 0 {
		return a.T("online.clock.minutes", map[string]any{"N": a.l().Number(sec / 60)})
	}
	return a.T("online.clock.seconds", map[string]any{"N": a.l().Number(sec)})
}

// create opens the table and shows its waiting room (or its game, when
// computers fill every other seat).
func (a *App) create(t table, back func()) {
	a.ask(a.T("online.lobby.connecting"), back, func(ctx context.Context, s *core.Session) (func(), error) {
		create := s.Create
		if t.rated {
			create = s.CreateRated
		}
		tb, err := create(ctx, t.game, t.opts, t.seats, t.clock)
		if err != nil {
			return nil, err
		}
		return func() { a.showRoom(tb, back) }, nil
	})
}
