package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	"github.com/koikoi-app/koikoi/koikoi"
)

// The lesson's table: the same card widgets, layouts and badges as the
// game's table (table.go), drawn from the runner's staged position. Every
// card takes a tap, even where the step expects none: the runner explains
// why a tap was wrong.

// tutCard returns a card widget for the lesson, highlighted when the step
// points at it, that sends its taps to the runner and shows its details on
// a long press.
func (s *lessonScreen) tutCard(c koikoi.Card, labels bool) *CardWidget {
	a := s.a
	w := NewCardWidget(c, labels && a.Settings.CornerLabels)
	w.Highlight = s.view.Highlight.Has(c)
	w.OnTapped = func() { s.TapCard(c) }
	w.OnLongPress = func() {
		r := a.activeRules()
		a.showCardDetails(c, &r)
	}
	s.Cards[c] = w
	return w
}

// tableBody draws the staged position of the step.
func (s *lessonScreen) tableBody(obs *koikoi.Observation) fyne.CanvasObject {
	objs := []fyne.CanvasObject{
		s.oppView(obs),
		s.capsView(obs.OppCaptured, obs.OppYaku, obs.KoiOpp, obs),
		s.fieldView(obs),
		s.capsView(obs.Captured, obs.Yaku, obs.KoiSelf, obs),
		s.handView(obs),
	}
	win := s.a.Win.Canvas().Size()
	return container.New(tutTableLayout{landscape: win.Width > win.Height}, objs...)
}

// oppView shows the computer's hand face down and how many cards it holds.
func (s *lessonScreen) oppView(obs *koikoi.Observation) fyne.CanvasObject {
	a := s.a
	var backs []fyne.CanvasObject
	for i := 0; i < obs.OppHandLen; i++ {
		backs = append(backs, NewCardWidget(koikoi.NoCard, false))
	}
	fan := container.New(&fanLayout{maxH: 26, minH: 20}, backs...)
	label := canvas.NewText(a.L.N("ui.table.opphand", obs.OppHandLen, M{"Name": a.T("term.computer")}), creamColor)
	label.TextSize = 12
	return container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(90, 26), fan), nil, container.NewCenter(label))
}

// capsView shows captured cards by rank with the yaku made and, as the
// settings ask, the yaku in progress.
func (s *lessonScreen) capsView(caps koikoi.Set, yaku koikoi.YakuList, koi int, obs *koikoi.Observation) fyne.CanvasObject {
	// The tutorial teaches the badges: the yaku in progress are always on.
	return s.a.capturesPanel(caps, yaku, koi, obs, true,
		func(c koikoi.Card) fyne.CanvasObject { return s.tutCard(c, false) })
}

// fieldView shows the draw pile, the card waiting for a capture, and the
// field.
func (s *lessonScreen) fieldView(obs *koikoi.Observation) fyne.CanvasObject {
	var cards []fyne.CanvasObject
	for _, c := range obs.Field.Cards() {
		cards = append(cards, s.tutCard(c, true))
	}
	// Beside the pile: the card waiting for its capture choice. A card
	// drawn earlier is shown where it went (field or captures), once.
	var cur *CardWidget
	if obs.Pending.Valid() {
		cur = s.tutCard(obs.Pending, true)
		cur.Selected = true
	}
	return s.a.fieldPanel(cards, 80, obs.PileLen, cur)
}

// handView shows the player's hand, face down when the step hides it.
func (s *lessonScreen) handView(obs *koikoi.Observation) fyne.CanvasObject {
	var cards []fyne.CanvasObject
	for _, c := range obs.Hand.Cards() {
		w := s.tutCard(c, true)
		if s.view.HideHand {
			w.Card, w.Labels, w.Highlight = koikoi.NoCard, false, false
		}
		w.MinWidth = 40
		cards = append(cards, w)
	}
	return container.New(&cardGrid{gap: 6, maxW: 90, minW: 40}, cards...)
}

// rowBody lays out the step's cards in rows, as large as fits: the quizzes
// and the illustrations of the first lesson.
// The whole deck is laid out month by month (monthGrid).
func (s *lessonScreen) rowBody(cs []koikoi.Card) fyne.CanvasObject {
	var objs []fyne.CanvasObject
	for _, c := range cs {
		objs = append(objs, s.tutCard(c, len(cs) <= 12))
	}
	if len(cs) == len(koikoi.AllCards()) {
		return container.New(&padLayout{h: 4, v: 4}, container.New(monthGrid{gap: 2, monthGap: 10}, objs...))
	}
	return container.New(&padLayout{h: 8, v: 8}, container.New(&cardGrid{gap: 6, maxW: 110}, objs...))
}
