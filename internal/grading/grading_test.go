package grading

import (
	"reflect"
	"testing"
)

func loss(l float64) float64 { return l }

// TestSkill sums the losses and takes their mean; no decision is 0 and 0.
func TestSkill(t *testing.T) {
	if sum, mean := Skill([]float64{0, 1.5, 0.5, 2}, loss); sum != 4 || mean != 1 {
		t.Errorf("Skill = %v, %v; want 4, 1", sum, mean)
	}
	if sum, mean := Skill(nil, loss); sum != 0 || mean != 0 {
		t.Errorf("Skill of none = %v, %v; want 0, 0", sum, mean)
	}
}

// TestCostliest keeps the decisions that lost something, costliest first,
// the earlier first on ties, at most n.
func TestCostliest(t *testing.T) {
	ds := []float64{0, 1, 3, 0, 1, 2}
	for n, want := range map[int][]int{2: {2, 5}, 4: {2, 5, 1, 4}, 9: {2, 5, 1, 4}} {
		if got := Costliest(ds, loss, n); !reflect.DeepEqual(got, want) {
			t.Errorf("Costliest(%v, %d) = %v; want %v", ds, n, got, want)
		}
	}
	if got := Costliest([]float64{0, 0}, loss, 3); len(got) != 0 {
		t.Errorf("Costliest of no loss = %v; want none", got)
	}
}
