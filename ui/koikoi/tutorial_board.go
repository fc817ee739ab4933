package koikoi

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/tutorial"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// lessonBoard is a lesson's table, made of the game table's machinery: one
// CardWidget per card on a kit.Layer for the whole lesson, placed by a
// tableModel in a tableGeom (the game's places without its top bar and
// message area), and moved by a kit.Sequencer through the steps the
// engine's events tell of the moves of the lesson (the player's play and
// draw, the computer's scripted replies). A step that stages a new position, or
// Back, shows its cards at once.
type lessonBoard struct {
	s     *LessonScreen
	box   *fyne.Container // the layer and the texts, laid out by boardLayout
	layer *kit.Layer
	cards [koikoi.NumCards]*CardWidget
	model tableModel
	geom  *tableGeom
	seq   kit.Sequencer

	state    koikoi.State // the position the model shows once the steps end
	has      bool
	animated bool // steps are shown in motion: the screen's text waits for them

	// line tells the computer's reply to the player's last move, as the
	// game's table does (the lesson's text explains the player's own
	// moves). Each move of the player, a new staged position or Back
	// clears it.
	line string
	said []string // line's sentences

	oppLabel  *canvas.Text
	narr      [2]*canvas.Text // line, on two lines in the computer's row
	capBg     [2]*canvas.Rectangle
	capLine   [2]*canvas.Text // the owner, and the yaku when there is room
	capBadge  [2]*canvas.Text // the yaku, below the owner left of low captures
	ranks     *capGroups      // the captures' rank rows, as the table's
	pileBg    *canvas.Rectangle
	pileCount *canvas.Text
	handLabel *canvas.Text // "Your hand", left of the player's hand
}

func newLessonBoard(s *LessonScreen) *lessonBoard {
	b := &lessonBoard{s: s, layer: kit.NewLayer(), ranks: newCapGroups(s.a)}
	b.seq.Speed = s.a.animSpeed()
	b.seq.OnIdle = func() {
		b.snap()
		if b.animated {
			// The cards rest: the step they led to is told.
			b.animated = false
			s.changed()
		}
	}
	for _, c := range koikoi.AllCards() {
		w := NewCardWidget(c, false)
		w.OnTapped = func() {
			switch p := b.model.at[c]; {
			case s.Cards[c] == w: // a card the lesson lets the player tap (snap)
				s.TapCard(c)
			case p.kind == atCaps && !b.seq.Busy(): // its side's captures, readable
				b.showCaptures(int(p.seat))
			}
		}
		w.OnLongPress = func() {
			if w.Back {
				return
			}
			r := s.a.activeRules()
			s.a.showCardDetails(c, &r)
		}
		w.Hide()
		b.cards[c] = w
		b.layer.Add(w)
	}
	b.oppLabel = text("", kit.CreamColor, 12, false)
	objs := []fyne.CanvasObject{b.oppLabel}
	for i := range b.narr {
		b.narr[i] = text("", kit.MutedColor, 11, false)
		objs = append(objs, b.narr[i])
	}
	for side := 0; side < 2; side++ {
		b.capBg[side] = canvas.NewRectangle(kit.ShadeColor)
		b.capBg[side].CornerRadius = 6
		b.capLine[side] = text("", kit.CreamColor, 11, true)
		b.capBadge[side] = text("", kit.GoldColor, 10, true)
		objs = append(objs, b.capBg[side], b.capLine[side], b.capBadge[side])
		objs = append(objs, b.ranks.objects(side)...)
	}
	b.pileBg = canvas.NewRectangle(kit.OverlayColor)
	b.pileBg.CornerRadius = 6
	b.pileCount = text("", kit.CreamColor, 11, true)
	b.pileCount.Alignment = fyne.TextAlignCenter
	b.handLabel = text("", kit.CreamColor, 11, true)
	b.handLabel.Alignment = fyne.TextAlignTrailing
	objs = append(objs, b.layer.Box, b.pileBg, b.pileCount, b.handLabel)
	b.box = container.New(&boardLayout{b: b}, objs...)
	return b
}

