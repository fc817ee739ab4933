package koikoi

import (
	"fmt"
	"maps"
	"os"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/advice"
	"github.com/koikoi-app/koikoi/ui/kit"
	"github.com/koikoi-app/koikoi/ui/sound"
)

// M is the map of placeholders of a message.
type M = map[string]any

// tableScreen is the game screen: one long-lived widget per card on a
// kit.Layer, moved by a kit.Sequencer through the steps the match's
// events tell (steps.go); above the table, the panels of the decisions
// (Koi-Koi, the hand exchange); instead of it, once the steps are shown,
// the round's result, the game's end and the hand-over between two
// players. The table is never rebuilt: only the cards' places and the
// texts change.
type tableScreen struct {
	a *App
	c *Match

	root  *fyne.Container // the table view, or a panel instead of it
	view  *fyne.Container // the table, built once
	layer *kit.Layer
	cards [koikoi.NumCards]*CardWidget
	model tableModel
	geom  *tableGeom
	seq   kit.Sequencer
	texts tableTexts

	viewer   koikoi.Seat // whose hand the table shows: it follows the match's when the table rests
	selected koikoi.Card // the hand card about to be played
	targets  koikoi.Set  // field cards to highlight
	queued   []koikoi.Card
	moving   koikoi.Seat // whose step the table shows now
	// The narration: the steps told since the viewer's last move began
	// (its own play and draw, then the other side's whole turn), kept as
	// steps and said in the language of the moment (narration.go). With
	// the animations off, the cards the other side played and drew since
	// then stay marked too: one frame shows it all.
	told   []toldStep
	marked koikoi.Set
	// The header's scores (the viewer's, the other's) while steps are
	// shown: a round's points count from its Shobu told, not before.
	scores   [2]int
	hint     *advice.Advice // the hint asked for (hint.go)
	hintAt   uint64         // the match's Seq when it was given
	hintOpen bool           // its reasons are on show
	asking   bool
	held     bool           // waiting for a tap after the computer's turn (held.go)
	flash    string         // a one-off message
	koiAdv   *advice.Advice // the Koi-Koi dialog's advice (nil while it thinks)
	koiAt    uint64         // the match's Seq it was asked at (noSeq: never)
	hiki     hikiNotice     // the Hiki declarations shown (gaji.go)
	// Online, the round whose result goes on by itself, and when
	// (online.go).
	autoRound  int
	autoAt     time.Time
	autoCapped bool // autoAt is within a third of the first mover's time

	// Handles for tests: the widgets of the last update.
	HandCards  map[koikoi.Card]*CardWidget
	FieldCards map[koikoi.Card]*CardWidget
	Buttons    map[string]*widget.Button
	Status     *canvas.Text
	Narration  []*canvas.Text
	HintHead   string        // the hint on show ("Hint: play …")
	HintTexts  []string      // its reasons, one sentence each
	KoiTexts   []string      // the Koi-Koi dialog's reasons, one sentence each
	KoiChance  *canvas.Text  // the Koi-Koi dialog's chance of scoring again first
	AutoNext   *widget.Label // online: the countdown to the next round under its result
}

// maxQueued bounds the taps kept while cards move.
const maxQueued = 4

// noSeq is a Seq no match reaches.
const noSeq = ^uint64(0)

func newTableScreen(a *App, c *Match) *tableScreen {
	t := &tableScreen{a: a, c: c, selected: koikoi.NoCard, viewer: c.Viewer(), koiAt: noSeq}
	t.seq.Speed = a.animSpeed()
	t.seq.OnIdle = t.idle
	t.seq.OnPanic = a.restoreTable
	logFPS := os.Getenv("KOIKOI_FPS") != ""
	t.seq.OnFrames = func(n int, d time.Duration, moving int) {
		if moving == 0 {
			return
		}
		e2eFrames(n, d, moving)
		if logFPS {
			fmt.Fprintf(os.Stderr, "fps %.1f (%d frames in %v, %d cards moving)\n",
				float64(n)/d.Seconds(), n, d.Round(time.Millisecond), moving)
		}
	}
	c.OnSteps = t.steps
	return t
}

// animSpeed returns how much the Animations setting stretches each step
// (0: off, every step at once).
func (a *App) animSpeed() float32 {
	return float32(a.animDelay(time.Second)) / float32(time.Second)
}

