package ikebana

import (
	"errors"
	"image/color"
	"maps"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	"github.com/koikoi-app/koikoi/engine/ikebana/advice"
	"github.com/koikoi-app/koikoi/engine/ikebana/ai"
	iketutorial "github.com/koikoi-app/koikoi/engine/ikebana/tutorial"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// tableScreen is the table: the other florists' rows (bouquet, prestige,
// discard top and its price), the pile and the card turned over, the
// narration, the player's bouquet large, and the decision.
type tableScreen struct {
	board // me is the seat at the bottom: the player, or the person to move
	m     *Match

	// The decision's buttons, for tests: Draw, Keep, Refuse, and Buy by
	// the seat sold from.
	Draw, Keep, Refuse *actionButton
	Buy                map[ikebana.Seat]*actionButton
	// Hint is the assist's line; Status says whose turn it is, on a
	// banner (banner) when people pass the phone; Why answers a tap that
	// could not act.
	Hint, Status, Why *widget.Label
	banner            *canvas.Rectangle
	// Continue goes on when the game is held after a computer's turn.
	Continue *widget.Button

	round   *canvas.Text
	actions *fyne.Container
	root    *fyne.Container
	seq     *kit.Sequencer // plays the flights
	showing *scene         // what the table shows, for the next flights
	// lastTold is the newest line queued on seq, for the pace (pace.go).
	lastTold toldLine
	// narrScroll scrolls the narration's band (narration.go).
	narrScroll *container.Scroll
	flash      string         // a message shown once (a failed save)
	shown      bool           // the table is the screen on show
	hintAt     int            // the move count the hint was asked for (-1: none)
	advice     *advice.Advice // the hint shown, if any
	whyAt      int            // the move count Why answered at
	logged     int            // the game's records the log tells: those shown
	// Log is the game's log while it is open; LogOpen opens it.
	Log     *LogView
	LogOpen *widget.Button
}

func newTableView(a *App, m *Match) *tableScreen {
	return &tableScreen{board: board{a: a}, m: m, hintAt: -1, seq: &kit.Sequencer{}}
}

func newText(s string, size float32, c color.Color, bold bool) *canvas.Text {
	t := canvas.NewText(s, c)
	t.TextSize = size
	t.TextStyle.Bold = bold
	return t
}

// build makes the table's widgets for the match as it stands.
func (t *tableScreen) build() fyne.CanvasObject {
	a, l := t.a, t.a.l()
	a.h.Back(a.Leave)
	t.shown = true
	t.m.retell(a.w()) // in the language of now
	me := t.m.Viewer()
	obs := t.m.Observe()
	back := widget.NewButtonWithIcon("", theme.NavigateBackIcon(), a.Leave)
	t.round = newText("", 16, kit.CreamColor, true)
	t.LogOpen = widget.NewButtonWithIcon("", theme.HistoryIcon(), t.showLog)
	header := container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(48, 48), back),
		container.NewHBox(container.NewGridWrap(fyne.NewSize(48, 48), t.LogOpen), a.rulesControl()),
		container.NewCenter(t.round))
	t.Buy = map[ikebana.Seat]*actionButton{}
	buy := func(seat ikebana.Seat) *actionButton {
		t.Buy[seat] = t.button("", nil, ikebana.Buy(seat))
		return t.Buy[seat]
	}
	layer, flyer, coin := newFlightLayer()
	t.board = newBoard(a, obs.Players(), me, buy, layer, flyer, coin)
	middle := container.NewBorder(nil, nil, nil, nil, t.pileBox())
	t.Draw = t.button(l.T("ikebanaapp.table.draw"), theme.DownloadIcon(), ikebana.Draw)
	t.Keep = t.button(l.T("ikebanaapp.table.keep"), theme.ConfirmIcon(), ikebana.Keep)
	t.Refuse = t.button("", nil, ikebana.Refuse)
	t.Why = widget.NewLabel("")
	t.Why.Wrapping = fyne.TextWrapWord
	t.Why.TextStyle.Bold = true
	t.Why.Hide()
	t.Status = widget.NewLabel("")
	t.Status.Wrapping = fyne.TextWrapWord
	t.Hint = widget.NewLabel("")
	t.Hint.Wrapping = fyne.TextWrapWord
	t.Hint.Importance = widget.WarningImportance
	t.Hint.SizeName = theme.SizeNameCaptionText
	keepRefuse := container.NewBorder(nil, nil, container.New(&kit.AtLeast{W: 110}, kit.Tall(t.Keep)), nil, kit.Tall(t.Refuse))
	t.Continue = widget.NewButtonWithIcon(l.T("ikebanaapp.table.continue"), theme.MediaPlayIcon(), t.m.Resume)
	t.Continue.Importance = widget.HighImportance
	// Why shows over the buttons: the band grows upwards from the screen's
	// foot, so the buttons stay where a second tap finds them
	t.actions = container.NewVBox(t.Hint, container.NewVBox(t.statusBox(), t.Why), kit.Tall(t.Draw), keepRefuse, kit.Tall(t.Continue))
	slot, top := t.narrationBox()
	t.root = container.New(&tableLayout{placed: func() { top.Layout.Layout(top.Objects, top.Size()) }, line: func() float32 { l, _, _ := t.narrationMetrics(); return l }},
		header, t.rowsBox(), middle, slot, t.mineBox, container.New(&kit.GrowOnly{}, t.actions))
	t.seq.Speed = a.animSpeed()
	t.seq.OnPanic = a.restoreTable
	t.update()
	return container.NewStack(newTapCatcher(t.tapped), t.root, t.layer.Box, top)
}

