package koikoi

import (
	"maps"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/ui/kit"
	"github.com/koikoi-app/koikoi/ui/koikoi/rules"
)

// lengths are the game lengths offered, in rounds: 3, 6 or 12 of the 1
// to 12 the rules allow.
var lengths = []int{3, 6, 12}

// RulesForm is the choice of a game's rules as the New game screen offers
// it: the preset picker, the length, and every other option in a folded
// list, each with what its value does. The online screens' Create a table
// offers the same form (NewRulesForm).
type RulesForm struct {
	// Head is the preset picker and the length; Options the folded list
	// of the other options. A screen lays them out in this order.
	Head    fyne.CanvasObject
	Options *widget.Accordion
	// The controls, for tests: the preset choices and the options'
	// pickers by name, the length's radio group.
	Presets map[string]*PresetChoice
	Pickers map[string]*widget.Select
	Rounds  *widget.RadioGroup

	l       *i18n.Localizer
	preset  string
	options map[string]string // set away from the preset's own
}

// NewRulesForm returns the form in l's language, showing preset with
// options (option name to value, those away from the preset's own; an
// option the preset does not take is dropped).
func NewRulesForm(l *i18n.Localizer, preset string, options map[string]string) *RulesForm {
	f := &RulesForm{l: l, preset: preset, options: maps.Clone(options), Pickers: map[string]*widget.Select{}}
	if f.options == nil {
		f.options = map[string]string{}
	}
	optBox := container.NewVBox()
	fill := func() {
		optBox.Objects = nil
		r, err := koikoi.Preset(f.preset)
		if err != nil {
			return
		}
		for k, v := range f.options {
			if r.Set(k, v) != nil {
				delete(f.options, k)
			}
		}
		for _, name := range koikoi.OptionNames {
			if name == "rounds" {
				continue // offered in the head as 3, 6 or 12 rounds
			}
			optBox.Add(f.picker(r, name))
		}
		optBox.Refresh()
	}
	fill()
	// The length as bare numbers under the "Rounds" heading (three "N
	// rounds" do not fit a 360 dp phone in every language).
	var labels []string
	for _, n := range lengths {
		labels = append(labels, l.Number(n))
	}
	f.Rounds = widget.NewRadioGroup(labels, func(s string) {
		for i, lb := range labels {
			if s == lb {
				f.set("rounds", strconv.Itoa(lengths[i]))
			}
		}
	})
	f.Rounds.Horizontal = true
	f.Rounds.Required = true
	syncRounds := func() {
		r := f.rules()
		n, _ := r.Get("rounds")
		f.Rounds.Selected = l.Number(atoi(n))
		f.Rounds.Refresh()
	}
	syncRounds()
	presets := presetPicker(l, f.preset, func(name string) {
		f.preset = name
		fill()
		syncRounds()
	})
	f.Presets = presets.choices
	f.Head = container.NewVBox(kit.Bold(l.T("ui.newgame.preset")), presets.box,
		kit.Bold(l.T("option.rounds.name")), f.Rounds)
	f.Options = widget.NewAccordion(widget.NewAccordionItem(l.T("ui.newgame.options"), optBox))
	return f
}

// picker is one option's line: its name, its values and what the value
// chosen does.
func (f *RulesForm) picker(r koikoi.Rules, name string) fyne.CanvasObject {
	vals := koikoi.OptionValues(name)
	cur, _ := r.Get(name)
	var labels []string
	for _, v := range vals {
		labels = append(labels, rules.OptionValue(f.l, name, v))
	}
	sel := widget.NewSelect(labels, nil)
	for i, v := range vals {
		if v == cur {
			sel.SetSelectedIndex(i)
		}
	}
	desc := wrapLeft(optionDesc(f.l, name, cur))
	sel.OnChanged = func(string) {
		v := vals[sel.SelectedIndex()]
		f.set(name, v)
		desc.SetText(optionDesc(f.l, name, v))
	}
	optName := kit.Bold(f.l.T("option." + name + ".name"))
	optName.Wrapping = fyne.TextWrapWord
	f.Pickers[name] = sel
	return container.NewVBox(
		container.NewBorder(nil, nil, nil, container.New(&fixedWidth{w: 150}, sel), optName), desc)
}

// set sets an option, kept only when away from the preset's own.
func (f *RulesForm) set(name, v string) {
	base, _ := koikoi.Preset(f.preset)
	if d, _ := base.Get(name); d == v {
		delete(f.options, name)
	} else {
		f.options[name] = v
	}
}

// rules are the rules chosen.
func (f *RulesForm) rules() koikoi.Rules {
	r, _ := koikoi.Preset(f.preset)
	for k, v := range f.options {
		r.Set(k, v)
	}
	return r
}

// Chosen returns the preset chosen and the options set away from its own
// (a copy).
func (f *RulesForm) Chosen() (preset string, options map[string]string) {
	return f.preset, maps.Clone(f.options)
}

// DescribeRules names rules in a line: the preset, the length and the
// options set away from the preset's own ("Classic, 6 rounds. Changed
// options: Gaji: On").
func DescribeRules(l *i18n.Localizer, r *koikoi.Rules) string {
	data := map[string]any{"Preset": l.T("preset." + r.Name + ".name"), "Rounds": l.N("count.rounds", r.Rounds)}
	if ch := rules.ChangedOptions(l, r); ch != "" {
		data["Changed"] = ch
		return l.T("ui.rules.summary.changed", data)
	}
	return l.T("ui.rules.summary", data)
}

// optionDesc says what option name does at value v (option.<name>.desc.<v>),
// or, for an option without one, what the option is.
func optionDesc(l *i18n.Localizer, name, v string) string {
	id := "option." + name + ".desc." + v
	if s := l.T(id); s != id {
		return s
	}
	return l.T("option." + name + ".desc")
}