// build returns the screen's root. The language or the settings may have
// changed since the last build: the texts are made again, the cards keep
// their places.
func (t *tableScreen) build() fyne.CanvasObject {
	t.seq.Speed = t.a.animSpeed()
	t.held = t.held && t.a.settings().TapToContinue // the setting may have been turned off
	t.a.h.Back(t.a.Leave)                           // the game is saved; Continue resumes it
	t.Buttons = map[string]*widget.Button{}
	if t.layer == nil {
		t.layer = kit.NewLayer()
		for _, c := range koikoi.AllCards() {
			w := NewCardWidget(c, false)
			w.OnTapped = func() { t.tapCard(c) } // tapCard asks the model where c is
			w.OnLongPress = func() {
				if w.Back {
					return
				}
				t.a.showCardDetails(c, t.c.Observe().Rules)
			}
			t.cards[c] = w
			t.layer.Add(w)
		}
		// The round's steps so far put every card where the table had
		// it: a resumed game shows its field cards in their slots.
		log := t.c.Log()
		for _, s := range log {
			t.model.apply(s)
		}
		obs := t.c.Observe()
		t.model.fromObservation(&obs, len(log) == 0)
		// A resumed game tells its last turn again, in the language of
		// now, and marks its cards as the table did.
		for i := range log {
			t.keepTrack(log, i)
		}
	}
	t.texts = t.newTexts()
	t.view = t.texts.container(t)
	t.root = newStack(t.view)
	t.update()
	return t.a.onlineMatch().Wrap(t.root)
}

// steps queues the steps of the events told (the match's OnSteps).
func (t *tableScreen) steps(steps []Step) {
	if t.layer == nil {
		return
	}
	t.held = t.held || t.holds(steps)
	t.seq.Add(t.paced(steps)...)
}

// minTold is the least time a line of the other side's turn stays on
// show with its cards, at normal speed, before the next line comes: long
// enough to read it and follow its card.
const minTold = 1200 * time.Millisecond

// paced returns the sequencer's beats of steps, queued at once: with the
// animations off the table rests only once every step is shown. At
// normal speed and slower, the other side's cards travel half as long
// again as a person's at this phone, and a pause keeps each line of its
// turn on show for minTold before the next line comes. Fast keeps every
// step's own pace.
func (t *tableScreen) paced(steps []Step) []kit.Beat {
	var out []kit.Beat
	slow := t.seq.Speed >= 1
	n := t.narrator()
	var shown time.Duration // how long the line of the other side on show has shown
	open := false           // such a line is on show
	for i := range steps {
		line := n.narrate(steps, i) != ""
		if line && open && shown < minTold {
			out = append(out, kit.Beat{Duration: minTold - shown})
		}
		d := stepDuration(steps, i)
		other := slow && !t.c.Human(steps[i].Seat)
		if other && travels(steps[i].Kind) {
			d = d * 3 / 2
		}
		if line {
			open, shown = other, 0
		}
		shown += d
		out = append(out, kit.Beat{
			Duration: d,
			Begin:    func() []*kit.Mover { return t.begin(steps, i) },
			Done:     func() { t.done(steps[i]) },
		})
	}
	return out
}

// travels reports whether a step of kind k moves a card across the table.
func travels(k StepKind) bool {
	switch k {
	case StepPlay, StepDraw, StepLand, StepTake:
		return true
	}
	return false
}

// stepDuration is the time a step takes at normal speed.
func stepDuration(steps []Step, i int) time.Duration {
	ms := map[StepKind]int{StepDeal: 1100, StepExchange: 600, StepPlay: 360, StepDraw: 300, StepLand: 340,
		StepPending: 150, StepTake: 420, StepYaku: 1500, StepKoiKoi: 1100, StepShobu: 1100, StepSettle: 250,
		StepRoundEnd: 500, StepHiki: 1500, StepSweep: 420}[steps[i].Kind]
	return time.Duration(ms) * time.Millisecond
}