// update shows the match as it stands.
func (t *tableScreen) update() {
	t.logged = t.m.records
	t.refreshLog()
	obs := t.m.Observe()
	t.show(&obs, len(t.m.Lines))
}

// show shows the match as obs sees it with the first told lines of the
// narration: as it stands, or as it stood after a move whose flights just
// ended while later moves' still wait.
func (t *tableScreen) show(obs *ikebana.Observation, told int) {
	if t.round == nil {
		return
	}
	l, w := t.a.l(), t.a.w()
	if !t.seq.Busy() {
		t.showing = sceneOf(obs)
	}
	round := l.T("ikebanaapp.table.round", map[string]any{"N": obs.Round, "Of": ikebana.Rounds})
	if obs.Rules.Final && obs.LastRound() {
		round += " · " + l.T("ikebanaapp.table.final")
	}
	t.round.Text = round
	t.round.Refresh()
	// while cards fly the decision waits: it shows once they land
	mine := obs.MyTurn() && t.m.Person(t.me) && !t.m.Handover() && !t.m.Waiting() && !t.seq.Busy() && t.m.online.Reachable()
	start := mine && obs.Phase == ikebana.PhaseStart
	for _, r := range t.rows {
		top := obs.Tops[r.seat]
		t.showRow(r, t.rowName(r.seat), obs.Prestige[r.seat], obs.ToMove == r.seat && obs.Phase.Playing(), obs.Bouquets[r.seat], top, nil)
		b := t.Buy[r.seat]
		if top == ikebana.NoCard {
			b.Hide()
		} else {
			b.Show()
			b.SetText(l.T("ikebanaapp.table.buy", map[string]any{"Price": top.Value()}))
			legal := start && obs.IsLegal(ikebana.Buy(r.seat))
			r.top.Dim = !legal
			b.set(legal, t.hinted(ikebana.Buy(r.seat)))
		}
		r.top.Refresh()
	}
	t.showPile(obs.PileLen, obs.Drawn, nil)
	t.narrate(told)

	t.showMine(w.name(t.me), obs.Prestige[t.me], obs.Bouquets[t.me], obs.Tops[t.me], nil)

	t.Draw.Hidden = !start
	t.Draw.set(true, t.hinted(ikebana.Draw))
	t.Keep.set(true, t.hinted(ikebana.Keep))
	if box := t.actions.Objects[2]; start { // its 48 dp box too, or it leaves a gap
		box.Show()
	} else {
		box.Hide()
	}
	keepRefuse := t.actions.Objects[3]
	keepRefuse.Hide()
	held := t.m.Waiting() && !t.seq.Busy()
	t.Continue.Hidden = !held
	if held { // its 48 dp box too
		t.actions.Objects[4].Show()
	} else {
		t.actions.Objects[4].Hide()
	}
	status := ""
	switch {
	case held && !obs.Phase.Playing():
		status = l.T("ikebanaapp.table.held.end")
	case held:
		status = l.T("ikebanaapp.table.held", map[string]any{"Who": w.name(obs.ToMove)})
	case start && !t.m.HintsFor(t.me): // with hints on, the hint says it
		status = l.T("ikebanaapp.table.yourturn")
	case start:
	case mine:
		keepRefuse.Show()
		price, to := obs.RefusePrice()
		t.Refuse.SetText(l.T("ikebanaapp.table.refuse", map[string]any{"Price": price, "To": w.payee(to)}))
		t.Refuse.set(obs.IsLegal(ikebana.Refuse), t.hinted(ikebana.Refuse))
	case obs.Phase.Playing():
		status = l.T("ikebanaapp.table.waiting", map[string]any{"Who": w.name(obs.ToMove)})
	}
	if t.m.Banner() && mine { // whose turn it is, the phone passed round
		status = l.T("ikebanaplay.banner", map[string]any{"Name": w.name(t.me)})
	}
	if !t.m.online.Reachable() { // no move goes out until the server is back
		status = l.T("online.table.reconnecting")
	}
	if t.flash != "" {
		status, t.flash = t.flash, ""
	}
	t.Status.SetText(status)
	t.Status.Hidden = status == ""
	if t.whyAt != t.m.records { // an answer holds until the next move
		t.Why.Hide()
	}
	t.showBanner()
	t.updateHint(obs)
	t.root.Refresh() // the decision's height changed: lay the table out again
	e2eRefresh(t.a)
}

