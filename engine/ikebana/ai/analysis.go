package ai

import "github.com/koikoi-app/koikoi/engine/ikebana"

// MoveValue is one legal move as the hard level's search rated it, over
// the same sampled piles as the others.
type MoveValue struct {
	Move ikebana.Move
	// Win is the chance of winning the game after the move (a win shared
	// by k counting 1/k), 0 to 1, and Noise the standard error of its
	// difference with the normal level's choice (0 for that choice).
	Win, Noise float64
	// Points is what the seat's bouquet is expected to score at the end of
	// the round (doubled in a Bouquet-final round).
	Points float64
}

// Analysis is the hard level's view of a decision: the move it plays, the
// move the normal level plays, and how the search rated every legal move.
// Moves is empty when the decision needed no search (a single legal move).
type Analysis struct {
	Best, Normal ikebana.Move
	Moves        []MoveValue
}

// Analyze returns the hard level's move for the seat to move and its
// ratings of the legal moves, in the order of the observation's
// LegalMoves. It takes the same options as New, and with them plays the
// move New("hard", opts...) plays. The seat must be to move.
func Analyze(obs *ikebana.Observation, opts ...Option) Analysis {
	h := &hardPlayer{cfg: newConfig(opts)}
	m, stats := h.search(obs, true)
	v := observationView(obs)
	a := Analysis{Best: m, Normal: normalMove(&v)}
	for _, st := range stats {
		a.Moves = append(a.Moves, MoveValue{Move: st.move, Win: min(1, max(0, st.value)), Noise: st.se, Points: st.points})
	}
	return a
}

// Of returns the rating of move m, and false when the search did not rate
// it.
func (a *Analysis) Of(m ikebana.Move) (MoveValue, bool) {
	for _, mv := range a.Moves {
		if mv.Move == m {
			return mv, true
		}
	}
	return MoveValue{}, false
}

// NormalMove returns the move the normal level plays for the seat to move.
func NormalMove(obs *ikebana.Observation) ikebana.Move {
	v := observationView(obs)
	return normalMove(&v)
}
