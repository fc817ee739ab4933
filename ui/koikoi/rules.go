package koikoi

import (
	"strings"

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
	sub := wrapLabel(names.Month(a.l(), c.Month()) + a.T("ui.sep") + names.Kind(a.l(), c.Kind()))
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

// ShowRules shows the rules page: the whole game under the active rules
// (the game under way's, else those New game would start), then how the
// rule sets differ. Its numbers come from the engine (rulefacts.go).
func (a *App) ShowRules() {
	a.h.Show(a.rulesScreen)
}

func (a *App) activeRules() koikoi.Rules {
	if a.match != nil {
		return *a.match.Observe().Rules
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
	return a.screen(a.T("ui.home.rules"), container.New(&kit.MaxWidth{W: 560}, a.rulesBody(&r)))
}

// rulesBody is the rules page's content under rules r, in the player's
// language.
func (a *App) rulesBody(r *koikoi.Rules) fyne.CanvasObject {
	f, err := newRuleFacts(r)
	if err != nil { // the engine refused an example: say so, not half a page
		return wrapLeft(err.Error())
	}
	l := a.l()
	var items []fyne.CanvasObject
	add := func(o ...fyne.CanvasObject) { items = append(items, o...) }
	section := func(id string) {
		if len(items) > 0 {
			add(widget.NewSeparator())
		}
		add(kit.Heading(l.T(id)))
	}
	text := func(id string, data M) { add(kit.Para(l.T(id, data))) }
	points := func(n int) string { return l.N("count.points", n) }
	num := l.Number

	section("koikoirules.goal.title")
	add(kit.Para(l.N("koikoirules.goal", f.Rounds, M{"Preset": a.T("preset." + r.Name + ".name")})))

	section("koikoirules.cards.title")
	text("koikoirules.cards", M{"Cards": num(f.Cards), "Months": num(f.Months), "PerMonth": num(f.PerMonth),
		"Brights": num(f.Kinds[koikoi.Bright]), "Animals": num(f.Kinds[koikoi.Animal]),
		"Ribbons": num(f.Kinds[koikoi.Ribbon]), "Plains": num(f.Kinds[koikoi.Plain])})
	add(a.ruleCards(r, koikoi.MonthSet(1).Cards()...), kit.Para(l.T("koikoirules.cards.month", M{"Month": names.Month(l, 1)})))
	add(a.ruleCards(r, koikoi.Brights.Cards()...), kit.Para(l.T("koikoirules.cards.brights")))

	section("koikoirules.deal.title")
	text("koikoirules.deal", M{"Hand": num(f.Hand), "Field": num(f.Field), "Pile": num(f.Pile)})
	if r.Exchange {
		text("option.exchange.desc", nil)
	}
	text("koikoirules.handwin", M{"PerMonth": num(f.PerMonth), "Pairs": num(f.Hand / 2), "Points": points(f.HandWin)})
	four := "koikoirules.fieldfour.redeal"
	if r.FieldFourDraws {
		four = "koikoirules.fieldfour.draw"
	}
	text(four, M{"PerMonth": num(f.PerMonth), "Pairs": num(f.Field / 2)})

	section("koikoirules.turn.title")
	text("koikoirules.turn", nil)
	add(kit.Subheading(l.T("koikoirules.match.title")))
	text("koikoirules.match", nil)
	jan := koikoi.MonthSet(1).Cards()
	played, first, second := jan[len(jan)-1], jan[0], jan[1]
	text("koikoirules.choice", M{"Others": num(f.PerMonth - 1)})
	add(a.ruleCards(r, played, first, second), kit.Para(l.T("koikoirules.choice.example", M{
		"Card": cardNoun(l, played), "First": cardNoun(l, first), "Second": cardNoun(l, second)})))
	if r.Gaji {
		text("option.gaji.desc", nil)
	}
	add(kit.Subheading(l.T("koikoirules.pile.title")))
	text("koikoirules.pile", nil)
	if r.FlipBeforeDraw {
		text("koikoirules.pile.flip", nil)
	}

	section("koikoirules.yaku.title")
	text("koikoirules.yaku", nil)
	text(combineText(r.Combine), nil)
	if r.SakeAsPlain {
		text("option.sake-as-plain.desc", nil)
	}
	if ch := changedOptions(a.l(), r); ch != "" {
		text("ui.ref.options", M{"Options": ch})
	}
	a.addYakuList(r, add)

	section("koikoirules.koikoi.title")
	text("koikoirules.koikoi", nil)
	for _, line := range a.scoringLines(r, &f) {
		add(kit.Para(line))
	}

	section("koikoirules.draw.title")
	if r.Exhaust == koikoi.ExhaustMuseum {
		text("koikoirules.draw.museum", nil)
	} else {
		text("koikoirules.draw", nil)
	}
	if r.DrawKeepsDealer {
		text("koikoirules.draw.same", nil)
	} else {
		text("koikoirules.draw.other", nil)
	}

	section("koikoirules.end.title")
	if f.ExtraRounds > 0 {
		text("koikoirules.end.extra", M{"Max": num(f.ExtraRounds)})
	} else {
		text("koikoirules.end", nil)
	}

	section("koikoirules.presets.title")
	text("koikoirules.presets", nil)
	for _, name := range koikoi.PresetNames {
		p := koikoi.MustPreset(name)
		pf, err := newRuleFacts(&p)
		if err != nil {
			return wrapLeft(err.Error())
		}
		head := a.T("preset." + name + ".name")
		if name == r.Name {
			head = a.T("koikoirules.presets.chosen", M{"Preset": head})
		}
		add(kit.Subheading(head))
		lines := []string{a.T(combineText(p.Combine)), a.T("koikoirules.presets.values", M{"Values": a.presetValues(&p)})}
		lines = append(lines, a.scoringLines(&p, &pf)...)
		add(kit.Para(strings.Join(lines, "\n")))
	}
	return container.NewVBox(items...)
}

// addYakuList adds each yaku of rules r: its name, points, what it takes
// and cards that make it.
func (a *App) addYakuList(r *koikoi.Rules, add func(...fyne.CanvasObject)) {
	for y := koikoi.Yaku(0); y < koikoi.NumYaku; y++ {
		if !r.YakuExists(y) {
			continue
		}
		name := names.Yaku(a.l(), y)
		if kanji, _ := names.Japanese(y); kanji != "" && a.l().Code() != "ja" {
			name += "  " + kanji
		}
		// The name, then the points on their own line: both wrap on a
		// narrow phone.
		points := wrapLeft(a.yakuPoints(r, y))
		points.Importance = widget.WarningImportance
		add(kit.Subheading(name), points, wrapLeft(names.YakuDescription(a.l(), y)))
		if cards := yakuExample(y); len(cards) > 0 {
			add(a.ruleCards(r, cards...))
		}
	}
}

// presetValues lists what the bright, animal, ribbon and viewing yaku are
// worth under rules r: where the presets differ.
func (a *App) presetValues(r *koikoi.Rules) string {
	var parts []string
	for _, y := range []koikoi.Yaku{koikoi.Goko, koikoi.Shiko, koikoi.AmeShiko, koikoi.Sanko, koikoi.Inoshikacho, koikoi.Akatan, koikoi.Aotan, koikoi.Tsukimi, koikoi.Hanami} {
		if r.YakuExists(y) {
			parts = append(parts, a.T("koikoirules.presets.value", M{"Yaku": names.Yaku(a.l(), y), "Points": a.l().Number(int(r.Values[y].Base))}))
		}
	}
	return strings.Join(parts, a.T("koikoirules.sep"))
}

// combineText is the id of the sentence saying how yaku add up.
func combineText(c koikoi.Combine) string {
	switch c {
	case koikoi.CombineAll:
		return "koikoirules.combine.all"
	case koikoi.CombineExclusive:
		return "koikoirules.combine.exclusive"
	}
	return "koikoirules.combine.best"
}

// scoringLines says what multiplies a round's score under rules r (the
// Koi-Koi calls, a high score, brights dealt to the field) and who pays.
func (a *App) scoringLines(r *koikoi.Rules, f *ruleFacts) []string {
	out := a.koiLines(r)
	if f.SevenAt > 0 {
		out = append(out, a.T("koikoirules.seven", M{"Points": a.l().N("count.points", f.SevenAt)}))
	}
	if f.FieldMult[0] > 0 {
		out = append(out, a.T("koikoirules.fieldbrights", M{"One": a.l().Number(f.FieldMult[0]), "Two": a.l().Number(f.FieldMult[1])}))
	}
	if r.ZeroSum {
		out = append(out, a.T("koikoirules.zerosum"))
	} else {
		out = append(out, a.T("koikoirules.winneronly"))
	}
	return out
}

// ruleCards draws cards side by side; a tap or long press shows a card's
// details under rules r.
func (a *App) ruleCards(r *koikoi.Rules, cards ...koikoi.Card) fyne.CanvasObject {
	var objs []fyne.CanvasObject
	for _, c := range cards {
		cw := NewCardWidget(c, false)
		cw.OnLongPress = func() { a.showCardDetails(c, r) }
		cw.OnTapped = cw.OnLongPress
		objs = append(objs, cw)
	}
	return container.NewGridWrap(fyne.NewSize(36, 54), objs...)
}
