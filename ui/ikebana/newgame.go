package ikebana

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// NewGameView is the new game screen's controls, for tests: the number of
// florists, who sits in each seat (a person, or a computer at a level;
// seat 0 is always a person), each person's name and hints, the Bouquet
// final, and the question before a game under way is abandoned.
type NewGameView struct {
	Players *widget.Select
	// Kinds, Names and Hints are by seat: Kinds offers a person (0) or a
	// computer at each of ai.Levels (1 on); Names and Hints are a
	// person's (a person alone against computers is "You", unnamed).
	Kinds []*widget.Select
	Names []*widget.Entry
	Hints []*widget.Check
	// LevelDesc says what the last chosen level means.
	LevelDesc *widget.Label
	Final     *widget.Check
	// FinalDesc says what the Bouquet-final option's value means.
	FinalDesc *widget.Label
	Start     *widget.Button
	// With a game under way, Start asks first (Question); Abandon starts
	// the new game, Keep does not.
	Question      *widget.Label
	Abandon, Keep *widget.Button
}

// maxName is the longest name a person may give, in characters: longer
// ones would not fit the table's rows on a small phone.
const maxName = 12

// ShowNewGame shows the new game screen.
func (a *App) ShowNewGame() { a.h.Show(a.newGameScreen) }

func (a *App) newGameScreen() fyne.CanvasObject {
	ng := a.h.Settings().Ikebana
	hints := a.h.Settings().IkebanaPrefs.Hints
	remembered := ng.SeatsOf(ikebana.MaxPlayers)
	v := &NewGameView{}
	a.NewGame = v
	l := a.l()
	kinds := []string{l.T("ikebanaplay.new.person")}
	for _, lv := range ai.Levels {
		kinds = append(kinds, l.T("ikebanaplay.new.computer.level", map[string]any{"Level": l.T("level." + lv + ".name")}))
	}
	v.LevelDesc = widget.NewLabel("")
	v.LevelDesc.Wrapping = fyne.TextWrapWord
	v.LevelDesc.Importance = widget.LowImportance
	describe := func(sel *widget.Select) {
		if i := sel.SelectedIndex(); i >= 1 {
			lv := ai.Levels[i-1]
			v.LevelDesc.SetText(l.T("level."+lv+".name") + ": " + l.T("ikebanaapp.level."+lv))
		}
	}
	person := func(i int) bool { return v.Kinds[i].SelectedIndex() == 0 }
	seats := container.NewVBox()
	var fill func()
	for i, seat := range remembered {
		sel := widget.NewSelect(kinds, nil)
		sel.SetSelectedIndex(0)
		if !seat.Person() {
			sel.SetSelectedIndex(slices.Index(ai.Levels, seat.Level) + 1)
		}
		if i == 0 {
			sel.Disable() // the phone's owner sits in seat 0
		}
		sel.OnChanged = func(string) {
			describe(sel)
			fill()
		}
		v.Kinds = append(v.Kinds, sel)
		e := widget.NewEntry()
		e.SetPlaceHolder(defaultName(l, i))
		e.SetText(seat.Name)
		e.OnChanged = func(s string) {
			if r := []rune(s); len(r) > maxName {
				e.SetText(string(r[:maxName]))
			}
		}
		v.Names = append(v.Names, e)
		h := widget.NewCheck(l.T("ikebanaplay.new.hints"), nil)
		h.SetChecked(hints)
		if i < len(ng.Seats) && seat.Person() { // as this seat's person chose last time
			h.SetChecked(seat.Hints)
		}
		v.Hints = append(v.Hints, h)
	}
	for _, sel := range v.Kinds {
		if sel.SelectedIndex() > 0 {
			describe(sel)
			break
		}
	}
	// fill shows the seats of the table's size: each a kind, and a
	// person's name (when several share the phone) and hints
	fill = func() {
		n := v.Players.SelectedIndex() + 2
		people := 0
		for i := range n {
			if person(i) {
				people++
			}
		}
		seats.Objects = []fyne.CanvasObject{bold(l.T("ikebanaplay.new.seats"))}
		computers := false
		for i := range n {
			num := widget.NewLabel(l.Number(i + 1))
			num.TextStyle.Bold = true
			line := kit.Tall(v.Kinds[i])
			if person(i) && people > 1 {
				line = container.NewGridWithColumns(2, line, kit.Tall(v.Names[i]))
			}
			seats.Add(container.NewBorder(nil, nil, container.NewCenter(num), nil, line))
			if person(i) {
				seats.Add(container.NewBorder(nil, nil, widget.NewLabel(" "), nil, kit.Tall(v.Hints[i])))
			} else {
				computers = true
			}
		}
		if computers {
			seats.Add(v.LevelDesc)
		}
		seats.Refresh()
	}
	var counts []string
	for n := 2; n <= ikebana.MaxPlayers; n++ {
		counts = append(counts, l.N("ikebanaplay.new.florists.n", n))
	}
	v.Players = widget.NewSelect(counts, nil)
	v.Players.SetSelectedIndex(min(max(ng.Players, 2), ikebana.MaxPlayers) - 2)
	v.Players.OnChanged = func(string) { fill() }
	fill()
	// The option's description says what its value means, as Koi-Koi's
	// options do.
	finalDesc := widget.NewLabel("")
	finalDesc.Wrapping = fyne.TextWrapWord
	v.FinalDesc = finalDesc
	describeFinal := func(on bool) {
		id := "ikebanaapp.new.final.off"
		if on {
			id = "ikebanaapp.new.final.desc"
		}
		finalDesc.SetText(l.T(id))
	}
	v.Final = widget.NewCheck(l.T("ikebanaapp.new.final"), describeFinal)
	v.Final.SetChecked(ng.Final)
	describeFinal(ng.Final)
	start := func() {
		choice := store.IkebanaNewGame{Players: v.Players.SelectedIndex() + 2, Final: v.Final.Checked}
		for i, sel := range v.Kinds {
			seat := store.IkebanaSeat{Kind: store.SeatPerson, Name: strings.TrimSpace(v.Names[i].Text), Hints: v.Hints[i].Checked}
			if k := sel.SelectedIndex(); k > 0 {
				seat = store.IkebanaSeat{Kind: store.SeatComputer, Level: ai.Levels[k-1]}
			}
			choice.Seats = append(choice.Seats, seat)
		}
		if err := a.Start(choice, newSeed()); err != nil {
			a.h.Home(err.Error())
		}
	}
	v.Start = widget.NewButtonWithIcon(l.T("ui.newgame.start"), theme.MediaPlayIcon(), nil)
	v.Start.Importance = widget.HighImportance
	footer := a.askFirst(v, start)
	body := container.NewVBox(
		bold(l.T("ikebanaapp.new.players")), kit.Tall(v.Players),
		seats,
		kit.Tall(v.Final), finalDesc)
	return a.screen(l.T("ikebanaapp.new.title"), container.New(&kit.MaxWidth{W: 480}, body), footer, func() { a.h.Home("") })
}

