package online

import (
	"context"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	core "github.com/koikoi-app/koikoi/online"
	"github.com/koikoi-app/koikoi/ui/kit"
	kkui "github.com/koikoi-app/koikoi/ui/koikoi"
)

// Clocks are the move clocks a table may have, in seconds (the server's).
var Clocks = []int{15, 30, 60, 120, 300}

// defaultClock is the clock a new table starts with.
const defaultClock = 60

// CreateView is the Create a table screen's controls, for tests.
type CreateView struct {
	// Koi-Koi: the rules, as the New game screen offers them.
	Rules *kkui.RulesForm
	// Ikebana: the table size, who sits in seats 2 on (a friend, or a
	// computer at a level), the Bouquet final.
	Players *widget.Select
	Seats   []*widget.Select
	Final   *widget.Check
	// Both: the move clock.
	Clock  *widget.Select
	Create *widget.Button
}

// table is a table as the creator asks for it.
type table struct {
	game  string
	opts  core.Options
	seats []core.Seat
	clock int
}

// showCreate shows the Create a table screen of a game.
func (a *App) showCreate(game string) {
	a.h.Show(func() fyne.CanvasObject { return a.createScreen(game) })
}

func (a *App) createScreen(game string) fyne.CanvasObject {
	v := &CreateView{}
	a.View.Create = v
	back := func() { a.ShowLobby(game) }
	var form fyne.CanvasObject
	var spec func() table
	if game == Ikebana {
		form, spec = a.ikebanaForm(v)
	} else {
		form, spec = a.koikoiForm(v)
	}
	var clocks []string
	for _, c := range Clocks {
		clocks = append(clocks, a.clockName(c))
	}
	v.Clock = widget.NewSelect(clocks, nil) // five choices do not fit a phone's width in a row
	v.Clock.SetSelected(a.clockName(defaultClock))
	v.Create = widget.NewButton(a.T("online.create.button"), func() {
		t := spec()
		t.clock = Clocks[max(v.Clock.SelectedIndex(), 0)]
		a.create(t, back)
	})
	v.Create.Importance = widget.HighImportance
	body := container.NewVBox(form, widget.NewSeparator(),
		kit.Bold(a.T("online.create.clock")), kit.Tall(v.Clock), note(a.T("online.create.clock.desc")))
	return a.screen(a.T("online.create.title"), body, kit.Tall(v.Create), back)
}

// clockName names a move clock in short: 30 s, 2 min.
func (a *App) clockName(sec int) string {
	if sec >= 60 && sec%60 == 0 {
		return a.T("online.clock.minutes", map[string]any{"N": a.l().Number(sec / 60)})
	}
	return a.T("online.clock.seconds", map[string]any{"N": a.l().Number(sec)})
}

// koikoiForm offers Koi-Koi's rules as the New game screen does (the
// preset, the length and every option), starting from the player's last
// New game choices.
func (a *App) koikoiForm(v *CreateView) (fyne.CanvasObject, func() table) {
	ng := a.h.Settings().Koikoi
	v.Rules = kkui.NewRulesForm(a.l(), ng.Preset, ng.Options)
	return container.NewVBox(v.Rules.Head, v.Rules.Options), func() table {
		preset, rules := v.Rules.Chosen()
		return table{game: Koikoi, opts: core.Options{Preset: preset, Rules: rules},
			seats: []core.Seat{{Kind: core.Person}, {Kind: core.Person}}}
	}
}

// ikebanaForm offers Ikebana's table: its size, who sits in each seat but
// the creator's (a friend with the code, or a computer at a level), and
// the Bouquet final, from the player's last New game choices.
func (a *App) ikebanaForm(v *CreateView) (fyne.CanvasObject, func() table) {
	ng := a.h.Settings().Ikebana
	l := a.l()
	kinds := []string{a.T("online.create.friend")}
	for _, lv := range ai.Levels {
		kinds = append(kinds, l.T("ikebanaplay.new.computer.level", map[string]any{"Level": l.T("level." + lv + ".name")}))
	}
	seats := container.NewVBox()
	remembered := ng.SeatsOf(ikebana.MaxPlayers)
	for i := range ikebana.MaxPlayers {
		sel := widget.NewSelect(kinds, nil)
		sel.SetSelectedIndex(0)
		if i > 0 && !remembered[i].Person() {
			sel.SetSelectedIndex(slices.Index(ai.Levels, remembered[i].Level) + 1)
		}
		v.Seats = append(v.Seats, sel)
	}
	var counts []string
	for n := 2; n <= ikebana.MaxPlayers; n++ {
		counts = append(counts, l.N("ikebanaplay.new.florists.n", n))
	}
	fill := func() {
		n := v.Players.SelectedIndex() + 2
		seats.Objects = nil
		you := widget.NewLabel(a.T("online.wait.you", map[string]any{"Name": a.prefs().Name}))
		seats.Add(container.NewBorder(nil, nil, seatNumber(l.Number(1)), nil, you))
		for i := 1; i < n; i++ {
			seats.Add(container.NewBorder(nil, nil, seatNumber(l.Number(i+1)), nil, kit.Tall(v.Seats[i])))
		}
		seats.Refresh()
	}
	v.Players = widget.NewSelect(counts, func(string) { fill() })
	v.Players.SetSelectedIndex(min(max(ng.Players, 2), ikebana.MaxPlayers) - 2)
	v.Final = widget.NewCheck(a.T("ikebanaapp.new.final"), nil)
	v.Final.SetChecked(ng.Final)
	form := container.NewVBox(kit.Bold(a.T("ikebanaapp.new.players")), kit.Tall(v.Players),
		kit.Bold(a.T("ikebanaplay.new.seats")), seats,
		kit.Tall(v.Final), note(a.T("ikebanaapp.new.final.desc")))
	return form, func() table {
		n := v.Players.SelectedIndex() + 2
		t := table{game: Ikebana, opts: core.Options{Players: n, Final: v.Final.Checked}}
		for i := range n {
			seat := core.Seat{Kind: core.Person}
			if k := v.Seats[i].SelectedIndex(); i > 0 && k > 0 {
				seat = core.Seat{Kind: core.Computer, Level: ai.Levels[k-1]}
			}
			t.seats = append(t.seats, seat)
		}
		return t
	}
}

// seatNumber is a seat's number at the start of its line.
func seatNumber(n string) fyne.CanvasObject {
	l := widget.NewLabel(n)
	l.TextStyle.Bold = true
	return container.NewCenter(l)
}

// create opens the table and shows its waiting room (or its game, when
// computers fill every other seat).
func (a *App) create(t table, back func()) {
	a.ask(a.T("online.lobby.connecting"), back, func(ctx context.Context, s *core.Session) (func(), error) {
		tb, err := s.Create(ctx, t.game, t.opts, t.seats, t.clock)
		if err != nil {
			return nil, err
		}
		return func() { a.showRoom(tb, back) }, nil
	})
}