// giveWay hides the decision and the hint while the player's move flies,
// as the tutorial does: nothing waits for a tap then. The decision's band
// keeps its height (growOnly), so that nothing moves under the flying
// cards.
func (t *tableScreen) giveWay() {
	if t.root == nil {
		return
	}
	t.Hint.Hide()
	t.Why.Hide()
	t.actions.Objects[2].Hide()
	t.actions.Objects[3].Hide()
	t.actions.Objects[4].Hide()
	t.stress(nil)
	for _, b := range t.Buy { // nothing to buy until the cards land
		b.set(false, false)
	}
}

// updateHint asks the assist for the player's decision, when hints are on.
func (t *tableScreen) updateHint(obs *ikebana.Observation) {
	if !t.m.HintsFor(t.me) || !t.m.MyTurn() || t.seq.Busy() {
		t.Hint.Hide()
		t.hintAt = -1
		t.stress(nil)
		return
	}
	at := t.m.records // the decision is the same until the next move
	if t.hintAt == at {
		return
	}
	t.hintAt = at
	t.stress(nil)
	o := *obs
	seed := t.m.Save.AISeed ^ uint64(at)
	show := func(adv advice.Advice) {
		if t.hintAt != at || t.a.table != t {
			return
		}
		t.Hint.SetText(t.a.hintText(adv))
		t.Hint.Show()
		t.stress(&adv)
		t.root.Refresh()
	}
	t.Hint.Hide()
	// Who sits at the table, for the chance of winning: "" for a person,
	// and for the server's hard computers, which search more than the
	// app's and against which the chance is not calibrated.
	levels := make([]string, len(t.m.Save.Seats))
	for p, s := range t.m.Save.Seats {
		if !s.Person() && (t.m.Game != nil || s.Level != "hard") {
			levels[p] = s.Level
		}
	}
	if t.m.Sync { // tests: a small search, at once
		show(advice.Advise(&o, ai.WithSeed(seed), ai.WithBudget(2000), ai.WithLevels(levels)))
		return
	}
	go func() { // the hard level's own search, off the UI goroutine
		adv := advice.Advise(&o, ai.WithSeed(seed), ai.WithLevels(levels))
		t.m.Do(func() { show(adv) })
	}()
}

