package koikoi

import (
	"image/color"
	"maps"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/names"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// tableTexts are the table's fixed objects around the cards: the top bar,
// the other player's row, the captures' owner lines and rank counts, the
// message area (narration and status), the pile's count and the banner of
// a yaku, a Koi-Koi or a Shobu. Their places come from tableGeom; only
// their texts change.
type tableTexts struct {
	topBg                 *canvas.Rectangle
	round, score          *canvas.Text
	home, settings, hint  *widget.Button
	logArea               *kit.TapArea      // the message area: a tap opens the game log
	logIcon               *canvas.Image     // says so
	reference             fyne.CanvasObject // the reference sheets' button (reference.go)
	oppLabel, oya, hash   *canvas.Text
	capBg                 [2]*canvas.Rectangle
	capLine               [2]*canvas.Text
	ranks                 *capGroups
	groups                [2][4]*kit.TapArea
	narr                  [2]*canvas.Text
	status                *canvas.Text
	pileCount             *canvas.Text
	pileBg                *canvas.Rectangle
	bannerBg              *canvas.Rectangle
	bannerTop, bannerMain *canvas.Text
	buttons               map[string]*widget.Button
}

func text(s string, c color.Color, size float32, bold bool) *canvas.Text {
	t := canvas.NewText(s, c)
	t.TextSize = size
	t.TextStyle.Bold = bold
	return t
}

// newTexts makes the fixed objects in the current language.
func (t *tableScreen) newTexts() tableTexts {
	a := t.a
	x := tableTexts{}
	x.topBg = canvas.NewRectangle(kit.FeltDark)
	x.round = text("", kit.CreamColor, 13, true)
	x.score = text("", kit.GoldColor, 13, false)
	x.round.Alignment, x.score.Alignment = fyne.TextAlignCenter, fyne.TextAlignCenter
	x.home = t.button("home", "", theme.HomeIcon(), a.Leave)
	x.settings = t.button("settings", "", theme.SettingsIcon(), a.showSettings)
	x.logArea = kit.NewTapArea(t.showLog)
	x.logIcon = canvas.NewImageFromResource(theme.NewColoredResource(theme.ListIcon(), theme.ColorNameDisabled))
	x.logIcon.FillMode = canvas.ImageFillContain
	x.reference = a.referenceButton()
	if a.settings().MoveHints {
		x.hint = t.button("hint", "", theme.HelpIcon(), t.askHint)
	}
	x.oppLabel = text("", kit.CreamColor, 12, false)
	x.oppLabel.Alignment = fyne.TextAlignCenter
	x.oya = text("", kit.MutedColor, 10, false)
	x.hash = text("", kit.MutedColor, 10, false)
	x.hash.TextStyle.Monospace = true
	x.oya.Alignment, x.hash.Alignment = fyne.TextAlignTrailing, fyne.TextAlignTrailing
	x.ranks = newCapGroups(a)
	for s := 0; s < 2; s++ {
		x.capBg[s] = canvas.NewRectangle(kit.ShadeColor)
		x.capBg[s].CornerRadius = 6
		x.capLine[s] = text("", kit.CreamColor, 11, true)
		for k := 0; k < 4; k++ {
			x.groups[s][k] = kit.NewTapArea(func() { t.ShowCaptures(s) })
		}
	}
	for i := range x.narr {
		x.narr[i] = text("", kit.MutedColor, 11, false)
		x.narr[i].Alignment = fyne.TextAlignCenter
	}
	x.status = text("", kit.CreamColor, 13, true)
	x.status.Alignment = fyne.TextAlignCenter
	x.pileCount = text("", kit.CreamColor, 11, true)
	x.pileCount.Alignment = fyne.TextAlignCenter
	x.pileBg = canvas.NewRectangle(kit.FeltDark)
	x.pileBg.CornerRadius = 8
	x.bannerBg = canvas.NewRectangle(kit.WithAlpha(kit.PanelColor, 0xe8))
	x.bannerBg.StrokeColor, x.bannerBg.StrokeWidth, x.bannerBg.CornerRadius = kit.GoldColor, 2, 10
	x.bannerTop = text("", kit.CreamColor, 13, false)
	x.bannerMain = text("", kit.GoldColor, 22, true)
	x.bannerTop.Alignment, x.bannerMain.Alignment = fyne.TextAlignCenter, fyne.TextAlignCenter
	x.buttons = maps.Clone(t.Buttons)
	t.Status = x.status
	t.Narration = x.narr[:]
	return x
}

// container returns the table view: the fixed objects, the cards' layer,
// the captures' tap areas and the banner, placed by tableViewLayout.
func (x *tableTexts) container(t *tableScreen) *fyne.Container {
	objs := []fyne.CanvasObject{x.topBg, x.round, x.score, x.home, x.settings, x.reference}
	if x.hint != nil {
		objs = append(objs, x.hint)
	}
	objs = append(objs, x.oppLabel, x.oya, x.hash)
	for s := 0; s < 2; s++ {
		objs = append(objs, x.capBg[s], x.capLine[s])
		objs = append(objs, x.ranks.objects(s)...)
	}
	objs = append(objs, x.narr[0], x.narr[1], x.status, x.logIcon, x.logArea, t.layer.Box, x.pileBg, x.pileCount)
	for s := 0; s < 2; s++ {
		for k := 0; k < 4; k++ {
			objs = append(objs, x.groups[s][k])
		}
	}
	objs = append(objs, x.bannerBg, x.bannerTop, x.bannerMain)
	x.bannerBg.Hide()
	x.bannerTop.Hide()
	x.bannerMain.Hide()
	return container.New(&tableViewLayout{t: t}, objs...)
}

// tableViewLayout places the table view's objects from tableGeom.
type tableViewLayout struct{ t *tableScreen }

func (l *tableViewLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(300, 400) }

func (l *tableViewLayout) Layout(_ []fyne.CanvasObject, s fyne.Size) {
	t := l.t
	x := &t.texts
	if t.geom != nil && t.geom.size != s {
		e2eRefresh(t.a) // the places changed: the end-to-end test learns them
	}
	g := newTableGeom(s)
	if t.geom == nil || t.geom.size != s {
		t.warmPictures(g)
	}
	t.geom = g
	kit.Place(x.topBg, g.top)
	bw := float32(48)
	by := g.top.Pos.Y + (g.top.Size.Height-bw)/2
	kit.Place(x.home, rect(0, by, bw, bw))
	kit.Place(x.settings, rect(bw, by, bw, bw))
	kit.Place(x.reference, rect(2*bw, by, bw, bw))
	if x.hint != nil {
		kit.Place(x.hint, rect(s.Width-bw, by, bw, bw))
	}
	cx := 3 * bw
	cw := s.Width - 4*bw
	kit.Place(x.round, rect(cx, by+4, cw, 18))
	kit.Place(x.score, rect(cx, by+24, cw, 18))
	o := g.oppRow
	fan := g.oppFanWidth()
	right := min(o.Size.Width*0.34, 140)
	kit.Place(x.oppLabel, rect(o.Pos.X+fan+4, o.Pos.Y, o.Size.Width-fan-right-8, o.Size.Height))
	kit.Place(x.oya, rect(o.Pos.X+o.Size.Width-right, o.Pos.Y+1, right, 14))
	kit.Place(x.hash, rect(o.Pos.X+o.Size.Width-right, o.Pos.Y+16, right, 14))
	for side := 0; side < 2; side++ {
		p := g.caps[side]
		kit.Place(x.capBg[side], p)
		kit.Place(x.capLine[side], rect(p.Pos.X+4, p.Pos.Y, p.Size.Width-8, capLineH))
		x.ranks.place(g, side)
		for k := 0; k < 4; k++ {
			gr := g.capGroup(side, k)
			kit.Place(x.groups[side][k], rect(gr.Pos.X, p.Pos.Y, gr.Size.Width, p.Size.Height))
		}
	}
	m := g.msg
	const icon = 16 // the game log's sign, right of the narration
	kit.Place(x.narr[0], rect(m.Pos.X+icon, m.Pos.Y+1, m.Size.Width-2*icon, 14))
	kit.Place(x.narr[1], rect(m.Pos.X+icon, m.Pos.Y+15, m.Size.Width-2*icon, 14))
	kit.Place(x.logIcon, rect(m.Pos.X+m.Size.Width-icon, m.Pos.Y+7, icon, icon))
	kit.Place(x.status, rect(m.Pos.X, m.Pos.Y+29, m.Size.Width, 17))
	kit.Place(x.logArea, m)
	pc := g.pile
	kit.Place(x.pileBg, rect(pc.Pos.X+pc.Size.Width/2-14, pc.Pos.Y+pc.Size.Height-20, 28, 17))
	kit.Place(x.pileCount, rect(pc.Pos.X+pc.Size.Width/2-14, pc.Pos.Y+pc.Size.Height-20, 28, 17))
	f := g.field
	bh := float32(70)
	kit.Place(x.bannerBg, rect(f.Pos.X+8, f.Pos.Y+(f.Size.Height-bh)/2, f.Size.Width-16, bh))
	kit.Place(x.bannerTop, rect(f.Pos.X+8, f.Pos.Y+(f.Size.Height-bh)/2+6, f.Size.Width-16, 18))
	kit.Place(x.bannerMain, rect(f.Pos.X+8, f.Pos.Y+(f.Size.Height-bh)/2+26, f.Size.Width-16, 36))
	t.layer.Box.Move(fyne.NewPos(0, 0))
	t.layer.Box.Resize(s)
	if !t.seq.Busy() {
		t.snap()
	}
	t.refreshTexts()
}

// fitLabel makes txt's size the largest from max down to min at which s
// fits w; below min it keeps min.
func fitLabel(txt *canvas.Text, s string, w, max, min float32) {
	txt.Text = s
	size := max
	for size > min && fyne.MeasureText(s, size, txt.TextStyle).Width > w {
		size -= 0.5
	}
	txt.TextSize = size
}

// fits reports whether s fits w at size.
func fits(s string, w, size float32, style fyne.TextStyle) bool {
	return fyne.MeasureText(s, size, style).Width <= w
}

// refreshTexts writes the texts for the moment: from the engine when the
// table rests, from the shown cards while they move.
func (t *tableScreen) refreshTexts() {
	if t.geom == nil {
		return
	}
	a := t.a
	x := &t.texts
	obs := t.c.Observe()
	me, opp := t.narrator().names()
	cw := x.round.Size().Width
	fitLabel(x.round, a.T("ui.table.round", M{"Round": a.l().Number(obs.Round), "Rounds": a.l().Number(obs.Rounds),
		"Month": names.Month(a.l(), obs.Month)}), cw, 13, 7.5)
	idle := !t.seq.Busy()
	if idle {
		t.scores = [2]int{obs.ScoreSelf, obs.ScoreOpp}
	}
	fitLabel(x.score, a.T("ui.table.scores", M{"Me": me, "MyScore": a.l().Number(t.scores[0]),
		"Opp": opp, "OppScore": a.l().Number(t.scores[1])}), cw, 13, 7.5)
	if x.hint != nil {
		x.hint.Hidden = !(idle && t.c.MyTurn() && obs.Phase != koikoi.PhaseKoiKoi && !t.held)
		x.hint.Refresh()
	}
	oppN := t.model.set(atHand, t.viewer.Other()).Len()
	ow := x.oppLabel.Size().Width
	label := t.tightOpp(ow, 8, func(n string) string { return a.l().N("ui.table.opphand", oppN, M{"Name": n}) })
	x.oppLabel.Color = kit.CreamColor
	if t.c.Thinking() && idle && !t.c.online.Waits() { // a turn-based table waits: its status says so
		label = t.tightOpp(ow, 8, func(n string) string { return a.T("ui.table.thinking", M{"Name": n}) })
		x.oppLabel.Color = kit.GoldColor
	}
	fitLabel(x.oppLabel, label, x.oppLabel.Size().Width, 12, 8)
	dealer := opp
	if obs.Dealer {
		dealer = me
	}
	fitLabel(x.oya, a.T("ui.table.oya", M{"Name": dealer}), x.oya.Size().Width, 10, 7)
	fitLabel(x.hash, a.T("ui.table.deal", M{"Hash": t.c.DealHash()}), x.hash.Size().Width, 10, 7)
	for side := 0; side < 2; side++ {
		seat := t.viewer
		if side == 1 {
			seat = seat.Other()
		}
		x.ranks.refresh(a, side, t.model.set(atCaps, seat))
		fitLabel(x.capLine[side], t.capLine(side, &obs), x.capLine[side].Size().Width, 11, minBadge)
	}
	pile := t.model.set(atPile, 0).Len()
	x.pileCount.Text = a.l().Number(pile)
	x.pileCount.Hidden, x.pileBg.Hidden = pile == 0, pile == 0
	t.writeMessage(&obs)
	for _, o := range []fyne.CanvasObject{x.round, x.score, x.oppLabel, x.oya, x.hash, x.capLine[0], x.capLine[1],
		x.pileCount, x.pileBg, x.status, x.narr[0], x.narr[1]} {
		o.Refresh()
	}
}

// capLine is a captures panel's owner line: whose they are, the yaku made,
// the Koi-Koi calls and, with that assist on, the nearest yaku under way,
// as many as fit.
func (t *tableScreen) capLine(side int, obs *koikoi.Observation) string {
	a := t.a
	// The badges follow the cards shown, not the engine's state: while
	// the cards move (a new round's deal, the last captures before a
	// Shobu) they say what the panel shows.
	seat, koi := t.viewer, obs.KoiSelf
	if side == 1 {
		seat, koi = seat.Other(), obs.KoiOpp
	}
	caps, against := t.model.set(atCaps, seat), t.model.set(atCaps, seat.Other())
	yaku := obs.Rules.Yaku(caps, obs.Month)
	parts := append([]string{t.capOwner(side)}, a.capBadges(caps, against, yaku, koi, obs, a.settings().YakuProgress)...)
	line, _ := joinFitting(parts, a.T("ui.sep"), t.texts.capLine[side].Size().Width, 11)
	return line
}

// ShowCaptures opens the sheet of side's captures (0 the viewer's) as the
// table shows them, under its panel's owner and badges: a tap on a rank
// group of a captures panel opens it.
func (t *tableScreen) ShowCaptures(side int) {
	obs := t.c.Observe()
	seat, koi := t.viewer, obs.KoiSelf
	if side == 1 {
		seat, koi = seat.Other(), obs.KoiOpp
	}
	if t.model.set(atCaps, seat).Empty() {
		return
	}
	caps, against := t.model.set(atCaps, seat), t.model.set(atCaps, seat.Other())
	badges := t.a.capBadges(caps, against, obs.Rules.Yaku(caps, obs.Month), koi, &obs, t.a.settings().YakuProgress)
	t.a.showCaptures(t.capOwner(side), caps, badges, obs.Rules)
}

// capBadges says what a side's captures make: the Koi-Koi calls, the
// yaku made and, with progress, the yaku under way, the nearest first,
// then those the other side's captures (against) put out of reach.
func (a *App) capBadges(caps, against koikoi.Set, yaku koikoi.YakuList, koi int, obs *koikoi.Observation, progress bool) []string {
	var parts []string
	if koi > 0 {
		parts = append(parts, a.T("ui.badge.koikoi", M{"Count": a.l().Number(koi)}))
	}
	for y, p := range yaku {
		if p > 0 {
			parts = append(parts, a.T("ui.badge.made", M{"Yaku": names.Yaku(a.l(), koikoi.Yaku(y)), "Points": a.l().Number(int(p))}))
		}
	}
	if progress {
		prog := obs.Rules.Progress(caps, obs.Month)
		sort.SliceStable(prog, func(i, j int) bool { return prog[i].Have*prog[j].Need > prog[j].Have*prog[i].Need })
		var dead []string
		for _, pr := range prog {
			name := names.Yaku(a.l(), pr.Yaku)
			if outOfReach(obs.Rules, pr, against, obs.Month) {
				dead = append(dead, a.T("ui.badge.blocked", M{"Yaku": name}))
				continue
			}
			parts = append(parts, a.T("ui.badge.progress", M{"Yaku": name,
				"Have": a.l().Number(pr.Have), "Need": a.l().Number(pr.Need)}))
		}
		parts = append(parts, dead...)
	}
	return parts
}

// outOfReach reports whether the yaku of pr can no longer be made: the
// cards the other side has not captured (against) do not hold it.
func outOfReach(r *koikoi.Rules, pr koikoi.Progress, against koikoi.Set, month int) bool {
	return r.YakuCards(koikoi.FullDeck&^against, pr.Yaku, month).Len() < pr.Need
}

// joinFitting joins parts with sep (the language's " · ") at the largest
// size from max down to minBadge at which all fit w in bold. When they do
// not fit even then, the last give way to a count of those left out
// ("+2"): none vanishes unsaid. It returns the text and its size.
func joinFitting(parts []string, sep string, w, max float32) (string, float32) {
	if len(parts) == 0 {
		return "", max
	}
	for n := len(parts); n > 0; n-- {
		out := strings.Join(parts[:n], sep)
		if n < len(parts) {
			out += sep + "+" + strconv.Itoa(len(parts)-n)
		}
		for size := max; size >= minBadge; size -= 0.5 {
			if fits(out, w, size, fyne.TextStyle{Bold: true}) {
				return out, size
			}
		}
	}
	return parts[0], minBadge
}

// minBadge is the smallest size of a captures panel's badge line.
const minBadge = 7.5

// writeMessage fills the message area: the narration on up to two lines,
// then the status. The area's size never changes; long texts shrink.
func (t *tableScreen) writeMessage(obs *koikoi.Observation) {
	x := &t.texts
	w := x.status.Size().Width
	fitLabel(x.status, t.statusText(obs), w, 13, 8)
	w = x.narr[0].Size().Width
	x.status.Color = kit.CreamColor
	if (t.c.MyTurn() || t.held) && !t.seq.Busy() {
		x.status.Color = kit.GoldColor
	}
	// The turn told whole; when it cannot fit, its oldest lines give way
	// to the newest.
	lines := t.toldLines()
	var l1, l2 string
	var size float32
	for {
		l1, l2 = splitLine(strings.Join(lines, " "), w, 11)
		size = 11
		for size > 7 && !(fits(l1, w, size, fyne.TextStyle{}) && fits(l2, w, size, fyne.TextStyle{})) {
			size -= 0.5
		}
		if len(lines) <= 1 || fits(l1, w, size, fyne.TextStyle{}) && fits(l2, w, size, fyne.TextStyle{}) {
			break
		}
		lines = lines[1:]
	}
	x.narr[0].Text, x.narr[1].Text = l1, l2
	x.narr[0].TextSize, x.narr[1].TextSize = size, size
}

// splitLine returns s on one line if it fits w at size, else cut in two
// at the space nearest its middle.
func splitLine(s string, w, size float32) (string, string) {
	if fits(s, w, size, fyne.TextStyle{}) {
		return s, ""
	}
	// At the space nearest the middle; in Japanese, whose spaces are
	// only those of a name written in Latin letters, after a punctuation
	// mark as well.
	cjk := strings.ContainsAny(s, cjkBreaks)
	best := -1
	for i, r := range s {
		if r == ' ' || cjk && strings.ContainsRune(cjkBreaks, r) {
			if r != ' ' {
				i += utf8.RuneLen(r) // the mark ends the first line
			}
			if best < 0 || abs(i-len(s)/2) < abs(best-len(s)/2) {
				best = i
			}
		}
	}
	if best < 0 {
		return splitUnspaced(s)
	}
	return strings.TrimSpace(s[:best]), strings.TrimSpace(s[best:])
}

// cjkBreaks are the punctuation marks a Japanese line breaks after.
const cjkBreaks = "、。：，）"

// splitUnspaced cuts a text written without spaces (Japanese) in two: after
// the punctuation mark nearest its middle, or else at its middle character.
func splitUnspaced(s string) (string, string) {
	rs := []rune(s)
	if len(rs) < 2 {
		return s, ""
	}
	mid := len(rs) / 2
	best := -1
	for i, r := range rs[:len(rs)-1] {
		if strings.ContainsRune(cjkBreaks, r) && (best < 0 || abs(i+1-mid) < abs(best-mid)) {
			best = i + 1
		}
	}
	if best < 0 || abs(best-mid) > len(rs)/4 {
		best = mid
	}
	return string(rs[:best]), string(rs[best:])
}

// statusText says what the viewer may do now, or whom the table waits for.
func (t *tableScreen) statusText(obs *koikoi.Observation) string {
	a := t.a
	if t.flash != "" {
		s := t.flash
		t.flash = ""
		return s
	}
	// A sentence about the other seat, fitting the status line.
	about := func(id string) string {
		return t.tightOpp(t.texts.status.Size().Width, 8, func(n string) string { return a.T(id, M{"Name": n}) })
	}
	if t.seq.Busy() {
		if t.moving == t.viewer || t.c.MyTurn() {
			return "" // the player watches his own cards move
		}
		return about("ui.status.wait")
	}
	if t.held {
		return t.heldText(obs)
	}
	// A card selected (tap to select, tap again to play): what the next
	// tap does is said even when a hint was shown.
	if t.selected != koikoi.NoCard && t.c.MyTurn() && obs.Phase == koikoi.PhasePlay {
		if obs.Targets(t.selected).Empty() {
			return a.T("ui.status.discard", M{"Card": names.Card(a.l(), t.selected)})
		}
		return a.T("ui.status.confirm", M{"Card": names.Card(a.l(), t.selected)})
	}
	if t.asking {
		return a.T("ui.hint.thinking")
	}
	if t.c.Sending() {
		return a.T("kkonline.status.sending")
	}
	if !t.c.online.Reachable() {
		// A move tapped now waits for the server ("Sending your move…")
		// and goes out when it is back; until then, no "Your turn".
		return a.T("online.table.reconnecting")
	}
	if t.c.Thinking() && !t.c.online.Waits() { // a move of days is waited for (below), not thought
		return about("ui.table.thinking")
	}
	if !t.c.MyTurn() {
		return about("ui.status.wait")
	}
	switch obs.Phase {
	case koikoi.PhaseCaptureHand, koikoi.PhaseCaptureDraw:
		return a.T("ui.status.capture", M{"Card": cardNoun(a.l(), obs.Pending)})
	case koikoi.PhaseKoiKoi:
		return a.T("ui.koikoi.title")
	case koikoi.PhaseExchange:
		return a.T("ui.exchange.title")
	}
	return a.T("ui.status.play")
}

// banner shows a yaku, a Koi-Koi or a Shobu over the field for its step.
func (t *tableScreen) banner(s Step) {
	a := t.a
	x := &t.texts
	var top, main string
	name := t.narrator().seatName(s.Seat)
	switch s.Kind {
	case StepYaku:
		var ys []string
		for y, p := range s.Yaku {
			if p > 0 {
				ys = append(ys, a.T("ui.badge.made", M{"Yaku": names.Yaku(a.l(), koikoi.Yaku(y)), "Points": a.l().Number(int(p))}))
			}
		}
		top, main = name, strings.Join(ys, a.T("ui.sep"))
	case StepKoiKoi:
		top, main = name, a.T("term.koikoi")
	case StepShobu:
		top, main = name, a.T("term.shobu")
	case StepHiki:
		top, main = name, a.T("rules.hiki.title")
	default:
		return
	}
	w := x.bannerBg.Size().Width - 12
	fitLabel(x.bannerTop, top, w, 13, 8)
	fitLabel(x.bannerMain, main, w, 22, 9)
	for _, o := range []fyne.CanvasObject{x.bannerBg, x.bannerTop, x.bannerMain} {
		o.Show()
		o.Refresh()
	}
}

func (t *tableScreen) hideBanner() {
	x := &t.texts
	for _, o := range []fyne.CanvasObject{x.bannerBg, x.bannerTop, x.bannerMain} {
		o.Hide()
	}
}

// newStack returns a stack of objs.
func newStack(objs ...fyne.CanvasObject) *fyne.Container { return container.NewStack(objs...) }

// abs is the absolute value of n.
func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
