package koikoi

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// yakuExample returns cards that make yaku y, for the rules table.
func yakuExample(y koikoi.Yaku) []koikoi.Card {
	c := func(ids ...string) []koikoi.Card {
		var out []koikoi.Card
		for _, id := range ids {
			if k, err := koikoi.ParseCard(id); err == nil {
				out = append(out, k)
			}
		}
		return out
	}
	switch y {
	case koikoi.Goko:
		return koikoi.Brights.Cards()
	case koikoi.Shiko:
		return c("jan-crane", "mar-curtain", "aug-moon", "dec-phoenix")
	case koikoi.AmeShiko:
		return c("jan-crane", "mar-curtain", "aug-moon", "nov-rainman")
	case koikoi.Sanko:
		return c("jan-crane", "mar-curtain", "aug-moon")
	case koikoi.Inoshikacho:
		return koikoi.InoShikaCho.Cards()
	case koikoi.Tane:
		return koikoi.Animals.Cards()[:5]
	case koikoi.AkatanAotan:
		return (koikoi.PoetryRibbons | koikoi.BlueRibbons).Cards()
	case koikoi.Akatan:
		return koikoi.PoetryRibbons.Cards()
	case koikoi.Aotan:
		return koikoi.BlueRibbons.Cards()
	case koikoi.Tan:
		return koikoi.Ribbons.Cards()[:5]
	case koikoi.Kasu:
		return koikoi.Plains.Cards()[:10]
	case koikoi.Tsukimi:
		return c("aug-moon", "sep-sake")
	case koikoi.Hanami:
		return c("mar-curtain", "sep-sake")
	case koikoi.Tsukifuda:
		return koikoi.MonthSet(3).Cards()
	}
	return nil
}

// yakuOfCard lists the yaku that card c can be part of under rules r.
func yakuOfCard(c koikoi.Card, r *koikoi.Rules) []koikoi.Yaku {
	var ys []koikoi.Yaku
	add := func(y ...koikoi.Yaku) { ys = append(ys, y...) }
	switch c.Kind() {
	case koikoi.Bright:
		add(koikoi.Goko, koikoi.Shiko, koikoi.AmeShiko)
		if c != koikoi.RainManCard {
			add(koikoi.Sanko)
		}
	case koikoi.Animal:
		add(koikoi.Tane)
	case koikoi.Ribbon:
		add(koikoi.Tan)
	case koikoi.Plain:
		add(koikoi.Kasu)
	}
	if koikoi.InoShikaCho.Has(c) {
		add(koikoi.Inoshikacho)
	}
	if koikoi.PoetryRibbons.Has(c) {
		add(koikoi.Akatan, koikoi.AkatanAotan)
	}
	if koikoi.BlueRibbons.Has(c) {
		add(koikoi.Aotan, koikoi.AkatanAotan)
	}
	switch c {
	case koikoi.MoonCard:
		add(koikoi.Tsukimi)
	case koikoi.CurtainCard:
		add(koikoi.Hanami)
	case koikoi.SakeCard:
		add(koikoi.Tsukimi, koikoi.Hanami)
		if r.SakeAsPlain {
			add(koikoi.Kasu)
		}
	}
	if r.Tsukifuda {
		add(koikoi.Tsukifuda)
	}
	out := ys[:0]
	for _, y := range ys {
		if r.YakuExists(y) {
			out = append(out, y)
		}
	}
	return out
}

// cardDetails builds the enlarged view of a card: its picture, name, month,
// rank and the yaku it belongs to.
func (a *App) cardDetails(c koikoi.Card, r *koikoi.Rules) fyne.CanvasObject {
	img := NewCardWidget(c, a.settings().CornerLabels)
	big := container.NewCenter(container.NewGridWrap(fyne.NewSize(150, 225), img))
	name := title(names.Card(a.l(), c))
	sub := wrapLabel(names.Month(a.l(), c.Month()) + " · " + names.Kind(a.l(), c.Kind()))
	var ys []fyne.CanvasObject
	for _, y := range yakuOfCard(c, r) {
		ys = append(ys, newBadge(names.Yaku(a.l(), y), kit.BadgeColor))
	}
	return container.NewVBox(big, name, sub, container.NewCenter(container.New(&flowLayout{gap: 4, wrapW: 240}, ys...)))
}

// ShowCardDetails opens the enlarged view of card c under the active
// rules, as a long press on a card does.
func (a *App) ShowCardDetails(c koikoi.Card) {
	r := a.activeRules()
	a.showCardDetails(c, &r)
}

func (a *App) showCardDetails(c koikoi.Card, r *koikoi.Rules) {
	d := dialog.NewCustom(a.T("ui.card.title"), a.T("ui.close"), a.cardDetails(c, r), a.h.Win)
	d.Show()
}

func dialogError(a *App, err error) {
	dialog.ShowInformation(a.T("ui.error.title"), a.T("ui.error.generic"), a.h.Win)
}

// ShowRules shows the yaku of the active preset with pictures and points.
func (a *App) ShowRules() {
	a.h.Show(a.rulesScreen)
}

func (a *App) activeRules() koikoi.Rules {
	if a.ctrl != nil {
		st := a.ctrl.Game.State()
		return *st.Rules()
	}
	r, err := koikoi.Preset(a.settings().Koikoi.Preset)
	if err != nil {
		r = koikoi.MustPreset("standard")
	}
	for k, v := range a.settings().Koikoi.Options {
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
	// The options changed from the preset's, and what multiplies a score,
	// as on the table's yaku sheet.
	if ch := a.changedOptions(&r); ch != "" {
		items = append(items, wrapLeft(a.T("ui.ref.options", M{"Options": ch})))
	}
	for _, line := range a.multiplierLines(&r) {
		items = append(items, wrapLeft(line))
	}
	for y := koikoi.Yaku(0); y < koikoi.NumYaku; y++ {
		if !r.YakuExists(y) {
			continue
		}
		v := r.Values[y]
		pts := a.l().N("count.points", int(v.Base))
		if v.Beyond > 0 {
			pts = a.T("ui.rules.beyond", M{"Points": pts, "Cards": a.l().Number(int(v.Beyond))})
		}
		name := names.Yaku(a.l(), y)
		if kanji, _ := names.Japanese(y); kanji != "" && a.l().Code() != "ja" {
			name += "  " + kanji
		}
		// The name, then the points on their own line: both wrap on a
		// narrow phone.
		head := kit.Bold(name)
		head.Wrapping = fyne.TextWrapWord
		points := wrapLeft(pts)
		points.Importance = widget.WarningImportance
		var cards []fyne.CanvasObject
		for _, c := range yakuExample(y) {
			cw := NewCardWidget(c, false)
			cw.OnLongPress = func() { a.showCardDetails(c, &r) }
			cw.OnTapped = cw.OnLongPress
			cards = append(cards, cw)
		}
		items = append(items, widget.NewSeparator(), head, points, wrapLeft(names.YakuDescription(a.l(), y)))
		if len(cards) > 0 {
			items = append(items, container.NewGridWrap(fyne.NewSize(36, 54), cards...))
		}
	}
	return a.screen(a.T("ui.home.rules"), container.NewVBox(items...))
}
