package koikoi

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/koikoi-app/koikoi/ui/kit"

	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/tutorial"
)

// build draws the lesson screen: a header (Exit, the lesson's title and
// step, Skip), the step's table or row of cards, the text bubble, the
// decision buttons the step asks for, and Back and Next. Every text comes
// from the app's Localizer at build time, so a change of language shows at
// once.
func (s *LessonScreen) build() fyne.CanvasObject {
	s.Cards = map[koikoi.Card]*CardWidget{}
	s.Buttons = map[string]*widget.Button{}
	s.Text, s.Feedback = nil, nil
	s.root, s.bubbleBox = nil, nil
	if s.m == nil {
		return container.NewBorder(s.header(), nil, nil, nil, container.NewCenter(s.thinking()))
	}
	if !s.busy && s.done {
		return s.endView(s.header())
	}
	v := s.view
	var body fyne.CanvasObject
	if v.Table != nil && s.has {
		if s.board == nil {
			s.board = newLessonBoard(s)
		}
		s.board.show(s.st, s.evs)
		s.evs = nil
		body = s.board.box
	} else {
		if s.board != nil && s.board.seq.Busy() {
			// The table is no longer shown: its moves end at once.
			s.board.animated = false
			s.board.seq.Finish()
		}
		body = s.rowBody(v.Cards)
	}
	if s.board == nil || !s.board.seq.Busy() || s.told.Lesson == "" {
		// While the cards move, the text of the step they lead from
		// stays: the next one is told once they rest.
		s.told = v
	}
	header := s.header()
	// The text and the decision buttons keep one size for the whole
	// lesson: the cards never move when the text changes.
	s.bubbleBox = container.NewStack(s.bubble())
	panel := container.New(&padLayout{h: 6, v: 3}, container.NewBorder(nil, container.New(&padLayout{v: 4}, s.nav()), nil, nil, s.bubbleBox))
	s.root = container.New(&lessonLayout{rows: v.Table == nil}, header, body, panel)
	return s.root
}

// showWrong shows the explanation of a wrong tap: only the bubble changes.
func (s *LessonScreen) showWrong() {
	if s.bubbleBox == nil || s.root == nil || !s.current() {
		s.changed()
		return
	}
	s.bubbleBox.Objects = []fyne.CanvasObject{s.bubble()}
	s.bubbleBox.Refresh()
	s.root.Refresh()
}

func (s *LessonScreen) button(key, label string, icon fyne.Resource, f func()) *widget.Button {
	b := widget.NewButtonWithIcon(label, icon, f)
	s.Buttons[key] = b
	return b
}

// header: Exit, the lesson's title with the step, and Skip.
func (s *LessonScreen) header() fyne.CanvasObject {
	a := s.a
	exit := s.button("exit", "", theme.CancelIcon(), s.Exit)
	a.h.Back(s.Exit)
	info := a.T("ui.tutorial.lesson", M{"N": a.l().Number(s.lesson.Number)})
	if s.m != nil && !s.done {
		// The step told (it waits for the cards while they move).
		idx := s.view.Index
		if s.told.Lesson != "" {
			idx = s.told.Index
		}
		info += a.T("ui.sep") + a.T("ui.tutorial.step", M{"Step": a.l().Number(idx + 1), "Steps": a.l().Number(s.lesson.Len())})
	}
	var right fyne.CanvasObject = layout.NewSpacer()
	rightW := float32(0)
	if s.m != nil && !s.done {
		skip := tall(s.button("skip", a.T("ui.tutorial.skip"), nil, s.Skip))
		right, rightW = container.NewCenter(skip), skip.MinSize().Width
	}
	// One line each, as large as fits beside the buttons: the header
	// keeps the height of its buttons.
	w := a.h.Win.Canvas().Size().Width - 48 - rightW - 4*theme.Padding() - 4
	name := text("", kit.CreamColor, 15, true)
	fitLabel(name, a.T(s.lesson.Title), w, 15, 9)
	step := text("", kit.MutedColor, 12, false)
	fitLabel(step, info, w, 12, 8)
	title := container.New(&padLayout{h: 6}, container.New(layout.NewCustomPaddedVBoxLayout(2), name, step))
	bar := container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(48, 48), exit), right,
		container.New(&vCenter{}, title))
	return container.NewStack(canvas.NewRectangle(kit.FeltDark), container.New(&padLayout{h: 2, v: 2}, bar))
}

