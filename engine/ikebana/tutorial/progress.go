package tutorial

import "github.com/koikoi-app/koikoi/internal/lesson"

// Progress is the player's progress through the tutorial, plain JSON for
// the app to store (see lesson.Progress): Offered says the first-game
// offer was shown, and Finished(LessonIDs) that every lesson is done.
type Progress = lesson.Progress

// LessonID returns the ID of the lesson being run (for Progress.Record).
func (r *Runner) LessonID() string { return r.lesson.ID }

// Resume returns a Runner for lesson l at the step p recorded (from the
// start when none was, or when the lesson was finished: replaying). The
// earlier steps are replayed as the player would make them, so Back works
// as usual. A step number out of range starts from the beginning.
func Resume(p Progress, l Lesson) *Runner {
	r := NewRunner(l)
	n := p.Step[l.ID]
	if p.Done[l.ID] || n < 0 || n >= l.Len() { // a replay left halfway starts again too
		return r
	}
	for r.Index() < n && r.auto() {
	}
	return r
}
