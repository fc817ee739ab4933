package ikebana

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/ikebana"
	iketutorial "github.com/koikoi-app/koikoi/engine/ikebana/tutorial"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// lessonView is the lesson screen's widgets, made once per build and
// changed in place from step to step, so that cards can fly between
// their places: a header (back to the list, the lesson and the step, one
// step back), the
// board (the staged table, or rows of cards for the quizzes), the text
// panel (the step's text, the explanation of a wrong tap, the guided
// round's hint) and the actions (Next only on steps that explain; Draw,
// Keep and Refuse on decisions; the next lesson at the end).
type lessonView struct {
	s *LessonScreen

	title, step *widget.Label
	board       *fyne.Container // holds the table or the card rows
	table       *tutorialTable  // made at the first step with a table
	cards       *fyne.Container
	exampleName *canvas.Text
	example     *fyne.Container // the example bouquet of a quiz
	choicesName *canvas.Text
	row         *fyne.Container // the quiz's or the illustration's cards
	text, wrong *widget.Label
	hint        *widget.Label
	panel       *fyne.Container
	draw        *widget.Button
	keep        *widget.Button
	refuse      *widget.Button
	next        *widget.Button
	back        *widget.Button // one step back, beside every step's actions
	nextLesson  *widget.Button
	play        *widget.Button // "Play a game", at the end of the last lesson
	// nextLessonBox and playBox hold those two buttons in the end's row:
	// one of them shows, beside "All lessons".
	nextLessonBox, playBox fyne.CanvasObject
	lessons                *widget.Button
	drawBox                fyne.CanvasObject
	decideBox              fyne.CanvasObject
	nextBox                fyne.CanvasObject
	endBox                 fyne.CanvasObject
	actions                *fyne.Container
	root                   *fyne.Container
	layer                  *kit.Layer
	flyer                  *CardWidget
	coin                   *coin // the prestige token in flight
	seq                    *kit.Sequencer
}

// build makes the lesson screen's widgets and shows the current step.
func (s *LessonScreen) build() fyne.CanvasObject {
	a, l := s.a, s.a.l()
	a.h.Back(s.Exit)
	v := &lessonView{s: s, seq: &kit.Sequencer{Speed: a.animSpeed()}}
	if s.v != nil {
		s.v.seq.Stop()
	}
	s.v = v
	s.Buttons = map[string]*widget.Button{}
	button := func(key, label string, icon fyne.Resource, f func()) *widget.Button {
		b := widget.NewButtonWithIcon(label, icon, f)
		s.Buttons[key] = b
		return b
	}
	exit := button("exit", "", theme.NavigateBackIcon(), s.Exit)
	v.title = widget.NewLabel("")
	v.title.TextStyle.Bold = true
	v.title.Truncation = fyne.TextTruncateEllipsis
	v.step = widget.NewLabel("")
	v.step.SizeName = theme.SizeNameCaptionText
	v.step.Truncation = fyne.TextTruncateEllipsis
	// one step back beside the step's number, on every step: the actions'
	// row has no width to spare at 360 dp for a decision and Back
	v.back = button("back", "", theme.ContentUndoIcon(), s.Back)
	header := container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(48, 48), exit),
		container.NewGridWrap(fyne.NewSize(48, 48), v.back), container.New(&tightRows{}, v.title, v.step))

	v.exampleName = newText(l.T("ikebanaapp.tutorial.bouquet"), 13, kit.GoldColor, true)
	v.choicesName = newText(l.T("ikebanaapp.tutorial.choices"), 13, kit.GoldColor, true)
	v.example = container.New(&cardRow{gap: 6, center: true, maxH: 150})
	v.row = container.New(&cardRow{gap: 6, center: true, maxH: 170})
	v.cards = container.New(&cardsLayout{}, v.exampleName, v.example, v.choicesName, v.row)
	v.board = container.NewStack(v.cards)

	v.text = widget.NewLabel("")
	v.text.Wrapping = fyne.TextWrapWord
	v.wrong = widget.NewLabel("")
	v.wrong.Wrapping = fyne.TextWrapWord
	v.wrong.Importance = widget.WarningImportance
	v.hint = widget.NewLabel("")
	v.hint.Wrapping = fyne.TextWrapWord
	v.hint.Importance = widget.WarningImportance
	v.hint.SizeName = theme.SizeNameCaptionText
	v.panel = container.NewVBox(v.text, v.wrong, v.hint)
	s.Text, s.Wrong, s.Hint = v.text, v.wrong, v.hint

	v.draw = button("draw", l.T("ikebanaapp.table.draw"), theme.DownloadIcon(), func() { s.Choose(ikebana.Draw) })
	v.keep = button("keep", l.T("ikebanaapp.table.keep"), theme.ConfirmIcon(), func() { s.Choose(ikebana.Keep) })
	v.refuse = button("refuse", "", nil, func() { s.Choose(ikebana.Refuse) })
	v.next = button("next", l.T("ui.tutorial.next"), theme.NavigateNextIcon(), s.Next)
	v.next.Importance = widget.HighImportance
	v.nextLesson = button("nextlesson", l.T("ui.tutorial.nextlesson"), theme.NavigateNextIcon(), s.NextLesson)
	v.nextLesson.Importance = widget.HighImportance
	v.lessons = button("lessons", l.T("ui.tutorial.lessons"), theme.ListIcon(), s.Exit)
	v.play = button("play", l.T("ui.tutorial.play"), theme.MediaPlayIcon(), s.PlayGame)
	v.play.Importance = widget.HighImportance
	v.drawBox = kit.Tall(v.draw)
	v.decideBox = container.NewBorder(nil, nil, container.New(&kit.AtLeast{W: 110}, kit.Tall(v.keep)), nil, kit.Tall(v.refuse))
	v.nextBox = kit.Tall(v.next)
	v.nextLessonBox, v.playBox = kit.Tall(v.nextLesson), kit.Tall(v.play)
	v.endBox = container.NewGridWithColumns(2, kit.Tall(v.lessons), v.nextLessonBox, v.playBox)
	v.actions = container.NewVBox(v.drawBox, v.decideBox, v.nextBox, v.endBox)

	v.root = container.New(&lessonLayout{}, header, v.board, container.NewVScroll(v.panel), v.actions)
	v.layer = kit.NewLayer()
	v.flyer = newCardWidget(ikebana.NoCard)
	v.flyer.Hide()
	v.coin = newCoin()
	v.layer.Add(v.flyer, v.coin.box)
	v.show()
	return container.NewStack(newTapCatcher(v.tapped), v.root, v.layer.Box)
}

