package rules

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// Cards draws Koi-Koi's cards for the rules page and the reference
// sheets as the table does (ui/koikoi's card widget).
type Cards interface {
	// Card draws card c; a tap or a long press on it shows the card's
	// details under rules r.
	Card(c koikoi.Card, r *koikoi.Rules) fyne.CanvasObject
}

// note is a paragraph of lesser weight that wraps at words.
func note(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	l.Importance = widget.LowImportance
	return l
}

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

// YakuOfCard lists the yaku that card c can be part of under rules r.
func YakuOfCard(c koikoi.Card, r *koikoi.Rules) []koikoi.Yaku {
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

// Page is the rules page's content under rules r, in the language of l:
// the whole game, then how the presets differ. Its cards are drawn by
// cards.
func Page(l *i18n.Localizer, r *koikoi.Rules, cards Cards) fyne.CanvasObject {
	f, err := newRuleFacts(r)
	if err != nil { // the engine refused an example: say so, not half a page
		return note(err.Error())
	}
	var items []fyne.CanvasObject
	add := func(o ...fyne.CanvasObject) { items = append(items, o...) }
	section := func(id string) {
		if len(items) > 0 {
			add(widget.NewSeparator())
		}
		add(kit.Heading(l.T(id)))
	}
	text := func(id string, data map[string]any) { add(kit.Para(l.T(id, data))) }
	points := func(n int) string { return l.N("count.points", n) }
	num := l.Number

	section("koikoirules.goal.title")
	add(kit.Para(l.N("koikoirules.goal", f.Rounds, map[string]any{"Preset": l.T("preset." + r.Name + ".name")})))

	section("koikoirules.cards.title")
	text("koikoirules.cards", map[string]any{"Cards": num(f.Cards), "Months": num(f.Months), "PerMonth": num(f.PerMonth),
		"Brights": num(f.Kinds[koikoi.Bright]), "Animals": num(f.Kinds[koikoi.Animal]),
		"Ribbons": num(f.Kinds[koikoi.Ribbon]), "Plains": num(f.Kinds[koikoi.Plain])})
	add(ruleCards(cards, r, koikoi.MonthSet(1).Cards()...), kit.Para(l.T("koikoirules.cards.month", map[string]any{"Month": names.Month(l, 1)})))
	add(ruleCards(cards, r, koikoi.Brights.Cards()...), kit.Para(l.T("koikoirules.cards.brights")))

	section("koikoirules.deal.title")
	text("koikoirules.deal", map[string]any{"Hand": num(f.Hand), "Field": num(f.Field), "Pile": num(f.Pile)})
	if r.Exchange {
		text("option.exchange.desc", nil)
	}
	text("koikoirules.handwin", map[string]any{"PerMonth": num(f.PerMonth), "Pairs": num(f.Hand / 2), "Points": points(f.HandWin)})
	four := "koikoirules.fieldfour.redeal"
	if r.FieldFourDraws {
		four = "koikoirules.fieldfour.draw"
	}
	text(four, map[string]any{"PerMonth": num(f.PerMonth), "Pairs": num(f.Field / 2)})

	section("koikoirules.turn.title")
	text("koikoirules.turn", nil)
	add(kit.Subheading(l.T("koikoirules.match.title")))
	text("koikoirules.match", nil)
	jan := koikoi.MonthSet(1).Cards()
	played, first, second := jan[len(jan)-1], jan[0], jan[1]
	text("koikoirules.choice", map[string]any{"Others": num(f.PerMonth - 1)})
	add(ruleCards(cards, r, played, first, second), kit.Para(l.T("koikoirules.choice.example", map[string]any{
		"Card": l.Noun(names.CardID(played)), "First": l.Noun(names.CardID(first)), "Second": l.Noun(names.CardID(second))})))
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
	if ch := ChangedOptions(l, r); ch != "" {
		text("ui.ref.options", map[string]any{"Options": ch})
	}
	addYakuList(l, r, cards, add)

	section("koikoirules.koikoi.title")
	text("koikoirules.koikoi", nil)
	for _, line := range scoringLines(l, r, &f) {
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
		text("koikoirules.end.extra", map[string]any{"Max": num(f.ExtraRounds)})
	} else {
		text("koikoirules.end", nil)
	}

	section("koikoirules.presets.title")
	text("koikoirules.presets", nil)
	for _, name := range koikoi.PresetNames {
		p := koikoi.MustPreset(name)
		pf, err := newRuleFacts(&p)
		if err != nil {
			return note(err.Error())
		}
		head := l.T("preset." + name + ".name")
		if name == r.Name {
			head = l.T("koikoirules.presets.chosen", map[string]any{"Preset": head})
		}
		add(kit.Subheading(head))
		lines := []string{l.T(combineText(p.Combine)), l.T("koikoirules.presets.values", map[string]any{"Values": presetValues(l, &p)})}
		lines = append(lines, scoringLines(l, &p, &pf)...)
		add(kit.Para(strings.Join(lines, "\n")))
	}
	return container.NewVBox(items...)
}

// addYakuList adds each yaku of rules r: its name, points, what it takes
// and cards that make it.
func addYakuList(l *i18n.Localizer, r *koikoi.Rules, cards Cards, add func(...fyne.CanvasObject)) {
	for y := koikoi.Yaku(0); y < koikoi.NumYaku; y++ {
		if !r.YakuExists(y) {
			continue
		}
		name := names.Yaku(l, y)
		if kanji, _ := names.Japanese(y); kanji != "" && l.Code() != "ja" {
			name += "  " + kanji
		}
		// The name, then the points on their own line: both wrap on a
		// narrow phone.
		points := note(yakuPoints(l, r, y))
		points.Importance = widget.WarningImportance
		add(kit.Subheading(name), points, note(names.YakuDescription(l, y)))
		if ex := yakuExample(y); len(ex) > 0 {
			add(ruleCards(cards, r, ex...))
		}
	}
}

// presetValues lists what the bright, animal, ribbon and viewing yaku are
// worth under rules r: where the presets differ.
func presetValues(l *i18n.Localizer, r *koikoi.Rules) string {
	var parts []string
	for _, y := range []koikoi.Yaku{koikoi.Goko, koikoi.Shiko, koikoi.AmeShiko, koikoi.Sanko, koikoi.Inoshikacho, koikoi.Akatan, koikoi.Aotan, koikoi.Tsukimi, koikoi.Hanami} {
		if r.YakuExists(y) {
			parts = append(parts, l.T("koikoirules.presets.value", map[string]any{"Yaku": names.Yaku(l, y), "Points": l.Number(int(r.Values[y].Base))}))
		}
	}
	return strings.Join(parts, l.T("koikoirules.sep"))
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
func scoringLines(l *i18n.Localizer, r *koikoi.Rules, f *ruleFacts) []string {
	out := koiLines(l, r)
	if f.SevenAt > 0 {
		out = append(out, l.T("koikoirules.seven", map[string]any{"Points": l.N("count.points", f.SevenAt)}))
	}
	if f.FieldMult[0] > 0 {
		out = append(out, l.T("koikoirules.fieldbrights", map[string]any{"One": l.Number(f.FieldMult[0]), "Two": l.Number(f.FieldMult[1])}))
	}
	if r.ZeroSum {
		out = append(out, l.T("koikoirules.zerosum"))
	} else {
		out = append(out, l.T("koikoirules.winneronly"))
	}
	return out
}

// ruleCards draws cs side by side with cards; a tap or long press shows
// a card's details under rules r.
func ruleCards(cards Cards, r *koikoi.Rules, cs ...koikoi.Card) fyne.CanvasObject {
	var objs []fyne.CanvasObject
	for _, c := range cs {
		objs = append(objs, cards.Card(c, r))
	}
	return container.NewGridWrap(fyne.NewSize(36, 54), objs...)
}