// thinking is the app's thinking indicator.
func (s *LessonScreen) thinking() fyne.CanvasObject {
	t := canvas.NewText(s.a.T("ui.hint.thinking"), kit.GoldColor)
	t.TextSize = 13
	t.TextStyle.Bold = true
	return t
}

// bubble shows the step's text, the explanation of a wrong tap and, in the
// guided round, the hint or the thinking indicator.
func (s *LessonScreen) bubble() fyne.CanvasObject {
	a := s.a
	size := a.h.Win.Canvas().Size()
	inner := lessonPanelWidth(size) - 2*6 - 2*4
	var items []fyne.CanvasObject
	// A wrapping label measures its height at its width: each is given
	// the width it will get, once the bubble's theme is set, so that the
	// bubble asks for the right height.
	var wrapped []*widget.Label
	sized := func(l *widget.Label) *widget.Label {
		wrapped = append(wrapped, l)
		return l
	}
	s.Feedback, s.Right = nil, ""
	if s.wrong.ID != "" && !s.busy {
		s.Feedback = widget.NewLabel(s.wrong.Render(a.l()))
		s.Feedback.Wrapping = fyne.TextWrapWord
		s.Feedback.Importance = widget.WarningImportance
		s.Feedback.TextStyle.Bold = true
		items = append(items, sized(s.Feedback))
	}
	// On a table, an explanation takes the place of the step's text and
	// of the hint's reason (it says again what to do): the bubble reads
	// whole on a small phone. A row of cards leaves the text more room.
	explained := s.Feedback != nil && s.view.Table != nil
	if s.busy {
		items = append(items, container.New(&padLayout{h: 10, v: 6}, s.thinking()))
	} else {
		// A right tap or choice moves the cards on to the next step: the
		// step told asked for that move, and its text and hint would speak
		// of cards already gone (the computer's reply is told on its row).
		// Until the cards rest, the bubble only acknowledges the move.
		behind := s.right && s.moving()
		said := s.told.Text.Render(a.l())
		if behind {
			said = a.T("ui.tutorial.right")
		}
		s.Text = widget.NewLabel(said)
		s.Text.Wrapping = fyne.TextWrapWord
		if s.right && !behind && !s.told.HasHint {
			// A right answer is acknowledged at the head of the step it
			// led to, on the text's first line: the bubble keeps its size.
			// (In the guided round the hint of the next move says it.)
			s.Right = a.T("ui.tutorial.right")
			s.Text.Text = s.Right + " " + s.Text.Text
		}
		if !explained {
			items = append(items, sized(s.Text))
		}
		if s.told.HasHint && !behind {
			if h := hintLine(a, s.told.Hint); h != "" {
				t := text("", kit.GoldColor, 13, true)
				var row fyne.CanvasObject = t
				room := inner - 2*10
				if s.told.Table != nil && len(s.told.Advice.Reasons) > 0 {
					// A tap on the hint shows why: its checked reasons, as
					// the table words them, in a box of their own (the
					// bubble keeps its size). "Why?" says so where it fits.
					why := s.button("why", a.T("advice.why"), nil, s.showWhy)
					why.Importance = widget.LowImportance
					if w := why.MinSize().Width; fits(h, room-w, 11, t.TextStyle) {
						row, room = container.NewBorder(nil, nil, nil, why, t), room-w
					}
					row = container.NewStack(kit.NewTapArea(s.showWhy), row)
				}
				fitLabel(t, h, room, 13, 9)
				items = append(items, container.New(&padLayout{h: 10}, row))
			}
		}
	}
	content := container.NewThemeOverride(container.NewVBox(items...), bubbleTheme{kit.Theme{}})
	for _, l := range wrapped {
		l.Resize(fyne.NewSize(inner, 10))
	}
	bg := canvas.NewRectangle(kit.PanelColor)
	bg.CornerRadius = 12
	bg.StrokeColor = kit.GoldColor
	bg.StrokeWidth = 1
	s.textScroll = container.NewVScroll(content)
	return container.NewStack(bg, container.New(&padLayout{h: 4, v: 2}, s.textScroll))
}

