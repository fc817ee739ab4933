package koikoi

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
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

	// Preset: all four, each with what it is like to play, before any is
	// chosen; a tap chooses.
	presets := presetPicker(a, ng.Preset, nil)
	optBox := container.NewVBox()
	fill := func() {
		optBox.Objects = nil
		r, err := koikoi.Preset(ng.Preset)
		if err != nil {
			return
		}
		for k, v := range ng.Options {
			if r.Set(k, v) != nil {
				delete(ng.Options, k)
			}
		}
		for _, name := range koikoi.OptionNames {
			if name == "rounds" {
				continue // offered below as 3, 6 or 12 rounds
			}
			vals := koikoi.OptionValues(name)
			cur, _ := r.Get(name)
			var labels []string
			for _, v := range vals {
				labels = append(labels, a.optionValue(name, v))
			}
			sel := widget.NewSelect(labels, nil)
			for i, v := range vals {
				if v == cur {
					sel.SetSelectedIndex(i)
				}
			}
			desc := wrapLeft(a.optionDesc(name, cur))
			sel.OnChanged = func(string) {
				v := vals[sel.SelectedIndex()]
				base, _ := koikoi.Preset(ng.Preset)
				if d, _ := base.Get(name); d == v {
					delete(ng.Options, name)
				} else {
					ng.Options[name] = v
				}
				desc.SetText(a.optionDesc(name, v))
			}
			optName := kit.Bold(a.T("option." + name + ".name"))
			optName.Wrapping = fyne.TextWrapWord
			a.newGameOptions[name] = sel
			optBox.Add(container.NewVBox(
				container.NewBorder(nil, nil, nil, container.New(&fixedWidth{w: 150}, sel), optName), desc))
		}
		optBox.Refresh()
	}
	a.newGameOptions = map[string]*widget.Select{}
	fill()
	// Rounds: the app offers 3, 6 or 12 of the 1 to 12 the rules allow,
	// as bare numbers under the "Rounds" heading (three "N rounds" do not
	// fit a 360 dp phone in every language).
	lengths := []int{3, 6, 12}
	var lengthLabels []string
	for _, n := range lengths {
		lengthLabels = append(lengthLabels, a.l().Number(n))
	}
	rounds := widget.NewRadioGroup(lengthLabels, func(s string) {
		for i, l := range lengthLabels {
			if s == l {
				ng.Options["rounds"] = strconv.Itoa(lengths[i])
			}
		}
		base, _ := koikoi.Preset(ng.Preset)
		if d, _ := base.Get("rounds"); d == ng.Options["rounds"] {
			delete(ng.Options, "rounds")
		}
	})
	rounds.Horizontal = true
	syncRounds := func() {
		r, _ := koikoi.Preset(ng.Preset)
		for k, v := range ng.Options {
			r.Set(k, v)
		}
		n, _ := r.Get("rounds")
		rounds.Selected = a.l().Number(atoi(n))
		rounds.Refresh()
	}
	syncRounds()
	presets.onPick = func(name string) {
		ng.Preset = name
		fill()
		syncRounds()
	}
	a.newGamePresets = presets.choices
	form = append(form, kit.Bold(a.T("ui.newgame.preset")), presets.box,
		kit.Bold(a.T("option.rounds.name")), rounds)
	if a.settings().MoveHints {
		form = append(form, container.New(&padLayout{h: 0, v: 4}, hintNote(a)))
	}
	opts := widget.NewAccordion(widget.NewAccordionItem(a.T("ui.newgame.options"), optBox))
	form = append(form, opts)

	start := widget.NewButton(a.T("ui.newgame.start"), nil)
	start.Importance = widget.HighImportance
	a.newGameStart = start
	footer := a.askFirst(start, func() {
		a.abandon()
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

// optionDesc says what option name does at value v (option.<name>.desc.<v>),
// or, for an option without one, what the option is.
func (a *App) optionDesc(name, v string) string {
	id := "option." + name + ".desc." + v
	if s := a.T(id); s != id {
		return s
	}
	return a.T("option." + name + ".desc")
}

// optionValue names an option's value.
func (a *App) optionValue(name, v string) string {
	switch v {
	case "on", "off", "with-other-yaku":
		return a.T("option.value." + v)
	}
	if n, err := strconv.Atoi(v); err == nil && name == "rounds" {
		return a.l().N("count.rounds", n)
	}
	return v
}
