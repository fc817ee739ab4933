package koikoi

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"github.com/koikoi-app/koikoi/engine/koikoi"
)

// The cards of a lesson's step without a table (the quizzes and the
// illustrations): the game's card widgets, laid out in rows or by month.
// The staged table is the lessonBoard (tutorial_board.go).

// tutCard returns a card widget for the lesson, highlighted when the step
// points at it, that shows its details on a long press and, when large
// enough to tap (a row of a dozen at most, not the whole deck), sends its
// taps to the runner.
func (s *LessonScreen) tutCard(c koikoi.Card, large bool) *CardWidget {
	a := s.a
	w := NewCardWidget(c, large && a.settings().CornerLabels)
	w.Highlight = s.view.Highlight.Has(c)
	w.OnLongPress = func() {
		r := a.activeRules()
		a.showCardDetails(c, &r)
	}
	if large {
		w.OnTapped = func() { s.TapCard(c) }
		s.Cards[c] = w
	}
	return w
}

// rowBody lays out the step's cards in rows, as large as fits: the quizzes
// and the illustrations of the first lesson.
// The whole deck is laid out month by month (monthGrid).
func (s *LessonScreen) rowBody(cs []koikoi.Card) fyne.CanvasObject {
	var objs []fyne.CanvasObject
	for _, c := range cs {
		objs = append(objs, s.tutCard(c, len(cs) <= 12))
	}
	if len(cs) == len(koikoi.AllCards()) {
		return container.New(&padLayout{h: 4, v: 4}, container.New(monthGrid{gap: 2, monthGap: 10}, objs...))
	}
	return container.New(&padLayout{h: 8, v: 8}, container.New(&cardGrid{gap: 6, maxW: 110}, objs...))
}