// tapped answers a tap on the staged table at absolute position pos as
// the game's table does (taps.go): the pile draws, the card turned over
// is kept, a discard top bought, each answered by the runner; a tap on a
// bouquet says what to tap instead.
func (v *lessonView) tapped(pos fyne.Position) {
	s, t := v.s, v.table
	if t == nil || len(v.board.Objects) != 1 || v.board.Objects[0] != t.box || !s.current() {
		return
	}
	sp := t.spotAt(pos)
	if mv, ok := sp.move(); ok {
		s.Choose(mv)
		return
	}
	st, has := s.state()
	switch {
	case sp.kind != spotBouquet:
	case s.view.Action != iketutorial.ActionMove || !has:
		s.TapCard(ikebana.NoCard) // the step only explains: the runner says so
	default:
		s.settle()
		s.wrong = bouquetAnswer(st)
		v.showText()
	}
}

// show shows the runner's current step.
func (v *lessonView) show() {
	s, l := v.s, v.s.a.l()
	vw := s.view
	// the title alone on its line, the lesson's number with the step
	// under it: "Lesson 3 · Combinations and colours" is cut at 360 dp in
	// German
	v.title.SetText(l.T(s.lesson.Title))
	lesson := l.T("ui.tutorial.lesson", map[string]any{"N": l.Number(s.lesson.Number)})
	done := vw.Index >= vw.Count
	if done {
		v.step.SetText(lesson + " · " + l.T("ui.tutorial.end.title"))
	} else {
		v.step.SetText(lesson + " · " + l.T("ui.tutorial.step", map[string]any{"Step": l.Number(vw.Index + 1), "Steps": l.Number(vw.Count)}))
	}
	st, has := s.state()
	switch {
	case vw.Table != nil:
		v.showTable(vw.Table, vw.Highlight, vw.Action == iketutorial.ActionMove)
	case done && has && v.table != nil:
		o := st.Observe(iketutorial.You)
		v.showTable(&o, 0, false)
	default:
		v.showCards(vw)
	}
	v.showActions(st, done)
	v.showText()
}

// showCards lays out the step's rows of cards: the example bouquet, and
// the cards to tap (a quiz) or to look at.
func (v *lessonView) showCards(vw iketutorial.StepView) {
	s := v.s
	v.board.Objects = []fyne.CanvasObject{v.cards}
	v.board.Refresh()
	setCards(v.example, vw.Bouquet, nil)
	ex := len(vw.Bouquet) > 0
	v.exampleName.Hidden, v.example.Hidden, v.choicesName.Hidden = !ex, !ex, !ex
	s.Cards = map[ikebana.Card]*tapCard{}
	v.row.Objects = nil
	for _, c := range vw.Cards {
		if vw.Action == iketutorial.ActionTap {
			t := newTapCard(c, func() { s.TapCard(c) })
			s.Cards[c] = t
			v.row.Objects = append(v.row.Objects, t)
			continue
		}
		cv := newCardWidget(c)
		cv.Marked = vw.Highlight.Has(c)
		v.row.Objects = append(v.row.Objects, cv)
	}
	v.cards.Refresh()
}