// askFirst is the new game screen's footer: Start, which with a game
// under way asks first whether to abandon it (a loss in the statistics
// against the computer) and starts only on Abandon.
func (a *App) askFirst(v *NewGameView, start func()) fyne.CanvasObject {
	l := a.l()
	q, footer := kit.AskFirst(v.Start, l.T("ikebanaplay.new.abandon.keep"), l.T("ikebanaplay.new.abandon.confirm"), kit.Tall, func() string {
		sv, g, err := a.h.Store.LoadIkebana()
		switch {
		case err != nil || g == nil:
			return ""
		case store.IkebanaMode(sv.Seats) == store.ModePass || sv.GameCounted:
			return l.T("ikebanaplay.new.abandon.ask")
		}
		return l.T("ikebanaplay.new.abandon.loss")
	}, start)
	v.Question, v.Abandon, v.Keep = q.Question, q.Confirm, q.Keep
	return footer
}

// bold is a heading label of a form.
func bold(s string) *widget.Label {
	t := widget.NewLabel(s)
	t.TextStyle.Bold = true
	t.Wrapping = fyne.TextWrapWord
	return t
}

// screen frames a titled screen with a back button, a scrolling body and
// its main button (footer, if any) always in reach at the bottom.
func (a *App) screen(title string, body, footer fyne.CanvasObject, back func()) fyne.CanvasObject {
	return a.h.Screen(title, back, body, footer, 560)
}