// show brings the board to the runner's position st: the steps of the
// events evs (the lesson's match told them, as the player sees them) of
// the moves that led there from the position shown, animated, or the
// position at once when they do not lead there (a new staged position,
// Back).
func (b *lessonBoard) show(st koikoi.State, evs []koikoi.Event) {
	b.seq.Speed = b.s.a.animSpeed()
	if b.has && sameTable(b.state, st) {
		b.snap()
		return
	}
	steps := stepsOf(evs, tutorial.You)
	ok := b.has && len(steps) > 0 && b.leadsTo(steps, st)
	b.state, b.has = st, true
	b.line, b.said = "", nil
	if !ok {
		b.seq.Stop()
		b.animated = false
		b.model.fromState(st, true)
		b.snap()
		return
	}
	b.animated = b.seq.Speed > 0
	for i := range steps {
		b.seq.Add(kit.Beat{
			Duration: stepDuration(steps, i),
			Begin:    func() []*kit.Mover { return b.begin(steps, i) },
			Done:     func() { b.snap() },
		})
	}
}

// leadsTo reports whether steps, shown from the position on the board,
// put every card where st has it.
func (b *lessonBoard) leadsTo(steps []Step, st koikoi.State) bool {
	m := b.model
	for _, s := range steps {
		m.reveal(s)
		m.apply(s)
	}
	var want tableModel
	want.fromState(st, true)
	for c := range m.at {
		got := m.at[c]
		if got.kind == atOnto {
			got = place{kind: atField} // left lying on the card it took, as at every move's end
		}
		if w := want.at[c]; got.kind != w.kind || (w.kind == atHand || w.kind == atCaps) && got.seat != w.seat {
			return false
		}
	}
	return true
}

// sameTable reports whether a and b show the same cards in the same places.
func sameTable(a, b koikoi.State) bool {
	for s := koikoi.Seat(0); s < 2; s++ {
		if a.Hand(s) != b.Hand(s) || a.Captured(s) != b.Captured(s) {
			return false
		}
	}
	return a.Field() == b.Field() && a.Pending() == b.Pending() && a.Phase() == b.Phase() &&
		a.PileLen() == b.PileLen()
}

// begin tells step i of steps when the computer plays it, applies it to
// the model and returns the cards' moves.
func (b *lessonBoard) begin(steps []Step, i int) []*kit.Mover {
	s := steps[i]
	if l := (narrator{a: b.s.a}).narrate(steps, i); l != "" && s.Seat != 0 {
		// Its last two sentences: a play and a draw, or a card that
		// matched two and the one taken.
		b.said = append(b.said, l)
		if len(b.said) > 2 {
			b.said = b.said[1:]
		}
		sep := " "
		if strings.HasSuffix(b.said[0], "。") {
			sep = ""
		}
		b.line = strings.Join(b.said, sep)
	}
	b.model.apply(s)
	movers := b.model.movers(&b.cards, b.layer, b.geometry(), 0, false)
	b.refreshTexts()
	return movers
}

// geometry returns the places of the board at its current size.
func (b *lessonBoard) geometry() *tableGeom {
	s := b.box.Size()
	if b.geom == nil || b.geom.size != s {
		b.geom = newLessonGeom(s)
	}
	return b.geom
}

// snap puts every card at its place at once, with the step's looks: the
// cards it points at highlighted, the hand face down where it hides it.
// Every card shown in a hand, the field or beside the pile takes a tap,
// even where the step expects none: the runner explains why a tap was
// wrong. The captures, in rank rows as the table's, only show what was taken.
func (b *lessonBoard) snap() {
	if b.box.Size().Width <= 0 || !b.has || b.seq.Busy() {
		return
	}
	s := b.s
	v := s.view
	g := b.geometry()
	b.model.hidden = v.HideHand
	s.Cards = map[koikoi.Card]*CardWidget{}
	top := b.model.pileTop() // only it is drawn
	for _, c := range koikoi.AllCards() {
		w := b.cards[c]
		p := b.model.at[c]
		w.PicSize = fyne.Size{}
		w.Hidden = p.kind == atPile && c != top
		kit.Place(w, b.model.rectOf(c, g, 0))
		w.Back = !b.model.faceUp(c, 0)
		w.Labels = p.kind == atCaps || s.a.settings().CornerLabels
		w.Selected = p.kind == atDraw && b.state.Pending() == c
		w.Highlight = !w.Back && v.Highlight.Has(c)
		w.Dim = false
		if !w.Back && p.kind != atPile && p.kind != atCaps {
			s.Cards[c] = w
		}
		w.Refresh()
	}
	b.layer.Sort(func(o fyne.CanvasObject) int { return b.model.depth(o.(*CardWidget).Card) })
	b.refreshTexts()
}