// moving reports whether the board's cards are on their way to the
// step on screen, whose text waits for them.
func (s *LessonScreen) moving() bool {
	return s.board != nil && s.board.seq.Busy() && s.told.Index != s.view.Index
}

// decisions returns the buttons of a decision the step asks for, or nil.
func (s *LessonScreen) decisions() fyne.CanvasObject {
	if s.busy {
		return nil
	}
	a := s.a
	switch s.view.Action {
	case tutorial.ActionKoiKoi:
		koi := s.button("koikoi", a.T("term.koikoi"), nil, func() { s.Choose(koikoi.KoiKoi) })
		koi.Importance = widget.HighImportance
		shobu := s.button("shobu", a.T("term.shobu"), nil, func() { s.Choose(koikoi.Shobu) })
		shobu.Importance = widget.WarningImportance
		return container.NewGridWithColumns(2, koi, shobu)
	case tutorial.ActionExchange:
		ex := s.button("exchange", a.T("ui.exchange.swap"), nil, func() { s.Choose(koikoi.Exchange) })
		keep := s.button("keep", a.T("ui.exchange.keep"), nil, func() { s.Choose(koikoi.Keep) })
		keep.Importance = widget.HighImportance
		return container.NewGridWithColumns(2, ex, keep)
	}
	return nil
}

// nav returns Back and Next. Next is enabled only on a step that
// explains: the others wait for the player's own tap or choice. A step
// that asks for a decision has its two buttons there instead of Next, and
// Back as an icon: the text keeps its room.
func (s *LessonScreen) nav() fyne.CanvasObject {
	a := s.a
	if s.moving() {
		// The cards move towards the next step while the text of the
		// step they lead from stays: nothing goes on before they rest.
		back := s.button("back", a.T("ui.tutorial.back"), theme.NavigateBackIcon(), s.Back)
		next := s.button("next", a.T("ui.tutorial.next"), theme.NavigateNextIcon(), s.Next)
		next.IconPlacement = widget.ButtonIconTrailingText
		back.Disable()
		next.Disable()
		return container.NewGridWithColumns(2, tall(back), tall(next))
	}
	if acts := s.decisions(); acts != nil {
		back := s.button("back", "", theme.NavigateBackIcon(), s.Back)
		if !s.view.CanBack || s.busy {
			back.Disable()
		}
		return tall(container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(52, 52), back), nil, acts))
	}
	back := s.button("back", a.T("ui.tutorial.back"), theme.NavigateBackIcon(), s.Back)
	if !s.view.CanBack || s.busy {
		back.Disable()
	}
	next := s.button("next", a.T("ui.tutorial.next"), theme.NavigateNextIcon(), s.Next)
	next.IconPlacement = widget.ButtonIconTrailingText
	if s.view.Action == tutorial.ActionNext {
		next.Importance = widget.HighImportance
	}
	if s.busy || s.view.Action != tutorial.ActionNext {
		next.Disable()
	}
	return container.NewGridWithColumns(2, tall(back), tall(next))
}

