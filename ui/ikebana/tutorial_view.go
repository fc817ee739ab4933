package ikebana

import (
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/ikebana"
	iketutorial "github.com/koikoi-app/koikoi/ikebana/tutorial"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// lessonView is the lesson screen's widgets, made once per build and
// changed in place from step to step, so that cards can fly between
// their places: a header (back to the list, the lesson and the step), the
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
	nextLesson  *widget.Button
	lessons     *widget.Button
	drawBox     fyne.CanvasObject
	decideBox   fyne.CanvasObject
	nextBox     fyne.CanvasObject
	endBox      fyne.CanvasObject
	actions     *fyne.Container
	root        *fyne.Container
	layer       *kit.Layer
	flyer       *cardView
	coin        *coin // the prestige token in flight
	seq         *kit.Sequencer
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
	header := container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(48, 48), exit), nil,
		container.New(&tightRows{}, v.title, v.step))

	v.exampleName = newText(l.T("ikebanaapp.tutorial.bouquet"), 13, goldColor, true)
	v.choicesName = newText(l.T("ikebanaapp.tutorial.choices"), 13, goldColor, true)
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
	v.drawBox = tall(v.draw)
	v.decideBox = container.NewBorder(nil, nil, container.New(&fixedWidth{w: 110}, tall(v.keep)), nil, tall(v.refuse))
	v.nextBox = tall(v.next)
	v.endBox = container.NewGridWithColumns(2, tall(v.lessons), tall(v.nextLesson))
	v.actions = container.NewVBox(v.drawBox, v.decideBox, v.nextBox, v.endBox)

	v.root = container.New(&lessonLayout{}, header, v.board, container.NewVScroll(v.panel), v.actions)
	v.layer = kit.NewLayer()
	v.flyer = newCardView(ikebana.NoCard)
	v.flyer.Hide()
	v.coin = newCoin()
	v.layer.Add(v.flyer, v.coin.box)
	v.show()
	return container.NewStack(v.root, v.layer.Box)
}

