package rules

import (
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/i18n"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// The reference sheets' content (ui/koikoi shows them over the table):
// the yaku sheet (the points of the game's preset and options, its
// multipliers, and which yaku each side is closest to) and the card sheet
// (the 48 cards by month with rank and name, and the special cards).

// YakuSheet shows the rules' yaku and points, the multipliers, and, with
// a game under way (obs, seen by me against opp), which yaku each side is
// closest to; in the language of l.
func YakuSheet(l *i18n.Localizer, r *koikoi.Rules, obs *koikoi.Observation, me, opp string) fyne.CanvasObject {
	items := []fyne.CanvasObject{
		kit.Bold(l.T("ui.rules.preset", map[string]any{"Preset": l.T("preset." + r.Name + ".name")})),
	}
	if ch := ChangedOptions(l, r); ch != "" {
		items = append(items, note(l.T("ui.ref.options", map[string]any{"Options": ch})))
	}
	for _, line := range multiplierLines(l, r) {
		items = append(items, note(line))
	}
	if obs != nil {
		items = append(items, widget.NewSeparator(), kit.Bold(l.T("ui.ref.close")))
		items = append(items, closeness(l, r, me, obs.Captured, obs.Yaku, obs.Month)...)
		items = append(items, closeness(l, r, opp, obs.OppCaptured, obs.OppYaku, obs.Month)...)
	}
	items = append(items, widget.NewSeparator())
	for y := koikoi.Yaku(0); y < koikoi.NumYaku; y++ {
		if !r.YakuExists(y) {
			continue
		}
		head := kit.Bold(names.Yaku(l, y) + l.T("ui.sep") + yakuPoints(l, r, y))
		head.Wrapping = fyne.TextWrapWord
		items = append(items, head, note(names.YakuDescription(l, y)))
	}
	return container.NewVBox(items...)
}

// yakuPoints says a yaku's worth under the rules.
func yakuPoints(l *i18n.Localizer, r *koikoi.Rules, y koikoi.Yaku) string {
	v := r.Values[y]
	pts := l.N("count.points", int(v.Base))
	if v.Beyond > 0 {
		pts = l.T("ui.rules.beyond", map[string]any{"Points": pts, "Cards": l.Number(int(v.Beyond))})
	}
	return pts
}

// multiplierLines says what multiplies a round's score under the rules:
// the Koi-Koi calls, 7 points or more, brights dealt to the field.
func multiplierLines(l *i18n.Localizer, r *koikoi.Rules) []string {
	out := koiLines(l, r)
	if r.SevenDoubles {
		out = append(out, l.T("option.seven-doubles.desc"))
	}
	if r.FieldBrights {
		out = append(out, l.T("option.field-brights.desc"))
	}
	return out
}

// koiLines says what the Koi-Koi calls multiply under rules r.
func koiLines(l *i18n.Localizer, r *koikoi.Rules) []string {
	var out []string
	if m := r.KoiMultiplier(1, 0); m > 1 {
		out = append(out, l.T("ui.ref.koi-self", map[string]any{"Mult": l.Number(m)}))
	}
	if m := r.KoiMultiplier(0, 1); m > 1 {
		out = append(out, l.T("ui.ref.koi-opp", map[string]any{"Mult": l.Number(m)}))
	}
	if r.KoiMultiplier(1, 0) == 1 && r.KoiMultiplier(0, 1) == 1 {
		out = append(out, l.T("ui.ref.koi-none"))
	}
	return out
}

// closeness lists, for one side, the yaku made and the three it is
// closest to ("Sanko: 2 of 3").
func closeness(l *i18n.Localizer, r *koikoi.Rules, who string, caps koikoi.Set, made koikoi.YakuList, month int) []fyne.CanvasObject {
	var parts []string
	for y := koikoi.Yaku(0); y < koikoi.NumYaku; y++ {
		if made[y] > 0 {
			parts = append(parts, l.T("ui.ref.made", map[string]any{"Yaku": names.Yaku(l, y)}))
		}
	}
	ps := r.Progress(caps, month)
	sort.SliceStable(ps, func(i, j int) bool { return ps[i].Need-ps[i].Have < ps[j].Need-ps[j].Have })
	for i, p := range ps {
		if i == 3 {
			break
		}
		parts = append(parts, l.T("ui.ref.progress", map[string]any{"Yaku": names.Yaku(l, p.Yaku),
			"Have": l.Number(p.Have), "Need": l.Number(p.Need)}))
	}
	line := l.T("ui.ref.nothing")
	if len(parts) > 0 {
		line = ""
		for i, p := range parts {
			if i > 0 {
				line += l.T("ui.sep")
			}
			line += p
		}
	}
	head := canvas.NewText(who, kit.CreamColor)
	head.TextStyle.Bold = true
	head.TextSize = 14
	return []fyne.CanvasObject{container.New(layout.NewCustomPaddedLayout(0, 0, 8, 8), head), note(line)}
}

// CardSheet shows the special cards, then the 48 cards month by month,
// each with its name and rank, width wide, the cards drawn by cards.
func CardSheet(l *i18n.Localizer, r *koikoi.Rules, width float32, cards Cards) fyne.CanvasObject {
	items := []fyne.CanvasObject{kit.Bold(l.T("ui.ref.special"))}
	special := []struct {
		id   string
		text string
	}{
		{"sep-sake", sakeLine(l, r)},
		{"nov-rainman", l.T("ui.ref.rainman", map[string]any{"Sanko": names.Yaku(l, koikoi.Sanko)})},
		{"nov-lightning", lightningLine(l, r)},
	}
	for _, s := range special {
		c, _ := koikoi.ParseCard(s.id)
		items = append(items, cardLine(l, cards, c, s.text, r))
	}
	colW := (width - 3*theme.Padding()) / 4
	cw := min(float32(56), colW-8)
	for m := 1; m <= 12; m++ {
		items = append(items, widget.NewSeparator(), kit.Bold(names.Month(l, m)))
		var cells []fyne.CanvasObject
		for _, c := range koikoi.MonthSet(m).Cards() {
			cells = append(cells, cardCell(l, cards, c, cw, colW, r))
		}
		items = append(items, container.NewGridWithColumns(4, cells...))
	}
	return container.NewVBox(items...)
}

// cardCell is one card of the card sheet: its picture, name and rank; a
// tap shows its details.
func cardCell(l *i18n.Localizer, cards Cards, c koikoi.Card, w, colW float32, r *koikoi.Rules) fyne.CanvasObject {
	img := cards.Card(c, r)
	objs := []fyne.CanvasObject{container.NewCenter(container.NewGridWrap(fyne.NewSize(w, w/cardRatio), img))}
	// The name on one or two lines, in a smaller size if a word is too
	// long for the column.
	var lines []string
	size := float32(10)
	for ; size >= 8; size-- {
		lines = twoLines(names.Card(l, c), size, colW)
		if !strings.Contains(strings.Join(lines, ""), "…") {
			break
		}
	}
	for _, line := range lines {
		t := canvas.NewText(line, kit.CreamColor)
		t.TextSize = max(size, 8)
		t.Alignment = fyne.TextAlignCenter
		objs = append(objs, t)
	}
	rank := canvas.NewText(names.Kind(l, c.Kind()), kit.MutedColor)
	rank.TextSize = 9
	rank.Alignment = fyne.TextAlignCenter
	return container.NewVBox(append(objs, rank)...)
}

// cardLine is a card with a sentence beside it.
func cardLine(l *i18n.Localizer, cards Cards, c koikoi.Card, text string, r *koikoi.Rules) fyne.CanvasObject {
	img := cards.Card(c, r)
	line := note(names.Card(l, c) + l.T("ui.sep") + text)
	return container.NewBorder(nil, nil, container.NewCenter(container.NewGridWrap(fyne.NewSize(36, 54), img)), nil, line)
}

func sakeLine(l *i18n.Localizer, r *koikoi.Rules) string {
	id := "ui.ref.sake"
	if r.YakuExists(koikoi.Tsukimi) {
		id = "ui.ref.sake-viewing"
	}
	s := l.T(id, map[string]any{"Tsukimi": names.Yaku(l, koikoi.Tsukimi), "Hanami": names.Yaku(l, koikoi.Hanami)})
	if r.SakeAsPlain {
		s += " " + l.T("ui.ref.sake-plain")
	}
	return s
}

func lightningLine(l *i18n.Localizer, r *koikoi.Rules) string {
	if r.Gaji {
		return l.T("ui.ref.lightning-gaji")
	}
	return l.T("ui.ref.lightning")
}

// twoLines breaks s into at most two lines that fit width w at size: at
// the space nearest its middle when it does not fit on one, each line
// shortened with an ellipsis only if it still does not fit.
func twoLines(s string, size, w float32) []string {
	st := fyne.TextStyle{}
	if fyne.MeasureText(s, size, st).Width <= w {
		return []string{s}
	}
	rs := []rune(s)
	cut := -1
	for i, r := range rs {
		if r == ' ' && (cut < 0 || abs(i-len(rs)/2) < abs(cut-len(rs)/2)) {
			cut = i
		}
	}
	if cut < 0 {
		return []string{fitText(s, size, w)}
	}
	return []string{fitText(string(rs[:cut]), size, w), fitText(string(rs[cut+1:]), size, w)}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// fitText shortens s with an ellipsis until it fits width w at size.
func fitText(s string, size, w float32) string {
	st := fyne.TextStyle{}
	if fyne.MeasureText(s, size, st).Width <= w {
		return s
	}
	rs := []rune(s)
	for len(rs) > 1 {
		rs = rs[:len(rs)-1]
		if fyne.MeasureText(string(rs)+"…", size, st).Width <= w {
			return string(rs) + "…"
		}
	}
	return s
}

// cardRatio is a card's width over its height, as ui/koikoi draws it.
const cardRatio = 2.0 / 3.0