// showCaptures opens the sheet of side's captures (0 the player's), with
// what they make as the panel's line says it.
func (b *lessonBoard) showCaptures(side int) {
	a := b.s.a
	obs := b.state.Observe(0)
	caps, other := b.model.set(atCaps, koikoi.Seat(side)), b.model.set(atCaps, koikoi.Seat(1-side))
	koi, owner := obs.KoiSelf, a.T("table.caps.you")
	if side == 1 {
		koi, owner = obs.KoiOpp, a.T("table.caps.computer")
	}
	a.showCaptures(owner, caps, a.capBadges(caps, other, obs.Rules.Yaku(caps, obs.Month), koi, &obs, true), obs.Rules)
}

// refreshTexts writes the texts around the cards from the cards shown.
func (b *lessonBoard) refreshTexts() {
	if b.geom == nil {
		return
	}
	a := b.s.a
	opp := a.T("term.computer")
	n := b.model.set(atHand, 1).Len()
	fitLabel(b.oppLabel, a.l().N("ui.table.opphand", n, M{"Name": opp}), b.oppLabel.Size().Width, 12, 8)
	// The computer's reply told beside its hand, in the place of its
	// count (its fan of cards shows that), shrunk to fit as the table's.
	b.oppLabel.Hidden = b.line != ""
	w := b.narr[0].Size().Width
	size := float32(11)
	l1, l2 := fillTwo(b.line, w, size)
	for size > 7 && !fits(l2, w, size, fyne.TextStyle{}) {
		size -= 0.5
		l1, l2 = fillTwo(b.line, w, size)
	}
	b.narr[0].Text, b.narr[1].Text = l1, l2
	b.narr[0].TextSize, b.narr[1].TextSize = size, size
	// What the captures make, with the cards as they are shown: a badge
	// changes as the card that makes it lands (the tutorial teaches the
	// badges: the yaku in progress are always on).
	obs := b.state.Observe(0)
	owners := [2]string{a.T("table.caps.you"), a.T("table.caps.computer")}
	if b.geom.capLeft > 0 {
		owners = [2]string{a.T("term.you"), opp}
	}
	mine, theirs := b.model.set(atCaps, 0), b.model.set(atCaps, 1)
	badges := [2][]string{a.capBadges(mine, theirs, obs.Rules.Yaku(mine, obs.Month), obs.KoiSelf, &obs, true),
		a.capBadges(theirs, mine, obs.Rules.Yaku(theirs, obs.Month), obs.KoiOpp, &obs, true)}
	for side := 0; side < 2; side++ {
		line, badge := b.capLine[side], b.capBadge[side]
		w := line.Size().Width
		badge.Hidden = b.geom.capLeft == 0
		if badge.Hidden {
			line.Text, line.TextSize = joinFitting(append([]string{owners[side]}, badges[side]...), a.T("ui.sep"), w, 10)
		} else {
			fitLabel(line, owners[side], w, 11, 8)
			badge.Text = ""
			if len(badges[side]) > 0 {
				fitLabel(badge, badges[side][0], w, 10, 7)
				if !fits(badge.Text, w, badge.TextSize, badge.TextStyle) {
					badge.Text = ""
				}
			}
		}
	}
	for side := 0; side < 2; side++ {
		b.ranks.refresh(b.s.a, side, b.model.set(atCaps, koikoi.Seat(side)))
	}
	pile := b.model.set(atPile, 0).Len()
	b.pileCount.Text = a.l().Number(pile)
	b.pileCount.Hidden, b.pileBg.Hidden = pile == 0, pile == 0
	b.placeHandLabel()
	for _, o := range []fyne.CanvasObject{b.oppLabel, b.narr[0], b.narr[1], b.capLine[0], b.capLine[1], b.capBadge[0], b.capBadge[1], b.pileCount, b.pileBg, b.handLabel} {
		o.Refresh()
	}
}