// show shows the runner's current step.
func (v *lessonView) show() {
	s, l := v.s, v.s.a.l()
	vw := s.view
	v.title.SetText(l.T("ui.tutorial.lesson", map[string]any{"N": l.Number(s.lesson.Number)}) + " · " + l.T(s.lesson.Title))
	done := vw.Index >= vw.Count
	if done {
		v.step.SetText(l.T("ui.tutorial.end.title"))
	} else {
		v.step.SetText(l.T("ui.tutorial.step", map[string]any{"Step": l.Number(vw.Index + 1), "Steps": l.Number(vw.Count)}))
	}
	st, has := s.r.State()
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
	v.example.Objects = nil
	for _, c := range vw.Bouquet {
		v.example.Objects = append(v.example.Objects, newCardView(c))
	}
	ex := len(vw.Bouquet) > 0
	v.exampleName.Hidden, v.example.Hidden, v.choicesName.Hidden = !ex, !ex, !ex
	s.Cards = map[ikebana.Card]*tapCard{}
	v.row.Objects = nil
	for _, c := range vw.Cards {
		if vw.Action == iketutorial.ActionTap {
			c := c
			t := newTapCard(c, func() { s.TapCard(c) })
			s.Cards[c] = t
			v.row.Objects = append(v.row.Objects, t)
			continue
		}
		cv := newCardView(c)
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
	last := s.lesson.Number >= len(iketutorial.LessonIDs)
	set(v.nextLesson, !last)
	cols := 2
	if last {
		cols = 1
	}
	v.endBox.(*fyne.Container).Layout = layout.NewGridLayoutWithColumns(cols)
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
		text = l.T("ui.tutorial.end.body")
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
	hint := ""
	if vw.HasHint {
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
	players   int
	rows      []*seatRow
	buy       map[ikebana.Seat]*widget.Button
	pile      *cardView
	pileCount *canvas.Text
	drawn     *cardView
	narration *widget.Label
	myName    *canvas.Text
	myBadge   *badge // the player's prestige
	mineInfo  *widget.Label
	mine      *fyne.Container // the bouquet's card row
	myTop     *cardView
	box       *fyne.Container
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
		r.name.Text = w.name(r.seat)
		r.prestige.set(l.N("ikebana.cli.prestige", o.Prestige[r.seat]))
		r.bg.FillColor = color.Transparent
		if o.ToMove == r.seat && o.Phase.Playing() {
			r.bg.FillColor = turnColor
		}
		r.bg.Refresh()
		r.name.Refresh()
		setCards(r.bouquet, o.Bouquets[r.seat].Cards(), mark)
		top := o.Tops[r.seat]
		r.top.Card, r.top.Empty = top, top == ikebana.NoCard
		r.top.Dim = !o.IsLegal(ikebana.Buy(r.seat))
		r.top.Marked = hl.Has(top)
		r.top.Refresh()
		b := t.buy[r.seat]
		if top == ikebana.NoCard {
			b.Hide()
			continue
		}
		b.SetText(l.T("ikebanaapp.table.buy", map[string]any{"Price": top.Value()}))
		b.Importance = widget.MediumImportance
		if w := s.view; w.HasWant && w.Want == ikebana.Buy(r.seat) && decide { // the purchase the step is about
			b.Importance = widget.HighImportance
		}
		b.Show()
		if decide {
			b.Enable()
		} else {
			b.Disable()
		}
	}
	s.Buy = t.buy
	t.pile.Empty = o.PileLen == 0
	t.pile.Refresh()
	t.pileCount.Text = l.N("ikebana.cli.pile", o.PileLen)
	t.pileCount.Refresh()
	t.drawn.Card, t.drawn.Empty = o.Drawn, o.Drawn == ikebana.NoCard
	t.drawn.Marked = hl.Has(o.Drawn)
	t.drawn.Refresh()
	v.narrate()
	t.myName.Text = l.T("ikebana.name.you")
	t.myName.Refresh()
	t.myBadge.set(l.N("ikebana.cli.prestige", o.Prestige[iketutorial.You]))
	info := ""
	if b := o.Bouquets[iketutorial.You]; b != 0 {
		sc, _ := ikebana.ScoreBouquet(b, false)
		info = "· " + l.T("ikebanaapp.table.standing", map[string]any{"Combos": w.combos(sc), "Colours": w.colours(sc), "Total": sc.Total})
	}
	t.mineInfo.SetText(info)
	setCards(t.mine, o.Bouquets[iketutorial.You].Cards(), mark)
	top := o.Tops[iketutorial.You]
	t.myTop.Card, t.myTop.Empty = top, top == ikebana.NoCard
	t.myTop.Marked = hl.Has(top)
	t.myTop.Refresh()
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

// newTable makes the table's widgets for n florists.
func (v *lessonView) newTable(n int) *tutorialTable {
	s := v.s
	t := &tutorialTable{players: n, buy: map[ikebana.Seat]*widget.Button{}}
	var rows []fyne.CanvasObject
	for p := 1; p < n; p++ {
		r := &seatRow{seat: ikebana.Seat(p)}
		r.bg = canvas.NewRectangle(color.Transparent)
		r.bg.CornerRadius = 6
		r.name = newText("", 13, textColor, true)
		r.prestige = newBadge()
		r.bouquet = container.New(&cardRow{gap: 3, slots: ikebana.BouquetSize})
		r.top = newCardView(ikebana.NoCard)
		seat := r.seat
		t.buy[seat] = widget.NewButton("", func() { s.Choose(ikebana.Buy(seat)) })
		t.rows = append(t.rows, r)
		rows = append(rows, container.NewStack(r.bg, container.New(seatLayout{}, r.name, r.prestige.box, r.bouquet, r.top, t.buy[seat])))
	}
	t.pile = newCardView(ikebana.NoCard)
	t.drawn = newCardView(ikebana.NoCard)
	t.pileCount = newText("", 13, textColor, false)
	t.narration = widget.NewLabel("")
	t.narration.Wrapping = fyne.TextWrapWord
	t.narration.SizeName = theme.SizeNameCaptionText
	t.mineInfo = widget.NewLabel("")
	t.mineInfo.Wrapping = fyne.TextWrapWord
	t.mineInfo.SizeName = theme.SizeNameCaptionText
	t.myTop = newCardView(ikebana.NoCard)
	t.myTop.Dim = true
	t.mine = container.New(&cardRow{gap: 4, slots: ikebana.BouquetSize, maxH: 150, center: true})
	t.myName = newText("", 13, textColor, true)
	t.myBadge = newBadge()
	mine := container.NewBorder(container.New(mineHead{}, t.myName, t.myBadge.box, t.mineInfo), nil, nil,
		container.New(&fixedWidth{w: myTopW}, container.New(&cardRow{slots: 1}, t.myTop)), t.mine)
	t.box = container.New(&boardLayout{}, container.New(rowsLayout{}, rows...),
		container.New(&pileLayout{}, t.pile, t.pileCount, t.drawn), t.narration, mine)
	return t
}

// fly shows moves made from state before as cards flying over the
// table, each move's new position shown once its card lands, then done.
// With animations off everything happens at once.
func (v *lessonView) fly(before ikebana.State, moves []ikebana.Move, done func()) {
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
	v.text.SetText("")
	v.root.Refresh()
	var steps []kit.Step
	st := before
	for _, m := range moves {
		next, err := st.Apply(m)
		if err != nil {
			break
		}
		ms := v.moveFlights(st, m, next)
		if len(ms) == 0 {
			ms = []kit.Step{{}}
		}
		o := next.Observe(iketutorial.You)
		lines := narrate(v.s.a.w(), &st, &next, m)
		// the move is told as its first card or token leaves
		begin := ms[0].Begin
		ms[0].Begin = func() []*kit.Mover {
			v.s.lines = append(v.s.lines, lines...)
			v.narrate()
			if begin == nil {
				return nil
			}
			return begin()
		}
		own := ms[len(ms)-1].Done
		ms[len(ms)-1].Done = func() {
			if own != nil {
				own()
			}
			v.flyer.Hide()
			v.showTable(&o, 0, false)
		}
		steps = append(steps, ms...)
		st = next
	}
	steps = append(steps, kit.Step{Done: func() {
		if v.s.v == v && v.s.current() {
			done()
		}
	}})
	v.seq.Add(steps...)
}

// moveFlights returns the flights of move m from st to next: a card drawn
// flies from the pile and turns over, a card kept or bought to its
// bouquet, a card refused to its florist's discard pile.
func (v *lessonView) moveFlights(st ikebana.State, m ikebana.Move, next ikebana.State) []kit.Step {
	t := v.table
	p := st.ToMove()
	var steps []kit.Step
	fly := func(c ikebana.Card, from, to fyne.CanvasObject, slot int, turn ikebana.Card) {
		steps = append(steps, kit.Step{Duration: flightTime, Begin: func() []*kit.Mover {
			src, dst := v.rectOf(from, -1), v.rectOf(to, slot)
			v.flyer.Card = c
			v.flyer.Show()
			v.flyer.Refresh()
			mv := &kit.Mover{Obj: v.flyer, From: src, To: dst}
			if turn != ikebana.NoCard {
				mv.OnHalf = func() {
					v.flyer.Card = turn
					v.flyer.Refresh()
				}
			}
			v.layer.Raise(v.flyer)
			return []*kit.Mover{mv}
		}})
	}
	bouquet := func(seat ikebana.Seat) fyne.CanvasObject {
		if seat == iketutorial.You {
			return t.mine
		}
		return t.rows[seat-1].bouquet
	}
	top := func(seat ikebana.Seat) fyne.CanvasObject {
		if seat == iketutorial.You {
			return t.myTop
		}
		return t.rows[seat-1].top
	}
	slot := st.Bouquet(p).Len()
	switch m.Kind {
	case ikebana.MoveDraw:
		fly(ikebana.NoCard, t.pile, t.drawn, -1, next.Drawn())
	case ikebana.MoveKeep:
		fly(st.Drawn(), t.drawn, bouquet(p), slot, ikebana.NoCard)
	case ikebana.MoveRefuse:
		fly(st.Drawn(), t.drawn, top(p), -1, ikebana.NoCard)
		pay, _ := paymentOf(&st, m)
		steps = append(steps, v.payStep(pay, &st))
		if next.Drawn() != ikebana.NoCard && next.ToMove() == p {
			fly(ikebana.NoCard, t.pile, t.drawn, -1, next.Drawn())
		}
	case ikebana.MoveBuy:
		pay, _ := paymentOf(&st, m)
		steps = append(steps, v.payStep(pay, &st))
		fly(st.DiscardTop(m.From), top(m.From), bouquet(p), slot, ikebana.NoCard)
	}
	return steps
}

// payStep shows payment pay, made from state before, as the table does:
// a token carrying the amount flies from the payer's prestige to the
// payee's, the payer's counter going down as it leaves (lit red), the
// payee's up as it lands (lit gold).
func (v *lessonView) payStep(pay payment, before *ikebana.State) kit.Step {
	l, t := v.s.a.l(), v.table
	badgeOf := func(p ikebana.Seat) *badge {
		if p == iketutorial.You {
			return t.myBadge
		}
		return t.rows[p-1].prestige
	}
	coinAt := func(b *badge) kit.Rect {
		r := v.rectOf(b.box, -1)
		c := r.Pos.Add(fyne.NewPos(r.Size.Width/2, r.Size.Height/2))
		return kit.Rect{Pos: c.Subtract(fyne.NewPos(coinSize/2, coinSize/2)), Size: fyne.NewSize(coinSize, coinSize)}
	}
	payer, payee := badgeOf(pay.from), badgeOf(pay.to)
	down := l.N("ikebana.cli.prestige", before.Prestige(pay.from)-pay.amount)
	up := l.N("ikebana.cli.prestige", before.Prestige(pay.to)+pay.amount)
	landed := false
	return kit.Step{
		Duration: payTime,
		Begin: func() []*kit.Mover {
			v.coin.text.Text = strconv.Itoa(pay.amount)
			v.coin.text.Refresh()
			payer.set(down)
			v.coin.box.Show()
			v.layer.Raise(v.coin.box)
			return []*kit.Mover{{Obj: v.coin.box, From: coinAt(payer), To: coinAt(payee), End: payLand}}
		},
		Frame: func(f float32) {
			payer.light(paidShades, 1-f/payLand)
			if f < payLand {
				return
			}
			if !landed {
				landed = true
				payee.set(up)
			}
			payee.light(gotShades, 1-0.5*(f-payLand)/(1-payLand))
		},
		Done: func() {
			v.coin.box.Hide()
			payer.light(paidShades, 0)
			payee.light(gotShades, 0)
		},
	}
}

// rectOf returns where o is on the layer; with slot >= 0, o is a row of
// cards (cardRow) and the rectangle is that of its slot-th card (as the
// table's rectOf does).
func (v *lessonView) rectOf(o fyne.CanvasObject, slot int) kit.Rect {
	d := fyne.CurrentApp().Driver()
	pos := d.AbsolutePositionForObject(o).Subtract(d.AbsolutePositionForObject(v.layer.Box))
	size := o.Size()
	if c, ok := o.(*fyne.Container); ok && slot >= 0 {
		if row, ok := c.Layout.(*cardRow); ok {
			w, h := row.size(size, max(len(c.Objects), slot+1))
			x := float32(0)
			if row.center {
				n := float32(slot + 1)
				x = (size.Width - n*w - (n-1)*row.gap) / 2
			}
			pos = pos.Add(fyne.NewPos(x+float32(slot)*(w+row.gap), (size.Height-h)/2))
			size = fyne.NewSize(w, h)
		}
	}
	return kit.Rect{Pos: pos, Size: size}
}

// tapCard is a card that answers a tap (a quiz's cards).
type tapCard struct {
	cardView
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
