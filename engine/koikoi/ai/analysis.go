package ai

import "github.com/koikoi-app/koikoi/engine/koikoi"

// MoveValue is one legal move as the hard level's search rated it.
type MoveValue struct {
	Move koikoi.Move
	// Visits is how many of the search's iterations tried the move; the
	// search plays the move it tried most.
	Visits int
	// Value is the move's mean reward in [0, 1] over those iterations: a
	// mix of the chance of winning the game and of the round's points.
	Value float64
}

// Analysis is the hard level's view of a decision: the move it plays and
// how it rated every legal move. Moves is empty when the decision needed
// no search (a single legal move, the blind hand exchange, or a Shobu that
// wins the game).
type Analysis struct {
	Best  koikoi.Move
	Moves []MoveValue
}

// Analyze returns the hard level's move for the seat to move and its
// ratings of the legal moves. It takes the same options as New, and with
// them plays the move New("hard", opts...) plays.
func Analyze(obs *koikoi.Observation, opts ...Option) Analysis {
	h := newHard(newConfig(opts))
	m, stats := h.search(obs)
	a := Analysis{Best: m, Moves: make([]MoveValue, len(stats))}
	for i, st := range stats {
		a.Moves[i] = MoveValue{Move: st.move, Visits: st.visits, Value: st.mean}
	}
	return a
}

// Of returns the rating of move m, and false when the search did not rate it.
func (a *Analysis) Of(m koikoi.Move) (MoveValue, bool) {
	for _, mv := range a.Moves {
		if mv.Move == m {
			return mv, true
		}
	}
	return MoveValue{}, false
}
