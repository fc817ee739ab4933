package koikoi

// Hold shows the lesson board's steps under way at once, then makes the
// next ones wait for Tick, as the table's Hold does: a screenshot shows a
// move at a chosen moment. It does nothing before the lesson has a board.
func (s *LessonScreen) Hold() {
	if s.board != nil {
		s.board.seq.Finish()
		s.board.seq.Manual = true
	}
}

// Tick shows the board's current step at fraction f (0 to 1); 1 ends it
// and begins the next. It only matters after Hold.
func (s *LessonScreen) Tick(f float32) {
	if s.board != nil {
		s.board.seq.Tick(f)
	}
}

// Finish plays the board's steps to their end and lets the next ones run
// on their own again.
func (s *LessonScreen) Finish() {
	if s.board != nil {
		for s.board.seq.Busy() {
			s.board.seq.Tick(1)
		}
		s.board.seq.Manual = false
	}
}
