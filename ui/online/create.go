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
	// The pace: Live (a clock of seconds per move, Clock) or Turn-based
	// (days per move, Days); PaceNote says what the pace chosen means.
	Pace     *widget.RadioGroup
	Clock    *widget.Select
	Days     *widget.Select
	PaceNote *widget.Label
	// Lobby lists the table in the lobby, where anyone may sit at it.
	Lobby *widget.Check
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
	days  int // turn-based: days per move (then no clock)
	rated bool
	lobby bool
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
	var days []string
	for _, d := range core.TurnDays {
		days = append(days, a.daysName(d))
	}
	v.Days = widget.NewSelect(days, nil)
	v.Days.SetSelectedIndex(0)
	v.PaceNote = note("")
	clockRow, daysRow := kit.Tall(v.Clock), kit.Tall(v.Days)
	live, turn := a.T("online.pace.live"), a.T("online.pace.turn")
	v.Pace = widget.NewRadioGroup([]string{live, turn}, func(p string) {
		if p == "" { // a second tap on the choice unselects it: keep it
			v.Pace.SetSelected(live)
			return
		}
		shown(p == turn, daysRow, v.Days)
		shown(p != turn, clockRow, v.Clock)
		if p == turn {
			v.PaceNote.SetText(a.T("online.pace.turn.desc", map[string]any{"Strikes": core.MaxStrikes}))
		} else {
			v.PaceNote.SetText(a.T("online.create.clock.desc"))
		}
		a.relayout()
		e2eChanged() // the Create button moved
	})
	v.Pace.Horizontal = true
	v.Pace.SetSelected(live)
	v.Lobby = widget.NewCheck(a.T("online.create.lobby"), nil)
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
		t := table{game: game, opts: options(opts), seats: seats(seated), rated: v.Rated.Checked && !v.Rated.Disabled(), lobby: v.Lobby.Checked}
		if v.Pace.Selected == turn {
			t.days = core.TurnDays[max(v.Days.SelectedIndex(), 0)]
		} else {
			t.clock = Clocks[max(v.Clock.SelectedIndex(), 0)]
		}
		a.create(t, back)
	})
	v.Create.Importance = widget.HighImportance
	body := container.NewVBox(form.Object, widget.NewSeparator(),
		kit.Bold(a.T("online.create.clock")), kit.Tall(v.Pace), clockRow, daysRow, v.PaceNote,
		widget.NewSeparator(), kit.Tall(v.Rated), v.RatedNote,
		widget.NewSeparator(), kit.Tall(v.Lobby), note(a.T("online.create.lobby.desc")))
	return a.screen(a.T("online.create.title"), body, kit.Tall(v.Create), back)
}

// clockName names a move clock in short: 30 s, 2 min.
func (a *App) clockName(sec int) string {
	if sec >= 60 && sec%60 == 0 {
		return a.T("online.clock.minutes", map[string]any{"N": a.l().Number(sec / 60)})
	}
	return a.T("online.clock.seconds", map[string]any{"N": a.l().Number(sec)})
}

// shown shows or hides objects.
func shown(on bool, objs ...fyne.CanvasObject) {
	for _, o := range objs {
		if on {
			o.Show()
		} else {
			o.Hide()
		}
	}
}

// daysName names a turn-based clock: 1 day a move, 3 days a move.
func (a *App) daysName(days int) string {
	return a.l().N("online.pace.days", days)
}

// create opens the table and shows its waiting room (or its game, when
// computers fill every other seat).
func (a *App) create(t table, back func()) {
	a.ask(a.T("online.lobby.connecting"), back, func(ctx context.Context, s *core.Session) (func(), error) {
		tb, err := s.Open(ctx, core.NewTable{Game: t.game, Options: t.opts, Seats: t.seats, Clock: t.clock, Days: t.days,
			Rated: t.rated, Lobby: t.lobby})
		if err != nil {
			return nil, err
		}
		return func() { a.showRoom(tb, back) }, nil
	})
}
