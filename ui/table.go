package ui

import (
	"image/color"

	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/koikoi"
	"github.com/koikoi-app/koikoi/store"
)

// M is the map of placeholders of a message.
type M = map[string]any

// tableScreen is the game screen: the table itself and, above it, the
// panels of the decisions (Koi-Koi, the hand exchange), the round's result,
// the game's end and the hand-over between two players.
type tableScreen struct {
	a *App
	c *Controller

	root     *fyne.Container
	selected koikoi.Card // the hand card about to be played
	advice   *Advice
	adviceAt int // the number of moves when the advice was given
	asking   bool
	flash    string // a one-off message
	koiProb  *Advice
	koiAt    int
	hiki     hikiNotice // the Hiki declarations shown (gaji.go)

	// Handles for tests: the widgets of the last update.
	HandCards  map[koikoi.Card]*CardWidget
	FieldCards map[koikoi.Card]*CardWidget
	Buttons    map[string]*widget.Button
	Status     *canvas.Text
}

func newTableScreen(a *App, c *Controller) *tableScreen {
	return &tableScreen{a: a, c: c, selected: koikoi.NoCard}
}

// build returns the screen's root; update fills it.
func (t *tableScreen) build() fyne.CanvasObject {
	t.root = container.NewStack()
	t.update()
	return t.root
}

// update rebuilds the screen from the game's state.
func (t *tableScreen) update() {
	if t.root == nil {
		return
	}
	t.HandCards = map[koikoi.Card]*CardWidget{}
	t.FieldCards = map[koikoi.Card]*CardWidget{}
	t.Buttons = map[string]*widget.Button{}
	obs := t.c.Observe()
	if !obs.Hand.Has(t.selected) || obs.Phase != koikoi.PhasePlay {
		t.selected = koikoi.NoCard
	}
	var objs []fyne.CanvasObject
	switch {
	case t.c.NeedHandover():
		objs = []fyne.CanvasObject{t.handoverView()}
	case obs.Phase == koikoi.PhaseGameOver:
		objs = []fyne.CanvasObject{t.gameOverView(&obs)}
	case obs.Phase == koikoi.PhaseRoundOver:
		objs = []fyne.CanvasObject{t.resultView(&obs)}
	default:
		objs = []fyne.CanvasObject{t.tableView(&obs)}
		if t.c.MyTurn() {
			switch obs.Phase {
			case koikoi.PhaseKoiKoi:
				objs = append(objs, t.koiKoiView(&obs))
			case koikoi.PhaseExchange:
				objs = append(objs, t.exchangeView(&obs))
			}
		}
	}
	t.root.Objects = objs
	t.root.Refresh()
	t.showHiki(&obs)
	e2eRefresh(t.a)
}

func (t *tableScreen) button(key, label string, icon fyne.Resource, f func()) *widget.Button {
	b := widget.NewButtonWithIcon(label, icon, f)
	t.Buttons[key] = b
	return b
}

// tableView draws the table.
func (t *tableScreen) tableView(obs *koikoi.Observation) fyne.CanvasObject {
	objs := make([]fyne.CanvasObject, numRegions)
	objs[regTop] = t.topBar(obs)
	objs[regOppHand] = t.oppHandView(obs)
	objs[regOppCaps] = t.capturesView(obs.OppCaptured, obs.OppYaku, obs.KoiOpp, obs, t.c.OppTook(obs))
	objs[regField] = t.fieldView(obs)
	objs[regMyCaps] = t.capturesView(obs.Captured, obs.Yaku, obs.KoiSelf, obs, 0)
	t.Status = canvas.NewText(t.statusText(obs), creamColor)
	t.Status.Alignment = fyne.TextAlignCenter
	t.Status.TextSize = 13
	t.Status.TextStyle.Bold = true
	if t.c.MyTurn() {
		t.Status.Color = goldColor
	}
	objs[regStatus] = t.Status
	said := t.firstDeal(obs)
	if said == "" {
		said = t.oppLastTurn(obs)
	}
	if t.advice != nil && t.adviceAt == t.c.Game.Moves() && t.a.adviceWhy(*t.advice) != "" {
		said = t.a.adviceWhy(*t.advice) // why the hint on the status line
	}
	if said != "" {
		line := canvas.NewText(said, mutedColor)
		line.Alignment = fyne.TextAlignCenter
		line.TextSize = 11
		objs[regStatus] = container.New(&stackLines{}, line, t.Status)
	}
	objs[regHand] = t.handView(obs)
	return container.New(tableLayout{}, objs...)
}

