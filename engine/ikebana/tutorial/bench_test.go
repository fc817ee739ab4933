package tutorial

import (
	"testing"

	"github.com/koikoi-app/koikoi/engine/ikebana"
)

// BenchmarkGuidedStep measures a step of the guided round with its hint
// (advice.Advise at hintBudget), which the app computes as the step shows: a
// card turned over, keep or refuse.
func BenchmarkGuidedStep(b *testing.B) {
	r := NewRunner(Lessons()[3])
	r.Next()
	if !r.Choose(ikebana.Draw).OK {
		b.Fatal("draw refused")
	}
	b.ReportAllocs()
	for b.Loop() {
		r.run.Forget()
		if v := r.Step(); !v.HasHint {
			b.Fatal("no hint")
		}
	}
}
