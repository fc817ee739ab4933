package lesson

import (
	"errors"
	"reflect"
	"testing"
)

// sum is a game whose moves add to a total below 10; each move's events
// are the move and the new total.
type sum int

func (s sum) Apply(m int) (sum, error) {
	next, _, err := s.ApplyEvents(m, nil)
	return next, err
}

func (s sum) ApplyEvents(m int, dst []string) (sum, []string, error) {
	if int(s)+m >= 10 {
		return s, dst, errors.New("sum: too much")
	}
	next := s + sum(m)
	return next, append(dst, "add", string(rune('0'+next))), nil
}

func TestApplyRecords(t *testing.T) {
	var p Played[int, string]
	s, err := Apply(&p, sum(0), 3)
	if err == nil {
		s, err = Apply(&p, s, 4)
	}
	if err != nil || s != 7 {
		t.Fatalf("Apply 3, 4 = %d, %v; want 7", s, err)
	}
	if _, err := Apply(&p, s, 5); err == nil {
		t.Error("Apply(5) at 7 = nil; want the engine's error")
	}
	want := Played[int, string]{Moves: []int{3, 4}, Events: []string{"add", "3", "add", "7"}}
	if !reflect.DeepEqual(p, want) {
		t.Errorf("played = %+v; want %+v (an illegal move records nothing)", p, want)
	}
	if s, err := Apply[sum, int, string](nil, 2, 5); err != nil || s != 7 {
		t.Errorf("Apply with no record = %d, %v; want 7", s, err)
	}
}