// endView closes a lesson: on to the next one, to the list, or, after the
// last lesson, to a real game. Back returns to the last step.
func (s *LessonScreen) endView(header fyne.CanvasObject) fyne.CanvasObject {
	a := s.a
	last := s.lesson.Number >= len(a.tutorialLessons())
	body := a.T("ui.tutorial.end.body")
	if last {
		body = a.T("ui.tutorial.end.last")
	}
	w := min(a.h.Win.Canvas().Size().Width-2*theme.Padding(), 300)
	sized := func(t string) *widget.Label {
		l := wrapLabel(t)
		l.Resize(fyne.NewSize(w, 10)) // measure the wrapped height at its width
		return l
	}
	items := []fyne.CanvasObject{title(a.T("ui.tutorial.end.title")), sized(a.T(s.lesson.Title)), sized(body),
		tall(s.button("lessons", a.T("ui.tutorial.lessons"), theme.ListIcon(), s.Exit))}
	// Back and the way on stand where Back and Next stood during the
	// lesson: a second tap on Next goes on, never back.
	var on *widget.Button
	if last {
		on = s.button("play", a.T("ui.tutorial.play"), theme.MediaPlayIcon(), a.ShowNewGame)
	} else {
		on = s.button("nextlesson", a.T("ui.tutorial.nextlesson"), theme.NavigateNextIcon(), s.NextLesson)
		on.IconPlacement = widget.ButtonIconTrailingText
	}
	on.Importance = widget.HighImportance
	back := s.button("back", a.T("ui.tutorial.back"), theme.NavigateBackIcon(), s.Back)
	if !s.view.CanBack {
		back.Disable()
	}
	mid := container.New(&kit.MaxWidth{W: 300}, container.NewVBox(items...))
	// The lesson's padding around its buttons: the same places.
	nav := container.New(&padLayout{h: 6, v: 3}, container.New(&padLayout{v: 4}, container.NewGridWithColumns(2, tall(back), tall(on))))
	return container.NewBorder(header, nav, nil, nil,
		container.NewVScroll(mid))
}

// vCenter centres its objects vertically at their minimum height, at the
// full width.
type vCenter struct{}

func (vCenter) Layout(objs []fyne.CanvasObject, s fyne.Size) {
	for _, o := range objs {
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, (s.Height-h)/2))
		o.Resize(fyne.NewSize(s.Width, h))
	}
}

func (vCenter) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w, h float32
	for _, o := range objs {
		m := o.MinSize()
		w, h = max(w, m.Width), max(h, m.Height)
	}
	return fyne.NewSize(w, h)
}

// bubbleTheme is a lesson's text bubble's: the app's theme with its
// labels two points smaller, closer together and without their inner margin, so that a
// step's text, the line about the moves and a hint read without
// scrolling on a small phone.
type bubbleTheme struct{ fyne.Theme }

func (b bubbleTheme) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNameText:
		return 13
	case theme.SizeNameInnerPadding, theme.SizeNamePadding:
		return 2
	}
	return b.Theme.Size(n)
}

// showWhy shows the guided round's hint with its reasons over the lesson;
// a tap closes them.
func (s *LessonScreen) showWhy() {
	a := s.a
	v := s.told
	if v.Table == nil {
		return
	}
	s.HintTexts = adviceSentences(a.l(), v.Table, v.Advice, a.T("term.computer"))
	c := a.h.Win.Canvas()
	var pop *widget.PopUp
	hide := func() {
		pop.Hide()
		s.HintTexts = nil
	}
	closeBtn := widget.NewButtonWithIcon("", theme.CancelIcon(), hide)
	s.Buttons["whyclose"] = closeBtn
	box := hintBox(hintLine(a, v.Hint), s.HintTexts, closeBtn, hide)
	pop = widget.NewModalPopUp(box, c)
	w := min(c.Size().Width-16, 440)
	box.Resize(fyne.NewSize(w, 10)) // wrapping texts measure at their width
	h := min(box.MinSize().Height, c.Size().Height-32)
	pop.Resize(fyne.NewSize(w, h))
	pop.Show()
}
