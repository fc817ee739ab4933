package tutorial

// Progress is the player's progress through the tutorial, for the app to
// store as JSON: the lessons finished, and the step each unfinished lesson
// stopped at. The zero value is a new player.
type Progress struct {
	Done    map[string]bool `json:"done,omitempty"`    // lesson ID -> finished
	Step    map[string]int  `json:"step,omitempty"`    // lesson ID -> step to resume at
	Offered bool            `json:"offered,omitempty"` // the first-game offer was shown
}

// Record notes where r stands: its lesson finished, or the step it is at.
func (p *Progress) Record(r *Runner) {
	id := r.Lesson().ID
	if p.Done == nil {
		p.Done = map[string]bool{}
	}
	if p.Step == nil {
		p.Step = map[string]int{}
	}
	if r.Done() {
		p.Done[id] = true
		delete(p.Step, id)
		return
	}
	if r.Index() == 0 {
		delete(p.Step, id)
	} else {
		p.Step[id] = r.Index()
	}
}

// Started reports whether any lesson was finished or begun.
func (p Progress) Started() bool { return len(p.Done) > 0 || len(p.Step) > 0 }

// Finished reports whether every lesson is done.
func (p Progress) Finished() bool {
	for _, id := range LessonIDs {
		if !p.Done[id] {
			return false
		}
	}
	return true
}

// Resume returns a Runner for lesson l at the step Progress recorded (from
// the start when none was, or when the lesson was finished: replaying).
// The earlier steps are replayed as the player would make them, so Back
// works as usual. A step number out of range starts from the beginning.
func (p Progress) Resume(l Lesson) *Runner {
	r := NewRunner(l)
	n := p.Step[l.ID]
	if n < 0 || n >= l.Len() {
		return r
	}
	for r.Index() < n && r.auto() {
	}
	return r
}