// placeHandLabel names the player's hand ("Your hand": the lessons'
// texts speak of it) in the room left of its cards, level with them and
// shrunk to fit; hidden when the hand is empty or leaves no room.
func (b *lessonBoard) placeHandLabel() {
	g, l := b.geom, b.handLabel
	n := b.model.set(atHand, 0).Len()
	if n == 0 {
		l.Hidden = true
		return
	}
	first, last := g.handSlot(0, n), g.handSlot(n-1, n)
	room := first.Pos.X - g.hand.Pos.X - 6
	fitLabel(l, b.s.a.T("ui.tutorial.yourhand"), room, 11, 7)
	l.Hidden = !fits(l.Text, room, l.TextSize, l.TextStyle)
	h := l.MinSize().Height
	mid := (first.Pos.Y + last.Pos.Y + last.Size.Height) / 2
	kit.Place(l, rect(g.hand.Pos.X, mid-h/2, room, h))
}

// boardLayout places the board's texts and layer from the lesson
// geometry of its size, then the cards.
type boardLayout struct {
	b    *lessonBoard
	size fyne.Size
}

func (l *boardLayout) Layout(_ []fyne.CanvasObject, s fyne.Size) {
	b := l.b
	g := b.geometry()
	o := g.oppRow
	fan := g.oppFanWidth()
	kit.Place(b.oppLabel, rect(o.Pos.X+fan+4, o.Pos.Y, o.Size.Width-fan-8, o.Size.Height))
	for i, l := range b.narr {
		kit.Place(l, rect(o.Pos.X+fan+4, o.Pos.Y+float32(i)*o.Size.Height/2, o.Size.Width-fan-8, o.Size.Height/2))
	}
	for side := 0; side < 2; side++ {
		p := g.caps[side]
		kit.Place(b.capBg[side], p)
		b.ranks.place(g, side)
		if g.capLeft > 0 {
			kit.Place(b.capLine[side], rect(p.Pos.X+4, p.Pos.Y+1, g.capLeft-8, capLineH))
			kit.Place(b.capBadge[side], rect(p.Pos.X+4, p.Pos.Y+capLineH+1, g.capLeft-8, capLineH))
		} else {
			kit.Place(b.capLine[side], rect(p.Pos.X+4, p.Pos.Y, p.Size.Width-8, capLineH))
		}
	}
	pc := g.pile
	kit.Place(b.pileBg, rect(pc.Pos.X+pc.Size.Width/2-14, pc.Pos.Y+pc.Size.Height-20, 28, 17))
	kit.Place(b.pileCount, rect(pc.Pos.X+pc.Size.Width/2-14, pc.Pos.Y+pc.Size.Height-20, 28, 17))
	b.layer.Box.Move(fyne.NewPos(0, 0))
	b.layer.Box.Resize(s)
	if s != l.size && b.seq.Busy() {
		// A new size: the moves under way would end in the old places.
		b.seq.Finish()
	}
	l.size = s
	b.snap()
}

func (l *boardLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(200, 200) }

// fillTwo cuts s for two lines of width w at size: the first as full as
// fits, cut after a space, or anywhere in a text written without spaces
// (Japanese); the rest on the second.
func fillTwo(s string, w, size float32) (string, string) {
	if fits(s, w, size, fyne.TextStyle{}) {
		return s, ""
	}
	rs := []rune(s)
	spaced := strings.ContainsRune(s, ' ')
	cut := 0
	for i := 1; i < len(rs); i++ {
		if spaced && rs[i] != ' ' {
			continue
		}
		if !fits(string(rs[:i]), w, size, fyne.TextStyle{}) {
			break
		}
		cut = i
	}
	if cut == 0 {
		return s, ""
	}
	return string(rs[:cut]), strings.TrimSpace(string(rs[cut:]))
}