// hintText says the assist's suggestion: each of its reasons, the main
// one first, and the chance of winning when the search measured it.
func (a *App) hintText(adv advice.Advice) string {
	lines := a.hintLines(adv)
	text := lines[0]
	for _, next := range lines[1:] {
		text = a.T("ikebana.hint.join", map[string]any{"Before": text, "Next": next})
	}
	return text
}

// hintLines are hintText's sentences, one per iketutorial.HintTexts.
func (a *App) hintLines(adv advice.Advice) []string {
	var lines []string
	for _, t := range iketutorial.HintTexts(adv) {
		lines = append(lines, a.say(t))
	}
	return lines
}

// button makes the button of move mv: a tap makes the move, or says why
// it cannot be made.
func (t *tableScreen) button(label string, icon fyne.Resource, mv ikebana.Move) *actionButton {
	try := func() { t.try(mv) }
	return newActionButton(label, icon, try, try)
}

// try makes move mv for the player, from a button or a tap on a card, or
// says why it cannot be made now. Taps wait while the player's own move
// flies.
func (t *tableScreen) try(mv ikebana.Move) {
	obs := t.m.Observe()
	st := obs.Determinize(0) // what the player sees, for the answers
	switch {
	case t.a.table != t:
	case t.m.Waiting(): // held after a computer's turn: any tap goes on
		t.m.Resume()
	case !st.Phase().Playing():
	case !t.m.MyTurn():
		t.answer(t.a.T("ikebanaapp.table.why.wait", map[string]any{"Who": t.a.w().name(st.ToMove())}))
	case t.seq.Busy():
	default:
		if why, bad := iketutorial.WhyNot(st, mv); bad {
			t.answer(t.a.say(why))
			return
		}
		if err := t.m.Submit(mv, nil); err != nil {
			fyne.LogError("ikebana: move "+mv.String(), err)
			if errors.Is(err, ikebana.ErrNotYourTurn) { // the table was behind the match
				t.answer(t.a.T("ikebanaapp.table.why.wait", map[string]any{"Who": t.a.w().name(st.ToMove())}))
			}
		}
	}
}

// tapped answers a tap on the table at absolute position pos: on a card
// it is a move (spot.move), on a bouquet it says what to tap instead.
func (t *tableScreen) tapped(pos fyne.Position) {
	if t.m.Waiting() { // held after a computer's turn: a tap anywhere goes on
		t.m.Resume()
		return
	}
	sp := t.spotAt(pos)
	if mv, ok := sp.move(); ok {
		t.try(mv)
		return
	}
	if obs := t.m.Observe(); sp.kind == spotBouquet && obs.Phase.Playing() {
		st := obs.Determinize(0)
		if !t.m.MyTurn() {
			t.try(ikebana.Draw) // it says whose turn it is
			return
		}
		t.answer(t.a.say(bouquetAnswer(st)))
	}
}

// answer shows why a tap could not act, until the next move.
func (t *tableScreen) answer(why string) {
	t.Why.SetText(why)
	t.Why.Show()
	t.whyAt = t.m.records
	t.root.Refresh()
}

// hinted reports whether the hint on show suggests move mv.
func (t *tableScreen) hinted(mv ikebana.Move) bool { return t.advice != nil && t.advice.Move == mv }

// stress makes the button of the hint's move stand out, and no other
// (adv nil: no hint on show, no button stands out).
func (t *tableScreen) stress(adv *advice.Advice) {
	t.advice = adv
	for _, b := range append([]*actionButton{t.Draw, t.Keep, t.Refuse}, slices.Collect(maps.Values(t.Buy))...) {
		b.set(!b.Disabled(), b == t.buttonOf(adv))
	}
}