// begin applies step i to the model and returns the cards' moves.
func (t *tableScreen) begin(steps []Step, i int) []*kit.Mover {
	s := steps[i]
	t.moving = s.Seat
	if t.root != nil && (len(t.root.Objects) != 1 || t.root.Objects[0] != t.view) {
		// A decision made or a new round dealt: the table shows again.
		t.root.Objects = []fyne.CanvasObject{t.view}
		t.root.Refresh()
	}
	if s.Kind == StepDeal {
		// Every card comes back to the pile, then goes out.
		for c := range t.model.at {
			t.model.at[c] = place{kind: atPile}
		}
		t.snap()
	}
	t.keepTrack(steps, i)
	if s.Kind == StepShobu || s.Kind == StepRoundEnd {
		obs := t.c.Observe()
		t.scores = [2]int{obs.ScoreSelf, obs.ScoreOpp}
	}
	if t.model.reveal(s) {
		t.snap() // face-down cards changed places: none can be told apart
	}
	t.model.apply(s)
	t.banner(s)
	if t.seq.Speed > 0 && !t.c.Human(s.Seat) {
		// The computer's yaku and call sound as their banner shows. A
		// person's sound with the Koi-Koi panel and its buttons, in a
		// game of two people too (their steps are told in the third
		// person, but the chime and the call have already sounded).
		switch s.Kind {
		case StepYaku:
			t.a.h.Play(sound.Yaku)
		case StepKoiKoi:
			t.a.h.Play(sound.KoiKoi)
		}
	}
	t.selected = koikoi.NoCard
	t.targets = 0
	if s.Kind == StepPending && t.c.Human(s.Seat) && s.Seat == t.viewer {
		t.targets = s.Cards
	}
	movers := t.model.movers(&t.cards, t.layer, t.geometry(), t.viewer, s.Kind == StepDeal)
	t.refreshTexts()
	return movers
}

// keepTrack tells step i of steps: the viewer's play (or exchange) and a
// deal begin a new narration, every step with a line adds it. With the
// animations off it marks the cards the other side plays and draws, until
// the viewer's next move.
func (t *tableScreen) keepTrack(steps []Step, i int) {
	s := steps[i]
	if s.Seat == t.viewer && (s.Kind == StepPlay || s.Kind == StepExchange) || s.Kind == StepDeal {
		t.marked, t.told = 0, nil
	}
	if t.narrator().narrate(steps, i) != "" {
		t.told = append(t.told, toldStep{steps: steps, i: i})
	}
	if t.seq.Speed > 0 || s.Seat == t.viewer || s.Kind == StepDeal {
		return
	}
	if s.Kind == StepPlay || s.Kind == StepDraw {
		t.marked = t.marked.Add(s.Card)
	}
}

// done ends a step: the cards rest in their places, and a card laid
// down or a capture sounds as it lands.
func (t *tableScreen) done(s Step) {
	t.hideBanner()
	if t.seq.Speed > 0 {
		switch s.Kind {
		case StepPlay, StepLand:
			t.a.h.Play(sound.CardDown)
		case StepTake, StepSweep:
			t.a.h.Play(sound.Capture)
		}
	}
	for _, w := range t.cards {
		w.PicSize = fyne.Size{}
	}
	t.snap()
}

// idle runs when every step is shown: the panels come back, and the taps
// made meanwhile are applied, each checked again (tapQueued); a held
// table forgets them and waits for a tap made once it shows why.
func (t *tableScreen) idle() {
	if t.a.table != t {
		return
	}
	t.update()
	q := t.queued
	t.queued = nil
	if t.held {
		return
	}
	if t.takeAlike() {
		return
	}
	for _, c := range q {
		t.tapQueued(c)
	}
}

// tapQueued applies a tap made while cards moved. A hand card is only
// selected, never played, even with one tap to play: the hand closes up
// as soon as a card leaves it, so the second tap of a double tap on the
// card played lands on its neighbour, which must not go out by itself
// once the computer's turn has been shown. A tap on it now plays it (the
// status says so). Any other tap counts as it is.
func (t *tableScreen) tapQueued(c koikoi.Card) {
	obs := t.c.Observe()
	if !t.tappable(c, t.model.at[c]) || !t.c.MyTurn() || obs.Phase != koikoi.PhasePlay || !obs.Hand.Has(c) {
		t.tapCard(c)
		return
	}
	t.selected = c
	t.update()
}