// showActions shows the buttons the step offers.
func (v *lessonView) showActions(st ikebana.State, done bool) {
	s, l, w := v.s, v.s.a.l(), v.s.a.w()
	vw := s.view
	move := vw.Action == iketutorial.ActionMove && !done
	set := func(o fyne.CanvasObject, on bool) {
		if on {
			o.Show()
		} else {
			o.Hide()
		}
	}
	set(v.drawBox, move && st.Phase() == ikebana.PhaseStart)
	// the button of the decision the step is about stands out
	for _, b := range []struct {
		b *widget.Button
		m ikebana.Move
	}{{v.draw, ikebana.Draw}, {v.keep, ikebana.Keep}, {v.refuse, ikebana.Refuse}} {
		b.b.Importance = widget.MediumImportance
		if vw.HasWant && vw.Want == b.m {
			b.b.Importance = widget.HighImportance
		}
		b.b.Refresh()
	}
	set(v.decideBox, move && st.Phase() == ikebana.PhaseDrawn)
	if move && st.Phase() == ikebana.PhaseDrawn {
		price, to := st.RefusePrice()
		v.refuse.SetText(l.T("ikebanaapp.table.refuse", map[string]any{"Price": price, "To": w.payee(to)}))
	}
	set(v.nextBox, !done && vw.Action == iketutorial.ActionNext)
	set(v.endBox, done)
	if vw.CanBack {
		v.back.Enable()
	} else {
		v.back.Disable()
	}
	last := s.lesson.Number >= len(iketutorial.LessonIDs)
	set(v.nextLessonBox, !last)
	set(v.playBox, last) // the last lesson ends with a real game
	v.actions.Refresh()
	v.root.Refresh()
}

// showText shows the step's text, the explanation of a wrong tap and the
// guided round's hint.
func (v *lessonView) showText() {
	s, l := v.s, v.s.a.l()
	vw := s.view
	text := vw.Text.Render(l)
	if vw.Index >= vw.Count {
		text = l.T("ikebanaapp.tutorial.end.body")
		if s.lesson.Number >= len(iketutorial.LessonIDs) {
			text = l.T("ui.tutorial.end.last")
		}
	}
	v.text.SetText(text)
	wrong := s.wrong.Render(l)
	if s.flash != "" {
		wrong, s.flash = s.flash, ""
	}
	v.wrong.SetText(wrong)
	v.wrong.Hidden = wrong == ""
	// On a table an explanation takes the place of the step's text (it
	// says again what to do): the panel keeps its size.
	v.text.Hidden = wrong != "" && vw.Table != nil
	hint := ""
	if vw.HasHint && s.a.h.Settings().IkebanaPrefs.LessonHints {
		hint = vw.Hint.Render(l)
	}
	v.hint.SetText(hint)
	v.hint.Hidden = hint == ""
	v.panel.Refresh()
	v.root.Refresh()
}

// tutorialTable is the staged game's table, built from the table's parts:
// the other florists' rows (seatLayout), the pile and the card turned over
// (pileLayout), the narration, and the player's bouquet and discard top.
type tutorialTable struct {
	board
	players int
	buy     map[ikebana.Seat]*actionButton
	box     *fyne.Container
}

// showTable shows seat 0's view o of the staged game, the highlighted
// cards framed; decide says whether the step waits for a decision (the
// Buy buttons then answer).
func (v *lessonView) showTable(o *ikebana.Observation, hl ikebana.Set, decide bool) {
	s, l, w := v.s, v.s.a.l(), v.s.a.w()
	t := v.table
	if t == nil || t.players != o.Players() {
		t = v.newTable(o.Players())
		v.table = t
	}
	if len(v.board.Objects) != 1 || v.board.Objects[0] != t.box {
		v.board.Objects = []fyne.CanvasObject{t.box}
		v.board.Refresh()
	}
	mark := func(c ikebana.Card) bool { return hl.Has(c) }
	for _, r := range t.rows {
		top := o.Tops[r.seat]
		t.showRow(r, w.name(r.seat), o.Prestige[r.seat], o.ToMove == r.seat && o.Phase.Playing(), o.Bouquets[r.seat], top, mark)
		r.top.Dim = !o.IsLegal(ikebana.Buy(r.seat))
		r.top.Refresh()
		b := t.buy[r.seat]
		if top == ikebana.NoCard {
			b.Hide()
			continue
		}
		b.SetText(l.T("ikebanaapp.table.buy", map[string]any{"Price": top.Value()}))
		b.Show()
		// the purchase the step is about stands out; one that cannot be
		// made looks disabled, and a tap on it is answered all the same
		vw := s.view
		b.set(decide && o.IsLegal(ikebana.Buy(r.seat)), vw.HasWant && vw.Want == ikebana.Buy(r.seat))
	}
	s.Buy = t.buy
	t.showPile(o.PileLen, o.Drawn, mark)
	v.narrate()
	t.showMine(l.T("ikebana.name.you"), o.Prestige[iketutorial.You], o.Bouquets[iketutorial.You], o.Tops[iketutorial.You], mark)
	t.box.Refresh()
}

