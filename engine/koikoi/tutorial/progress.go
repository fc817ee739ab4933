package tutorial

import (
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/internal/lesson"
)

// Progress is the player's progress through the tutorial, plain JSON for
// the app to store (see lesson.Progress): Offered says the first-launch
// offer was shown, and Finished(LessonIDs) that every lesson is done.
type Progress = lesson.Progress

// LessonID returns the ID of the lesson being run (for Progress.Record).
func (r *Runner) LessonID() string { return r.lesson.ID }

// Resume returns a Runner for lesson l under rules at the step p recorded
// (from the start when none was, or when the lesson was finished:
// replaying). The earlier steps are replayed as the player would make
// them, so Back works as usual.
func Resume(p Progress, l Lesson, rules koikoi.Rules) *Runner {
	r := NewRunner(l, rules)
	n := p.Step[l.ID]
	for r.Index() < n && r.Index() < l.Len()-1 && r.auto() {
	}
	return r
}