// takeAlike makes the viewer's capture choice when it is none: the cards
// to choose from count alike for every yaku (two plains of one month,
// koikoi.Rules.AllAlike), so the lowest card id is taken without asking.
// It reports whether it did.
func (t *tableScreen) takeAlike() bool {
	obs := t.c.Observe()
	if !t.c.MyTurn() || obs.Phase != koikoi.PhaseCaptureHand && obs.Phase != koikoi.PhaseCaptureDraw ||
		!obs.Rules.AllAlike(obs.Choices, obs.Month) {
		return false
	}
	t.do(koikoi.Capture(obs.Choices.First()))
	return true
}

// geometry returns the places of the table at its current size.
func (t *tableScreen) geometry() *tableGeom {
	s := t.view.Size()
	if t.geom == nil || t.geom.size != s {
		t.geom = newTableGeom(s)
	}
	return t.geom
}

// snap puts every card at its place at once, in stacking order, with the
// looks of the moment (selected, highlighted, dimmed).
func (t *tableScreen) snap() {
	if t.view == nil || t.view.Size().Width <= 0 {
		return
	}
	g := t.geometry()
	v := t.viewer
	myTurn := t.c.MyTurn() && !t.seq.Busy() && !t.held
	obs := t.c.Observe()
	t.HandCards = map[koikoi.Card]*CardWidget{}
	t.FieldCards = map[koikoi.Card]*CardWidget{}
	hint, choice := t.hintCards(), t.hintChoice()
	top := t.model.pileTop() // only it is drawn
	for _, c := range koikoi.AllCards() {
		w := t.cards[c]
		p := t.model.at[c]
		w.Hidden = p.kind == atPile && c != top
		kit.Place(w, t.model.rectOf(c, g, v))
		w.Back = !t.model.faceUp(c, v)
		w.Labels = p.kind == atCaps || t.a.settings().CornerLabels
		w.Selected = p.kind == atHand && c == t.selected || p.kind == atDraw && t.targets != 0 || c == choice
		w.Highlight = t.targets.Has(c) || hint.Has(c) && !t.seq.Busy()
		w.Dim = p.kind == atHand && p.seat == v && !(myTurn && obs.Phase == koikoi.PhasePlay)
		w.Marked = t.marked.Has(c) && p.kind != atPile
		switch {
		case t.tappable(c, p):
			t.HandCards[c] = w
		case p.kind == atField:
			t.FieldCards[c] = w
		}
		w.Refresh()
	}
	t.layer.Sort(func(o fyne.CanvasObject) int { return t.model.depth(o.(*CardWidget).Card) })
}

// update shows the game as it stands once the steps are told: the table
// with its decision panel, or the result, the game's end or the hand-over
// instead of it. While cards move only the texts change.
func (t *tableScreen) update() {
	if t.root == nil {
		return
	}
	if t.seq.Busy() {
		t.refreshTexts()
		return
	}
	t.Buttons = maps.Clone(t.texts.buttons)
	t.viewer = t.c.Viewer()
	obs := t.c.Observe()
	if !obs.Hand.Has(t.selected) || obs.Phase != koikoi.PhasePlay || !t.c.MyTurn() {
		t.selected = koikoi.NoCard
	}
	t.targets = 0
	if t.c.MyTurn() {
		switch obs.Phase {
		case koikoi.PhaseCaptureHand, koikoi.PhaseCaptureDraw:
			t.targets = obs.Choices
		case koikoi.PhasePlay:
			if t.selected != koikoi.NoCard && t.a.settings().MatchHighlight {
				t.targets = obs.Targets(t.selected)
			}
		}
	}
	var objs []fyne.CanvasObject
	switch {
	case t.c.Handover():
		objs = []fyne.CanvasObject{t.handoverView()}
	case t.held:
		objs = []fyne.CanvasObject{t.view, t.heldView()}
	case obs.Phase == koikoi.PhaseGameOver:
		objs = []fyne.CanvasObject{t.gameOverView(&obs)}
	case obs.Phase == koikoi.PhaseRoundOver:
		objs = []fyne.CanvasObject{t.resultView(&obs)}
	default:
		objs = []fyne.CanvasObject{t.view}
		if t.c.MyTurn() {
			switch obs.Phase {
			case koikoi.PhaseKoiKoi:
				objs = append(objs, t.koiKoiView(&obs))
			case koikoi.PhaseExchange:
				objs = append(objs, t.exchangeView(&obs))
			}
		}
		if t.hintShown() {
			objs = append(objs, t.hintView(&obs))
		}
		t.model.fromObservation(&obs, false)
	}
	t.root.Objects = objs
	t.root.Refresh()
	t.snap()
	t.refreshTexts()
	t.showHiki(&obs)
	e2eRefresh(t.a)
}