// buttonOf returns the button of the hint's move (nil: none).
func (t *tableScreen) buttonOf(adv *advice.Advice) *actionButton {
	if adv == nil {
		return nil
	}
	switch adv.Move.Kind {
	case ikebana.MoveDraw:
		return t.Draw
	case ikebana.MoveKeep:
		return t.Keep
	case ikebana.MoveRefuse:
		return t.Refuse
	case ikebana.MoveBuy:
		return t.Buy[adv.Move.From]
	}
	return nil
}

// rowName is another florist's name in its row; a computer's with its
// level.
func (t *tableScreen) rowName(p ikebana.Seat) string { return t.a.seatName(t.m, p) }

// setCounted shows cards in row c, those that count in its bouquet's
// score with the check badge (CardWidget.Counts).
func setCounted(c *fyne.Container, cards []ikebana.Card, counts func(ikebana.Card) bool) {
	setCards(c, cards, nil)
	for _, o := range c.Objects {
		v := o.(*CardWidget)
		v.Counts = counts(v.Card)
		v.Refresh()
	}
}

// setCards shows cards in row c, reusing its card views; marked cards get
// the frame (CardWidget.Marked), and clears any check badge.
func setCards(c *fyne.Container, cards []ikebana.Card, marked func(ikebana.Card) bool) {
	for len(c.Objects) < len(cards) {
		c.Objects = append(c.Objects, newCardWidget(ikebana.NoCard))
	}
	c.Objects = c.Objects[:len(cards)]
	for i, card := range cards {
		v := c.Objects[i].(*CardWidget)
		v.Card = card
		v.Marked = marked != nil && marked(card)
		v.Counts = false
		v.Refresh()
	}
	c.Refresh()
}

// pileLayout places the pile (its back and count) and the card turned
// over side by side, centred in its band: the count on the pile's left, or
// under it in a narrow band, where beside it would leave the cards less
// than 80 dp of width (decided by the width, so that the count does not
// jump from side to under as the band's height changes from turn to turn).
//
// The cards' size and the count's place (beside the pile or under it)
// follow the widest count, not the one shown: they stay put while the
// pile empties.
type pileLayout struct {
	widest fyne.Size // the widest count's size
}

func (l pileLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	pile, count, drawn := objs[0], objs[1], objs[2]
	gap := min(float32(24), s.Width/12)
	now := count.MinSize()
	cs := now.Max(l.widest)
	// as large as the band allows, leaving the count its room
	beside := min(min(s.Height, pileMaxH)/cardAspect, (s.Width-gap)/2-cs.Width-8)
	under := min(min(s.Height-cs.Height-2, pileMaxH)/cardAspect, (s.Width-gap)/2)
	if (s.Width-gap)/2-cs.Width-8 < 80 && under > 0.85*beside && cs.Width <= s.Width {
		w := max(under, 24)
		h := w * cardAspect
		x, y := (s.Width-2*w-gap)/2, (s.Height-h-cs.Height-2)/2
		pile.Move(fyne.NewPos(x, y))
		pile.Resize(fyne.NewSize(w, h))
		count.Move(fyne.NewPos(max(x+(w-now.Width)/2, 0), y+h+2))
		count.Resize(now)
		drawn.Move(fyne.NewPos(x+w+gap, y))
		drawn.Resize(fyne.NewSize(w, h))
		return
	}
	w := max(beside, 36)
	h := w * cardAspect
	x, y := (s.Width-2*w-gap)/2, (s.Height-h)/2
	pile.Move(fyne.NewPos(x, y))
	pile.Resize(fyne.NewSize(w, h))
	count.Move(fyne.NewPos(max(x-now.Width-8, 0), y+(h-now.Height)/2))
	count.Resize(now)
	drawn.Move(fyne.NewPos(x+w+gap, y))
	drawn.Resize(fyne.NewSize(w, h))
}

