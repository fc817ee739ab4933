package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine"
	"github.com/koikoi-app/koikoi/i18n"
)

// yakuExample returns cards that make yaku y, for the rules table.
func yakuExample(y engine.Yaku) []engine.Card {
	c := func(ids ...string) []engine.Card {
		var out []engine.Card
		for _, id := range ids {
			if k, err := engine.ParseCard(id); err == nil {
				out = append(out, k)
			}
		}
		return out
	}
	switch y {
	case engine.Goko:
		return engine.Brights.Cards()
	case engine.Shiko:
		return c("jan-crane", "mar-curtain", "aug-moon", "dec-phoenix")
	case engine.AmeShiko:
		return c("jan-crane", "mar-curtain", "aug-moon", "nov-rainman")
	case engine.Sanko:
		return c("jan-crane", "mar-curtain", "aug-moon")
	case engine.Inoshikacho:
		return engine.InoShikaCho.Cards()
	case engine.Tane:
		return engine.Animals.Cards()[:5]
	case engine.AkatanAotan:
		return (engine.PoetryRibbons | engine.BlueRibbons).Cards()
	case engine.Akatan:
		return engine.PoetryRibbons.Cards()
	case engine.Aotan:
		return engine.BlueRibbons.Cards()
	case engine.Tan:
		return engine.Ribbons.Cards()[:5]
	case engine.Kasu:
		return engine.Plains.Cards()[:10]
	case engine.Tsukimi:
		return c("aug-moon", "sep-sake")
	case engine.Hanami:
		return c("mar-curtain", "sep-sake")
	case engine.Tsukifuda:
		return engine.MonthSet(3).Cards()
	}
	return nil
}

// yakuOfCard lists the yaku that card c can be part of under rules r.
func yakuOfCard(c engine.Card, r *engine.Rules) []engine.Yaku {
	var ys []engine.Yaku
	add := func(y ...engine.Yaku) { ys = append(ys, y...) }
	switch c.Kind() {
	case engine.Bright:
		add(engine.Goko, engine.Shiko, engine.AmeShiko)
		if c != engine.RainManCard {
			add(engine.Sanko)
		}
	case engine.Animal:
		add(engine.Tane)
	case engine.Ribbon:
		add(engine.Tan)
	case engine.Plain:
		add(engine.Kasu)
	}
	if engine.InoShikaCho.Has(c) {
		add(engine.Inoshikacho)
	}
	if engine.PoetryRibbons.Has(c) {
		add(engine.Akatan, engine.AkatanAotan)
	}
	if engine.BlueRibbons.Has(c) {
		add(engine.Aotan, engine.AkatanAotan)
	}
	switch c {
	case engine.MoonCard:
		add(engine.Tsukimi)
	case engine.CurtainCard:
		add(engine.Hanami)
	case engine.SakeCard:
		add(engine.Tsukimi, engine.Hanami)
		if r.SakeAsPlain {
			add(engine.Kasu)
		}
	}
	if r.Tsukifuda {
		add(engine.Tsukifuda)
	}
	out := ys[:0]
	for _, y := range ys {
		if r.YakuExists(y) {
			out = append(out, y)
		}
	}
	return out
}

// CardDetails builds the enlarged view of a card: its picture, name, month,
// rank and the yaku it belongs to.
func (a *App) CardDetails(c engine.Card, r *engine.Rules) fyne.CanvasObject {
	img := NewCardWidget(c, a.Settings.CornerLabels)
	big := container.NewCenter(container.NewGridWrap(fyne.NewSize(150, 225), img))
	name := title(a.L.Card(c.String()))
	sub := wrapLabel(a.L.Month(c.Month()) + " · " + a.L.Kind(c.Kind().String()))
	var ys []fyne.CanvasObject
	for _, y := range yakuOfCard(c, r) {
		ys = append(ys, newBadge(a.L.Yaku(y.String()), badgeColor))
	}
	return container.NewVBox(big, name, sub, container.NewCenter(container.New(&flowLayout{gap: 4, wrapW: 240}, ys...)))
}

// ShowCardDetails opens the enlarged view of card c under the active
// rules, as a long press on a card does.
func (a *App) ShowCardDetails(c engine.Card) {
	r := a.activeRules()
	a.showCardDetails(c, &r)
}

func (a *App) showCardDetails(c engine.Card, r *engine.Rules) {
	d := dialog.NewCustom(a.T("ui.card.title"), a.T("ui.close"), a.CardDetails(c, r), a.Win)
	d.Show()
}

func dialogError(a *App, err error) {
	dialog.ShowInformation(a.T("ui.error.title"), a.T("ui.error.generic"), a.Win)
}

// ShowRules shows the yaku of the active preset with pictures and points.
func (a *App) ShowRules() {
	a.show(a.rulesScreen)
}

func (a *App) activeRules() engine.Rules {
	if a.ctrl != nil {
		st := a.ctrl.Game.State()
		return *st.Rules()
	}
	r, err := engine.Preset(a.Settings.NewGame.Preset)
	if err != nil {
		r = engine.MustPreset("standard")
	}
	for k, v := range a.Settings.NewGame.Options {
		r.Set(k, v)
	}
	return r
}

func (a *App) rulesScreen() fyne.CanvasObject {
	r := a.activeRules()
	items := []fyne.CanvasObject{
		wrapLabel(a.T("ui.rules.preset", M{"Preset": a.T("preset." + r.Name + ".name")})),
		wrapLeft(a.T("preset." + r.Name + ".desc")),
	}
	for y := engine.Yaku(0); y < engine.NumYaku; y++ {
		if !r.YakuExists(y) {
			continue
		}
		v := r.Values[y]
		id := y.String()
		pts := a.L.N("count.points", int(v.Base))
		if v.Beyond > 0 {
			pts = a.T("ui.rules.beyond", M{"Points": pts, "Cards": a.L.Number(int(v.Beyond))})
		}
		name := a.L.Yaku(id)
		if kanji, _ := i18n.JapaneseName(id); kanji != "" && a.L.Code() != "ja" {
			name += "  " + kanji
		}
		// The name, then the points on their own line: both wrap on a
		// narrow phone.
		head := bold(name)
		head.Wrapping = fyne.TextWrapWord
		points := wrapLeft(pts)
		points.Importance = widget.WarningImportance
		var cards []fyne.CanvasObject
		for _, c := range yakuExample(y) {
			cw := NewCardWidget(c, false)
			c := c
			cw.OnLongPress = func() { a.showCardDetails(c, &r) }
			cw.OnTapped = cw.OnLongPress
			cards = append(cards, cw)
		}
		items = append(items, widget.NewSeparator(), head, points, wrapLeft(a.L.YakuDescription(id)))
		if len(cards) > 0 {
			items = append(items, container.NewGridWrap(fyne.NewSize(36, 54), cards...))
		}
	}
	return a.screen(a.T("ui.home.rules"), container.NewVBox(items...))
}
