package ikebana

import (
	"errors"

	"github.com/koikoi-app/koikoi/ui/kit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	iketutorial "github.com/koikoi-app/koikoi/engine/ikebana/tutorial"
	"github.com/koikoi-app/koikoi/store"
)

// The tutorial's screens: the list of lessons (this file) and the lesson
// screen (tutorial_lesson.go, tutorial_view.go), on the table's own card
// widgets and flights. The player's progress is its own blob in the store
// (store.LoadIkebanaTutorial), saved after every step; damaged progress is
// set aside and the list says the lessons start afresh.

// tutorialState is what the app knows of the tutorial: the player's
// progress, the lesson on screen, and handles on the list for tests.
type tutorialState struct {
	prog   iketutorial.Progress
	notice string // said once on the list: the progress could not be read
	lesson *LessonScreen

	// ListButtons are the list's Start/Resume/Replay buttons by lesson ID;
	// ListStatus what each row says of the lesson ("Done", "Step 3 of 9",
	// "Start here", "Up next" or nothing); Notice the notice shown.
	ListButtons map[string]*widget.Button
	ListStatus  map[string]string
	Notice      string
	// OfferButtons are the first-game offer's "yes" and "no".
	OfferButtons map[string]*widget.Button
}

// tutor returns the tutorial's state, loading the progress the first
// time.
func (a *App) tutor() *tutorialState {
	if a.tut == nil {
		p, err := a.h.Store.LoadIkebanaTutorial()
		a.tut = &tutorialState{prog: p}
		switch {
		case errors.Is(err, store.ErrCorrupt):
			a.tut.notice = a.T("ikebanaapp.tutorial.corrupt")
		case err != nil:
			fyne.LogError("ikebana: the tutorial's progress unreadable", err)
		}
	}
	return a.tut
}

// Tutorial returns the tutorial's state, for tests.
func (a *App) Tutorial() *tutorialState { return a.tutor() }

// TutorialProgress returns the player's progress through the tutorial.
func (a *App) TutorialProgress() iketutorial.Progress { return a.tutor().prog }

func (a *App) saveTutorial() {
	if err := a.h.Store.SaveIkebanaTutorial(a.tutor().prog); err != nil && a.tut.lesson != nil {
		a.tut.lesson.flash = a.T("ikebanaapp.save.failed")
	}
}

// ShowTutorial shows the list of lessons.
func (a *App) ShowTutorial() {
	ts := a.tutor()
	if ts.lesson != nil {
		ts.lesson.close()
	}
	ts.lesson = nil
	a.h.Show(a.tutorialListScreen)
}

// OpenLesson opens the lesson with the ID where the player left it (from
// the start when it was finished: a replay). It returns false for an
// unknown ID.
func (a *App) OpenLesson(id string) bool {
	for _, l := range iketutorial.Lessons() {
		if l.ID == id {
			ts := a.tutor()
			if ts.lesson != nil {
				ts.lesson.close()
			}
			s := newLessonScreen(a, l, iketutorial.NewMatch(iketutorial.Resume(ts.prog, l)))
			ts.lesson = s
			a.h.Show(s.build)
			return true
		}
	}
	return false
}

// Lesson returns the lesson on screen, or nil.
func (a *App) Lesson() *LessonScreen {
	if a.tut == nil {
		return nil
	}
	return a.tut.lesson
}

// tutorialListScreen lists the four lessons: number, title, what each
// teaches, where to begin ("Start here" for a new player, "Up next" after
// that), a tick when done or the step reached, and a button to start,
// resume or replay.
func (a *App) tutorialListScreen() fyne.CanvasObject {
	ts := a.tutor()
	l := a.l()
	ts.ListButtons = map[string]*widget.Button{}
	ts.ListStatus = map[string]string{}
	ts.Notice, ts.notice = ts.notice, ""
	lessons := iketutorial.Lessons()
	done, next := 0, ""
	for _, ls := range lessons {
		if ts.prog.Done[ls.ID] {
			done++
		} else if next == "" {
			next = ls.ID
		}
	}
	wrap := func(s string) *widget.Label {
		w := widget.NewLabel(s)
		w.Wrapping = fyne.TextWrapWord
		return w
	}
	var items []fyne.CanvasObject
	if ts.Notice != "" {
		n := wrap(ts.Notice)
		n.Importance = widget.WarningImportance
		items = append(items, n)
	}
	count := newText(l.T("ui.tutorial.count", map[string]any{"Done": l.Number(done), "Total": l.Number(len(lessons))}), 13, kit.GoldColor, true)
	items = append(items, wrap(l.T("ikebanaapp.tutorial.intro")), container.NewPadded(count))
	for _, ls := range lessons {
		num := newText(l.T("ui.tutorial.lesson", map[string]any{"N": l.Number(ls.Number)}), 12, kit.GoldColor, true)
		head := []fyne.CanvasObject{num}
		label, icon := l.T("ui.tutorial.start"), theme.MediaPlayIcon()
		status := ""
		step, started := ts.prog.Step[ls.ID]
		switch {
		case ts.prog.Done[ls.ID]:
			status = l.T("ui.tutorial.done")
			head = append(head, container.NewGridWrap(fyne.NewSize(16, 16), widget.NewIcon(theme.ConfirmIcon())), newText(status, 12, kit.GoldColor, true))
			label, icon = l.T("ui.tutorial.replay"), theme.MediaReplayIcon()
		case started && step > 0:
			status = l.T("ui.tutorial.step", map[string]any{"Step": l.Number(min(step, ls.Len()-1) + 1), "Steps": l.Number(ls.Len())})
			head = append(head, newText(status, 12, kit.MutedColor, false))
			label = l.T("ui.tutorial.resume")
		case ls.ID == next && done == 0:
			status = l.T("ui.tutorial.start-here")
			head = append(head, lessonTag(status))
		case ls.ID == next:
			status = l.T("ui.tutorial.up-next")
			head = append(head, lessonTag(status))
		}
		ts.ListStatus[ls.ID] = status
		b := widget.NewButtonWithIcon(label, icon, func() { a.OpenLesson(ls.ID) })
		if ls.ID == next {
			b.Importance = widget.HighImportance
		}
		ts.ListButtons[ls.ID] = b
		name := wrap(l.T(ls.Title))
		name.TextStyle.Bold = true
		// the number and status line up with the labels' text, which has
		// its inner padding
		line := container.New(layout.NewCustomPaddedLayout(4, 0, theme.InnerPadding(), 0), container.NewHBox(head...))
		text := container.NewVBox(line, name, wrap(l.T(ls.Summary)))
		row := container.NewBorder(nil, nil, nil, container.NewCenter(kit.Tall(b)), text)
		bg := canvas.NewRectangle(kit.FeltDeep)
		bg.CornerRadius = 10
		if ls.ID == next {
			bg.StrokeColor = kit.GoldColor
			bg.StrokeWidth = 1.5
		}
		items = append(items, container.NewStack(bg, container.NewPadded(row)))
	}
	return a.screen(l.T("ikebanaapp.home.tutorial"), container.New(&kit.MaxWidth{W: 560}, container.NewVBox(items...)), nil, func() { a.h.Home("") })
}

// lessonTag is the small gold-edged label that says where to begin.
func lessonTag(text string) fyne.CanvasObject {
	r := canvas.NewRectangle(kit.WithAlpha(kit.PanelColor, 0xff))
	r.CornerRadius = 8
	r.StrokeColor = kit.GoldColor
	r.StrokeWidth = 1
	t := newText(text, 11, kit.GoldColor, true)
	return container.NewStack(r, container.NewPadded(t))
}
