package koikoi

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/koikoi-app/koikoi/engine/koikoi/tutorial"
)

// tutorialState is what the app knows of the tutorial: the player's
// progress (loaded once, saved after every action) and the lesson open.
type tutorialState struct {
	prog   tutorial.Progress
	lesson *LessonScreen

	// Handles for tests: the list's buttons and status lines ("Done",
	// "Start here"...) by lesson ID and the offer's buttons ("yes", "no")
	// of the last build.
	ListButtons  map[string]*widget.Button
	ListStatus   map[string]string
	OfferButtons map[string]*widget.Button
	offer        dialog.Dialog
}

// tutor returns the tutorial's state, loading the progress the
// first time.
func (a *App) tutor() *tutorialState {
	if a.tut == nil {
		p, err := a.h.Store.LoadKoikoiTutorial()
		if err != nil { // damaged progress starts afresh
			fyne.LogError("koikoi: tutorial progress unreadable", err)
		}
		a.tut = &tutorialState{prog: p}
	}
	return a.tut
}

// saveTutorial writes the tutorial's progress; a failure is logged (the
// progress stays on screen for this run).
func (a *App) saveTutorial() {
	if err := a.h.Store.SaveKoikoiTutorial(a.tutor().prog); err != nil {
		fyne.LogError("koikoi: saving the tutorial's progress", err)
	}
}

// tutorialLessons returns the lessons for the rules the player has chosen.
func (a *App) tutorialLessons() []tutorial.Lesson {
	return tutorial.Lessons(a.activeRules())
}

// OfferTutorial asks a new player, once, whether to take the tutorial.
func (a *App) OfferTutorial() {
	ts := a.tutor()
	if ts.prog.Offered {
		return
	}
	ts.prog.Offered = true
	a.saveTutorial()
	ts.OfferButtons = map[string]*widget.Button{}
	var d dialog.Dialog
	yes := widget.NewButton(a.T("ui.tutorial.offer.yes"), func() {
		d.Hide()
		a.ShowTutorial()
	})
	yes.Importance = widget.HighImportance
	no := widget.NewButton(a.T("ui.tutorial.offer.no"), func() { d.Hide() })
	ts.OfferButtons["yes"], ts.OfferButtons["no"] = yes, no
	body := wrapLabel(a.T("ui.tutorial.offer.body"))
	content := container.NewVBox(body, tall(yes), tall(no))
	d = dialog.NewCustomWithoutButtons(a.T("ui.tutorial.offer.title"), content, a.h.Win)
	d.Resize(fyne.NewSize(min(a.h.Win.Canvas().Size().Width-24, 380), 0))
	ts.offer = d
	d.Show()
}

// Offer returns the first-launch offer, or nil when it was not shown by
// this app.
func (ts *tutorialState) Offer() dialog.Dialog { return ts.offer }

// ShowTutorial shows the list of lessons.
func (a *App) ShowTutorial() {
	a.Stop()
	ts := a.tutor()
	ts.lesson = nil
	a.h.Show(a.tutorialListScreen)
}

// OpenLesson opens the lesson with the ID where the player left it (from
// the start when it was finished: a replay). It returns false for an
// unknown ID.
func (a *App) OpenLesson(id string) bool {
	for _, l := range a.tutorialLessons() {
		if l.ID == id {
			a.Stop()
			s := newLessonScreen(a, l)
			a.tutor().lesson = s
			a.h.Show(s.build)
			s.open()
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

// background runs work off the UI goroutine, then done on it; with Sync
// (tests) both run at once.
func (a *App) background(work, done func()) {
	if a.Sync {
		work()
		done()
		return
	}
	post := a.Post
	if post == nil {
		post = fyne.Do
	}
	go func() {
		work()
		post(done)
	}()
}
