package koikoi

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/koikoi-app/koikoi/ui/kit"
)

// tutorialListScreen lists the six lessons: number, title, what the lesson
// teaches, where to begin ("Start here" for a new player, "Up next" after
// that), a tick when done or the step reached, and a button to start,
// resume or replay.
func (a *App) tutorialListScreen() fyne.CanvasObject {
	ts := a.tutor()
	ts.ListButtons = map[string]*widget.Button{}
	ts.ListStatus = map[string]string{}
	width := a.h.Win.Canvas().Size().Width - 4*theme.Padding()
	sized := func(l *widget.Label, w float32) *widget.Label {
		// A wrapping label measures its height at its width: give it the
		// width it will get, so the rows below leave it room.
		l.Resize(fyne.NewSize(w, 10))
		return l
	}
	lessons := a.tutorialLessons()
	done := 0
	next := ""
	for _, l := range lessons {
		if ts.prog.Done[l.ID] {
			done++
		} else if next == "" {
			next = l.ID
		}
	}
	intro := sized(wrapLeft(a.T("ui.tutorial.intro")), width)
	count := canvas.NewText(a.T("ui.tutorial.count", M{"Done": a.l().Number(done), "Total": a.l().Number(len(lessons))}), kit.GoldColor)
	count.TextSize = 13
	count.TextStyle.Bold = true
	items := []fyne.CanvasObject{intro, container.New(&padLayout{h: 8}, count)}
	for _, l := range lessons {
		num := canvas.NewText(a.T("ui.tutorial.lesson", M{"N": a.l().Number(l.Number)}), kit.GoldColor)
		num.TextSize = 12
		num.TextStyle.Bold = true
		name := widget.NewLabel(a.T(l.Title))
		name.TextStyle.Bold = true
		name.Wrapping = fyne.TextWrapWord
		summary := sized(wrapLeft(a.T(l.Summary)), width-130)
		var status fyne.CanvasObject
		label, icon := a.T("ui.tutorial.start"), theme.MediaPlayIcon()
		tag := func(text string) fyne.CanvasObject {
			ts.ListStatus[l.ID] = text
			return lessonTag(text)
		}
		switch step, started := ts.prog.Step[l.ID]; {
		case ts.prog.Done[l.ID]:
			ts.ListStatus[l.ID] = a.T("ui.tutorial.done")
			tick := widget.NewIcon(theme.ConfirmIcon())
			d := canvas.NewText(a.T("ui.tutorial.done"), kit.GoldColor)
			d.TextSize = 12
			d.TextStyle.Bold = true
			status = container.NewHBox(container.NewGridWrap(fyne.NewSize(16, 16), tick), d)
			label, icon = a.T("ui.tutorial.replay"), theme.MediaReplayIcon()
		case started && step > 0:
			st := canvas.NewText(a.T("ui.tutorial.step", M{"Step": a.l().Number(min(step, l.Len()-1) + 1), "Steps": a.l().Number(l.Len())}), kit.MutedColor)
			st.TextSize = 12
			ts.ListStatus[l.ID] = st.Text
			status = st
			label = a.T("ui.tutorial.resume")
		case l.ID == next && done == 0:
			status = tag(a.T("ui.tutorial.start-here"))
		case l.ID == next:
			status = tag(a.T("ui.tutorial.up-next"))
		}
		b := widget.NewButtonWithIcon(label, icon, func() { a.OpenLesson(l.ID) })
		if l.ID == next {
			b.Importance = widget.HighImportance
		}
		ts.ListButtons[l.ID] = b
		head := []fyne.CanvasObject{num}
		if status != nil {
			head = append(head, status)
		}
		text := container.NewVBox(container.NewHBox(head...), name, summary)
		row := container.NewBorder(nil, nil, nil, container.NewCenter(tall(b)), text)
		bg := canvas.NewRectangle(kit.PanelColor)
		bg.CornerRadius = 10
		if l.ID == next {
			bg.StrokeColor = kit.GoldColor
			bg.StrokeWidth = 1.5
		}
		items = append(items, container.NewStack(bg, container.New(&padLayout{h: 10, v: 6}, row)))
	}
	return a.screen(a.T("ui.home.tutorial"), container.NewVBox(items...))
}

// lessonTag is the small gold-edged label that says where to begin.
func lessonTag(text string) fyne.CanvasObject {
	r := canvas.NewRectangle(kit.FeltDark)
	r.CornerRadius = 8
	r.StrokeColor = kit.GoldColor
	r.StrokeWidth = 1
	t := canvas.NewText(text, kit.GoldColor)
	t.TextSize = 11
	t.TextStyle.Bold = true
	return container.NewStack(r, container.New(&padLayout{h: 7, v: 2}, t))
}
