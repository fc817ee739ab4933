package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/koikoi"
	"github.com/koikoi-app/koikoi/koikoi/tutorial"
)

// build draws the lesson screen: a header (Exit, the lesson's title and
// step, Skip), the step's table or row of cards, the text bubble, the
// decision buttons the step asks for, and Back and Next. Every text comes
// from the app's Localizer at build time, so a change of language shows at
// once.
func (s *lessonScreen) build() fyne.CanvasObject {
	s.Cards = map[koikoi.Card]*CardWidget{}
	s.Buttons = map[string]*widget.Button{}
	s.Text, s.Feedback = nil, nil
	s.root, s.bubbleBox = nil, nil
	header := s.header()
	if s.r == nil {
		return container.NewBorder(header, nil, nil, nil, container.NewCenter(s.thinking()))
	}
	if !s.busy && s.r.Done() {
		return s.endView(header)
	}
	v := s.view
	var body fyne.CanvasObject
	if v.Table != nil {
		body = s.tableBody(v.Table)
	} else {
		body = s.rowBody(v.Cards)
	}
	s.bubbleBox = container.NewStack(s.bubble())
	bottom := []fyne.CanvasObject{s.bubbleBox}
	if acts := s.decisions(); acts != nil {
		bottom = append(bottom, acts)
	}
	bottom = append(bottom, s.nav())
	s.root = container.NewBorder(header, container.New(&padLayout{h: 6, v: 4}, container.NewVBox(bottom...)), nil, nil, body)
	return s.root
}

// showWrong shows the explanation of a wrong tap: only the bubble changes.
func (s *lessonScreen) showWrong() {
	if s.bubbleBox == nil || s.root == nil || !s.current() {
		s.changed()
		return
	}
	s.bubbleBox.Objects = []fyne.CanvasObject{s.bubble()}
	s.bubbleBox.Refresh()
	s.root.Refresh()
}

func (s *lessonScreen) button(key, label string, icon fyne.Resource, f func()) *widget.Button {
	b := widget.NewButtonWithIcon(label, icon, f)
	s.Buttons[key] = b
	return b
}

// header: Exit, the lesson's title with the step, and Skip.
func (s *lessonScreen) header() fyne.CanvasObject {
	a := s.a
	exit := s.button("exit", "", theme.CancelIcon(), s.Exit)
	a.onBack(s.Exit)
	name := widget.NewLabel(a.T(s.lesson.Title))
	name.TextStyle.Bold = true
	name.Truncation = fyne.TextTruncateEllipsis
	info := a.T("ui.tutorial.lesson", M{"N": a.L.Number(s.lesson.Number)})
	if s.r != nil && !s.r.Done() {
		info += " · " + a.T("ui.tutorial.step", M{"Step": a.L.Number(s.view.Index + 1), "Steps": a.L.Number(s.lesson.Len())})
	}
	step := canvas.NewText(info, mutedColor)
	step.TextSize = 12
	title := container.NewVBox(name, container.New(&padLayout{h: 10}, step))
	var right fyne.CanvasObject = layout.NewSpacer()
	if s.r != nil && !s.r.Done() {
		right = container.NewCenter(tall(s.button("skip", a.T("ui.tutorial.skip"), nil, s.Skip)))
	}
	bar := container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(48, 48), exit), right,
		container.New(&vCenter{}, title))
	return container.NewStack(canvas.NewRectangle(feltDark), container.New(&padLayout{h: 2, v: 2}, bar))
}

// thinking is the app's thinking indicator.
func (s *lessonScreen) thinking() fyne.CanvasObject {
	t := canvas.NewText(s.a.T("ui.hint.thinking"), goldColor)
	t.TextSize = 13
	t.TextStyle.Bold = true
	return t
}