func (pileLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(100, 60)
}

// tableLayout places the table's parts: header, the other florists' rows,
// the pile, the narration, the player's bouquet and the decision. In
// portrait they stack and share the height (tableHeights); in landscape
// the rows and narration take the left half and the rest the right.
type tableLayout struct {
	placed func() // runs once the parts are placed
	// line is the height of a line of the narration: a tall screen's
	// spare height gives its band whole lines.
	line func() float32
}

// The heights the table's parts grow between: each other florist's row,
// the pile and the player's bouquet (its line of text and its cards).
// Narrow screens reach the widest cards sooner (seatCardsH, mineMax).
const (
	rowMinH, rowMaxH   = 56, 104
	pileMinH, pileMaxH = 56, 170
	mineMinH, mineMaxH = 104, 200
	// mineCardsMaxH is the tallest the player's bouquet's cards show.
	mineCardsMaxH = 170
	// myTopW is the width of the player's discard top.
	myTopW = 48
	// compactMaxH is the height under which a table of four or five puts
	// the narration beside the pile.
	compactMaxH = 760
	// compactPileW is the width of the pile's part of that band: two
	// cards about 48 dp wide.
	compactPileW = 112
	// maxNarrationLines is the most lines the narration's band grows to
	// on a tall screen: a round of five florists' turns.
	maxNarrationLines = 10
)

func (l *tableLayout) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	l.layout(objs, s)
	if l.placed != nil {
		l.placed()
	}
}

