package match

// Lesson is the match of a lesson's board: a Scripted match whose script
// plays a lesson's runner R (engine/koikoi/tutorial, engine/ikebana/tutorial).
// The player's moves at the table go through Submit like any match's; the
// runner's other actions (Next, Back, a quiz's answer) through Act and its
// reads (the step's text, where the lesson stands) through Read, under the
// match's lock, so the events of the moves an action made join the same
// stream.
type Lesson[O, M, E, R any] struct {
	*Scripted[O, M, E]
	r    R
	told func(R) []E
}

// NewLesson returns the match of script s, which plays runner r; told
// returns the events of the runner's last action that moved the lesson on.
func NewLesson[O, M, E, R any](s Script[O, M, E], r R, told func(R) []E) *Lesson[O, M, E, R] {
	return &Lesson[O, M, E, R]{Scripted: NewScripted(s), r: r, told: told}
}

// Read runs f on the runner under the match's lock; f changes nothing.
func (l *Lesson[O, M, E, R]) Read(f func(r R)) {
	l.Do(func(dst []E) ([]E, bool) { f(l.r); return dst, false })
}

// Act runs the runner's action f under the match's lock and returns its
// answer: when f moved the lesson on (true), the events of the moves it
// made join the stream and Updates fires.
func (l *Lesson[O, M, E, R]) Act(f func(r R) bool) (ok bool) {
	l.Do(func(dst []E) ([]E, bool) {
		if ok = f(l.r); ok {
			dst = append(dst, l.told(l.r)...)
		}
		return dst, ok
	})
	return ok
}