// bubble shows the step's text, the explanation of a wrong tap and, in the
// guided round, the hint or the thinking indicator.
func (s *lessonScreen) bubble() fyne.CanvasObject {
	a := s.a
	size := a.Win.Canvas().Size()
	inner := size.Width - 2*6 - 2*4
	var items []fyne.CanvasObject
	sized := func(l *widget.Label) *widget.Label {
		// A wrapping label measures its height at its width: give it the
		// width it will get, so the bubble asks for the right height.
		l.Resize(fyne.NewSize(inner, 10))
		return l
	}
	if s.wrong.ID != "" && !s.busy {
		s.Feedback = widget.NewLabel(s.wrong.Render(a.L))
		s.Feedback.Wrapping = fyne.TextWrapWord
		s.Feedback.Importance = widget.WarningImportance
		s.Feedback.TextStyle.Bold = true
		items = append(items, sized(s.Feedback))
	}
	if s.busy {
		items = append(items, container.New(&padLayout{h: 10, v: 6}, s.thinking()))
	} else {
		s.Text = widget.NewLabel(s.view.Text.Render(a.L))
		s.Text.Wrapping = fyne.TextWrapWord
		items = append(items, sized(s.Text))
		if s.view.HasHint {
			if h := hintText(a, s.view.Hint); h != "" {
				t := canvas.NewText(h, goldColor)
				t.TextSize = 13
				t.TextStyle.Bold = true
				items = append(items, container.New(&padLayout{h: 10}, t))
				if why := a.adviceWhy(Advice{Why: s.view.HintWhy}); why != "" {
					items = append(items, sized(wrapLeft(why)))
				}
			}
		}
	}
	content := container.NewVBox(items...)
	bg := canvas.NewRectangle(panelColor)
	bg.CornerRadius = 12
	bg.StrokeColor = goldColor
	bg.StrokeWidth = 1
	scroll := container.NewVScroll(content)
	box := container.New(&bubbleLayout{content: content, maxH: size.Height * 0.36}, scroll)
	return container.NewStack(bg, container.New(&padLayout{h: 4, v: 4}, box))
}

// hintText says the guided round's hint in words.
func hintText(a *App, m koikoi.Move) string {
	switch m.Kind {
	case koikoi.MovePlay:
		return a.T("ui.hint.play", M{"Card": a.L.Card(m.Card.String())})
	case koikoi.MoveCapture:
		return a.T("ui.hint.capture", M{"Card": a.L.Card(m.Card.String())})
	case koikoi.MoveKoiKoi:
		return a.T("ui.hint.koikoi")
	case koikoi.MoveShobu:
		return a.T("ui.hint.shobu")
	}
	return ""
}

// decisions returns the buttons of a decision the step asks for, or nil.
func (s *lessonScreen) decisions() fyne.CanvasObject {
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
		return container.NewGridWithColumns(2, tall(koi), tall(shobu))
	case tutorial.ActionExchange:
		ex := s.button("exchange", a.T("ui.exchange.swap"), nil, func() { s.Choose(koikoi.Exchange) })
		keep := s.button("keep", a.T("ui.exchange.keep"), nil, func() { s.Choose(koikoi.Keep) })
		keep.Importance = widget.HighImportance
		return container.NewGridWithColumns(2, tall(ex), tall(keep))
	}
	return nil
}

// nav returns Back and Next. Next is enabled only on a step that
// explains: the others wait for the player's own tap or choice.
func (s *lessonScreen) nav() fyne.CanvasObject {
	a := s.a
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
func (s *lessonScreen) endView(header fyne.CanvasObject) fyne.CanvasObject {
	a := s.a
	last := s.lesson.Number >= len(a.tutorialLessons())
	body := a.T("ui.tutorial.end.body")
	if last {
		body = a.T("ui.tutorial.end.last")
	}
	w := min(a.Win.Canvas().Size().Width-2*theme.Padding(), 300)
	sized := func(t string) *widget.Label {
		l := wrapLabel(t)
		l.Resize(fyne.NewSize(w, 10)) // measure the wrapped height at its width
		return l
	}
	items := []fyne.CanvasObject{title(a.T("ui.tutorial.end.title")), sized(a.T(s.lesson.Title)), sized(body)}
	if last {
		p := s.button("play", a.T("ui.tutorial.play"), theme.MediaPlayIcon(), a.ShowNewGame)
		p.Importance = widget.HighImportance
		items = append(items, tall(p))
	} else {
		n := s.button("nextlesson", a.T("ui.tutorial.nextlesson"), theme.NavigateNextIcon(), s.NextLesson)
		n.Importance = widget.HighImportance
		items = append(items, tall(n))
	}
	items = append(items, tall(s.button("lessons", a.T("ui.tutorial.lessons"), theme.ListIcon(), s.Exit)))
	back := s.button("back", a.T("ui.tutorial.back"), theme.NavigateBackIcon(), s.Back)
	if !s.r.Step().CanBack {
		back.Disable()
	}
	mid := container.New(&maxWidth{w: 300}, container.NewVBox(items...))
	return container.NewBorder(header, container.New(&padLayout{h: 6, v: 4}, tall(back)), nil, nil,
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