func (l *tableLayout) layout(objs []fyne.CanvasObject, s fyne.Size) {
	header, rows, middle, narration, mine, actions := objs[0], objs[1], objs[2], objs[3], objs[4], objs[5]
	const pad = 4
	hh := header.MinSize().Height
	header.Move(fyne.NewPos(pad, pad))
	header.Resize(fyne.NewSize(s.Width-2*pad, hh))
	top := hh + 2*pad
	place := func(o fyne.CanvasObject, x, y, w, h float32) {
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(w, max(h, 0)))
	}
	n := float32(len(rows.(*fyne.Container).Objects))
	rowsMin := rows.MinSize().Height
	// past rowsMax the rows' cards are as wide as they can be; with tall
	// rows (a table of two or three), the Buy buttons under the discard
	// tops: they are only worth their height when it is all there
	rowsMax := func(w float32, tall bool) float32 {
		h := min(rowMaxH, seatCardsH(w)+20)
		if tall {
			h = max(h, seatTallH(w))
		}
		return max(n*h+(n-1)*rowGap, rowsMin)
	}
	if s.Width > s.Height*1.15 { // landscape
		lw := s.Width/2 - pad
		nh := max(kit.HeightAt(narration, lw), 66)
		rh := min(max(s.Height-top-nh-2*pad, rowsMin), rowsMax(lw, n <= 2))
		place(rows, pad, top, lw, rh)
		place(narration, pad, top+rh+pad, lw, s.Height-top-rh-2*pad)
		rx, rw := s.Width/2+pad, s.Width/2-2*pad
		ah := kit.HeightAt(actions, rw)
		place(actions, rx, s.Height-ah-pad, rw, ah)
		rest := s.Height - top - ah - 2*pad
		mh := middleHeight(rest)
		place(middle, rx, top, rw, mh)
		place(mine, rx, top+mh+pad, rw, rest-mh-pad)
		return
	}
	w := s.Width - 2*pad
	ah := kit.HeightAt(actions, w)
	place(actions, pad, s.Height-ah-pad, w, ah)
	// four or five florists on a small phone: the narration beside the pile
	// (pw wide), sharing its band, to leave the rows' cards more height
	compact := n >= 3 && s.Height < compactMaxH
	pw := w
	nh := max(kit.HeightAt(narration, w), 44)
	rest := s.Height - top - ah - nh - 4*pad // for the rows, the pile and the bouquet
	pileMin, pileMax := float32(pileMinH), float32(pileMaxH)
	if compact { // the band as tall as the narration needs, the rest to the cards
		pw = compactPileW
		nh = kit.HeightAt(narration, w-pw-pad)
		rest = s.Height - top - ah - 3*pad
		pileMin = max(pileMin+20, nh)
		pileMax = pileMin
	}
	// past mineMax the bouquet's five cards are as wide as they can be:
	// its line of text (its least height but a card row's 21) over them
	mine.Resize(fyne.NewSize(w, mine.Size().Height))
	cardsH := min(mineCardsMaxH, (w-myTopW-24)/ikebana.BouquetSize*cardAspect)
	mineMax := min(max(mine.MinSize().Height-21+cardsH, mineMinH), mineMaxH)
	// a line of text more (a long name, a long standing) must not shrink
	// the bouquet's cards below a readable 70
	mineMin := min(max(mine.MinSize().Height-21+70, mineMinH), mineMax)
	rh, mh, bh := tableHeights(rest, pileMin, pileMax, rowsMin, rowsMax(w, n <= 2), mineMin, mineMax)
	if n <= 2 && rh < rowsMax(w, true)-0.5 {
		rh, mh, bh = tableHeights(rest, pileMin, pileMax, rowsMin, rowsMax(w, false), mineMin, mineMax)
	}
	if compact {
		y := top
		place(rows, pad, y, w, rh)
		y += rh + pad
		place(middle, pad, y, pw, mh)
		place(narration, 2*pad+pw, y, w-pw-pad, mh)
		place(mine, pad, y+mh+pad, w, bh)
		return
	}
	// a tall screen's spare height gives the narration whole lines more
	// (the computers' turns in view, up to maxNarrationLines), then is
	// shared between the parts, not left in one band around the pile
	if line := l.line(); line > 0 {
		more := min(int(max(mh-pileMaxH, 0)/line), maxNarrationLines-int(nh/line))
		if more > 0 {
			mh -= float32(more) * line
			nh += float32(more) * line
		}
	}
	spare := max(mh-pileMaxH, 0) / 3
	mh -= 2 * spare
	y := top
	place(rows, pad, y, w, rh)
	y += rh + pad + spare/2
	place(middle, pad, y, w, mh)
	y += mh + pad + spare/2
	place(narration, pad, y, w, nh)
	y += nh + pad + spare
	place(mine, pad, y, w, bh)
}

// tableHeights shares out the height rest between the other florists'
// rows (rowsMin to rowsMax), the pile (pileMin to pileMax) and the player's
// bouquet (mineMin to mineMax): each first gets its least; then the rows
// and the bouquet grow together towards their most (their cards are the
// ones to read: the pile shows one card back and one card), then the
// pile; what is still left goes to the pile's band (the layout shares it
// out).
func tableHeights(rest, pileMin, pileMax, rowsMin, rowsMax, mineMin, mineMax float32) (rows, pile, mine float32) {
	rows, pile, mine = rowsMin, pileMin, mineMin
	extra := rest - rows - pile - mine
	if extra < 0 { // a very small screen: the pile gives way first
		pile = max(pile+extra, 40)
		return rows, pile, mine
	}
	room := (rowsMax - rowsMin) + (mineMax - mineMin)
	f := float32(1)
	if room > extra {
		f = extra / room
	}
	rows += (rowsMax - rowsMin) * f
	mine += (mineMax - mineMin) * f
	pile = rest - rows - mine
	return rows, pile, mine
}

// middleHeight shares out the height left between the pile (returned) and
// the player's bouquet in landscape: the pile stays readable, the bouquet
// keeps room for its cards.
func middleHeight(rest float32) float32 {
	mh := min(max(rest*0.42, 80), 170)
	if rest-mh < 104 {
		mh = max(rest-104, 56)
	}
	return mh
}

func (tableLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(320, 400)
}
