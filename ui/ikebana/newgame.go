package ikebana

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/ikebana/ai"
	"github.com/koikoi-app/koikoi/store"
)

// NewGameView is the new game screen's controls, for tests.
type NewGameView struct {
	Players *widget.Select
	Level   *widget.Select
	Final   *widget.Check
	Start   *widget.Button
}

// ShowNewGame shows the new game screen: the number of florists, the
// computer's level and the Bouquet-final option.
func (a *App) ShowNewGame() { a.h.Show(a.newGameScreen) }

func (a *App) newGameScreen() fyne.CanvasObject {
	ng := a.h.Settings().Ikebana
	v := &NewGameView{}
	a.NewGame = v
	l := a.l()
	var counts []string
	for n := 2; n <= 5; n++ {
		counts = append(counts, l.N("ikebanaapp.new.players.n", n-1, map[string]any{"N": n}))
	}
	v.Players = widget.NewSelect(counts, func(string) {})
	v.Players.SetSelectedIndex(min(max(ng.Players, 2), 5) - 2)
	var levels []string
	for _, lv := range ai.Levels {
		levels = append(levels, l.T("level."+lv+".name"))
	}
	v.Level = widget.NewSelect(levels, func(string) {})
	v.Level.SetSelectedIndex(0)
	for i, lv := range ai.Levels {
		if lv == ng.Level {
			v.Level.SetSelectedIndex(i)
		}
	}
	levelDesc := widget.NewLabel("")
	levelDesc.Wrapping = fyne.TextWrapWord
	showDesc := func() {
		if i := v.Level.SelectedIndex(); i >= 0 {
			levelDesc.SetText(l.T("ikebanaapp.level." + ai.Levels[i]))
		}
	}
	v.Level.OnChanged = func(string) { showDesc() }
	showDesc()
	v.Final = widget.NewCheck(l.T("ikebanaapp.new.final"), nil)
	v.Final.SetChecked(ng.Final)
	finalDesc := widget.NewLabel(l.T("ikebanaapp.new.final.desc"))
	finalDesc.Wrapping = fyne.TextWrapWord
	v.Start = widget.NewButtonWithIcon(l.T("ui.newgame.start"), theme.MediaPlayIcon(), func() {
		choice := store.IkebanaNewGame{
			Players: v.Players.SelectedIndex() + 2,
			Level:   ai.Levels[max(v.Level.SelectedIndex(), 0)],
			Final:   v.Final.Checked,
		}
		if err := a.Start(choice, newSeed()); err != nil {
			a.h.Home(err.Error())
		}
	})
	v.Start.Importance = widget.HighImportance
	label := func(id string) fyne.CanvasObject {
		t := widget.NewLabel(l.T(id))
		t.TextStyle.Bold = true
		return t
	}
	body := container.NewVBox(
		label("ikebanaapp.new.players"), tall(v.Players),
		label("ikebanaapp.new.level"), tall(v.Level), levelDesc,
		tall(v.Final), finalDesc)
	return a.screen(l.T("ikebanaapp.new.title"), container.New(&maxWidth{w: 480}, body), tall(v.Start), func() { a.h.Home("") })
}

// screen frames a titled screen with a back button, a scrolling body and
// its main button always in reach at the bottom.
func (a *App) screen(title string, body, footer fyne.CanvasObject, back func()) fyne.CanvasObject {
	a.h.Back(back)
	b := widget.NewButtonWithIcon("", theme.NavigateBackIcon(), back)
	t := canvas.NewText(title, theme.Color(theme.ColorNameForeground))
	t.TextSize = 20
	t.TextStyle.Bold = true
	head := container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(48, 48), b), nil,
		container.NewHBox(layout.NewSpacer(), t, layout.NewSpacer(), layout.NewSpacer()))
	foot := container.NewPadded(container.New(&maxWidth{w: 560}, footer))
	return container.NewBorder(container.NewPadded(head), foot, nil, nil,
		container.NewVScroll(container.NewPadded(body)))
}
