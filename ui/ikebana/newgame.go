package ikebana

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// NewGameView is the new game screen's controls, for tests: the mode
// (against the computer or pass-and-play), the number of florists, a
// level for each computer or a name for each person, the Bouquet final.
type NewGameView struct {
	Mode    *widget.Select
	Players *widget.Select
	Levels  []*widget.Select // by computer, the first computer first
	Names   []*widget.Entry  // by seat, in pass-and-play
	Final   *widget.Check
	// FinalDesc says what the Bouquet-final option's value means.
	FinalDesc *widget.Label
	Start     *widget.Button
}

// maxName is the longest name a person may give, in characters: longer
// ones would not fit the table's rows on a small phone.
const maxName = 12

// ShowNewGame shows the new game screen.
func (a *App) ShowNewGame() { a.h.Show(a.newGameScreen) }

func (a *App) newGameScreen() fyne.CanvasObject {
	ng := a.h.Settings().Ikebana
	v := &NewGameView{}
	a.NewGame = v
	l := a.l()
	modes := []string{l.T("ikebanaplay.new.computer"), l.T("ikebanaplay.new.pass")}
	v.Mode = widget.NewSelect(modes, nil)
	v.Mode.SetSelectedIndex(0)
	if ng.Mode == store.ModePass {
		v.Mode.SetSelectedIndex(1)
	}
	pass := func() bool { return v.Mode.SelectedIndex() == 1 }
	v.Players = widget.NewSelect(nil, nil)

	// a level for each of the four computers a table may have, a name for
	// each of its five people; the screen shows those the table needs
	var levels []string
	for _, lv := range ai.Levels {
		levels = append(levels, l.T("level."+lv+".name"))
	}
	levelDesc := widget.NewLabel("")
	levelDesc.Wrapping = fyne.TextWrapWord
	levelDesc.Importance = widget.LowImportance
	describe := func(sel *widget.Select) {
		if i := sel.SelectedIndex(); i >= 0 {
			levelDesc.SetText(l.T("level."+ai.Levels[i]+".name") + ": " + l.T("ikebanaapp.level."+ai.Levels[i]))
		}
	}
	var levelRows, nameRows []fyne.CanvasObject
	for i := range ikebana.MaxPlayers - 1 {
		sel := widget.NewSelect(levels, nil)
		sel.SetSelectedIndex(slices.Index(ai.Levels, ng.LevelOf(i)))
		if sel.SelectedIndex() < 0 {
			sel.SetSelectedIndex(slices.Index(ai.Levels, "normal"))
		}
		sel.OnChanged = func(string) { describe(sel) }
		v.Levels = append(v.Levels, sel)
		name := widget.NewLabel(l.T("ikebana.name.computer", map[string]any{"N": i + 1}))
		levelRows = append(levelRows, container.NewBorder(nil, nil, container.NewCenter(name), nil, kit.Tall(sel)))
	}
	describe(v.Levels[0])
	for i := range ikebana.MaxPlayers {
		e := widget.NewEntry()
		e.SetPlaceHolder(defaultName(l, i))
		e.SetText(ng.NameOf(i))
		e.OnChanged = func(s string) {
			if r := []rune(s); len(r) > maxName {
				e.SetText(string(r[:maxName]))
			}
		}
		v.Names = append(v.Names, e)
		nameRows = append(nameRows, kit.Tall(e))
	}
	seats := container.NewVBox()
	fill := func() {
		n := v.Players.SelectedIndex() + 2
		seats.Objects = nil
		if pass() {
			seats.Add(bold(l.T("ikebanaplay.new.names")))
			seats.Objects = append(seats.Objects, nameRows[:n]...)
		} else {
			seats.Add(bold(l.T("ikebanaplay.new.levels")))
			seats.Objects = append(seats.Objects, levelRows[:n-1]...)
			seats.Add(levelDesc)
		}
		seats.Refresh()
	}
	counts := func() []string {
		var out []string
		for n := 2; n <= ikebana.MaxPlayers; n++ {
			if pass() {
				out = append(out, l.N("ikebanaplay.new.people.n", n))
			} else {
				out = append(out, l.N("ikebanaapp.new.players.n", n-1, map[string]any{"N": n}))
			}
		}
		return out
	}
	v.Players.Options = counts()
	v.Players.SetSelectedIndex(min(max(ng.Players, 2), ikebana.MaxPlayers) - 2)
	v.Players.OnChanged = func(string) { fill() }
	v.Mode.OnChanged = func(string) {
		i := v.Players.SelectedIndex()
		v.Players.Options = counts()
		v.Players.SetSelectedIndex(max(i, 0)) // its label follows the mode; fill runs
	}
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
	v.Start = widget.NewButtonWithIcon(l.T("ui.newgame.start"), theme.MediaPlayIcon(), func() {
		choice := store.IkebanaNewGame{
			Mode:    store.ModeComputer,
			Players: v.Players.SelectedIndex() + 2,
			Level:   ng.Level,
			Final:   v.Final.Checked,
		}
		if pass() {
			choice.Mode = store.ModePass
		}
		for _, sel := range v.Levels {
			choice.Levels = append(choice.Levels, ai.Levels[max(sel.SelectedIndex(), 0)])
		}
		for _, e := range v.Names {
			choice.Names = append(choice.Names, strings.TrimSpace(e.Text))
		}
		if err := a.Start(choice, newSeed()); err != nil {
			a.h.Home(err.Error())
		}
	})
	v.Start.Importance = widget.HighImportance
	body := container.NewVBox(
		bold(l.T("ikebanaplay.new.mode")), kit.Tall(v.Mode),
		bold(l.T("ikebanaapp.new.players")), kit.Tall(v.Players),
		seats,
		kit.Tall(v.Final), finalDesc)
	return a.screen(l.T("ikebanaapp.new.title"), container.New(&kit.MaxWidth{W: 480}, body), kit.Tall(v.Start), func() { a.h.Home("") })
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
	a.h.Back(back)
	b := widget.NewButtonWithIcon("", theme.NavigateBackIcon(), back)
	t := canvas.NewText(title, theme.Color(theme.ColorNameForeground))
	t.TextSize = 20
	t.TextStyle.Bold = true
	head := container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(48, 48), b), nil,
		container.NewHBox(layout.NewSpacer(), t, layout.NewSpacer(), layout.NewSpacer()))
	var foot fyne.CanvasObject
	if footer != nil {
		foot = container.NewPadded(container.New(&kit.MaxWidth{W: 560}, footer))
	}
	return container.NewBorder(container.NewPadded(head), foot, nil, nil,
		container.NewVScroll(container.NewPadded(body)))
}
