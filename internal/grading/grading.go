// Package grading holds what both games' reviews (engine/koikoi/review,
// engine/ikebana/review) compute alike from a seat's graded decisions,
// whatever a decision holds and in whatever unit its loss is: the skill
// (the losses summed, and their mean) and the costliest decisions.
package grading

import "sort"

// Skill returns the decisions' losses summed, and their mean per decision
// (0 without any).
func Skill[D any](ds []D, loss func(D) float64) (sum, mean float64) {
	for _, d := range ds {
		sum += loss(d)
	}
	if len(ds) > 0 {
		mean = sum / float64(len(ds))
	}
	return sum, mean
}

// Costliest returns the indexes of the decisions that lost something,
// costliest first (in order on ties), at most n.
func Costliest[D any](ds []D, loss func(D) float64, n int) []int {
	var idx []int
	for i, d := range ds {
		if loss(d) > 0 {
			idx = append(idx, i)
		}
	}
	sort.SliceStable(idx, func(a, b int) bool { return loss(ds[idx[a]]) > loss(ds[idx[b]]) })
	return idx[:min(len(idx), n)]
}