// oppLastTurn tells, when the viewer is about to play, what the other
// player did on its turn: the card it played and how many cards it took
// (those cards glow in its captures). The short form serves narrow
// screens; nothing is said when there is no such turn to tell.
func (t *tableScreen) oppLastTurn(obs *koikoi.Observation) string {
	if !t.c.MyTurn() || obs.Phase != koikoi.PhasePlay {
		return ""
	}
	played := koikoi.NoCard
	for _, e := range t.c.Last() {
		if e.Seat != t.c.Viewer() && e.Move.Kind == koikoi.MovePlay {
			played = e.Move.Card
		}
	}
	if played == koikoi.NoCard {
		return ""
	}
	a := t.a
	_, opp := t.names()
	n := t.c.OppTook(obs).Len()
	long := a.T("ui.status.opp.play-none", M{"Name": opp, "Card": a.L.Card(played.String())})
	short := a.T("ui.status.opp.took-none", M{"Name": opp})
	if n > 0 {
		long = a.L.N("ui.status.opp.play", n, M{"Name": opp, "Card": a.L.Card(played.String())})
		short = a.L.N("ui.status.opp.took", n, M{"Name": opp})
	}
	room := a.Win.Canvas().Size().Width - 16
	if fyne.MeasureText(long, 11, fyne.TextStyle{}).Width <= room {
		return long
	}
	return short
}

// firstDeal tells, until the viewer's first move of the game, how the first
// Oya was chosen: the card each player drew (the month nearest January
// deals).
func (t *tableScreen) firstDeal(obs *koikoi.Observation) string {
	st := t.c.Game.State()
	drew := st.FirstDraw()
	if st.Round() != 1 || obs.Hand.Len() != 8 || !drew[0].Valid() {
		return ""
	}
	a := t.a
	me, opp := t.names()
	dealer := opp
	if obs.Dealer {
		dealer = me
	}
	v := t.c.Viewer()
	long := a.T("ui.status.firstdeal", M{"Me": me, "Opp": opp, "Dealer": dealer,
		"Mine": a.L.Card(drew[v].String()), "Theirs": a.L.Card(drew[v.Other()].String())})
	if fyne.MeasureText(long, 11, fyne.TextStyle{}).Width <= a.Win.Canvas().Size().Width-16 {
		return long
	}
	return a.T("ui.status.firstdeal.short", M{"Dealer": dealer})
}

func (t *tableScreen) topBar(obs *koikoi.Observation) fyne.CanvasObject {
	a := t.a
	home := t.button("home", "", theme.HomeIcon(), a.ShowHome)
	round := canvas.NewText(a.T("ui.table.round", M{
		"Round": a.L.Number(obs.Round), "Rounds": a.L.Number(obs.Rounds), "Month": a.L.Month(obs.Month)}), creamColor)
	round.TextSize = 13
	round.TextStyle.Bold = true
	me, opp := t.names()
	score := canvas.NewText(a.T("ui.table.scores", M{
		"Me": me, "MyScore": a.L.Number(obs.ScoreSelf), "Opp": opp, "OppScore": a.L.Number(obs.ScoreOpp)}), goldColor)
	score.TextSize = 13
	info := container.NewVBox(round, score)
	var right fyne.CanvasObject
	if a.Settings.MoveHints && t.c.MyTurn() && obs.Phase != koikoi.PhaseKoiKoi {
		right = container.NewGridWrap(fyne.NewSize(48, 48), t.button("hint", "", theme.HelpIcon(), t.askHint))
	}
	settings := t.button("settings", "", theme.SettingsIcon(), a.ShowSettings)
	left := container.NewHBox(container.NewGridWrap(fyne.NewSize(48, 48), home), container.NewGridWrap(fyne.NewSize(48, 48), settings), a.ReferenceButton())
	bar := container.NewBorder(nil, nil, left, right, container.NewCenter(info))
	bg := canvas.NewRectangle(feltDark)
	return container.NewStack(bg, bar)
}