// narrate shows the last two lines of the narration on the table.
func (v *lessonView) narrate() {
	t := v.table
	lines := v.s.lines
	if len(lines) > 2 {
		lines = lines[len(lines)-2:]
	}
	t.narration.SetText(strings.Join(lines, "\n"))
	t.narration.Hidden = len(lines) == 0
	t.box.Refresh()
}

// newTable makes the table's widgets for n florists, its flights on the
// lesson's layer.
func (v *lessonView) newTable(n int) *tutorialTable {
	s := v.s
	t := &tutorialTable{players: n, buy: map[ikebana.Seat]*actionButton{}}
	buy := func(seat ikebana.Seat) *actionButton {
		choose := func() { s.Choose(ikebana.Buy(seat)) }
		t.buy[seat] = newActionButton("", nil, choose, choose)
		return t.buy[seat]
	}
	t.board = newBoard(s.a, n, iketutorial.You, buy, v.layer, v.flyer, v.coin)
	// two lines of narration, each cut to the board's width: they keep
	// the room boardLayout gives them
	t.narration.SizeName = theme.SizeNameCaptionText
	t.narration.Wrapping = fyne.TextWrapOff
	t.narration.Truncation = fyne.TextTruncateEllipsis
	lines := widget.NewLabel("·\n·")
	lines.SizeName = t.narration.SizeName
	// and two lines for how the bouquet stands, however many it takes
	t.head.lines = lines
	t.box = container.New(&boardLayout{lines: lines}, t.rowsBox(),
		t.pileBox(), t.narration, t.mineBox)
	return t
}

// fly shows the match's events evs, from what the player saw before
// them, as cards flying over the table, move by move as the game's table
// flies them (eventFlights): each move's lines are told as its cards
// move, its new position shown once they land, then done. With
// animations off everything happens at once.
func (v *lessonView) fly(before ikebana.Observation, evs []ikebana.Event, done func()) {
	t := v.table
	if t == nil || len(v.board.Objects) != 1 || v.board.Objects[0] != t.box {
		done()
		return
	}
	// While the cards fly nothing waits for the player: the decision and
	// its texts give way to the narration on the table.
	for _, o := range []fyne.CanvasObject{v.drawBox, v.decideBox, v.nextBox, v.hint, v.wrong} {
		o.Hide()
	}
	v.back.Disable()
	v.text.SetText("")
	v.root.Refresh()
	var steps []kit.Beat
	sc := sceneOf(&before)
	for i := 0; i < len(evs); {
		j := i + 1
		for j < len(evs) && !startsMove(evs[j-1], evs[j]) {
			j++
		}
		// the lines the move's events tell, and how many once each is
		var lines []string
		counts := make([]int, j-i)
		for k, e := range evs[i:j] {
			lines = append(lines, narrate(v.s.a.w(), e)...)
			counts[k] = len(lines)
		}
		told := 0
		// each line is told as the step it tells starts (eventFlights)
		tell := func(k int) {
			if k > told {
				v.s.lines = append(v.s.lines, lines[told:k]...)
				told = k
				v.narrate()
			}
		}
		ms, _ := t.eventFlights(evs[i:j], counts, sc, tell)
		if len(ms) == 0 {
			ms = []kit.Beat{{}}
		}
		o := sc.o // the table once the move is made
		own := ms[len(ms)-1].Done
		ms[len(ms)-1].Done = func() {
			if own != nil {
				own()
			}
			tell(len(lines))
			v.flyer.Hide()
			v.showTable(&o, 0, false)
		}
		steps = append(steps, ms...)
		i = j
	}
	steps = append(steps, kit.Beat{Done: func() {
		if v.s.v == v && v.s.current() {
			done()
		}
	}})
	v.seq.Add(steps...)
}

// tapCard is a card that answers a tap (a quiz's cards).
type tapCard struct {
	CardWidget
	OnTap func()
}

var _ fyne.Tappable = (*tapCard)(nil)

func newTapCard(c ikebana.Card, f func()) *tapCard {
	t := &tapCard{OnTap: f}
	t.Card = c
	t.ExtendBaseWidget(t)
	return t
}

// Tapped answers the tap.
func (t *tapCard) Tapped(*fyne.PointEvent) {
	if t.OnTap != nil {
		t.OnTap()
	}
}

// MinSize is the 48 dp a finger needs, at the card's aspect.
func (t *tapCard) MinSize() fyne.Size { return fyne.NewSize(48, 48*cardAspect) }
