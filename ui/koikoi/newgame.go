package koikoi

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// ShowNewGame shows the choices of a new game: the mode, the computer's
// level, the preset, the number of rounds and every option.
func (a *App) ShowNewGame() {
	a.Stop()
	ng := a.settings().Koikoi
	opts := map[string]string{}
	for k, v := range ng.Options {
		opts[k] = v
	}
	ng.Options = opts
	a.h.Show(func() fyne.CanvasObject { return a.newGameScreen(&ng) })
}

func (a *App) newGameScreen(ng *store.KoikoiNewGame) fyne.CanvasObject {
	var form []fyne.CanvasObject
	// Mode.
	modes := []string{a.T("ui.newgame.vs"), a.T("ui.newgame.pass")}
	mode := widget.NewRadioGroup(modes, nil)
	if ng.Mode == store.ModePass {
		mode.Selected = modes[1]
	} else {
		mode.Selected = modes[0]
	}
	// Level.
	var levelNames []string
	for _, l := range ai.Levels {
		levelNames = append(levelNames, a.T("level."+l+".name"))
	}
	level := widget.NewSelect(levelNames, nil)
	for i, l := range ai.Levels {
		if l == ng.Level {
			level.SetSelectedIndex(i)
		}
	}
	level.OnChanged = func(string) { ng.Level = ai.Levels[level.SelectedIndex()] }
	levelDesc := wrapLeft(a.T("level." + ng.Level + ".desc"))
	level.OnChanged = func(string) {
		ng.Level = ai.Levels[level.SelectedIndex()]
		levelDesc.SetText(a.T("level." + ng.Level + ".desc"))
	}
	levelBox := container.NewVBox(kit.Bold(a.T("term.level")), level, levelDesc)
	mode.OnChanged = func(s string) {
		if s == modes[1] {
			ng.Mode = store.ModePass
			levelBox.Hide()
		} else {
			ng.Mode = store.ModeComputer
			levelBox.Show()
		}
	}
	if ng.Mode == store.ModePass {
		levelBox.Hide()
	}
	form = append(form, kit.Bold(a.T("ui.newgame.mode")), mode, levelBox)

	// The rules: the preset (all four, each with what it is like to play,
	// before any is chosen; a tap chooses), the length and every option.
	rules := NewRulesForm(a.l(), ng.Preset, ng.Options)
	a.newGameRules = rules
	form = append(form, rules.Head)
	if a.settings().MoveHints {
		form = append(form, container.New(&padLayout{h: 0, v: 4}, hintNote(a)))
	}
	form = append(form, rules.Options)

	start := widget.NewButton(a.T("ui.newgame.start"), nil)
	start.Importance = widget.HighImportance
	a.newGameStart = start
	footer := a.askFirst(start, func() {
		a.abandon()
		ng.Preset, ng.Options = rules.Chosen()
		if err := a.startNewGame(*ng, RandomSeed()); err != nil {
			dialogError(a, err)
		}
	})
	body := container.NewVBox(form...)
	return container.NewBorder(container.NewPadded(a.header(a.T("ui.home.new"), a.home)),
		container.NewPadded(footer), nil, nil, container.NewVScroll(container.NewPadded(body)))
}

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

func wrapLeft(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	l.Importance = widget.LowImportance
	return l
}