// names returns how the table calls the viewer and the other seat.
func (t *tableScreen) names() (me, opp string) {
	if t.c.Save.Mode == store.ModePass {
		v := t.c.Viewer()
		return t.a.T("ui.player.n", M{"N": int(v) + 1}), t.a.T("ui.player.n", M{"N": int(v.Other()) + 1})
	}
	return t.a.T("term.you"), t.a.T("term.computer")
}

func (t *tableScreen) oppHandView(obs *koikoi.Observation) fyne.CanvasObject {
	a := t.a
	var backs []fyne.CanvasObject
	for i := 0; i < obs.OppHandLen; i++ {
		backs = append(backs, NewCardWidget(koikoi.NoCard, false))
	}
	fan := container.New(&fanLayout{maxH: 34}, backs...)
	_, opp := t.names()
	txt := a.L.N("ui.table.opphand", obs.OppHandLen, M{"Name": opp})
	if t.c.Thinking() {
		txt = a.T("ui.table.thinking", M{"Name": opp})
	}
	label := canvas.NewText(txt, creamColor)
	label.TextSize = 13
	if t.c.Thinking() {
		label.Color = goldColor
	}
	dealer := canvas.NewText("", mutedColor)
	dealer.TextSize = 11
	dealer.Alignment = fyne.TextAlignTrailing
	if obs.Dealer {
		me, _ := t.names()
		dealer.Text = a.T("ui.table.oya", M{"Name": me})
	} else {
		dealer.Text = a.T("ui.table.oya", M{"Name": opp})
	}
	st := t.c.Game.State()
	hash := canvas.NewText(a.T("ui.table.deal", M{"Hash": st.DealHash()}), mutedColor)
	hash.TextSize = 10
	hash.TextStyle.Monospace = true
	hash.Alignment = fyne.TextAlignTrailing
	label.TextSize = 12
	return container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(100, 34), fan),
		container.NewCenter(container.NewVBox(dealer, hash)), container.NewCenter(label))
}

// capturesView shows captured cards grouped by rank, with the yaku made,
// the Koi-Koi calls and (as an assist) the yaku in progress.
// The cards in fresh (the other player's last captures) glow briefly, so
// that the player sees what the computer took.
func (t *tableScreen) capturesView(caps koikoi.Set, yaku koikoi.YakuList, koi int, obs *koikoi.Observation, fresh koikoi.Set) fyne.CanvasObject {
	return t.a.capturesPanel(caps, yaku, koi, obs, t.a.Settings.YakuProgress,
		func(c koikoi.Card) fyne.CanvasObject {
			w := t.card(c, true)
			if fresh.Has(c) {
				w.Pulse(t.a.animDelay(1200 * time.Millisecond))
			}
			return w
		})
}

// card returns a card widget that shows its details on a long press.
func (t *tableScreen) card(c koikoi.Card, small bool) *CardWidget {
	w := NewCardWidget(c, t.a.Settings.CornerLabels && !small)
	if small {
		w.Labels = false
	}
	if c != koikoi.NoCard {
		w.OnLongPress = func() { t.a.showCardDetails(c, t.c.Game.State().Rules()) }
	}
	return w
}

func (t *tableScreen) fieldView(obs *koikoi.Observation) fyne.CanvasObject {
	a := t.a
	myTurn := t.c.MyTurn()
	// The field cards that the assist or a capture choice highlights.
	var targets koikoi.Set
	choosing := myTurn && (obs.Phase == koikoi.PhaseCaptureHand || obs.Phase == koikoi.PhaseCaptureDraw)
	if choosing {
		targets = obs.Choices
	} else if myTurn && obs.Phase == koikoi.PhasePlay && t.selected != koikoi.NoCard {
		targets = matches(obs, t.selected)
	}
	var hintCard koikoi.Card = koikoi.NoCard
	if t.advice != nil && t.adviceAt == t.c.Game.Moves() && t.advice.Move.Kind == koikoi.MoveCapture {
		hintCard = t.advice.Move.Card
	}
	var cards []fyne.CanvasObject
	for _, c := range obs.Field.Cards() {
		c := c
		w := t.card(c, false)
		w.Highlight = targets.Has(c) && (choosing || a.Settings.MatchHighlight) || c == hintCard
		w.OnTapped = func() { t.tapField(c) }
		t.FieldCards[c] = w
		cards = append(cards, w)
	}
	var cur *CardWidget
	switch {
	case obs.Pending.Valid():
		cur = t.card(obs.Pending, false)
		cur.Selected = true
	case obs.Drawn.Valid() && len(t.c.Last()) > 0:
		cur = t.card(obs.Drawn, false)
		cur.Pulse(a.animDelay(900 * time.Millisecond))
	}
	return a.fieldPanel(cards, 90, obs.PileLen, cur)
}

