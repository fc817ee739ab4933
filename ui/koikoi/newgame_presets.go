package koikoi

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// PresetChoice is one preset in the rules form's picker: its name
// and a line on what it is like to play, all four shown before any is
// chosen. A tap chooses it.
type PresetChoice struct {
	widget.BaseWidget
	Name     string // the preset's engine name
	Selected bool
	onTap    func()

	bg   *canvas.Rectangle
	tick *widget.Icon
	box  fyne.CanvasObject
}

var _ fyne.Tappable = (*PresetChoice)(nil)

func newPresetChoice(l *i18n.Localizer, name string, onTap func()) *PresetChoice {
	p := &PresetChoice{Name: name, onTap: onTap}
	p.bg = canvas.NewRectangle(kit.PanelColor)
	p.bg.CornerRadius = 10
	p.tick = widget.NewIcon(theme.RadioButtonIcon())
	title := canvas.NewText(l.T("preset."+name+".name"), kit.CreamColor)
	title.TextStyle.Bold = true
	title.TextSize = 15
	line := wrapLeft(l.T("preset." + name + ".desc"))
	text := container.NewVBox(container.New(&padLayout{h: 8, v: 2}, title), line)
	p.box = container.NewStack(p.bg, container.New(&padLayout{h: 6, v: 2},
		container.NewBorder(nil, nil, container.NewCenter(container.NewGridWrap(fyne.NewSize(24, 24), p.tick)), nil, text)))
	p.ExtendBaseWidget(p)
	return p
}

// CreateRenderer draws the choice.
func (p *PresetChoice) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(p.box)
}

// Tapped chooses the preset.
func (p *PresetChoice) Tapped(*fyne.PointEvent) {
	if p.onTap != nil {
		p.onTap()
	}
}

// Refresh shows whether the choice is selected.
func (p *PresetChoice) Refresh() {
	if p.Selected {
		p.bg.StrokeColor, p.bg.StrokeWidth = kit.GoldColor, 2
		p.tick.SetResource(theme.RadioButtonCheckedIcon())
	} else {
		p.bg.StrokeColor, p.bg.StrokeWidth = kit.MutedColor, 1
		p.tick.SetResource(theme.RadioButtonIcon())
	}
	p.bg.Refresh()
	p.BaseWidget.Refresh()
}

// presets is the picker: the four choices, one selected.
type presets struct {
	box     fyne.CanvasObject
	choices map[string]*PresetChoice
	onPick  func(name string)
}

// presetPicker returns the picker with cur selected; onPick is called with
// the preset chosen.
func presetPicker(l *i18n.Localizer, cur string, onPick func(string)) *presets {
	ps := &presets{choices: map[string]*PresetChoice{}, onPick: onPick}
	var objs []fyne.CanvasObject
	for _, name := range koikoi.PresetNames {
		c := newPresetChoice(l, name, func() { ps.pick(name) })
		c.Selected = name == cur
		c.Refresh()
		ps.choices[name] = c
		objs = append(objs, c)
	}
	ps.box = container.NewVBox(objs...)
	return ps
}

func (ps *presets) pick(name string) {
	for n, c := range ps.choices {
		c.Selected = n == name
		c.Refresh()
	}
	if ps.onPick != nil {
		ps.onPick(name)
	}
}

// hintNote tells a player with the hints on what they do and where to
// turn them off.
func hintNote(a *App) fyne.CanvasObject {
	l := wrapLeft(a.T("ui.newgame.hints"))
	l.Importance = widget.MediumImportance
	icon := widget.NewIcon(theme.HelpIcon())
	return container.NewBorder(nil, nil, container.NewCenter(container.NewGridWrap(fyne.NewSize(20, 20), icon)), nil, l)
}
