package lesson

// Progress is the player's progress through a tutorial, for the app to
// store as JSON: the lessons finished, and the step each unfinished lesson
// stopped at. The zero value is a new player.
type Progress struct {
	Done    map[string]bool `json:"done,omitempty"`    // lesson ID -> finished
	Step    map[string]int  `json:"step,omitempty"`    // lesson ID -> step to resume at
	Offered bool            `json:"offered,omitempty"` // the tutorial's offer was shown
}

// Place is where a tutorial's runner stands in its lesson.
type Place interface {
	LessonID() string // the lesson's ID
	Index() int       // the step's number, from 0
	Done() bool       // the lesson is finished
}

// Record notes where r stands: its lesson finished, or the step it is at
// (a lesson at its first step has none recorded).
func (p *Progress) Record(r Place) {
	id := r.LessonID()
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

// Finished reports whether every lesson of ids is done.
func (p Progress) Finished(ids []string) bool {
	for _, id := range ids {
		if !p.Done[id] {
			return false
		}
	}
	return true
}
