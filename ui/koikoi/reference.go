package koikoi

import (
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/store"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// The reference sheets, one tap from the table: the yaku sheet (the points
// of the game's preset and options, its multipliers, and which yaku each
// side is closest to) and the card sheet (the 48 cards by month with rank
// and name, and the special cards). They open over the table, which goes
// on underneath; Close returns to it.

// reference is the open sheet, for tests.
type reference struct {
	Pop   *widget.PopUp
	Tabs  *container.AppTabs
	Close *widget.Button
	depth int // the window's overlays with the sheets open
}

// Reference returns the sheets on show, or nil. The shell's back key
// takes them off the window as it does any pop-up: then fewer overlays
// than when they opened remain.
func (a *App) Reference() *reference {
	if a.ref == nil || len(a.h.Win.Canvas().Overlays().List()) < a.ref.depth {
		return nil
	}
	return a.ref
}

// referenceButton is the table header's button that opens the sheets.
func (a *App) referenceButton() fyne.CanvasObject {
	b := widget.NewButtonWithIcon("", theme.InfoIcon(), a.ShowReference)
	a.refButton = b
	return container.NewGridWrap(fyne.NewSize(48, 48), b)
}

// ShowReference opens the sheets for the game under way (or, away from a
// table, for the rules chosen for new games, without the closeness).
func (a *App) ShowReference() {
	r := a.activeRules()
	var obs *koikoi.Observation
	var me, opp string
	if a.match != nil {
		o := a.match.Observe()
		obs = &o
		me, opp = a.T("term.you"), a.T("term.computer")
		if n := a.match.otherName(); n != "" {
			opp = n
		}
		if a.match.Save.Mode == store.ModePass {
			v := a.match.Viewer()
			me, opp = a.T("ui.player.n", M{"N": int(v) + 1}), a.T("ui.player.n", M{"N": int(v.Other()) + 1})
		}
	}
	size := a.h.Win.Canvas().Size()
	yaku := container.NewVScroll(container.New(&padLayout{h: 8, v: 6}, a.yakuSheet(&r, obs, me, opp)))
	cards := container.NewVScroll(container.New(&padLayout{h: 8, v: 6}, a.cardSheet(&r, min(size.Width-8, 560)-16)))
	tabs := container.NewAppTabs(
		container.NewTabItem(a.T("ui.ref.yaku"), yaku),
		container.NewTabItem(a.T("ui.ref.cards"), cards),
	)
	ref := &reference{Tabs: tabs}
	ref.Close = widget.NewButtonWithIcon(a.T("ui.close"), theme.CancelIcon(), func() {
		ref.Pop.Hide()
		if a.ref == ref {
			a.ref = nil
		}
	})
	ref.Close.Importance = widget.HighImportance
	bg := canvas.NewRectangle(kit.FeltColor)
	body := container.NewBorder(nil, container.New(&padLayout{h: 6, v: 4}, tall(ref.Close)), nil, nil, tabs)
	ref.Pop = widget.NewModalPopUp(container.NewStack(bg, body), a.h.Win.Canvas())
	// Full screen on a phone held upright; a readable column on a wide
	// screen.
	w := min(size.Width-8, 560)
	ref.Pop.Resize(fyne.NewSize(w, size.Height-8))
	ref.Pop.Move(fyne.NewPos((size.Width-w)/2, 4))
	a.ref = ref
	ref.Pop.Show()
	ref.depth = len(a.h.Win.Canvas().Overlays().List())
}

// yakuSheet shows the rules' yaku and points, the multipliers, and which
// yaku each side is closest to.
func (a *App) yakuSheet(r *koikoi.Rules, obs *koikoi.Observation, me, opp string) fyne.CanvasObject {
	items := []fyne.CanvasObject{
		kit.Bold(a.T("ui.rules.preset", M{"Preset": a.T("preset." + r.Name + ".name")})),
	}
	if ch := changedOptions(a.l(), r); ch != "" {
		items = append(items, wrapLeft(a.T("ui.ref.options", M{"Options": ch})))
	}
	for _, line := range a.multiplierLines(r) {
		items = append(items, wrapLeft(line))
	}
	if obs != nil {
		items = append(items, widget.NewSeparator(), kit.Bold(a.T("ui.ref.close")))
		items = append(items, a.closeness(r, me, obs.Captured, obs.Yaku, obs.Month)...)
		items = append(items, a.closeness(r, opp, obs.OppCaptured, obs.OppYaku, obs.Month)...)
	}
	items = append(items, widget.NewSeparator())
	for y := koikoi.Yaku(0); y < koikoi.NumYaku; y++ {
		if !r.YakuExists(y) {
			continue
		}
		head := kit.Bold(names.Yaku(a.l(), y) + a.T("ui.sep") + a.yakuPoints(r, y))
		head.Wrapping = fyne.TextWrapWord
		items = append(items, head, wrapLeft(names.YakuDescription(a.l(), y)))
	}
	return container.NewVBox(items...)
}

// yakuPoints says a yaku's worth under the rules.
func (a *App) yakuPoints(r *koikoi.Rules, y koikoi.Yaku) string {
	v := r.Values[y]
	pts := a.l().N("count.points", int(v.Base))
	if v.Beyond > 0 {
		pts = a.T("ui.rules.beyond", M{"Points": pts, "Cards": a.l().Number(int(v.Beyond))})
	}
	return pts
}

// multiplierLines says what multiplies a round's score under the rules:
// the Koi-Koi calls, 7 points or more, brights dealt to the field.
func (a *App) multiplierLines(r *koikoi.Rules) []string {
	out := a.koiLines(r)
	if r.SevenDoubles {
		out = append(out, a.T("option.seven-doubles.desc"))
	}
	if r.FieldBrights {
		out = append(out, a.T("option.field-brights.desc"))
	}
	return out
}

// koiLines says what the Koi-Koi calls multiply under rules r.
func (a *App) koiLines(r *koikoi.Rules) []string {
	var out []string
	if m := r.KoiMultiplier(1, 0); m > 1 {
		out = append(out, a.T("ui.ref.koi-self", M{"Mult": a.l().Number(m)}))
	}
	if m := r.KoiMultiplier(0, 1); m > 1 {
		out = append(out, a.T("ui.ref.koi-opp", M{"Mult": a.l().Number(m)}))
	}
	if r.KoiMultiplier(1, 0) == 1 && r.KoiMultiplier(0, 1) == 1 {
		out = append(out, a.T("ui.ref.koi-none"))
	}
	return out
}

// closeness lists, for one side, the yaku made and the three it is
// closest to ("Sanko: 2 of 3").
func (a *App) closeness(r *koikoi.Rules, who string, caps koikoi.Set, made koikoi.YakuList, month int) []fyne.CanvasObject {
	var parts []string
	for y := koikoi.Yaku(0); y < koikoi.NumYaku; y++ {
		if made[y] > 0 {
			parts = append(parts, a.T("ui.ref.made", M{"Yaku": names.Yaku(a.l(), y)}))
		}
	}
	ps := r.Progress(caps, month)
	sort.SliceStable(ps, func(i, j int) bool { return ps[i].Need-ps[i].Have < ps[j].Need-ps[j].Have })
	for i, p := range ps {
		if i == 3 {
			break
		}
		parts = append(parts, a.T("ui.ref.progress", M{"Yaku": names.Yaku(a.l(), p.Yaku),
			"Have": a.l().Number(p.Have), "Need": a.l().Number(p.Need)}))
	}
	line := a.T("ui.ref.nothing")
	if len(parts) > 0 {
		line = ""
		for i, p := range parts {
			if i > 0 {
				line += a.T("ui.sep")
			}
			line += p
		}
	}
	head := canvas.NewText(who, kit.CreamColor)
	head.TextStyle.Bold = true
	head.TextSize = 14
	return []fyne.CanvasObject{container.New(&padLayout{h: 8}, head), wrapLeft(line)}
}

// cardSheet shows the special cards, then the 48 cards month by month,
// each with its name and rank.
func (a *App) cardSheet(r *koikoi.Rules, width float32) fyne.CanvasObject {
	items := []fyne.CanvasObject{kit.Bold(a.T("ui.ref.special"))}
	special := []struct {
		id   string
		text string
	}{
		{"sep-sake", a.sakeLine(r)},
		{"nov-rainman", a.T("ui.ref.rainman", M{"Sanko": names.Yaku(a.l(), koikoi.Sanko)})},
		{"nov-lightning", a.lightningLine(r)},
	}
	for _, s := range special {
		c, _ := koikoi.ParseCard(s.id)
		items = append(items, a.cardLine(c, s.text, r))
	}
	colW := (width - 3*theme.Padding()) / 4
	cw := min(float32(56), colW-8)
	for m := 1; m <= 12; m++ {
		items = append(items, widget.NewSeparator(), kit.Bold(names.Month(a.l(), m)))
		var cells []fyne.CanvasObject
		for _, c := range koikoi.MonthSet(m).Cards() {
			cells = append(cells, a.cardCell(c, cw, colW, r))
		}
		items = append(items, container.NewGridWithColumns(4, cells...))
	}
	return container.NewVBox(items...)
}

// cardCell is one card of the card sheet: its picture, name and rank; a
// tap shows its details.
func (a *App) cardCell(c koikoi.Card, w, colW float32, r *koikoi.Rules) fyne.CanvasObject {
	img := NewCardWidget(c, false)
	img.OnTapped = func() { a.showCardDetails(c, r) }
	img.OnLongPress = img.OnTapped
	objs := []fyne.CanvasObject{container.NewCenter(container.NewGridWrap(fyne.NewSize(w, w/cardRatio), img))}
	// The name on one or two lines, in a smaller size if a word is too
	// long for the column.
	var lines []string
	size := float32(10)
	for ; size >= 8; size-- {
		lines = twoLines(names.Card(a.l(), c), size, colW)
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
	rank := canvas.NewText(names.Kind(a.l(), c.Kind()), kit.MutedColor)
	rank.TextSize = 9
	rank.Alignment = fyne.TextAlignCenter
	return container.NewVBox(append(objs, rank)...)
}

// cardLine is a card with a sentence beside it.
func (a *App) cardLine(c koikoi.Card, text string, r *koikoi.Rules) fyne.CanvasObject {
	img := NewCardWidget(c, false)
	img.OnTapped = func() { a.showCardDetails(c, r) }
	img.OnLongPress = img.OnTapped
	l := wrapLeft(names.Card(a.l(), c) + a.T("ui.sep") + text)
	return container.NewBorder(nil, nil, container.NewCenter(container.NewGridWrap(fyne.NewSize(36, 54), img)), nil, l)
}

func (a *App) sakeLine(r *koikoi.Rules) string {
	id := "ui.ref.sake"
	if r.YakuExists(koikoi.Tsukimi) {
		id = "ui.ref.sake-viewing"
	}
	s := a.T(id, M{"Tsukimi": names.Yaku(a.l(), koikoi.Tsukimi), "Hanami": names.Yaku(a.l(), koikoi.Hanami)})
	if r.SakeAsPlain {
		s += " " + a.T("ui.ref.sake-plain")
	}
	return s
}

func (a *App) lightningLine(r *koikoi.Rules) string {
	if r.Gaji {
		return a.T("ui.ref.lightning-gaji")
	}
	return a.T("ui.ref.lightning")
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