// fieldPanel lays out the draw pile with its count, the card in play (cur,
// when not nil: the one waiting for a capture, or the one just drawn) and
// the field's cards, at most maxW wide. The table and the tutorial both
// use it.
func (a *App) fieldPanel(cards []fyne.CanvasObject, maxW float32, pileLen int, cur *CardWidget) fyne.CanvasObject {
	grid := container.New(&cardGrid{gap: 5, maxW: maxW}, cards...)
	pile := NewCardWidget(koikoi.NoCard, false)
	pile.Hidden = pileLen == 0
	count := newBadge(a.L.Number(pileLen), feltDark)
	var shown fyne.CanvasObject = canvas.NewRectangle(color.Transparent)
	if cur != nil {
		shown = cur
	}
	return container.New(fieldLayout{}, container.New(pileLayout{}, pile, shown, count), grid)
}

// matches returns the field cards that hand card c would capture.
func matches(obs *koikoi.Observation, c koikoi.Card) koikoi.Set {
	if obs.GajiLive && c == koikoi.LightningCard {
		return obs.Field
	}
	return obs.Field.Month(c.Month())
}

func (t *tableScreen) handView(obs *koikoi.Observation) fyne.CanvasObject {
	myTurn := t.c.MyTurn() && obs.Phase == koikoi.PhasePlay
	var hintCard koikoi.Card = koikoi.NoCard
	if t.advice != nil && t.adviceAt == t.c.Game.Moves() && t.advice.Move.Kind == koikoi.MovePlay {
		hintCard = t.advice.Move.Card
	}
	var cards []fyne.CanvasObject
	if obs.Phase == koikoi.PhaseExchange {
		// Before the exchange the hand is dealt face down.
		for i := 0; i < 8; i++ {
			w := t.card(koikoi.NoCard, false)
			w.MinWidth = 48
			cards = append(cards, w)
		}
	}
	for _, c := range obs.Hand.Cards() {
		c := c
		w := t.card(c, false)
		w.MinWidth = 48
		w.Selected = c == t.selected
		w.Highlight = c == hintCard
		w.Dim = !myTurn
		w.OnTapped = func() { t.tapHand(c) }
		t.HandCards[c] = w
		cards = append(cards, w)
	}
	w := t.a.Win.Canvas().Size()
	rows := 2
	if w.Width > w.Height*1.1 || len(cards) <= 4 {
		rows = 1
	}
	return container.New(&cardGrid{gap: 6, rows: rows, maxW: 100, minW: 48}, cards...)
}

func (t *tableScreen) statusText(obs *koikoi.Observation) string {
	a := t.a
	if t.flash != "" {
		s := t.flash
		t.flash = ""
		return s
	}
	_, opp := t.names()
	for _, e := range t.c.Last() {
		if e.Seat != t.c.Viewer() && e.Move.Kind == koikoi.MoveKoiKoi {
			return a.T("ui.announce.koikoi", M{"Name": opp})
		}
	}
	if t.advice != nil && t.adviceAt == t.c.Game.Moves() && t.advice.Reason != "" {
		return t.advice.Reason
	}
	if t.asking {
		return a.T("ui.hint.thinking")
	}
	if t.c.Thinking() {
		return a.T("ui.table.thinking", M{"Name": opp})
	}
	if !t.c.MyTurn() {
		return a.T("ui.status.wait", M{"Name": opp})
	}
	switch obs.Phase {
	case koikoi.PhaseCaptureHand, koikoi.PhaseCaptureDraw:
		return a.T("ui.status.capture", M{"Card": a.L.Card(obs.Pending.String())})
	case koikoi.PhaseKoiKoi:
		return a.T("ui.koikoi.title")
	case koikoi.PhaseExchange:
		return a.T("ui.exchange.title")
	}
	if t.selected != koikoi.NoCard {
		if matches(obs, t.selected).Empty() {
			return a.T("ui.status.discard", M{"Card": a.L.Card(t.selected.String())})
		}
		return a.T("ui.status.confirm", M{"Card": a.L.Card(t.selected.String())})
	}
	return a.T("ui.status.play")
}

