package review

import (
	"github.com/koikoi-app/koikoi/engine/koikoi"
	"github.com/koikoi-app/koikoi/engine/koikoi/ai"
)

// Judge returns a player that plays the move the review rates best (the
// hard search seeded from the position, with the review's budget): a seat
// it plays loses nothing in a review with the same budget. Only WithBudget
// of the options matters.
func Judge(opts ...Option) ai.Player { return judge{budget: newConfig(opts).budget} }

type judge struct{ budget int }

// Move returns the review's best move.
func (j judge) Move(o *koikoi.Observation) koikoi.Move {
	return ai.Analyze(o, ai.WithSeed(positionSeed(o)), ai.WithBudget(j.budget)).Best
}
