package lesson

import "testing"

// TestCursor goes on, ends and comes back, each Back restoring the step and
// the position saved with it.
func TestCursor(t *testing.T) {
	s := NewCursor[string](3)
	if s.Index() != 0 || s.Len() != 3 || s.Done() || s.CanBack() {
		t.Fatalf("new: index %d of %d, done %v, can back %v", s.Index(), s.Len(), s.Done(), s.CanBack())
	}
	if _, ok := s.Back(); ok {
		t.Fatal("Back at the start")
	}
	s.Save("a")
	s.Next()
	s.Save("b")
	s.Next()
	s.Save("c")
	s.End()
	if !s.Done() || s.Index() != 3 || !s.CanBack() {
		t.Fatalf("after End: index %d, done %v", s.Index(), s.Done())
	}
	for _, want := range []struct {
		pos string
		idx int
	}{{"c", 2}, {"b", 1}, {"a", 0}} {
		pos, ok := s.Back()
		if !ok || pos != want.pos || s.Index() != want.idx || s.Done() {
			t.Errorf("Back = %q, %v at %d; want %q at %d", pos, ok, s.Index(), want.pos, want.idx)
		}
	}
	if s.CanBack() {
		t.Error("CanBack after going back to the start")
	}
}