// tapHand selects a hand card; a second tap plays it.
func (t *tableScreen) tapHand(c koikoi.Card) {
	obs := t.c.Observe()
	if !t.c.MyTurn() || obs.Phase != koikoi.PhasePlay {
		return
	}
	if t.selected == c {
		t.play(c, koikoi.NoCard)
		return
	}
	t.selected = c
	t.update()
}

// tapField plays the selected card onto a field card of its month, or
// chooses the capture of the card waiting for one.
func (t *tableScreen) tapField(f koikoi.Card) {
	obs := t.c.Observe()
	if !t.c.MyTurn() {
		return
	}
	switch obs.Phase {
	case koikoi.PhaseCaptureHand, koikoi.PhaseCaptureDraw:
		if obs.Choices.Has(f) {
			t.do(koikoi.Capture(f))
		}
	case koikoi.PhasePlay:
		if t.selected != koikoi.NoCard && matches(&obs, t.selected).Has(f) {
			t.play(t.selected, f)
		}
	}
}

// play plays hand card c; target is the field card to capture if the
// engine asks.
func (t *tableScreen) play(c, target koikoi.Card) {
	if t.gajiPlay(c, target) {
		return
	}
	t.selected = koikoi.NoCard
	if err := t.c.Play(koikoi.Play(c)); err != nil {
		t.flash = t.a.T("ui.error.move")
		t.update()
		return
	}
	obs := t.c.Observe()
	if target != koikoi.NoCard && t.c.MyTurn() && obs.Phase == koikoi.PhaseCaptureHand && obs.Choices.Has(target) {
		t.c.Play(koikoi.Capture(target))
	}
}

func (t *tableScreen) do(m koikoi.Move) {
	if err := t.c.Play(m); err != nil {
		t.flash = t.a.T("ui.error.move")
		t.update()
	}
}

// askHint asks the computer for advice, off the UI goroutine.
func (t *tableScreen) askHint() {
	if t.asking {
		return
	}
	obs := t.c.Observe()
	at := t.c.Game.Moves()
	t.asking = true
	t.update()
	run := func() Advice { return t.a.Advise(&obs) }
	done := func(adv Advice) {
		t.asking = false
		adv.Reason = t.adviceText(adv)
		t.advice, t.adviceAt = &adv, at
		if t.a.table == t {
			t.update()
		}
	}
	if t.a.Sync {
		done(run())
		return
	}
	go func() {
		adv := run()
		fyne.Do(func() { done(adv) })
	}()
}

func (t *tableScreen) adviceText(adv Advice) string {
	a := t.a
	switch adv.Move.Kind {
	case koikoi.MovePlay:
		return a.T("ui.hint.play", M{"Card": a.L.Card(adv.Move.Card.String())})
	case koikoi.MoveCapture:
		return a.T("ui.hint.capture", M{"Card": a.L.Card(adv.Move.Card.String())})
	case koikoi.MoveKoiKoi:
		return a.T("ui.hint.koikoi")
	case koikoi.MoveShobu:
		return a.T("ui.hint.shobu")
	case koikoi.MoveGaji:
		return a.T("rules.gaji.hint")
	}
	return ""
}

// badge is a small rounded label.
func newBadge(text string, bg color.Color) fyne.CanvasObject {
	r := canvas.NewRectangle(bg)
	r.CornerRadius = 9
	tx := canvas.NewText(text, creamColor)
	tx.TextSize = 11
	tx.TextStyle.Bold = true
	return container.NewStack(r, container.New(&padLayout{h: 7, v: 3}, tx))
}

func centeredText(s string, c color.Color, size float32) fyne.CanvasObject {
	tx := canvas.NewText(s, c)
	tx.TextSize = size
	tx.Alignment = fyne.TextAlignCenter
	return container.NewCenter(tx)
}
