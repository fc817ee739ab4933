package lesson

// Cursor is where a tutorial's runner stands in a lesson: the current
// step's number, and the way back. Before each change the runner saves its
// game's position P (whatever, besides the step's number, Back must
// restore exactly); Back returns to the last one saved.
type Cursor[P any] struct {
	n, idx int
	saved  []saved[P]
}

// saved is a step's number and the game's position there.
type saved[P any] struct {
	idx int
	pos P
}

// NewCursor starts at the first of n steps.
func NewCursor[P any](n int) Cursor[P] { return Cursor[P]{n: n} }

// Index returns the current step's number, from 0; past the last step it
// equals Len.
func (s *Cursor[P]) Index() int { return s.idx }

// Len returns the number of steps.
func (s *Cursor[P]) Len() int { return s.n }

// Done reports whether the runner is past the last step.
func (s *Cursor[P]) Done() bool { return s.idx >= s.n }

// CanBack reports whether Back would return somewhere.
func (s *Cursor[P]) CanBack() bool { return len(s.saved) > 0 }

// Save remembers the current step with the game's position pos, for Back.
func (s *Cursor[P]) Save(pos P) { s.saved = append(s.saved, saved[P]{s.idx, pos}) }

// Next goes on to the next step.
func (s *Cursor[P]) Next() { s.idx++ }

// End goes past the last step.
func (s *Cursor[P]) End() { s.idx = s.n }

// Back returns to the step saved last and returns the position saved with
// it, forgetting it; false when nothing is saved.
func (s *Cursor[P]) Back() (P, bool) {
	n := len(s.saved)
	if n == 0 {
		var zero P
		return zero, false
	}
	sv := s.saved[n-1]
	s.saved = s.saved[:n-1]
	s.idx = sv.idx
	return sv.pos, true
}
