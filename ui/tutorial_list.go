package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// tutorialListScreen lists the six lessons: number, title, a tick when
// done or the step reached, and a button to start, resume or replay.
func (a *App) tutorialListScreen() fyne.CanvasObject {
	ts := a.tutor()
	ts.ListButtons = map[string]*widget.Button{}
	intro := wrapLeft(a.T("ui.tutorial.intro"))
	// A wrapping label measures its height at its width: give it the width
	// it will get, so the rows below leave it room.
	intro.Resize(fyne.NewSize(a.Win.Canvas().Size().Width-4*theme.Padding(), 10))
	items := []fyne.CanvasObject{intro}
	for _, l := range a.tutorialLessons() {
		l := l
		num := canvas.NewText(a.T("ui.tutorial.lesson", M{"N": a.L.Number(l.Number)}), goldColor)
		num.TextSize = 12
		num.TextStyle.Bold = true
		name := widget.NewLabel(a.T(l.Title))
		name.TextStyle.Bold = true
		name.Wrapping = fyne.TextWrapWord
		var status fyne.CanvasObject
		label, icon := a.T("ui.tutorial.start"), theme.MediaPlayIcon()
		switch step, started := ts.prog.Step[l.ID]; {
		case ts.prog.Done[l.ID]:
			tick := widget.NewIcon(theme.ConfirmIcon())
			done := canvas.NewText(a.T("ui.tutorial.done"), goldColor)
			done.TextSize = 12
			done.TextStyle.Bold = true
			status = container.NewHBox(container.NewGridWrap(fyne.NewSize(16, 16), tick), done)
			label, icon = a.T("ui.tutorial.replay"), theme.MediaReplayIcon()
		case started && step > 0:
			st := canvas.NewText(a.T("ui.tutorial.step", M{"Step": a.L.Number(min(step, l.Len()-1) + 1), "Steps": a.L.Number(l.Len())}), mutedColor)
			st.TextSize = 12
			status = st
			label = a.T("ui.tutorial.resume")
		}
		b := widget.NewButtonWithIcon(label, icon, func() { a.OpenLesson(l.ID) })
		if !ts.prog.Done[l.ID] {
			b.Importance = widget.HighImportance
		}
		ts.ListButtons[l.ID] = b
		head := []fyne.CanvasObject{num}
		if status != nil {
			head = append(head, status)
		}
		text := container.NewVBox(container.NewHBox(head...), name)
		row := container.NewBorder(nil, nil, nil, container.NewCenter(tall(b)), text)
		bg := canvas.NewRectangle(panelColor)
		bg.CornerRadius = 10
		items = append(items, container.NewStack(bg, container.New(&padLayout{h: 10, v: 6}, row)))
	}
	return a.screen(a.T("ui.home.tutorial"), container.NewVBox(items...))
}