func (t *tableScreen) button(key, label string, icon fyne.Resource, f func()) *widget.Button {
	b := widget.NewButtonWithIcon(label, icon, f)
	if t.Buttons == nil {
		t.Buttons = map[string]*widget.Button{}
	}
	t.Buttons[key] = b
	return b
}

// card returns a card widget that shows its details on a long press.
func (t *tableScreen) card(c koikoi.Card, small bool) *CardWidget {
	w := NewCardWidget(c, t.a.settings().CornerLabels && !small)
	if small {
		w.Labels = false
	}
	if c != koikoi.NoCard {
		w.OnLongPress = func() { t.a.showCardDetails(c, t.c.Observe().Rules) }
	}
	return w
}

// tapCard handles a tap on a card of the table. While cards move the tap
// waits (a few at most) and is checked again once they rest: never lost,
// never applied to a card that has moved away.
func (t *tableScreen) tapCard(c koikoi.Card) {
	if t.seq.Busy() {
		if len(t.queued) < maxQueued {
			t.queued = append(t.queued, c)
		}
		return
	}
	if t.held {
		t.goOn()
		return
	}
	switch p := t.model.at[c]; {
	case t.tappable(c, p):
		t.tapHand(c)
	case p.kind == atField:
		t.tapField(c)
	}
}

// tappable reports whether c, at place p, is a card of the viewer's hand
// that a tap may select: shown face up, the phone in the viewer's hands.
func (t *tableScreen) tappable(c koikoi.Card, p place) bool {
	return p.kind == atHand && p.seat == t.viewer && !t.cards[c].Back && !t.c.Handover()
}

// tapHand plays a hand card at once, as the lessons do; with the setting
// "tap to select, tap again to play" (ConfirmPlay) it selects the card,
// and a second tap plays it.
func (t *tableScreen) tapHand(c koikoi.Card) {
	obs := t.c.Observe()
	if !t.c.MyTurn() || obs.Phase != koikoi.PhasePlay || !obs.Hand.Has(c) {
		return
	}
	if t.selected == c || !t.a.settings().ConfirmPlay {
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
		if t.selected != koikoi.NoCard && obs.Targets(t.selected).Has(f) {
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
	t.playThen(koikoi.Play(c), target)
}

// playThen makes move m and, when the engine then asks what the played
// card takes and target is among the choices, takes target.
func (t *tableScreen) playThen(m koikoi.Move, target koikoi.Card) {
	err := t.c.Submit(m, func() {
		obs := t.c.Observe()
		if target != koikoi.NoCard && t.c.MyTurn() && obs.Phase == koikoi.PhaseCaptureHand && obs.Choices.Has(target) {
			t.do(koikoi.Capture(target))
		}
	})
	if err != nil {
		t.flash = t.a.T("ui.error.move")
		t.update()
	}
}

// do makes move m; a move the engine refuses is said on the table.
func (t *tableScreen) do(m koikoi.Move) {
	if err := t.c.Submit(m, nil); err != nil {
		t.flash = t.a.T("ui.error.move")
		t.update()
	}
}

// nextRound deals the next round; a failure is said on the table and
// logged.
func (t *tableScreen) nextRound() {
	if err := t.c.NextRound(); err != nil {
		fyne.LogError("koikoi: next round", err)
		t.flash = t.a.T("ui.error.generic")
		t.update()
	}
}

// Hold shows the steps under way at once, then makes the next ones wait
// for Tick: a screenshot or a test shows a step at a chosen moment.
func (t *tableScreen) Hold() {
	t.seq.Finish()
	t.seq.Manual = true
}

// Tick shows the current step at fraction f (0 to 1); 1 ends it and
// begins the next. It only matters after Hold.
func (t *tableScreen) Tick(f float32) { t.seq.Tick(f) }

// Animating reports whether steps are being shown.
func (t *tableScreen) Animating() bool { return t.seq.Busy() }
